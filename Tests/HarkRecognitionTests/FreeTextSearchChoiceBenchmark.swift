import Foundation
import Hark
import HarkTestSupport
import Testing

/// Why a free-text follow-up interpolates a trigram model of the corpus with PocketSphinx's
/// general English model, measured on messages that are in no corpus line, synthesized at test
/// time. The corpus weight and the size of the general vocabulary were chosen on the tuning
/// sentences; the held-out ones check the choice. Figures are printed for
/// docs/dialog-recognition.md. A benchmark (288 decodes), run by `scripts/benchmarks.sh`, which
/// fails if the interpolated model stops beating either model alone; the unit suite checks the
/// search is the interpolation and hears both kinds of words (`FollowUpSearchTests`).
@Suite("Free-text follow-up search choice (benchmark)", .benchmark)
struct FreeTextSearchChoiceBenchmark {
    /// Each set: 18 messages recombining words the corpus has, then 6 that need words it lacks.
    static let sentences = [
        "tuning": [
            "send more bananas", "i'll be there at noon", "can you bring the drums tonight",
            "the party is at the river", "don't forget the tickets", "we need more coconuts", "i'm at the market",
            "call me when you get home", "see you at the beach tomorrow", "are you coming to the party",
            "the bananas are here", "dinner is at seven", "let's meet at the old tree", "can you feed the dog",
            "i'm on the bus", "the game was great", "bring some mangoes please", "what time is the party",
            "my phone is dead", "the printer is broken again", "can you water my garden", "i bought a new bicycle",
            "the museum opens at ten", "my cousin is visiting",
        ],
        "held-out": [
            "i'll call you after lunch", "the kids are at the beach", "can you pick up some coconuts",
            "we are at the big rock", "dinner is getting cold", "see you at the party tonight",
            "bring the keys please", "i'm at the river with mango", "the movie was great", "are you free for lunch",
            "don't forget the drums", "i need more milk", "the store is open", "what time does the game start",
            "i'm waiting at the market", "let's go to the river tomorrow", "can you help me with the map",
            "i'll be home at eight", "the meeting went really well", "my flight is delayed",
            "can you fix the sink tonight", "the library is closed on sunday", "please send me the recipe",
            "i left my wallet at work",
        ],
    ]
    static let voices = ["slt", "rms"]
    /// The first 18 sentences of each set use only words the corpus has.
    static let corpusWordSentences = 18

    @Test(arguments: ["tuning", "held-out"])
    func interpolatedModelMakesFewerErrorsThanEitherAlone(set: String) throws {
        let workspace = try FliteWorkspace()
        defer { workspace.remove() }
        let live = try LiveCommandRecognizer(
            configuration: workspace.configuration(mode: .languageModel), userVocabulary: { [] })
        let chosen = try live.followUpSearch(for: FollowUpSearchTests.content)
        guard case .languageModels(let models) = chosen.source, models.count == 2 else {
            Issue.record("the free-text search interpolates two models")
            return
        }
        var corpusOnly = chosen
        corpusOnly.source = .languageModels([.init(file: models[0].file, weight: 1)])
        corpusOnly.openVocabulary = nil
        var generalOnly = chosen
        generalOnly.source = .languageModels([.init(file: models[1].file, weight: 1)])
        let searches = [("interpolated", chosen), ("corpus model", corpusOnly), ("general model", generalOnly)]

        // Per search: all utterances, those made of corpus words, those needing others.
        var tallies = Array(repeating: [WordErrorTally](repeating: WordErrorTally(), count: 3), count: searches.count)
        let reader = AudioFileReader()
        let conditioner = SpeechAudioConditioner()
        for voice in Self.voices {
            for (index, message) in Self.sentences[set, default: []].enumerated() {
                let file = try workspace.speak(message, as: "\(voice)-\(index)", voice: voice)
                let samples = try conditioner.condition(try reader.read(file, raw: nil), path: file).samples
                for (position, (_, search)) in searches.enumerated() {
                    let heard = try live.recognize(samples, using: search).text
                    for subset in [0, index < Self.corpusWordSentences ? 1 : 2] {
                        tallies[position][subset].add(message, heard)
                    }
                }
            }
        }
        let figures = zip(searches, tallies).map { search, tally in
            String(
                format: "%@ %.1f %% (corpus words %.1f %%, others %.1f %%)", search.0, tally[0].rate * 100,
                tally[1].rate * 100, tally[2].rate * 100)
        }
        print("free-text WER, \(set) (\(tallies[0][0].utterances) utterances): \(figures.joined(separator: "; "))")
        #expect(tallies[0][0].rate < tallies[1][0].rate)
        #expect(tallies[0][0].rate < tallies[2][0].rate)
    }
}

/// Word errors summed over utterances.
struct WordErrorTally {
    var errors = 0
    var words = 0
    var utterances = 0

    mutating func add(_ reference: String, _ hypothesis: String) {
        let counted = wordErrors(reference: reference, hypothesis: hypothesis)
        errors += counted.errors
        words += counted.words
        utterances += 1
    }

    var rate: Double { words == 0 ? 0 : Double(errors) / Double(words) }
}
