import Foundation
import HarkSupport
import HarkVocabulary

/// Accuracy of a G2P model on the held-out side of a dictionary, scored as the G2P literature
/// does (Phonetisaurus, Sequitur): the best hypothesis against the closest of the word's reference
/// pronunciations.
public struct G2PEvaluation: Sendable {
    /// Held-out words scored (plain spellings only: letters and apostrophes).
    public var words = 0
    /// Words whose best hypothesis matches none of the references exactly.
    public var wordErrors = 0
    /// Edit distance (substitutions + insertions + deletions) to the closest reference, summed.
    public var phoneErrors = 0
    /// Phones in those closest references, summed.
    public var referencePhones = 0
    /// Decoding time alone, excluding dictionary reading.
    public var seconds = 0.0

    /// Share of ``words`` whose best hypothesis matched no reference, 0–1; 0 when no word was scored.
    public var wordErrorRate: Double { words == 0 ? 0 : Double(wordErrors) / Double(words) }
    /// ``phoneErrors`` over ``referencePhones``, 0 and up (insertions can push it past 1); 0 when no phone was scored.
    public var phoneErrorRate: Double { referencePhones == 0 ? 0 : Double(phoneErrors) / Double(referencePhones) }
    /// Words decoded per second of ``seconds``; 0 when no time was measured.
    public var wordsPerSecond: Double { seconds > 0 ? Double(words) / seconds : 0 }

    /// An evaluation of nothing yet, every count 0.
    public init() {}

    /// The held-out words of `dictionary` that a model trained with `split` never saw and that
    /// G2P can be scored on, in dictionary order. `sampleSize` picks that many, evenly spaced.
    public static func heldOutWords(
        of dictionary: PronouncingDictionary, split: HeldOutSplit = .standard, sampleSize: Int? = nil
    ) -> [String] {
        let all = dictionary.words.filter {
            split.isHeldOut($0) && GraphemeAlphabet.letters(ofPlainWord: $0) != nil
        }
        guard let sampleSize, sampleSize < all.count else { return all }
        guard sampleSize > 0 else { return [] }
        return (0..<sampleSize).map { all[$0 * all.count / sampleSize] }
    }

    /// Scores `model` on `words`, whose references come from `dictionary`.
    public static func evaluate(
        _ model: GraphemeToPhoneme, on words: [String], references dictionary: PronouncingDictionary
    ) -> G2PEvaluation {
        var result = G2PEvaluation()
        let started = Date()
        for word in words {
            let references = dictionary.pronunciations(of: word)
            guard !references.isEmpty else { continue }
            let hypothesis = model.pronunciations(for: word, maxCount: 1).first?.phones ?? []
            result.add(hypothesis: hypothesis, references: references.map(\.phones))
        }
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    /// Adds one word's outcome.
    public mutating func add(hypothesis: [String], references: [[String]]) {
        guard !references.isEmpty else { return }
        words += 1
        var best: (errors: Int, length: Int)?
        for reference in references {
            let errors = Self.editDistance(hypothesis, reference)
            if best == nil || errors < best?.errors ?? 0 { best = (errors, reference.count) }
        }
        guard let best else { return }
        if best.errors > 0 { wordErrors += 1 }
        phoneErrors += best.errors
        referencePhones += best.length
    }

    /// Levenshtein distance between two phone sequences.
    public static func editDistance(_ a: [String], _ b: [String]) -> Int {
        EditDistance.between(a, b)
    }
}
