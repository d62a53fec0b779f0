import Foundation
import HarkSupport
import HarkVocabulary
import Testing

@testable import HarkDefinitions
@testable import HarkUnderstanding

@Suite struct BuiltInTypeTests {
    @Test(arguments: [
        ("twenty five", 25.0), ("a hundred and five", 105), ("one hundred twenty three", 123), ("zero", 0),
        ("three point five", 3.5), ("two thousand twenty", 2_020), ("25", 25), ("a dozen", 12), ("nineteen", 19),
        ("five hundred thousand", 500_000),
    ])
    func spokenNumbers(text: String, value: Double) {
        #expect(SpokenNumberParser.value(of: text.split(separator: " ").map(String.init)) == value)
    }

    @Test(arguments: ["five five", "twenty thirty", "hundred", "and five", "one hundred and", "banana", "a"])
    func notNumbers(text: String) {
        #expect(SpokenNumberParser.value(of: text.split(separator: " ").map(String.init)) == nil)
    }

    @Test(arguments: [
        ("ten minutes", "PT10M"), ("an hour and a half", "PT1H30M"), ("half an hour", "PT30M"),
        ("two hours and fifteen minutes", "PT2H15M"), ("ninety seconds", "PT1M30S"), ("three days", "P3D"),
        ("one and a half hours", "PT1H30M"), ("a week", "P7D"),
    ])
    func spokenDurations(text: String, iso: String) throws {
        let seconds = try #require(SpokenDurationParser.seconds(of: text.split(separator: " ").map(String.init)))
        #expect(SpokenDurationParser.iso8601(seconds: seconds) == iso)
    }

    /// Saturday 2026-11-21 at noon, UTC.
    static let parser: SpokenDateParser = {
        var calendar = SpokenDateParser.defaultCalendar
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return SpokenDateParser(referenceDate: Date(timeIntervalSince1970: 1_795_262_400), calendar: calendar)
    }()

    @Test(arguments: [
        ("today", "2026-11-21"), ("yesterday", "2026-11-20"), ("tomorrow", "2026-11-22"),
        ("the day before yesterday", "2026-11-19"),
        ("this morning", "2026-11-21T05:00/2026-11-21T12:00"), ("last night", "2026-11-20T21:00/2026-11-21T05:00"),
        ("last week", "2026-11-09/2026-11-15"), ("this week", "2026-11-16/2026-11-22"),
        ("last month", "2026-10-01/2026-10-31"), ("last weekend", "2026-11-14/2026-11-15"),
        ("last monday", "2026-11-16"), ("monday", "2026-11-16"), ("saturday", "2026-11-21"),
        ("last saturday", "2026-11-14"), ("next tuesday", "2026-11-24"), ("this friday", "2026-11-20"),
        ("june third", "2026-06-03"), ("june the third", "2026-06-03"), ("the fifth of may", "2026-05-05"),
        ("the twenty first", "2026-11-21"), ("march 12th", "2026-03-12"), ("december twenty fifth", "2026-12-25"),
        ("three days ago", "2026-11-18"), ("a week ago", "2026-11-14"), ("in two days", "2026-11-23"),
    ])
    func spokenDates(text: String, iso: String) {
        #expect(Self.parser.value(of: text.split(separator: " ").map(String.init)) == iso)
    }

    @Test(arguments: ["june thirty first", "the banana", "last banana", "in days", "on", "february thirtieth"])
    func notDates(text: String) {
        #expect(Self.parser.value(of: text.split(separator: " ").map(String.init)) == nil)
    }

    /// The examples training sentences use must read back, or the model would teach the
    /// recognizer phrases the parser then refuses.
    @Test func builtInExamplesParse() {
        for example in BuiltInPhrases.dateExamples {
            #expect(Self.parser.value(of: example.split(separator: " ").map(String.init)) != nil, "\(example)")
        }
        for example in BuiltInPhrases.durationExamples {
            #expect(
                SpokenDurationParser.seconds(of: example.split(separator: " ").map(String.init)) != nil, "\(example)")
        }
        for index in 0..<40 {
            let words = BuiltInPhrases.numberExample(index)
            #expect(SpokenNumberParser.value(of: words) != nil, "\(words)")
        }
        for number in [0, 7, 13, 40, 99, 100, 101, 999, 1_000, 12_345, 999_999] {
            #expect(SpokenNumberParser.value(of: EnglishNumberWords.cardinalWords(number)) == Double(number))
        }
    }

    @Test func phoneticSimilarityRanksConfusions() {
        let kiki = LetterToSoundRules.phones(of: "kiki")
        let keyKey = LetterToSoundRules.phones(of: "key") + LetterToSoundRules.phones(of: "key")
        #expect(PhoneticSimilarity.phones(kiki, keyKey) > 0.85)
        #expect(PhoneticSimilarity.phones(kiki, LetterToSoundRules.phones(of: "coco")) < 0.7)
        #expect(PhoneticSimilarity.letters("bobo", "bobo") == 1)
    }
}
