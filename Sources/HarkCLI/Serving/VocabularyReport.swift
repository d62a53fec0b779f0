import HarkVocabulary

/// What `hark vocabulary` prints: the user's strings, each app's terms, then the decoder
/// dictionary built from them, one line per pronunciation with where it came from.
struct VocabularyReport {
    var user: String
    /// The user vocabulary database, shown so the user knows which state was read.
    var databasePath: String
    var userStrings: [(type: VocabularyStringType, strings: [String])]
    var apps: [AppIntentVocabulary]
    var dictionary: DecoderDictionary

    func rendered() -> String {
        var lines: [String] = []
        lines.append("user \(user) (\(databasePath))")
        if userStrings.isEmpty { lines.append("  no user vocabulary") }
        lines += Self.columns(userStrings.flatMap { type, strings in strings.map { ["  " + type.rawValue, $0] } })
        for app in apps {
            lines.append("")
            lines.append(app.source)
            var rows: [[String]] = []
            for parameter in app.parameterVocabularies {
                for item in parameter.items {
                    for synonym in item.synonyms {
                        let pronunciation = synonym.pronunciation.map { "pronounced \"\($0)\"" } ?? ""
                        rows.append(["  " + item.identifier, synonym.phrase, pronunciation])
                    }
                }
            }
            lines += Self.columns(rows)
            let examples = app.intentPhrases.map(\.examples.count).reduce(0, +)
            lines.append("  \(app.intentPhrases.count) intents with \(examples) example phrases")
        }
        lines.append("")
        let pronunciations = dictionary.entries.flatMap(\.pronunciations)
        let counts = PronunciationSource.allCases.map { source in
            "\(source.rawValue) \(pronunciations.filter { $0.source == source }.count)"
        }
        lines.append(
            "dictionary: \(dictionary.entries.count) words, \(pronunciations.count) pronunciations "
                + "(\(counts.joined(separator: ", ")))")
        lines += Self.columns(
            dictionary.entries.flatMap { entry in
                entry.pronunciations.enumerated().map { index, sourced in
                    [entry.spelling(ofAlternate: index), sourced.pronunciation.description, sourced.source.rawValue]
                }
            })
        for word in dictionary.unpronounceableWords {
            lines.append("\(word)  (no pronunciation: give one in the vocabulary)")
        }
        return lines.joined(separator: "\n")
    }

    /// Rows with cells padded to their column's width (trailing spaces trimmed).
    private static func columns(_ rows: [[String]]) -> [String] {
        let columnCount = rows.map(\.count).max() ?? 0
        let widths = (0..<columnCount).map { column in
            rows.map { column < $0.count ? $0[column].count : 0 }.max() ?? 0
        }
        return rows.map { row in
            var line = row.enumerated().map { column, cell in
                cell + String(repeating: " ", count: widths[column] - cell.count)
            }.joined(separator: "  ")
            while line.last == " " { line.removeLast() }
            return line
        }
    }
}
