/// What a search hears where a closed list's value was said that the list lacks: a phone loop of
/// visible one-phone words, each spelled ``prefix`` and its phone, which transcripts show as one
/// ``word`` per stretch.
///
/// Edge garbage (`++garbage-…++`) is a filler and leaves the transcript; this must not. A
/// grammar that can only say the listed values turns "the bathroom light" into "the bedroom
/// light"; with a way out, the transcript says that something outside the list was said there,
/// and the parser, which explains every word of a request, does not act on it.
public enum UnknownWord {
    /// The shared beginning of the one-phone words' spellings.
    public static let prefix = "hark-unknown-"
    /// The word a transcript holds for one stretch of them.
    public static let word = "hark-unknown"

    /// The dictionary spelling of the word for `phone`.
    public static func spelling(for phone: String) -> String { prefix + phone.lowercased() }
}
