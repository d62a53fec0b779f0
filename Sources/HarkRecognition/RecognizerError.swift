/// Why a decoder could not be built or could not decode.
public struct RecognizerError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What failed, naming the file or the step, as `hark` prints it.
    public let description: String

    /// An error whose message is `description`.
    public init(_ description: String) { self.description = description }

    static func missingFile(_ role: String, _ path: String, hint: String? = nil) -> RecognizerError {
        RecognizerError("\(role) not found: \(path)" + (hint.map { " (\($0))" } ?? ""))
    }
}
