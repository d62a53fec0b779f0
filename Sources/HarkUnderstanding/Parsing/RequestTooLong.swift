/// A request longer than ``RequestLimits`` allow, refused before it is read.
public enum RequestTooLong: Error, Hashable, Sendable, CustomStringConvertible {
    /// More characters than `limit`; not counted further.
    case characters(limit: Int)
    /// `count` words, more than `limit`.
    case words(Int, limit: Int)

    /// The limit passed, in words, as `hark` prints it.
    public var description: String {
        switch self {
        case .characters(let limit): "too long for a spoken request: more than \(limit) characters"
        case .words(let count, let limit): "too long for a spoken request: \(count) words, at most \(limit)"
        }
    }
}
