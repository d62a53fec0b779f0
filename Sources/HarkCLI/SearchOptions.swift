import ArgumentParser
import Foundation
import Hark
import HarkDevice
import HarkUnderstanding
import HarkVocabulary

extension CommandSearchConfiguration.Mode: ExpressibleByArgument {}

/// What a decoding command listens for and how it reads what it heard: the intent definitions,
/// app and user vocabularies, and the search built from them. The tuning flags set the profile's
/// search, answers and understanding settings; the defaults are `HarkConfiguration`'s.
struct SearchOptions: ParsableArguments, ProfileFlags {
    @Option(
        name: .customLong("intents"),
        help: ArgumentHelp(
            "Intent definition file or folder of .yaml files (repeatable).",
            discussion: "Default: the shipped Models/intents."),
        completion: .file())
    var intentPaths: [String] = []

    @Option(
        name: .customLong("entities"),
        help: ArgumentHelp(
            "Home Assistant's entity, area and floor names (YAML) for its templates given to --intents.",
            discussion:
                "The profile key is search.homeAssistantEntities; see \(Documentation.path("home-assistant.md")).",
            valueName: "file"),
        completion: .file())
    var homeAssistantEntities: String?

    @Option(
        name: .customLong("search"),
        help: ArgumentHelp(
            "What the decoder searches: grammar (JSGF of the templates), languageModel (trigram trained on them), languageModelThenGrammar (the grammar hears again what the parser cannot read exactly), grammarThenLanguageModel (the language model hears again what the grammar could not finish) or general (PocketSphinx's English model).",
            discussion: """
                Default: \(HarkConfiguration().search.definitionsMode.rawValue) when --intents is given; otherwise \
                \(HarkConfiguration().search.transcriptionMode.rawValue) for transcribe and evaluate, \
                \(HarkConfiguration().search.commandMode.rawValue) for understand, ask, converse and transcribe \
                --answering (profile: search.mode, search.definitionsMode, search.transcriptionMode, search.commandMode).
                """))
    var mode: CommandSearchConfiguration.Mode?

    // Numbers are parsed `.unconditional`ly so that a negative value is refused with its name,
    // not read as an unknown option ("Missing value for …").

    @Option(
        name: .customLong("app-vocabulary"),
        help: "AppIntentVocabulary.plist files (repeatable). Default: every Models/*/AppIntentVocabulary.plist.",
        completion: .file())
    var appVocabularies: [String] = []

    @Flag(
        help: settingHelp(key: "understanding.domainClassifier", value: "false"))
    var noDomainClassifier = false

    @Flag(
        help: settingHelp(
            key: "understanding.calibratedConfidence", value: "false",
            discussion: "The calibrator is Models/calibration/intent-confidence.json, fitted by hark calibrate."))
    var rawConfidence = false

    @Option(
        parsing: .unconditional,
        help: settingHelp(
            key: "understanding.minimumConfidence",
            discussion: "In noise a background voice can be read as a command; its calibrated confidence is low."))
    var minimumConfidence: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "search.g2pAlternates"))
    var g2pAlternates: Int?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "search.g2pRelativeLikelihood"))
    var g2pRelativeLikelihood: Double?

    @Flag(
        help: settingHelp(key: "search.customVocabulary", value: "false"))
    var withoutCustomVocabulary = false

    @Option(
        parsing: .unconditional,
        help: settingHelp(
            key: "search.edgeGarbage",
            discussion:
                "Lets the grammar hear a voice or noise around the command without making it words (\(Documentation.path("benchmarks.md")))."
        ))
    var edgeGarbage: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "search.edgeGarbageEntry"))
    var edgeGarbageEntry: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "search.garbageRejection"))
    var garbageRejection: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "search.garbageRejectionWords"))
    var garbageRejectionWords: Int?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "search.garbageRejectionWordProbability"))
    var garbageRejectionWordProbability: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "search.garbageRejectionWordEntry")
    )
    var garbageRejectionWordEntry: Double?

    @Flag(help: settingHelp(key: "search.edgeGarbage", value: "none"))
    var noEdgeGarbage = false

    @Flag(
        help: settingHelp(key: "search.completionPass", value: "false"))
    var noCompletionPass = false

    @Option(
        parsing: .unconditional,
        help: settingHelp(
            key: "search.minimumAcousticFit",
            discussion:
                "0 is each frame's best senone; a background voice forced into a command fits worse than a person saying it. Decodes with -compallsen."
        ))
    var minimumAcousticFit: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(
            key: "answers.garbage",
            discussion:
                "Lets an answer search hear that what was said is no answer (\(Documentation.path("benchmarks.md")), Answers)."
        ))
    var answerGarbage: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "answers.garbageEntry"))
    var answerGarbageEntry: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "answers.silence"))
    var answerSilence: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "answers.filler"))
    var answerFiller: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "answers.garbageWords"))
    var answerGarbageWords: Int?

    @Option(
        parsing: .unconditional,
        help: settingHelp(key: "answers.garbageWordProbability"))
    var answerGarbageWordProbability: Double?

    @Option(
        parsing: .unconditional,
        help: settingHelp(
            key: "answers.lowBandUnder",
            discussion:
                "A kitchen's clatter is heard as \"ok\" or \"cancel\"; a voice is loudest below 1 kHz, clinks are bright.",
            valueName: "share"))
    var answerLowBandUnder: Double?

    @Flag(
        help: settingHelp(key: "answers.garbageAround", value: "true"))
    var answerGarbageAround = false

    @Flag(
        help: settingHelp(key: "answers.rejects", value: "false"))
    var noAnswerRejection = false

    @Flag(
        help: settingHelp(
            key: "answers.commandsOverAnswers", value: "false",
            discussion:
                "By default the command search hears it too, and a whole command of some app heard there replaces the question."
        ))
    var noCommandsOverAnswers = false

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set("search.mode", mode, flag: "--search")
        try profile.set("search.homeAssistantEntities", homeAssistantEntities, flag: "--entities")
        try profile.set(
            "understanding.domainClassifier", noDomainClassifier ? false : nil, flag: "--no-domain-classifier")
        try profile.set("understanding.calibratedConfidence", rawConfidence ? false : nil, flag: "--raw-confidence")
        try profile.set("understanding.minimumConfidence", minimumConfidence, flag: "--minimum-confidence")
        try profile.set("search.g2pAlternates", g2pAlternates, flag: "--g2p-alternates")
        try profile.set("search.g2pRelativeLikelihood", g2pRelativeLikelihood, flag: "--g2p-relative-likelihood")
        try profile.set(
            "search.customVocabulary", withoutCustomVocabulary ? false : nil, flag: "--without-custom-vocabulary")
        try profile.set("search.edgeGarbage", edgeGarbage, flag: "--edge-garbage")
        try profile.set("search.edgeGarbageEntry", edgeGarbageEntry, flag: "--edge-garbage-entry")
        try profile.set("search.garbageRejection", garbageRejection, flag: "--garbage-rejection")
        try profile.set("search.garbageRejectionWords", garbageRejectionWords, flag: "--garbage-rejection-words")
        try profile.set(
            "search.garbageRejectionWordProbability", garbageRejectionWordProbability,
            flag: "--garbage-rejection-word-probability")
        try profile.set(
            "search.garbageRejectionWordEntry", garbageRejectionWordEntry, flag: "--garbage-rejection-word-entry")
        if noEdgeGarbage { try profile.set("search.edgeGarbage", "none", from: .flag("--no-edge-garbage")) }
        try profile.set("search.completionPass", noCompletionPass ? false : nil, flag: "--no-completion-pass")
        try profile.set("search.minimumAcousticFit", minimumAcousticFit, flag: "--minimum-acoustic-fit")
        try profile.set("answers.garbage", answerGarbage, flag: "--answer-garbage")
        try profile.set("answers.garbageEntry", answerGarbageEntry, flag: "--answer-garbage-entry")
        try profile.set("answers.garbageWords", answerGarbageWords, flag: "--answer-garbage-words")
        try profile.set(
            "answers.garbageWordProbability", answerGarbageWordProbability, flag: "--answer-garbage-word-probability")
        try profile.set("answers.silence", answerSilence, flag: "--answer-silence")
        try profile.set("answers.filler", answerFiller, flag: "--answer-filler")
        try profile.set("answers.garbageAround", answerGarbageAround ? true : nil, flag: "--answer-garbage-around")
        if let answerLowBandUnder {
            try profile.set(
                "answers.lowBandUnder", answerLowBandUnder > 0 ? answerLowBandUnder.configurationText : "none",
                from: .flag("--answer-low-band-under"))
        }
        try profile.set(
            "answers.commandsOverAnswers", noCommandsOverAnswers ? false : nil, flag: "--no-commands-over-answers")
        try profile.set("answers.rejects", noAnswerRejection ? false : nil, flag: "--no-answer-rejection")
    }

    /// Whether --intents named the definitions (their grammar is searched unless --search says).
    var namesDefinitions: Bool { !intentPaths.isEmpty }

    /// The search mode `pipeline` uses for `purpose` with these definitions.
    func mode(_ pipeline: HarkPipeline, for purpose: HarkPipeline.Purpose) -> CommandSearchConfiguration.Mode {
        pipeline.searchMode(for: purpose, explicitDefinitions: namesDefinitions)
    }

    /// What the search is built from: the definitions, the app vocabularies and `user`'s
    /// vocabulary in `state`, with `pipeline`'s settings, as the device builds it.
    func configuration(
        _ pipeline: HarkPipeline, for purpose: HarkPipeline.Purpose, state: StateDirectory, user: String
    ) throws -> CommandSearchConfiguration {
        do {
            return try Device.searchConfiguration(
                pipeline, for: purpose, intents: intentURLs, appVocabularies: appVocabularyURLs, state: state,
                user: user)
        } catch let error as ConfigurationError {
            throw ValidationError(error.description)
        }
    }

    /// The device the conversation commands and the services run on, with these definitions.
    func device(_ pipeline: HarkPipeline, state: StateOptions, user: UserOptions, language: String?) throws -> Device {
        try Device(
            pipeline: pipeline, intents: intentURLs, appVocabularies: appVocabularyURLs, state: state.directory,
            user: user.user, language: language, log: StandardStreams.printError)
    }

    /// What the definitions' loader left out (a Home Assistant data block needing the request's
    /// context, say), on standard error: a few lines, then how many more.
    static func printWarnings(_ definitions: IntentDefinitionSet) {
        for app in definitions.apps where !app.warnings.isEmpty {
            let shown = 5
            for warning in app.warnings.prefix(shown) { StandardStreams.printError("\(app.location.file): \(warning)") }
            if app.warnings.count > shown {
                StandardStreams.printError(
                    "\(app.location.file): … and \(app.warnings.count - shown) more left out")
            }
        }
    }

    /// `--intents` as files, nil when none is given (the shipped and installed apps).
    var intentURLs: [URL]? { namesDefinitions ? intentPaths.map(URL.init(fileURLWithPath:)) : nil }
    /// `--app-vocabulary` as files, nil when none is given.
    var appVocabularyURLs: [URL]? { appVocabularies.isEmpty ? nil : appVocabularies.map(URL.init(fileURLWithPath:)) }

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
        _ pipeline: HarkPipeline, for purpose: HarkPipeline.Purpose, understanding: Bool, state: StateOptions,
        user: UserOptions
    ) throws -> Resolved {
        guard mode(pipeline, for: purpose) != .general || understanding else {
            return Resolved(configuration: pipeline.generalRecognizerConfiguration, understander: nil)
        }
        do {
            let prepared = try CommandSearch.prepare(
                configuration(pipeline, for: purpose, state: state.directory, user: user.user))
            Self.printWarnings(prepared.definitions)
            return Resolved(
                configuration: pipeline.recognizerConfiguration(over: prepared.recognizer),
                understander: understanding ? pipeline.understander(prepared.parser) : nil)
        } catch {
            StandardStreams.printError("\(error)")
            throw ExitCode.failure
        }
    }
}
