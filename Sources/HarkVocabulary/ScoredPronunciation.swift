import Foundation

/// A pronunciation proposed by the G2P model, with how much the model believes in it.
public struct ScoredPronunciation: Hashable, Sendable, CustomStringConvertible {
    /// The proposed pronunciation.
    public var pronunciation: Pronunciation

    /// Natural log of the joint probability of the spelling and this pronunciation along the best
    /// graphone segmentation (always ≤ 0). Only differences between candidates of the same word
    /// mean anything: a difference of `log(2)` says one candidate is twice as likely as the other.
    public var logProbability: Double

    /// A candidate `pronunciation` with its natural-log joint probability.
    public init(pronunciation: Pronunciation, logProbability: Double) {
        self.pronunciation = pronunciation
        self.logProbability = logProbability
    }

    /// The candidate's phones.
    public var phones: [String] { pronunciation.phones }

    /// Phones and log probability, e.g. `K AE T (-1.234)`.
    public var description: String {
        "\(pronunciation) (\(String(format: "%.3f", logProbability)))"
    }
}
