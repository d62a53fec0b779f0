import Foundation

/// Reads short spoken answers — yes or no, "cancel", "the second one" — from transcript text.
///
/// Only the words matter: the recognizer gives lowercase words without punctuation, and typed
/// answers are folded the same way.
public enum SpokenAnswer {
    static let yes: Set<String> = [
        "yes", "yeah", "yep", "yup", "sure", "ok", "okay", "correct", "right", "affirmative", "please", "send",
        "go", "do", "confirm", "absolutely", "definitely", "oui", "d'accord", "vas-y", "ouais",
    ]
    static let no: Set<String> = [
        "no", "nope", "nah", "don't", "dont", "not", "wrong", "negative", "non", "pas",
    ]
    static let cancelPhrases: [[String]] = [
        ["cancel"], ["never", "mind"], ["nevermind"], ["stop"], ["forget", "it"], ["annuler"], ["annule"],
        ["laisse", "tomber"],
    ]
    static let ordinals: [String: Int] = [
        "first": 0, "1st": 0, "second": 1, "2nd": 1, "third": 2, "3rd": 2, "fourth": 3, "fifth": 4, "sixth": 5,
        "seventh": 6, "eighth": 7, "ninth": 8, "tenth": 9, "premier": 0, "première": 0, "deuxième": 1,
        "troisième": 2, "quatrième": 3, "cinquième": 4,
    ]

    /// Lowercase words without punctuation (apostrophes inside words are kept).
    public static func words(_ text: String) -> [String] {
        text.lowercased()
            .split { !($0.isLetter || $0.isNumber || $0 == "'" || $0 == "-") }
            .map { String($0).trimmingCharacters(in: CharacterSet(charactersIn: "'-")) }
            .filter { !$0.isEmpty }
    }

    /// True for "cancel", "never mind", "stop", …
    public static func isCancel(_ text: String) -> Bool {
        let words = words(text)
        return cancelPhrases.contains { phrase in
            words.count >= phrase.count
                && (0...(words.count - phrase.count)).contains { Array(words[$0..<($0 + phrase.count)]) == phrase }
        }
    }

    /// True when the words are a cancel phrase with nothing but fillers beside it ("oh, never
    /// mind", "stop please", "cancel that"). With no question open this is how a cancel is told
    /// from a request that holds one of its words: "stop the pump in the turtle tank" asks for
    /// something, and saying "OK, I won't do that" to it would hide that nothing served it.
    public static func isCancelAlone(_ text: String) -> Bool {
        var words = words(text)[...]
        var cancelled = false
        var rest: [String] = []
        while !words.isEmpty {
            if let phrase = cancelPhrases.first(where: { words.starts(with: $0) }) {
                cancelled = true
                words = words.dropFirst(phrase.count)
            } else {
                rest.append(words.removeFirst())
            }
        }
        return cancelled && rest.allSatisfy { fillers.contains($0) || cancelFillers.contains($0) }
    }

    /// Words said beside a cancel that ask for nothing else.
    static let cancelFillers: Set<String> = [
        "oh", "um", "uh", "ok", "okay", "that", "it", "this", "just", "actually", "sorry", "no", "thanks", "hey",
        "ça", "non", "merci",
    ]

    /// True for yes, false for no, nil when the answer is neither (or both).
    public static func yesOrNo(_ text: String) -> Bool? {
        let words = words(text)
        let saysNo = words.contains { no.contains($0) }
        let saysYes = words.contains { yes.contains($0) }
        if saysNo { return false }  // "no, don't send it", "not yet": a no wins over the yes words in it
        return saysYes ? true : nil
    }

    /// The option the answer picks: by ordinal ("the second one", "last"), or by the most words of
    /// an option's name it contains ("little bobo"); nil when it picks none or several equally.
    public static func choice(_ text: String, among options: [String]) -> Int? {
        let words = words(text).filter { !fillers.contains($0) }
        guard !words.isEmpty, !options.isEmpty else { return nil }
        // "The second one", "the last": a position, whatever the names.
        if words.contains("last") || words.contains("dernier") || words.contains("dernière") {
            return options.count - 1
        }
        let positions = Set(words.compactMap { ordinals[$0] })
        if positions.count == 1, let position = positions.first, position < options.count { return position }
        let optionWords = options.map { Self.words($0).filter { !fillers.contains($0) } }
        // A whole name first: "Bobo Jr." is said "bobo junior" or "bobo jr", but "bobo" alone fits all.
        var scores = optionWords.map { name -> Double in
            guard !name.isEmpty else { return 0 }
            let shared = name.filter { words.contains($0) || words.contains(Self.expanded($0)) }.count
            return Double(shared) / Double(name.count) + Double(shared) * 0.01
        }
        // Words every option shares ("bobo") tell none apart.
        let common = optionWords.dropFirst().reduce(Set(optionWords[0])) { $0.intersection($1) }
        if !common.isEmpty {
            scores = optionWords.map { name in
                let distinctive = name.filter { !common.contains($0) }
                guard !distinctive.isEmpty else { return 0 }
                let shared = distinctive.filter { words.contains($0) || words.contains(Self.expanded($0)) }.count
                return Double(shared) / Double(distinctive.count)
            }
        }
        guard let best = scores.max(), best > 0, scores.filter({ $0 == best }).count == 1 else { return nil }
        return scores.firstIndex(of: best)
    }

    /// Words that tell no option apart: "the one", "le".
    static let fillers: Set<String> = ["the", "a", "one", "le", "la", "l'", "un", "une", "please", "s'il", "plaît"]

    /// How an abbreviation in a name is said.
    static func expanded(_ word: String) -> String {
        switch word {
        case "jr": "junior"
        case "sr": "senior"
        case "dr": "doctor"
        case "mr": "mister"
        case "mrs": "missus"
        case "st": "saint"
        default: word
        }
    }
}
