import ArgumentParser
import Foundation
import Hark
import HarkVocabulary

/// `hark vocabulary`: the words the recognizer is given beyond general English, as SiriKit gives
/// Siri an app's `AppIntentVocabulary.plist` and each user's `INVocabulary` strings.
struct VocabularyCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "vocabulary",
        abstract: "Show the vocabulary, or change a user's vocabulary.",
        subcommands: [VocabularyShowCommand.self, VocabularySetCommand.self, VocabularyResetCommand.self],
        defaultSubcommand: VocabularyShowCommand.self)
}

struct VocabularyShowCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "show",
        abstract: "Print the user's and the apps' vocabulary, and every word's pronunciations with their source.",
        discussion: """
            Sources, in the order a word's pronunciations are listed: explicit (ARPAbet given as \
            /PHONES/ in a VocabularyItemPronunciation), hint (a "sounds like" pronunciation), cmudict, \
            g2p (guessed for words the dictionary lacks), compound (two dictionary words run together, \
            joined). Alternates are numbered word(2), word(3) as \
            in a Sphinx dictionary; --write-dict writes that dictionary.
            """)

    @OptionGroup var state: StateOptions
    @OptionGroup var user: UserOptions

    @Option(
        name: .customLong("app-vocabulary"), parsing: .upToNextOption,
        help: ArgumentHelp(
            "AppIntentVocabulary.plist files of the apps (default: the installed apps', as the recognizer is given them).",
            valueName: "plist"),
        completion: .file(extensions: ["plist"]))
    var appVocabularies: [String] = []

    @Option(
        name: .customLong("write-dict"),
        help: ArgumentHelp("Also write the decoder dictionary (Sphinx .dict) here.", valueName: "file"),
        completion: .file())
    var dictionaryOutput: String?

    @Flag(help: "Print to stderr how long loading and building took.")
    var timing = false

    @OptionGroup(title: "Pronunciation sources")
    var sources: PronunciationSourceOptions

    func run() throws {
        let timing = timing
        func timed(_ what: String, _ duration: Duration) {
            guard timing else { return }
            let milliseconds =
                Double(duration.components.attoseconds) / 1e15 + Double(duration.components.seconds) * 1e3
            StandardStreams.printError("time: \(what): \(String(format: "%.1f", milliseconds)) ms")
        }
        // The same app vocabularies a decoding command hands the recognizer, unless others are named.
        let plists =
            appVocabularies.isEmpty
            ? CommandSearchConfiguration.shippedAppVocabularies : appVocabularies.map(URL.init(fileURLWithPath:))
        let apps = try plists.map { try AppIntentVocabulary(contentsOf: $0) }
        let databaseURL = state.directory.file(named: UserVocabularyStore.fileName)
        // Showing must not create state: with no database yet, the user simply has no vocabulary.
        var userStrings: [(type: VocabularyStringType, strings: [String])] = []
        if FileManager.default.fileExists(atPath: databaseURL.path) {
            userStrings = try UserVocabularyStore(url: databaseURL).vocabulary(for: user.user).allVocabularyStrings()
        }
        let vocabulary = ActiveVocabulary(appVocabularies: apps, userVocabulary: userStrings)
        let builder = try sources.makeBuilder(timed: timed)
        let clock = ContinuousClock()
        let started = clock.now
        let dictionary = try vocabulary.dictionary(using: builder)
        timed(
            "dictionary (\(vocabulary.terms.count) terms, \(dictionary.entries.count) words, "
                + "\(dictionary.entries.map(\.pronunciations.count).reduce(0, +)) pronunciations)",
            clock.now - started)
        if let dictionaryOutput { try dictionary.write(to: URL(fileURLWithPath: dictionaryOutput)) }
        let report = VocabularyReport(
            user: user.user, databasePath: databaseURL.path, userStrings: userStrings, apps: apps,
            dictionary: dictionary)
        StandardStreams.printLine(report.rendered())
        for word in dictionary.unpronounceableWords {
            StandardStreams.printError("no pronunciation for '\(word)': not in the dictionary and G2P cannot spell it")
        }
    }
}

struct VocabularySetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "set",
        abstract: "Replace the user's strings of one type, most important first.",
        discussion: """
            Like SiriKit's INVocabulary.setVocabularyStrings: the given strings replace the whole \
            set of that type (none clears it); repeats keep their first place; at most \
            \(UserVocabularyStore.defaultLimitPerType) per type are kept, the first ones.
            """)

    @OptionGroup var state: StateOptions
    @OptionGroup var user: UserOptions

    @Option(
        help: ArgumentHelp(
            "Vocabulary type: \(VocabularyStringType.allCases.map(\.rawValue).joined(separator: ", ")).",
            valueName: "type"),
        transform: { text in
            guard let type = VocabularyStringType(rawValue: text) else {
                throw ValidationError(
                    "'\(text)' is not one of " + VocabularyStringType.allCases.map(\.rawValue).joined(separator: ", "))
            }
            return type
        })
    var type: VocabularyStringType

    @Argument(help: "The strings, most important first.")
    var strings: [String] = []

    func run() throws {
        let store = try UserVocabularyStore(stateDirectory: state.directory)
        let stored = try store.vocabulary(for: user.user).setVocabularyStrings(strings, of: type)
        let distinct = Set(strings.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }).count
        var line = "\(type.rawValue): \(stored) strings for user \(user.user)"
        if stored < distinct { line += " (kept the first \(stored) of \(distinct): the limit per type)" }
        StandardStreams.printLine(line)
    }
}

struct VocabularyResetCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "reset",
        abstract: "Remove all of the user's vocabulary, as signing out does.")

    @OptionGroup var state: StateOptions
    @OptionGroup var user: UserOptions

    func run() throws {
        let databaseURL = state.directory.file(named: UserVocabularyStore.fileName)
        if FileManager.default.fileExists(atPath: databaseURL.path) {
            try UserVocabularyStore(url: databaseURL).vocabulary(for: user.user).removeAllVocabularyStrings()
        }
        StandardStreams.printLine("removed all vocabulary of user \(user.user)")
    }
}
