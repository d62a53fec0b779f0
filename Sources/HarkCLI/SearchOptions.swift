import ArgumentParser
import Foundation
import Hark
import HarkUnderstanding
import HarkVocabulary

extension CommandSearchConfiguration.Mode: ExpressibleByArgument {}

/// What a decoding command listens for and how it reads what it heard: the intent definitions,
/// app and user vocabularies, and the search built from them.
struct SearchOptions: ParsableArguments {
    @Option(
        name: .customLong("intents"),
        help: ArgumentHelp(
            "Intent definition file or folder of .yaml files (repeatable).",
            discussion: "Default: the shipped Models/intents."),
        completion: .file())
    var intentPaths: [String] = []

    @Option(
        name: .customLong("search"),
        help: ArgumentHelp(
            "What the decoder searches: grammar (JSGF of the templates), languageModel (trigram trained on them), languageModelThenGrammar (the grammar hears again what the parser cannot read exactly), grammarThenLanguageModel (the language model hears again what the grammar could not finish) or general (PocketSphinx's English model).",
            discussion: """
                Default: \(explicitDefinitionsDefault.rawValue) when --intents is given; otherwise \
                \(transcriptionDefault.rawValue) for transcribe and evaluate, \(commandDefault.rawValue) \
                for understand, ask, converse and transcribe --answering.
                """))
    var mode: CommandSearchConfiguration.Mode?

    // The defaults live here, once, for the commands to use and the help to state: the help
    // once said grammar for understand while the code used the language model.
    /// Without --search, when --intents names definitions.
    static let explicitDefinitionsDefault = CommandSearchConfiguration.Mode.grammar
    /// Without --search or --intents, for plain transcription and evaluation.
    static let transcriptionDefault = CommandSearchConfiguration.Mode.general
    /// Without --search or --intents, for commands that read requests (and answers).
    static let commandDefault = CommandSearchConfiguration.Mode.languageModel

    // Numbers are parsed `.unconditional`ly so that a negative value is refused by validate()
    // with its name, not read as an unknown option ("Missing value for …").

    @Option(
        name: .customLong("app-vocabulary"),
        help: "AppIntentVocabulary.plist files (repeatable). Default: every Models/*/AppIntentVocabulary.plist.",
        completion: .file())
    var appVocabularies: [String] = []

    @Flag(help: "Route by templates and app name only, without the statistical domain classifier.")
    var noDomainClassifier = false

    @Flag(
        help: ArgumentHelp(
            "Report the parser's own confidence, not the calibrated probability of being right.",
            discussion: "The calibrator is Models/calibration/intent-confidence.json, fitted by hark calibrate."))
    var rawConfidence = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Treat a reading less likely than this (its confidence, 0 to 1) as not understood (default: none).",
            discussion:
                "In noise a background voice can be read as a command; its calibrated confidence is low (\(Documentation.path("benchmarks.md")), issue 12, Lever 7)."
        ))
    var minimumConfidence: Double?

    @Option(
        parsing: .unconditional, help: "Most pronunciations the G2P model gives a word no dictionary knows (default 4)."
    )
    var g2pAlternates: Int?

    @Option(
        parsing: .unconditional,
        help: "Drop G2P pronunciations less likely than the best by more than this factor (default 1000).")
    var g2pRelativeLikelihood: Double?

    @Flag(
        help:
            "Build the dictionary from CMUdict alone: no app or user vocabulary, hints or G2P (to measure what they add)."
    )
    var withoutCustomVocabulary = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Per-phone probability of the garbage loops before and after each sentence of a word-graph grammar (default 0.03).",
            discussion:
                "Lets the grammar hear a voice or noise around the command without making it words (\(Documentation.path("benchmarks.md")))."
        ))
    var edgeGarbage: Double?

    @Option(
        parsing: .unconditional, help: "Probability of starting a garbage stretch at a sentence's edge (default 3e-5).")
    var edgeGarbageEntry: Double?

    @Option(
        parsing: .unconditional,
        help: "Probability of a word graph hearing garbage alone, no sentence: its rejection path (default 1).")
    var garbageRejection: Double?

    @Option(
        parsing: .unconditional,
        help:
            "How many common English words a word graph's rejection path may also take (default 0; 0 for phones alone)."
    )
    var garbageRejectionWords: Int?

    @Option(parsing: .unconditional, help: "Probability of each such word on the rejection path (default 1e-6).")
    var garbageRejectionWordProbability: Double?

    @Option(
        parsing: .unconditional,
        help: "Probability of entering those words on the rejection path at all (default 1e-6).")
    var garbageRejectionWordEntry: Double?

    @Flag(help: "No garbage loops around word-graph sentences (the search before they were added).")
    var noEdgeGarbage = false

    @Flag(
        help: ArgumentHelp(
            "No completion pass: keep a reading that ends in garbage even when the sentences alone score better.",
            visibility: .hidden))
    var noCompletionPass = false

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Hear nothing when a command's words fit the audio worse than this acoustic score per frame (e.g. -69).",
            discussion:
                "0 is each frame's best senone; a background voice forced into a command fits worse than a person saying it. Decodes with -compallsen (\(Documentation.path("benchmarks.md")), issue 12, Lever 6: the acoustic fit)."
        ))
    var minimumAcousticFit: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Per-phone probability of the garbage path that competes with a dialog's yes/no and names answers (default 0.03).",
            discussion:
                "Lets an answer search hear that what was said is no answer (\(Documentation.path("benchmarks.md")), Non-answers)."
        )
    )
    var answerGarbage: Double?

    @Option(
        parsing: .unconditional,
        help: "Probability of the first phone of an answer search's garbage path (default 1e-3).")
    var answerGarbageEntry: Double?

    @Option(parsing: .unconditional, help: "Probability of a silence at each state of an answer search (default 1e-8).")
    var answerSilence: Double?

    @Option(
        parsing: .unconditional, help: "Probability of a noise filler at each state of an answer search (default 1e-8)."
    )
    var answerFiller: Double?

    @Option(
        parsing: .unconditional,
        help:
            "How many common English words an answer search's garbage path may also take (default 1000; 0 for phones alone)."
    )
    var answerGarbageWords: Int?

    @Option(parsing: .unconditional, help: "Probability of each such word on the garbage path (default 3e-6).")
    var answerGarbageWordProbability: Double?

    @Option(
        parsing: .unconditional,
        help: ArgumentHelp(
            "Reject an answer heard in audio whose loudest frames hold less than this share of their energy between 80 Hz and 1 kHz (default 0.15; 0 never).",
            discussion:
                "A kitchen's clatter is heard as \"ok\" or \"cancel\"; a voice is loudest below 1 kHz, clinks are bright.",
            valueName: "share"))
    var answerLowBandUnder: Double?

    @Flag(help: "Also let garbage come before and after an answer (\"uh, yes\").")
    var answerGarbageAround = false

    @Flag(help: "Answer searches without a garbage path: every sound becomes the nearest answer.")
    var noAnswerRejection = false

    @Flag(
        help: ArgumentHelp(
            "Hear a question's answer with the answer search alone, never as a new command.",
            discussion:
                "By default the command search hears it too, and a whole command of some app heard there replaces the question."
        ))
    var noCommandsOverAnswers = false

    func validate() throws {
        for (name, value) in [
            ("--edge-garbage", edgeGarbage), ("--edge-garbage-entry", edgeGarbageEntry),
            ("--garbage-rejection", garbageRejection), ("--answer-garbage", answerGarbage),
            ("--answer-garbage-entry", answerGarbageEntry), ("--answer-silence", answerSilence),
            ("--answer-filler", answerFiller), ("--answer-garbage-word-probability", answerGarbageWordProbability),
            ("--garbage-rejection-word-probability", garbageRejectionWordProbability),
            ("--garbage-rejection-word-entry", garbageRejectionWordEntry),
        ] {
            if let value, !(value > 0 && value <= 1) {
                throw ValidationError("\(name) must be a probability above 0 and at most 1, not \(value)")
            }
        }
        for (name, value) in [
            ("--garbage-rejection-words", garbageRejectionWords), ("--answer-garbage-words", answerGarbageWords),
        ] {
            if let value, value < 0 { throw ValidationError("\(name) must be 0 or more, not \(value)") }
        }
        if let minimumConfidence, !(minimumConfidence >= 0 && minimumConfidence <= 1) {
            throw ValidationError("--minimum-confidence must be a probability from 0 to 1, not \(minimumConfidence)")
        }
        if let minimumAcousticFit, !(minimumAcousticFit.isFinite && minimumAcousticFit < 0) {
            throw ValidationError("--minimum-acoustic-fit must be a score below 0, not \(minimumAcousticFit)")
        }
        if let g2pAlternates, g2pAlternates < 1 {
            throw ValidationError("--g2p-alternates must be 1 or more, not \(g2pAlternates)")
        }
        if let g2pRelativeLikelihood, !(g2pRelativeLikelihood >= 1) {
            throw ValidationError("--g2p-relative-likelihood must be 1 or more, not \(g2pRelativeLikelihood)")
        }
    }

    /// The mode in force; `fallback` (``transcriptionDefault`` or ``commandDefault``) when
    /// neither --search nor --intents says.
    func effectiveMode(fallback: CommandSearchConfiguration.Mode) -> CommandSearchConfiguration.Mode {
        mode ?? (intentPaths.isEmpty ? fallback : Self.explicitDefinitionsDefault)
    }

    /// Builds the search (from the cache when unchanged) for `user`'s vocabulary in `state`.
    func prepare(
        mode: CommandSearchConfiguration.Mode, model: AcousticModelLocation, state: StateDirectory, user: String
    ) throws -> CommandSearch {
        try CommandSearch.prepare(configuration(mode: mode, model: model, state: state, user: user))
    }

    /// What the search is built from: the definitions, the app vocabularies and `user`'s
    /// vocabulary in `state`.
    func configuration(
        mode: CommandSearchConfiguration.Mode, model: AcousticModelLocation, state: StateDirectory, user: String
    ) throws -> CommandSearchConfiguration {
        let intents =
            intentPaths.isEmpty
            ? CommandSearchConfiguration.shippedIntentDefinitions : intentPaths.map(URL.init(fileURLWithPath:))
        guard !intents.isEmpty else {
            throw ValidationError(
                "no intent definitions found: pass --intents or set \(ModelsDirectory.environmentVariable)")
        }
        var configuration = CommandSearchConfiguration(
            model: model, intentDefinitions: intents,
            appVocabularies: appVocabularies.isEmpty
                ? CommandSearchConfiguration.shippedAppVocabularies : appVocabularies.map(URL.init(fileURLWithPath:)),
            userVocabulary: try Self.userVocabulary(in: state, for: user), mode: mode,
            cacheDirectory: Self.cacheDirectory)
        configuration.usesCustomVocabulary = !withoutCustomVocabulary
        if let g2pAlternates { configuration.g2pAlternates = g2pAlternates }
        if let g2pRelativeLikelihood { configuration.g2pRelativeLikelihood = g2pRelativeLikelihood }
        if let edgeGarbage { configuration.edgeGarbageProbability = edgeGarbage }
        if let edgeGarbageEntry { configuration.edgeGarbageEntryProbability = edgeGarbageEntry }
        if let garbageRejection { configuration.garbageRejectionProbability = garbageRejection }
        if let garbageRejectionWords { configuration.garbageRejectionWordCount = garbageRejectionWords }
        if let garbageRejectionWordEntry {
            configuration.garbageRejectionWordEntryProbability = garbageRejectionWordEntry
        }
        if let garbageRejectionWordProbability {
            configuration.garbageRejectionWordProbability = garbageRejectionWordProbability
        }
        if noEdgeGarbage { configuration.edgeGarbageProbability = nil }
        if noCompletionPass { configuration.checksCompletion = false }
        if let minimumAcousticFit { configuration.minimumAcousticFit = minimumAcousticFit }
        if let answerGarbage { configuration.answerRejection?.phoneProbability = answerGarbage }
        if let answerGarbageEntry { configuration.answerRejection?.entryProbability = answerGarbageEntry }
        if let answerGarbageWords { configuration.answerRejection?.rejectionWordCount = answerGarbageWords }
        if let answerGarbageWordProbability {
            configuration.answerRejection?.wordProbability = answerGarbageWordProbability
        }
        if let answerSilence { configuration.answerRejection?.silenceProbability = answerSilence }
        if let answerFiller { configuration.answerRejection?.fillerProbability = answerFiller }
        if answerGarbageAround { configuration.answerRejection?.surroundsAnswers = true }
        if let answerLowBandUnder {
            configuration.answerRejection?.minimumLowBandShare = answerLowBandUnder > 0 ? answerLowBandUnder : nil
        }
        if noCommandsOverAnswers { configuration.answerRejection?.commandOverAnswer = nil }
        if noAnswerRejection { configuration.answerRejection = nil }
        return configuration
    }

    /// What a decoding command decodes with and reads transcripts with.
    struct Resolved {
        /// The search's decoder configuration with the explicit recognizer flags on top.
        var configuration: RecognizerConfiguration
        /// Nil unless understanding was asked for.
        var understander: Understander?
    }

    /// The one place decoding commands turn their flags into a decoder and an understander. The
    /// general search needs no compiled search unless transcripts are to be understood. Errors
    /// are printed once and end the command.
    func resolve(
        mode: CommandSearchConfiguration.Mode, understanding: Bool, recognizer: RecognizerOptions,
        state: StateOptions, user: UserOptions
    ) throws -> Resolved {
        guard mode != .general || understanding else {
            return Resolved(configuration: recognizer.configuration, understander: nil)
        }
        do {
            let prepared = try prepare(
                mode: mode, model: recognizer.modelLocation, state: state.directory, user: user.user)
            return Resolved(
                configuration: recognizer.configuration(over: prepared.recognizer),
                understander: understanding ? try understander(for: prepared) : nil)
        } catch {
            StandardStreams.printError("\(error)")
            throw ExitCode.failure
        }
    }

    func understander(for search: CommandSearch) throws -> Understander {
        Understander(
            parser: search.parser, classifier: try classifier(), calibrator: try calibrator(),
            minimumConfidence: minimumConfidence)
    }

    /// The committed domain classifier, unless turned off.
    func classifier() throws -> DomainClassifier? {
        guard !noDomainClassifier, let url = DomainClassifier.defaultModelURL else { return nil }
        return try DomainClassifier(contentsOf: url)
    }

    /// The committed confidence calibrator, unless the parser's own confidence was asked for.
    func calibrator() throws -> ConfidenceCalibrator? {
        guard !rawConfidence, let url = ConfidenceCalibrator.defaultModelURL else { return nil }
        return try ConfidenceCalibrator(contentsOf: url)
    }

    /// Reading never creates state: without a database there is simply no user vocabulary.
    static func userVocabulary(in state: StateDirectory, for user: String) throws
        -> [(type: VocabularyStringType, strings: [String])]
    {
        guard FileManager.default.fileExists(atPath: state.file(named: UserVocabularyStore.fileName).path) else {
            return []
        }
        return try UserVocabularyStore(stateDirectory: state).vocabulary(for: user).allVocabularyStrings()
    }

    /// Compiled searches are derived data: `$HARK_CACHE_DIR`, else `$XDG_CACHE_HOME/hark`, else
    /// `~/.cache/hark`.
    static var cacheDirectory: URL {
        let environment = ProcessInfo.processInfo.environment
        if let explicit = environment["HARK_CACHE_DIR"], !explicit.isEmpty { return URL(fileURLWithPath: explicit) }
        if let xdg = environment["XDG_CACHE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg).appendingPathComponent("hark")
        }
        return FileManager.default.homeDirectoryForCurrentUser.appendingPathComponent(".cache/hark")
    }
}
