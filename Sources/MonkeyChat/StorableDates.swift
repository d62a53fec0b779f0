import Foundation

/// The dates the database can hold and give back. GRDB stores a date as text with a four-digit
/// year (`9999-12-31 23:59:59.999`, UTC), so a year past 9999 is written but cannot be read back,
/// and a year before 1 comes back changed; such dates are refused before they are stored.
enum StorableDates {
    static let range: ClosedRange<Date> = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        let first = calendar.date(from: DateComponents(year: 1, month: 1, day: 1))!
        let last = calendar.date(from: DateComponents(year: 10_000, month: 1, day: 1))!
        return first...last.addingTimeInterval(-0.001)
    }()

    static func contains(_ date: Date) -> Bool { range.contains(date) }
}
