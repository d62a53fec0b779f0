/// Why a pronouncing dictionary could not be read, naming the file and line so it can be fixed.
public struct PronouncingDictionaryError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file or the line.
    public enum Reason: Equatable, Sendable {
        /// The file could not be opened or read at all.
        case unreadable(String)
        /// The file is not UTF-8 text.
        case notUTF8
        /// A line names a word but gives no phones.
        case missingPhones(word: String)
        /// A word ends in `(` … `)` that is not an alternate number such as `(2)`.
        case malformedAlternate(String)
        /// A phone outside the allowed phone set (for CMUdict, the 39 ARPAbet phones).
        case unknownPhone(String, word: String)
    }

    /// The path or name of the dictionary, as given to the reader.
    public let source: String
    /// 1-based line number, or nil when the problem concerns the whole file.
    public let line: Int?
    /// What is wrong.
    public let reason: Reason

    /// An error about `source`, at the 1-based `line` or about the whole file when nil.
    public init(source: String, line: Int?, reason: Reason) {
        self.source = source
        self.line = line
        self.reason = reason
    }

    /// `source:line: reason`, as `hark` prints it.
    public var description: String {
        let location = line.map { "\(source):\($0)" } ?? source
        switch reason {
        case .unreadable(let detail): return "\(location): cannot read dictionary: \(detail)"
        case .notUTF8: return "\(location): dictionary is not UTF-8 text"
        case .missingPhones(let word): return "\(location): '\(word)' has no phones"
        case .malformedAlternate(let token):
            return "\(location): '\(token)' has a malformed alternate marker (expected word(2))"
        case .unknownPhone(let phone, let word):
            return "\(location): unknown phone '\(phone)' in the pronunciation of '\(word)'"
        }
    }
}
