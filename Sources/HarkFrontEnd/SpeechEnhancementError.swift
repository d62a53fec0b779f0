/// Why an enhancer could not be built or could not process audio. The caller adds the file name.
public struct SpeechEnhancementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The enhancer's name, as in `--enhance`.
    public let enhancer: String
    /// What went wrong, in words.
    public let reason: String

    /// An error of the enhancer named `enhancer`.
    public init(enhancer: String, reason: String) {
        self.enhancer = enhancer
        self.reason = reason
    }

    /// `front end NAME: REASON`; the caller adds the file name.
    public var description: String { "front end \(enhancer): \(reason)" }
}
