import Foundation
import Testing

@testable import Hark

@Suite("Parser values to intent values")
struct UnderstoodParametersTests {
    let reader: UnderstoodParameters = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return UnderstoodParameters(calendar: calendar)
    }()

    func date(_ text: String) -> Date {
        ISO8601DateFormatter().date(from: text)!
    }

    @Test func aDayIsTheWholeDay() {
        #expect(
            reader.interval("2026-11-20")
                == DateInterval(start: date("2026-11-20T00:00:00Z"), end: date("2026-11-21T00:00:00Z")))
    }

    @Test func aRangeOfDaysIncludesTheLastDay() {
        #expect(
            reader.interval("2026-11-09/2026-11-15")
                == DateInterval(start: date("2026-11-09T00:00:00Z"), end: date("2026-11-16T00:00:00Z")))
    }

    @Test func partOfADayKeepsItsHours() {
        #expect(
            reader.interval("2026-11-21T05:00/2026-11-21T12:00")
                == DateInterval(start: date("2026-11-21T05:00:00Z"), end: date("2026-11-21T12:00:00Z")))
    }

    @Test func malformedDatesAreNotIntervals() {
        #expect(reader.interval("yesterday") == nil)
        #expect(reader.interval("2026-11-21/2026-11-01") == nil)
    }

    @Test func durations() {
        #expect(ISO8601Duration.seconds("PT1H30M") == 5400)
        #expect(ISO8601Duration.seconds("P2D") == 172_800)
        #expect(ISO8601Duration.seconds("PT") == 0)
        #expect(ISO8601Duration.seconds("1H") == nil)
        #expect(ISO8601Duration.seconds("PT5") == nil)
    }
}
