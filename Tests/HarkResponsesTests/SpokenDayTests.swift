import Foundation
import HarkResponses
import Testing

/// Reference: Wednesday 12 June 2024, 10:00 in New York.
@Suite struct SpokenDayTests {
    let now = ResponseFixtures.now
    let york = ResponseFixtures.newYork
    let english = SpokenDay(language: .englishUS, timeZone: ResponseFixtures.newYork)
    let french = SpokenDay(language: .frenchFrance, timeZone: ResponseFixtures.newYork)

    func day(_ month: Int, _ day: Int, year: Int = 2024, hour: Int = 12) -> Date {
        ResponseFixtures.date(year, month, day, hour, 0, in: york)
    }

    @Test func nearbyDaysHaveNames() {
        #expect(english.spoken(day(6, 12, hour: 0), relativeTo: now) == "today")
        #expect(english.spoken(day(6, 12, hour: 23), relativeTo: now) == "today")
        #expect(english.spoken(day(6, 11, hour: 23), relativeTo: now) == "yesterday")
        #expect(english.spoken(day(6, 13, hour: 1), relativeTo: now) == "tomorrow")
        #expect(french.spoken(day(6, 12), relativeTo: now) == "aujourd'hui")
        #expect(french.spoken(day(6, 11), relativeTo: now) == "hier")
        #expect(french.spoken(day(6, 13), relativeTo: now) == "demain")
    }

    @Test func withinTheWeekTheWeekdayIsSaid() {
        #expect(english.spoken(day(6, 10), relativeTo: now) == "on Monday")
        #expect(english.spoken(day(6, 6), relativeTo: now) == "on Thursday")
        #expect(french.spoken(day(6, 10), relativeTo: now) == "lundi")
        #expect(french.spoken(day(6, 6), relativeTo: now) == "jeudi")
    }

    @Test func furtherAwayTheDateIsSaid() {
        #expect(english.spoken(day(6, 5), relativeTo: now) == "on June fifth")
        #expect(english.spoken(day(6, 3), relativeTo: now) == "on June third")
        #expect(english.spoken(day(5, 31), relativeTo: now) == "on May thirty first")
        #expect(french.spoken(day(6, 3), relativeTo: now) == "le trois juin")
        #expect(french.spoken(day(6, 1), relativeTo: now) == "le premier juin")
        #expect(french.spoken(day(8, 21), relativeTo: now) == "le vingt et un août")
    }

    @Test func anotherYearIsSaid() {
        #expect(
            english.spoken(day(12, 25, year: 2023), relativeTo: now) == "on December twenty fifth twenty twenty three")
        #expect(
            french.spoken(day(12, 25, year: 2023), relativeTo: now) == "le vingt-cinq décembre deux mille vingt-trois")
    }

    /// 02:00 UTC on the 12th is still the 11th in New York but already the 12th in Paris.
    @Test func daysAreCalendarDaysInTheUsersTimeZone() {
        let utc = TimeZone(identifier: "UTC")!
        let instant = ResponseFixtures.date(2024, 6, 12, 2, 0, in: utc)
        #expect(english.spoken(instant, relativeTo: now) == "yesterday")
        let inParis = SpokenDay(language: .englishUS, timeZone: ResponseFixtures.paris)
        #expect(inParis.spoken(instant, relativeTo: now) == "today")
    }

    @Test func dateTimeLeavesOutToday() {
        let english = SpokenDateTime(language: .englishUS, timeZone: york)
        let french = SpokenDateTime(language: .frenchFrance, timeZone: york)
        let today = ResponseFixtures.date(2024, 6, 12, 15, 15, in: york)
        let yesterday = ResponseFixtures.date(2024, 6, 11, 12, 0, in: york)
        let earlier = ResponseFixtures.date(2024, 6, 3, 9, 5, in: york)
        #expect(english.spoken(today, relativeTo: now) == "at three fifteen p.m.")
        #expect(english.spoken(yesterday, relativeTo: now) == "yesterday at noon")
        #expect(english.spoken(earlier, relativeTo: now) == "on June third at nine oh five a.m.")
        #expect(french.spoken(today, relativeTo: now) == "à quinze heures quinze")
        #expect(french.spoken(yesterday, relativeTo: now) == "hier à midi")
        #expect(french.spoken(earlier, relativeTo: now) == "le trois juin à neuf heures cinq")
    }
}
