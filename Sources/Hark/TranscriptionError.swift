/// Why one file of a batch produced no transcript. It always names the file.
public struct TranscriptionError: Error, Sendable, CustomStringConvertible {
    public let file: String
    public let reason: String

    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    public init(_ error: AudioError) {
        self.init(file: error.path, reason: error.reasonText)
    }

    public var description: String { "\(AudioError.displayName(file)): \(reason)" }
}
