import Foundation

/// Compiled search artifacts on disk, in a directory named by the hash of their inputs.
public struct CachedSearchArtifacts: Hashable, Sendable {
    /// `<cache>/<key>/`.
    public var directory: URL
    /// The SHA-256 input hash that names the directory.
    public var key: String
    /// True when the files were already there and nothing was compiled.
    public var wasCached: Bool

    /// The JSGF grammar's file name: `command.gram`.
    public static let grammarFileName = "command.gram"
    /// The ARPA model's file name: `command.arpa`.
    public static let languageModelFileName = "command.arpa"
    /// The word list's file name: `words.txt`.
    public static let wordsFileName = "words.txt"
    /// The pronunciations' file name: `pronunciations.dict`.
    public static let pronunciationsFileName = "pronunciations.dict"

    /// The JSGF grammar (`-jsgf`).
    public var grammarFile: URL { directory.appendingPathComponent(Self.grammarFileName) }
    /// The ARPA n-gram model (`-lm`).
    public var languageModelFile: URL { directory.appendingPathComponent(Self.languageModelFileName) }
    /// One word per line.
    public var wordsFile: URL { directory.appendingPathComponent(Self.wordsFileName) }
    /// The definition files' pronunciations in CMUdict format (`word PH ONES`, then `word(2) …`).
    public var pronunciationsFile: URL { directory.appendingPathComponent(Self.pronunciationsFileName) }

    /// Artifacts in `directory`, named by `key`; `wasCached` says whether they were there already.
    public init(directory: URL, key: String, wasCached: Bool) {
        self.directory = directory
        self.key = key
        self.wasCached = wasCached
    }

    /// Reads the files back.
    public func load() throws -> SearchArtifacts {
        let words = try String(contentsOf: wordsFile, encoding: .utf8).split(separator: "\n").map(String.init)
        var pronunciations: [String: [String]] = [:]
        for line in try String(contentsOf: pronunciationsFile, encoding: .utf8).split(separator: "\n") {
            let fields = line.split(separator: " ", maxSplits: 1)
            guard fields.count == 2 else { continue }
            var word = String(fields[0])
            if word.hasSuffix(")"), let open = word.lastIndex(of: "(") { word = String(word[..<open]) }
            pronunciations[word, default: []].append(String(fields[1]))
        }
        return SearchArtifacts(
            grammar: try String(contentsOf: grammarFile, encoding: .utf8),
            languageModel: try String(contentsOf: languageModelFile, encoding: .utf8), words: words,
            pronunciations: pronunciations)
    }
}
