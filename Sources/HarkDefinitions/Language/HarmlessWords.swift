/// Words a request may hold beside what an intent's template says without changing what it asks:
/// politeness ("please", "could you", "thank you"), fillers ("um", "so", "just"). Every other word
/// a template does not explain keeps the request from being acted on, since it may turn it around
/// ("don't", "tomorrow", "is … on?", another device): a word that is neither is not ignored.
///
/// Each entry is a phrase of one or more lowercase words, as ``WordTokenizer`` splits them; a
/// phrase is harmless only when all its words stand together unexplained ("could you", not "you").
/// The language's phrases are declared once here; an app adds its own in its definition
/// (`app.harmless`, docs/intents.md).
public struct HarmlessWords: Hashable, Sendable {
    /// The phrases, each as its words.
    public private(set) var phrases: Set<[String]>
    /// The one-word phrases, looked up per word.
    public private(set) var words: Set<String>
    /// The most words a phrase has.
    public private(set) var longestPhrase: Int

    /// The given phrases; empty ones are dropped.
    public init(_ phrases: some Sequence<[String]>) {
        self.phrases = []
        self.words = []
        self.longestPhrase = 0
        add(phrases)
    }

    /// These phrases and `more`.
    public func adding(_ more: some Sequence<[String]>) -> HarmlessWords {
        var copy = self
        copy.add(more)
        return copy
    }

    private mutating func add(_ more: some Sequence<[String]>) {
        for phrase in more where !phrase.isEmpty {
            phrases.insert(phrase)
            if phrase.count == 1 { words.insert(phrase[0]) }
            longestPhrase = max(longestPhrase, phrase.count)
        }
    }

    /// Whether `words` split wholly into these phrases ("could you please" as "could you
    /// please", or "could you" and "please").
    public func covers(_ words: [String]) -> Bool {
        var reachable = Array(repeating: false, count: words.count + 1)
        reachable[0] = true
        for start in words.indices where reachable[start] {
            for length in 1...max(1, min(longestPhrase, words.count - start))
            where phrases.contains(Array(words[start..<(start + length)])) {
                reachable[start + length] = true
            }
        }
        return reachable[words.count]
    }

    /// American English: what people add to a command to be polite or while they think.
    public static let english = HarmlessWords(
        [
            // Fillers and hesitations.
            "um", "uh", "er", "ah", "hmm", "oh", "okay", "ok", "so", "well", "uhm", "umm", "like", "actually",
            // Greetings and the assistant's generic names.
            "hey", "hi", "hello", "siri",
            // Politeness and hurry.
            "please", "kindly", "just", "now", "quickly", "thanks", "thank you", "thank you very much", "pretty please",
            "could you", "could you please", "can you", "can you please", "would you", "would you please",
            "will you", "would you mind", "if you could", "if you can", "for me", "go ahead and", "i want to",
            "i'd like to", "i would like to", "i want you to", "i'd like you to", "i need you to", "let's", "right now",
        ].map { $0.split(separator: " ").map(String.init) })
}
