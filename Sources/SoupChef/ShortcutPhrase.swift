import HarkSupport

/// How a voice shortcut's phrase is kept and compared: the lowercase words the recognizer and the
/// parser see ("Soup time!" → "soup time"), so what the user typed matches what they later say.
public enum ShortcutPhrase {
    /// The phrase's words joined by single spaces; empty when it has none.
    public static func normalized(_ text: String) -> String {
        WordTokenizer.text(of: WordTokenizer.words(in: text))
    }
}
