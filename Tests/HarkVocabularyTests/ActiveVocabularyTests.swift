import Foundation
import HarkVocabulary
import Testing

/// Gathering terms, words and custom pronunciations from apps and a user.
@Suite struct ActiveVocabularyTests {
    static let app = AppIntentVocabulary(
        source: "fit.plist",
        parameterVocabularies: [
            ParameterVocabulary(
                parameterNames: ["INStartWorkoutIntent.workoutName"],
                items: [
                    VocabularyItem(
                        identifier: "w.b",
                        synonyms: [
                            VocabularySynonym(
                                phrase: "Bananarific", pronunciation: "ba nana ri fic", examples: ["Do a Bananarific"])
                        ]),
                    VocabularyItem(
                        identifier: "w.m",
                        synonyms: [VocabularySynonym(phrase: "MonkeyMoji", pronunciation: "/M AH NG K IY M OW JH IY/")]),
                ])
        ],
        intentPhrases: [IntentPhrase(intentName: "INStartWorkoutIntent", examples: ["Start Bananarific in MonkeyFit"])])

    @Test func termsThenUserStringsThenExamples() {
        let vocabulary = ActiveVocabulary(appVocabularies: [Self.app], userVocabulary: [(.contactName, ["Bobo"])])
        #expect(
            vocabulary.terms.map(\.text) == [
                "Bananarific", "MonkeyMoji", "Bobo", "Do a Bananarific", "Start Bananarific in MonkeyFit",
            ])
        #expect(
            vocabulary.terms[0].origin
                == .appVocabulary(
                    source: "fit.plist", parameterNames: ["INStartWorkoutIntent.workoutName"], identifier: "w.b"))
        #expect(vocabulary.terms[2].origin == .user(.contactName))
        #expect(vocabulary.terms[4].origin == .appExample(source: "fit.plist", context: "INStartWorkoutIntent"))
        #expect(
            vocabulary.words == ["bananarific", "monkeymoji", "bobo", "do", "a", "start", "in", "monkeyfit"])
    }

    @Test func pronunciationsAreHintsOrSlashedPhones() {
        let vocabulary = ActiveVocabulary(appVocabularies: [Self.app, Self.app])
        #expect(
            vocabulary.customPronunciations == [
                CustomPronunciation(term: "Bananarific", spellingHint: "ba nana ri fic"),
                CustomPronunciation(term: "MonkeyMoji", phones: "M AH NG K IY M OW JH IY"),
            ])
    }
}
