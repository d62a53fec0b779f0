import HarkSupport
import HarkUnderstanding

/// Which examples train the domain classifier, which tune it, and which are kept apart to test it.
///
/// An example's part is decided by a stable hash of its split key alone (the hand-written line, or
/// the template it was generated from; FNV-1a then a 64-bit mix, never Swift's per-process
/// `hashValue`). So the split is the same on every run, all expansions of a template share a side,
/// and adding or removing other lines never moves an example. Held-out examples are never used for
/// training or for choosing anything; validation examples, carved from the rest by a second,
/// independent hash, are what hyperparameters and the rejection threshold are chosen on.
public struct DomainDataSplit: Hashable, Sendable {
    /// The three parts every example falls in.
    public enum Part: String, CaseIterable, Hashable, Sendable {
        /// Trains the model.
        case training
        /// Chooses the L2 penalty and the rejection threshold.
        case validation
        /// Kept apart to test the final model.
        case heldOut

        /// Seeds the noised copies of this part's requests (see
        /// ``RecognitionErrorSimulator/corrupt(_:pass:)``), so every part is corrupted
        /// independently of the others. Training adds copies under `training-1`, `training-2`, ….
        public var noisePass: String {
            switch self {
            case .training: return "training"
            case .validation: return "validation"
            case .heldOut: return "held-out"
            }
        }
    }

    /// Percentage of split keys held out for the final test, 0…100.
    public var heldOutPercent: Int
    /// Percentage of the remaining keys used for validation, 0…100.
    public var validationPercent: Int

    /// The split every figure in docs/domain-classifier.md uses.
    public static let standard = DomainDataSplit(heldOutPercent: 20, validationPercent: 15)

    /// A split with the given percentages, each clamped to 0…100.
    public init(heldOutPercent: Int, validationPercent: Int) {
        self.heldOutPercent = min(max(heldOutPercent, 0), 100)
        self.validationPercent = min(max(validationPercent, 0), 100)
    }

    /// The part a split key belongs to.
    public func part(ofKey key: String) -> Part {
        if Self.bucket("held-out|" + key) < heldOutPercent { return .heldOut }
        if Self.bucket("validation|" + key) < validationPercent { return .validation }
        return .training
    }

    /// The examples of each part, each normalized text at most once across all parts: a text that
    /// occurs in several parts stays only in the one earliest in training → validation → held-out
    /// order, so nothing tested on was ever trained on, even when two templates happen to generate
    /// the same request. Order within a part follows the input.
    public func divide(_ examples: [DomainExample]) -> [Part: [DomainExample]] {
        var byPart: [Part: [DomainExample]] = [:]
        for example in examples { byPart[part(ofKey: example.splitKey), default: []].append(example) }
        var seen: Set<String> = []
        var result: [Part: [DomainExample]] = [:]
        for part in Part.allCases {
            result[part] = (byPart[part] ?? []).filter { example in
                seen.insert(TextFeatureExtractor.words(in: example.text).joined(separator: " ")).inserted
            }
        }
        return result
    }

    private static func bucket(_ key: String) -> Int {
        Int(HeldOutSplit.stableHash(of: key) % 100)
    }
}
