import HarkUnderstanding

/// A request given as text, checked against ``RequestLimits`` before anything reads it, so a
/// text too long to be spoken is an error naming the request rather than a long wait.
enum TypedRequest {
    /// `"start of the text…": reason` when `text` is too long, else nil.
    static func error(_ text: String) -> String? {
        guard let problem = RequestLimits.problem(with: text) else { return nil }
        return "request \"\(name(text))\": \(problem)"
    }

    /// The request's first words: enough to find it, never the whole of a long text.
    static func name(_ text: String) -> String {
        let start = text.prefix(40)
        return start.count < 40 ? String(start) : "\(start)…"
    }
}
