import Foundation
import HarkResponses
import Testing

@Suite struct SpokenDurationTests {
    @Test(
        arguments: [
            (0, "zero seconds"), (1, "a second"), (45, "forty five seconds"), (60, "a minute"),
            (90, "a minute and a half"), (125, "two minutes and five seconds"), (150, "two and a half minutes"),
            (600, "ten minutes"), (3600, "an hour"), (5400, "an hour and a half"), (7800, "two hours and ten minutes"),
            (9000, "two and a half hours"), (86400, "a day"), (93600, "a day and two hours"), (172_800, "two days"),
            (-600, "ten minutes"), (599.6, "ten minutes"),
        ] as [(TimeInterval, String)])
    func english(seconds: TimeInterval, words: String) {
        #expect(SpokenDuration(language: .englishUS).spoken(seconds) == words)
    }

    @Test(
        arguments: [
            (0, "zéro seconde"), (1, "une seconde"), (30, "trente secondes"), (60, "une minute"),
            (90, "une minute et demie"), (150, "deux minutes et demie"), (600, "dix minutes"),
            (1260, "vingt et une minutes"), (3600, "une heure"), (5400, "une heure et demie"),
            (7800, "deux heures et dix minutes"), (9000, "deux heures et demie"), (86400, "un jour"),
            (172_800, "deux jours"),
        ] as [(TimeInterval, String)])
    func french(seconds: TimeInterval, words: String) {
        #expect(SpokenDuration(language: .frenchFrance).spoken(seconds) == words)
    }

    /// Past an hour seconds are rounded away; past a day, minutes.
    @Test func precisionFollowsTheSize() {
        let english = SpokenDuration(language: .englishUS)
        #expect(english.spoken(3600 + 29) == "an hour")
        #expect(english.spoken(3600 + 31) == "an hour and a minute")
        #expect(english.spoken(86400 + 29 * 60) == "a day")
    }
}
