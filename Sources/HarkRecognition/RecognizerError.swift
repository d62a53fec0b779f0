/// Why a decoder could not be built or could not decode.
public struct RecognizerError: Error, Equatable, Sendable, CustomStringConvertible {
    public let description: String

    public init(_ description: String) { self.description = description }

    static func missingFile(_ role: String, _ path: String, hint: String? = nil) -> RecognizerError {
        RecognizerError("\(role) not found: \(path)" + (hint.map { " (\($0))" } ?? ""))
    }
}
