import Foundation

/// Small helpers for JSGF text: legal rule names, and the words of a grammar.
enum JSGFWords {
    /// Letters, digits and underscores only: PocketSphinx's JSGF reader takes a dot as a grammar
    /// qualifier and other punctuation is not portable.
    static func ruleName(_ text: String) -> String {
        let mapped = String(text.map { $0.isASCII && ($0.isLetter || $0.isNumber) ? $0 : "_" })
        return mapped.isEmpty ? "rule" : mapped
    }

    /// The terminal words of a grammar: everything outside rule references, comments and syntax.
    static func words(in grammar: String) -> Set<String> {
        var words: Set<String> = []
        for line in grammar.split(separator: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.hasPrefix("#"), !trimmed.hasPrefix("grammar "), !trimmed.hasPrefix("//") else { continue }
            // Drop the rule name being defined.
            var body = Substring(trimmed)
            if let equals = body.firstIndex(of: "="), body.hasPrefix("<") || body.hasPrefix("public ") {
                body = body[body.index(after: equals)...]
            }
            var current = ""
            var insideReference = false
            for character in body {
                if character == "<" { insideReference = true }
                if insideReference {
                    if character == ">" { insideReference = false }
                    continue
                }
                if "()[]|;*+=".contains(character) || character.isWhitespace {
                    if !current.isEmpty { words.insert(current) }
                    current = ""
                } else {
                    current.append(character)
                }
            }
            if !current.isEmpty { words.insert(current) }
        }
        return words
    }
}
