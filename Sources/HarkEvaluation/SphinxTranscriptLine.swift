/// One line of a Sphinx transcription or hypothesis file: the words, then the utterance id (and,
/// in `.hyp` files, the decoder's score) in parentheses:
///
///     <s> go forward ten meters </s> (goforward)      a .transcription line
///     go forward ten meters (goforward -7221)         a .hyp line
///
/// These are the formats `word_align.pl` and SphinxTrain's decoding scripts read.
public struct SphinxTranscriptLine: Hashable, Sendable {
    public var text: String
    /// Nil when the line has no `(id)`.
    public var id: String?
    public var score: Int?

    public init(text: String, id: String?, score: Int? = nil) {
        self.text = text
        self.id = id
        self.score = score
    }

    /// Parses a line, tolerating missing `<s>`/`</s>` and a missing id. The id is the last
    /// parenthesised group when it is separated from the words by a space, so an alternate
    /// pronunciation marker such as `read(2)` at the end of the words is not taken for one.
    public init(parsing line: some StringProtocol) {
        var words = line.split(whereSeparator: { $0.isWhitespace }).map { String($0) }
        var id: String?
        var score: Int?
        if let close = words.lastIndex(where: { $0.hasSuffix(")") }),
            close == words.count - 1,
            let open = words[...close].lastIndex(where: { $0.hasPrefix("(") }),
            open == close
                || (open == close - 1 && !words[open].contains(")")
                    && !words[close].contains("("))
        {
            // "(id)" or "(id score)", which splitting has cut into one or two words.
            let inside = words[open...close].joined(separator: " ").dropFirst().dropLast()
            let fields = inside.split(separator: " ")
            if let first = fields.first {
                id = String(first)
                score = fields.count > 1 ? Int(fields[1]) : nil
                words.removeSubrange(open...close)
            }
        }
        if words.first?.lowercased() == "<s>" { words.removeFirst() }
        if words.last?.lowercased() == "</s>" { words.removeLast() }
        self.init(text: words.joined(separator: " "), id: id, score: score)
    }

    /// `text (id score)`, or `text (id)` without a score: the `.hyp` form.
    public var hypothesisLine: String {
        let label = [id ?? "", score.map(String.init) ?? ""].filter { !$0.isEmpty }
            .joined(separator: " ")
        return Self.joined(Self.flattened(text), "(\(label))")
    }

    /// `<s> text </s> (id)`: the `.transcription` form.
    public var transcriptionLine: String {
        Self.joined("<s>", Self.flattened(text), "</s>", "(\(id ?? ""))")
    }

    private static func joined(_ parts: String...) -> String {
        parts.filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// One line, single spaces: a line break in the text would start a new utterance.
    private static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }
}
