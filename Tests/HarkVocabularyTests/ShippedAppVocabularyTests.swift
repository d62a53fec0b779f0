import Foundation
import HarkVocabulary
import Testing

/// The vocabularies committed under `Models/` read cleanly and every word in them can be said.
@Suite struct ShippedAppVocabularyTests {
    @Test func monkeyFitDeclaresItsWorkouts() throws {
        let vocabulary = try AppIntentVocabulary(contentsOf: VocabularyTestResources.appVocabularyURL("monkeyfit"))
        let workouts = try #require(
            vocabulary.parameterVocabularies.first { $0.parameterNames.contains("INStartWorkoutIntent.workoutName") })
        let bananarific = try #require(workouts.items.first { $0.identifier == "workout.bananarific" })
        #expect(bananarific.synonyms.first?.phrase == "Bananarific")
        #expect(bananarific.synonyms.first?.pronunciation == "ba nana ri fic")
        #expect(Set(vocabulary.terms.map(\.phrase)).isSuperset(of: ["Monkey Mile", "Jungle Jog"]))
        #expect(vocabulary.intentPhrases.contains { $0.intentName == "INStartWorkoutIntent" })
    }

    @Test func monkeyChatDeclaresItsFeaturesAndPhrases() throws {
        let vocabulary = try AppIntentVocabulary(contentsOf: VocabularyTestResources.appVocabularyURL("monkeychat"))
        #expect(
            vocabulary.terms.contains { $0.phrase == "MonkeyMoji" && $0.pronunciation == "/M AH NG K IY M OW JH IY/" })
        let send = try #require(vocabulary.intentPhrases.first { $0.intentName == "INSendMessageIntent" })
        #expect(send.examples.contains("Send a message to Bobo with MonkeyChat"))
    }

    /// With both apps and a user's contacts, every word gets a pronunciation the acoustic model
    /// can say, and the custom ones carry their provenance.
    @Test func bothAppsAndAUserBuildACompleteDictionary() throws {
        let apps = try ["monkeychat", "monkeyfit"].map {
            try AppIntentVocabulary(contentsOf: VocabularyTestResources.appVocabularyURL($0))
        }
        let vocabulary = ActiveVocabulary(appVocabularies: apps, userVocabulary: [(.contactName, ["Bobo", "Kiki"])])
        let dictionary = try vocabulary.dictionary(using: try VocabularyTestResources.builder())
        #expect(dictionary.unpronounceableWords.isEmpty)
        #expect(dictionary.entries.map(\.word) == vocabulary.words)
        #expect(dictionary.entry(for: "monkeymoji")?.pronunciations.map(\.source) == [.explicit])
        #expect(dictionary.entry(for: "bananarific")?.pronunciations.first?.source == .hint)
        #expect(dictionary.entry(for: "monkeychat")?.pronunciations.first?.source == .g2p)
        #expect(dictionary.entry(for: "bobo")?.pronunciations.first?.source == .cmudict)
        let phoneSet = try VocabularyTestResources.phoneSet()
        #expect(
            dictionary.entries.allSatisfy {
                $0.pronunciations.allSatisfy { phoneSet.firstDisallowedPhone(in: $0.pronunciation) == nil }
            })
    }
}
