import Foundation
import HarkSupport
import HarkUnderstanding

/// Makes clean requests look like speech-recognizer output, to train and test the domain classifier
/// on what it will really see.
///
/// Recognizers drop short unstressed words, miss words outright, hear a word as one that sounds
/// like it ("sent" for "send", "monkey chad" for "monkeychat"), split or join compounds, and now and
/// then insert a short word. Each of those happens here at its own rate, driven by a seeded
/// generator, so a given text and seed always give the same corruption.
public struct RecognitionErrorSimulator: Sendable {
    /// How often each kind of recognition error happens, per word.
    public struct Rates: Hashable, Sendable {
        /// Chance that a function word ("the", "to", "my", …) is dropped.
        public var functionWordDeletion: Double
        /// Chance that any other word is dropped.
        public var contentWordDeletion: Double
        /// Chance that a word or word pair with listed confusions is replaced by one of them.
        public var substitution: Double
        /// Chance, after each word, that a random function word is inserted.
        public var insertion: Double

        /// Rates per word; the defaults are those the committed classifier was trained with.
        public init(
            functionWordDeletion: Double = 0.25, contentWordDeletion: Double = 0.06, substitution: Double = 0.3,
            insertion: Double = 0.03
        ) {
            self.functionWordDeletion = functionWordDeletion
            self.contentWordDeletion = contentWordDeletion
            self.substitution = substitution
            self.insertion = insertion
        }
    }

    /// Short words recognizers most often lose or invent.
    public static let functionWords: [String] = [
        "a", "an", "the", "to", "of", "for", "in", "on", "at", "with", "and", "or", "my", "me", "i", "it", "is",
        "that", "this", "some", "please", "can", "you", "would", "could", "be", "from", "up", "by", "so",
    ]

    /// Phrase of one or two words → what it may be misheard as (each one or more words).
    public let confusions: [String: [[String]]]
    /// How often each kind of error happens.
    public let rates: Rates
    private let functionWordSet: Set<String>

    /// A simulator with `confusions` (normalized phrases of one or two words) at `rates`.
    public init(confusions: [String: [[String]]], rates: Rates = Rates()) {
        self.confusions = confusions
        self.rates = rates
        self.functionWordSet = Set(Self.functionWords)
    }

    /// Reads groups of phrases that sound alike, one group per line separated by `|`
    /// (`send | sent | spend`); every member of a group may be heard as any other. Phrases are
    /// normalized like classifier input; only phrases of one or two words are looked for in the
    /// text, longer ones only come out of the recognizer.
    public init(contentsOf url: URL, rates: Rates = Rates()) throws(DomainDataError) {
        let contents: String
        do {
            contents = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw DomainDataError(url.path, "unreadable (\(error.localizedDescription))")
        }
        var confusions: [String: [[String]]] = [:]
        for (index, raw) in contents.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
            let line = raw.trimmingCharacters(in: .whitespaces)
            if line.isEmpty || line.hasPrefix("#") { continue }
            let group = line.split(separator: "|").map { TextFeatureExtractor.words(in: String($0)) }
            guard group.count >= 2, group.allSatisfy({ !$0.isEmpty }) else {
                throw DomainDataError("\(url.path):\(index + 1)", "a group needs two or more phrases split by |")
            }
            for phrase in group where phrase.count <= 2 {
                let key = phrase.joined(separator: " ")
                for other in group where other != phrase && !(confusions[key] ?? []).contains(other) {
                    confusions[key, default: []].append(other)
                }
            }
        }
        self.init(confusions: confusions, rates: rates)
    }

    /// `text` normalized and corrupted; the generator is seeded with `seed` and the text itself.
    public func corrupt(_ text: String, seed: UInt64) -> String {
        var generator = SplitMix64(seed: seed, item: text, itemHash: .caseFolded)
        return corrupt(words: TextFeatureExtractor.words(in: text), using: &generator).joined(separator: " ")
    }

    /// A corrupted copy of `words`. Never empty when `words` is not: if every word was deleted, the
    /// longest original word is kept, since a recognizer that heard something outputs something.
    func corrupt(words: [String], using generator: inout SplitMix64) -> [String] {
        var output: [String] = []
        var index = 0
        while index < words.count {
            let word = words[index]
            if index + 1 < words.count, let alternatives = confusions[word + " " + words[index + 1]],
                generator.nextUnit() < rates.substitution
            {
                output += alternatives[generator.nextIndex(below: alternatives.count)]
                index += 2
            } else if let alternatives = confusions[word], generator.nextUnit() < rates.substitution {
                output += alternatives[generator.nextIndex(below: alternatives.count)]
                index += 1
            } else {
                let deletion = functionWordSet.contains(word) ? rates.functionWordDeletion : rates.contentWordDeletion
                if generator.nextUnit() >= deletion { output.append(word) }
                index += 1
            }
            if generator.nextUnit() < rates.insertion {
                output.append(Self.functionWords[generator.nextIndex(below: Self.functionWords.count)])
            }
        }
        if output.isEmpty, let longest = words.max(by: { $0.count < $1.count }) { output = [longest] }
        return output
    }
}

extension RecognitionErrorSimulator {
    /// A noised copy of `example`. `pass` names what the copy is for ("held-out", "validation",
    /// "training-1", …): it seeds the generator together with the text, so each pass corrupts
    /// independently and the same pass always corrupts the same way.
    public func corrupt(_ example: DomainExample, pass: String) -> DomainExample {
        var copy = example
        copy.text = corrupt(example.text, seed: HeldOutSplit.stableHash(of: "noise pass " + pass))
        copy.origin = example.origin + " (noised: \(pass))"
        return copy
    }
}
