/// Why a reply was not spoken.
public struct SpeechSynthesisError: Error, Equatable, Sendable, CustomStringConvertible {
    /// Why: no voice for the language, or no audio made.
    public enum Reason: Equatable, Sendable {
        /// No voice speaks the language: the reply stays text.
        case noVoice(language: String)
        /// The synthesizer produced no audio for the text.
        case failed
    }

    /// Why the reply was not spoken.
    public let reason: Reason

    /// An error for `reason`.
    public init(_ reason: Reason) {
        self.reason = reason
    }

    /// The reason in a sentence, as `hark` prints it.
    public var description: String {
        switch reason {
        case .noVoice(let language):
            "no voice speaks \(language) (flite has English voices only): the reply is text only"
        case .failed: "the speech synthesizer produced no audio"
        }
    }
}
