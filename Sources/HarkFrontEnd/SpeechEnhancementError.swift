/// Why an enhancer could not be built or could not process audio. The caller adds the file name.
public struct SpeechEnhancementError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The enhancer's name, as in `--enhance`.
    public let enhancer: String
    public let reason: String

    public init(enhancer: String, reason: String) {
        self.enhancer = enhancer
        self.reason = reason
    }

    public var description: String { "front end \(enhancer): \(reason)" }
}
