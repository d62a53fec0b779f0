import Foundation
import HarkResponses
import Testing

@Suite struct SpokenClockTimeTests {
    let english = SpokenClockTime(language: .englishUS, timeZone: ResponseFixtures.newYork)
    let french = SpokenClockTime(language: .frenchFrance, timeZone: ResponseFixtures.paris)

    @Test(arguments: [
        (0, 0, "midnight"), (12, 0, "noon"), (15, 0, "three p.m."), (15, 15, "three fifteen p.m."),
        (15, 5, "three oh five p.m."), (9, 0, "nine a.m."), (0, 30, "twelve thirty a.m."),
        (12, 45, "twelve forty five p.m."), (23, 59, "eleven fifty nine p.m."),
    ])
    func english(hour: Int, minute: Int, words: String) {
        #expect(english.spoken(hour: hour, minute: minute) == words)
    }

    @Test(arguments: [
        (0, 0, "minuit"), (12, 0, "midi"), (15, 0, "quinze heures"), (15, 15, "quinze heures quinze"),
        (12, 5, "midi cinq"), (0, 5, "minuit cinq"), (1, 0, "une heure"), (21, 1, "vingt et une heures une"),
        (9, 30, "neuf heures trente"),
    ])
    func french(hour: Int, minute: Int, words: String) {
        #expect(french.spoken(hour: hour, minute: minute) == words)
    }

    /// The same instant is said in the user's time zone.
    @Test func datesAreSaidInTheUsersTimeZone() {
        let instant = ResponseFixtures.date(2024, 6, 12, 15, 15, in: ResponseFixtures.newYork)
        #expect(english.spoken(instant) == "three fifteen p.m.")
        #expect(french.spoken(instant) == "vingt et une heures quinze")
        let secondsLater = instant.addingTimeInterval(59)
        #expect(english.spoken(secondsLater) == "three fifteen p.m.")
    }
}
