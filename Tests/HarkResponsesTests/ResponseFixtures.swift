import Foundation
import HarkResponses
import HarkTestSupport

/// Committed response files and fixed moments, so tests do not depend on the directory they run
/// from, the machine's time zone or the clock.
enum ResponseFixtures {
    static let responsesDirectory = Repository.file("Models/responses")

    static let newYork = TimeZone(identifier: "America/New_York")!
    static let paris = TimeZone(identifier: "Europe/Paris")!

    /// A moment given as wall-clock time in `timeZone`.
    static func date(
        _ year: Int, _ month: Int, _ day: Int, _ hour: Int = 12, _ minute: Int = 0, in timeZone: TimeZone
    ) -> Date {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = timeZone
        return calendar.date(
            from: DateComponents(year: year, month: month, day: day, hour: hour, minute: minute))!
    }

    /// Wednesday 12 June 2024, 10:00 in New York (16:00 in Paris).
    static let now = date(2024, 6, 12, 10, 0, in: newYork)

    static func catalog(_ language: String, timeZone: TimeZone = newYork) throws -> ResponseCatalog {
        try ResponseCatalog.load(language: language, from: responsesDirectory, timeZone: timeZone)
    }

    static func temporaryDirectory() throws -> URL {
        let url = FileManager.default.temporaryDirectory.appendingPathComponent("hark-responses-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        return url
    }
}
