/// Why one file of a batch produced no transcript. It always names the file.
public struct TranscriptionError: Error, Sendable, CustomStringConvertible {
    /// The path as given (`-` for standard input).
    public let file: String
    /// What is wrong with it, in words: "not an audio file", "no such file", …
    public let reason: String

    /// An error about `file`.
    public init(file: String, reason: String) {
        self.file = file
        self.reason = reason
    }

    /// The error of a file that could not be read or conditioned.
    public init(_ error: AudioError) {
        self.init(file: error.path, reason: error.reasonText)
    }

    /// `FILE: reason`, as `hark` prints it (`standard input` for `-`).
    public var description: String { "\(AudioError.displayName(file)): \(reason)" }
}
