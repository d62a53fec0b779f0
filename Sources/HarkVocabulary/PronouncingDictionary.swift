import Foundation

/// A pronouncing dictionary in CMUdict format, as PocketSphinx reads it: one pronunciation per
/// line, `word PH1 PH2 …`, with further pronunciations of the same word written `word(2) …`,
/// `word(3) …`. Lines starting with `;;;` are comments (the CMUdict convention); blank lines are
/// skipped. Words keep the spelling the file gives them (PocketSphinx looks them up as written).
public struct PronouncingDictionary: Sendable {
    /// Distinct words in the order of their first appearance, so output is reproducible.
    public private(set) var words: [String] = []
    private var pronunciationsByWord: [String: [Pronunciation]] = [:]

    /// An empty dictionary, to be filled with `add(_:for:)`.
    public init() {}

    /// Reads a dictionary file. `allowedPhones` is the phone set entries must use; nil accepts any.
    public init(
        contentsOf url: URL, allowedPhones: Set<String>? = ARPAbet.phoneSet
    ) throws(PronouncingDictionaryError) {
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw PronouncingDictionaryError(
                source: url.path, line: nil, reason: .unreadable(error.localizedDescription))
        }
        try self.init(utf8: data, source: url.path, allowedPhones: allowedPhones)
    }

    /// Parses dictionary text; `source` names it in errors (a path, or e.g. `"<test>"`).
    public init(
        parsing text: String, source: String, allowedPhones: Set<String>? = ARPAbet.phoneSet
    ) throws(PronouncingDictionaryError) {
        try self.init(utf8: Data(text.utf8), source: source, allowedPhones: allowedPhones)
    }

    private init(
        utf8 data: Data, source: String, allowedPhones: Set<String>?
    ) throws(PronouncingDictionaryError) {
        guard String(data: data, encoding: .utf8) != nil else {
            throw PronouncingDictionaryError(source: source, line: nil, reason: .notUTF8)
        }
        // Bytes rather than Characters: the full CMUdict is 135k lines and tests read it in debug.
        let bytes = [UInt8](data)
        var fields: [Range<Int>] = []
        var lineNumber = 0
        var lineStart = 0
        while lineStart < bytes.count {
            lineNumber += 1
            var lineEnd = lineStart
            while lineEnd < bytes.count, bytes[lineEnd] != UInt8(ascii: "\n") { lineEnd += 1 }
            defer { lineStart = lineEnd + 1 }
            Self.splitFields(bytes, lineStart..<lineEnd, into: &fields)
            guard let head = fields.first else { continue }
            if bytes[head].starts(with: Self.commentMarker) { continue }
            let fail = { (reason: PronouncingDictionaryError.Reason) in
                PronouncingDictionaryError(source: source, line: lineNumber, reason: reason)
            }
            let headText = Self.text(bytes, head)
            guard let word = Self.baseWord(of: headText) else {
                throw fail(.malformedAlternate(headText))
            }
            guard fields.count > 1 else { throw fail(.missingPhones(word: word)) }
            var phones: [String] = []
            phones.reserveCapacity(fields.count - 1)
            for field in fields.dropFirst() {
                let phone = Self.text(bytes, field)
                if let allowedPhones, !allowedPhones.contains(phone) {
                    throw fail(.unknownPhone(phone, word: word))
                }
                phones.append(phone)
            }
            add(Pronunciation(phones: phones), for: word)
        }
    }

    private static let commentMarker = Array(";;;".utf8)

    /// Ranges of the whitespace-separated fields of one line (space, tab; a CR of CRLF too).
    private static func splitFields(_ bytes: [UInt8], _ line: Range<Int>, into fields: inout [Range<Int>]) {
        fields.removeAll(keepingCapacity: true)
        var index = line.lowerBound
        while index < line.upperBound {
            while index < line.upperBound, isSpace(bytes[index]) { index += 1 }
            let start = index
            while index < line.upperBound, !isSpace(bytes[index]) { index += 1 }
            if index > start { fields.append(start..<index) }
        }
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    private static func text(_ bytes: [UInt8], _ range: Range<Int>) -> String {
        String(decoding: bytes[range], as: UTF8.self)
    }

    /// The word without an alternate marker: `"read(2)"` → `"read"`; nil when the marker is
    /// malformed (`"read(x)"`, `"read("`, `"(2)"`).
    private static func baseWord(of token: String) -> String? {
        guard let open = token.firstIndex(of: "(") else {
            return token.contains(")") ? nil : String(token)
        }
        let digits = token[token.index(after: open)...].dropLast()
        guard open > token.startIndex, token.last == ")", !digits.isEmpty,
            digits.allSatisfy({ $0.isASCII && $0.isNumber })
        else { return nil }
        return String(token[..<open])
    }

    /// Distinct words.
    public var count: Int { words.count }
    /// Whether the dictionary has no word.
    public var isEmpty: Bool { words.isEmpty }

    /// All pronunciations of `word` (spelled exactly as in the file), primary first; empty if absent.
    public func pronunciations(of word: String) -> [Pronunciation] {
        pronunciationsByWord[word] ?? []
    }

    /// Whether `word` (spelled exactly as in the file) has any pronunciation.
    public func contains(_ word: String) -> Bool { pronunciationsByWord[word] != nil }

    /// Adds a pronunciation as the word's next alternate; a pronunciation already listed is ignored.
    public mutating func add(_ pronunciation: Pronunciation, for word: String) {
        if var existing = pronunciationsByWord[word] {
            guard !existing.contains(pronunciation) else { return }
            existing.append(pronunciation)
            pronunciationsByWord[word] = existing
        } else {
            pronunciationsByWord[word] = [pronunciation]
            words.append(word)
        }
    }

    /// The dictionary in the format it is read from, alternates numbered `(2)`, `(3)`, ….
    public func formatted() -> String {
        var text = ""
        for word in words {
            for (index, pronunciation) in pronunciations(of: word).enumerated() {
                text += index == 0 ? word : "\(word)(\(index + 1))"
                text += " \(pronunciation)\n"
            }
        }
        return text
    }
}
