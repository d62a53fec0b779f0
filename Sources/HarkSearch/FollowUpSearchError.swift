/// Why a follow-up search cannot be built for what the dialog expects.
public enum FollowUpSearchError: Error, Equatable, Sendable, CustomStringConvertible {
    /// `.names` with an empty list, or with names none of which the decoder can pronounce.
    case noNames([String])
    /// `.freeText` naming an app, intent or parameter the definitions do not have.
    case unknownParameter(app: String, intent: String, parameter: String)
    /// `.freeText` naming a parameter that is not free text, or whose corpus is empty.
    case notFreeText(app: String, intent: String, parameter: String)
    /// The language model file could not be written (path, reason).
    case unwritable(String, String)

    /// The problem in a sentence, naming the names or the parameter.
    public var description: String {
        switch self {
        case .noNames(let names):
            names.isEmpty
                ? "a names follow-up needs at least one name"
                : "no pronunciation for any of the names \(names.joined(separator: ", "))"
        case .unknownParameter(let app, let intent, let parameter):
            "no parameter '\(parameter)' of \(intent) in the definitions of \(app)"
        case .notFreeText(let app, let intent, let parameter):
            "\(app) \(intent).\(parameter) is not a free-text parameter with a corpus"
        case .unwritable(let path, let reason):
            "\(path): cannot write the free-text language model: \(reason)"
        }
    }
}
