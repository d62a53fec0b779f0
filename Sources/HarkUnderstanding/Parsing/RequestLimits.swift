import HarkSupport

/// How long a request may be. A spoken command is a sentence or two; a text of hundreds of words
/// is not one, and reading it against every template costs time that grows faster than its
/// length. Longer requests are refused before any reading, at a cost bounded by the limits
/// themselves: characters are counted only up to one past the limit, words only once the
/// characters are within it.
public enum RequestLimits {
    /// Words of one request: about forty seconds of speech.
    public static let maximumWords = 100
    /// Characters of one request.
    public static let maximumCharacters = 1_000

    /// Why `text` cannot be a spoken request, or nil when it can.
    public static func problem(with text: String) -> RequestTooLong? {
        // A character is at least one UTF-8 byte, so a short string needs no counting.
        if text.utf8.count > maximumCharacters, text.prefix(maximumCharacters + 1).count > maximumCharacters {
            return .characters(limit: maximumCharacters)
        }
        let words = WordTokenizer.words(in: text).count
        return words > maximumWords ? .words(words, limit: maximumWords) : nil
    }
}
