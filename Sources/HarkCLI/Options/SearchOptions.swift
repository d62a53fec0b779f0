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
        name: .flag(of: ConfigurationSetting.homeAssistantEntities),
        help: ArgumentHelp(
            "Home Assistant's entity, area and floor names (YAML) for its templates given to --intents.",
            discussion:
                "The profile key is \(ConfigurationSetting.homeAssistantEntities.key); see \(Documentation.path("home-assistant.md")).",
            valueName: "file"),
        completion: .file())
    var homeAssistantEntities: String?

    @Option(
        name: .flag(of: ConfigurationSetting.searchMode),
        help: ArgumentHelp(
            "What the decoder searches: grammar (JSGF of the templates), languageModel (trigram trained on them), languageModelThenGrammar (the grammar hears again what the parser cannot read exactly), grammarThenLanguageModel (the language model hears again what the grammar could not finish) or general (PocketSphinx's English model).",
            discussion: """
                Default: \(HarkConfiguration.defaults.search.definitionsMode.rawValue) when --intents is given; otherwise \
                \(HarkConfiguration.defaults.search.transcriptionMode.rawValue) for transcribe and evaluate, \
                \(HarkConfiguration.defaults.search.commandMode.rawValue) for understand, ask, converse and transcribe \
                --answering (profile: \(ConfigurationSetting.searchMode.key), \
                \(ConfigurationSetting.definitionsSearchMode.key), \
                \(ConfigurationSetting.transcriptionSearchMode.key), \(ConfigurationSetting.commandSearchMode.key)).
                """))
    var mode: CommandSearchConfiguration.Mode?

    // Numbers are parsed `.unconditional`ly so that a negative value is refused with its name,
    // not read as an unknown option ("Missing value for …").

    @Option(
        name: .customLong("app-vocabulary"),
        help: "AppIntentVocabulary.plist files (repeatable). Default: every Models/*/AppIntentVocabulary.plist.",
        completion: .file())
    var appVocabularies: [String] = []

    @Flag(switching: ConfigurationSetting.domainClassifier)
    var noDomainClassifier = false

    @Flag(
        switching: ConfigurationSetting.calibratedConfidence,
        discussion: "The calibrator is Models/calibration/intent-confidence.json, fitted by hark calibrate.")
    var rawConfidence = false

    @Option(
        ConfigurationSetting.minimumConfidence,
        discussion: "In noise a background voice can be read as a command; its calibrated confidence is low.")
    var minimumConfidence: Double?

    @Option(ConfigurationSetting.g2pAlternates)
    var g2pAlternates: Int?

    @Option(ConfigurationSetting.g2pRelativeLikelihood)
    var g2pRelativeLikelihood: Double?

    @Flag(switching: ConfigurationSetting.customVocabulary)
    var withoutCustomVocabulary = false

    @Option(
        ConfigurationSetting.edgeGarbage,
        discussion:
            "Lets the grammar hear a voice or noise around the command without making it words (\(Documentation.path("benchmarks.md")))."
    )
    var edgeGarbage: Double?

    @Option(ConfigurationSetting.edgeGarbageEntry)
    var edgeGarbageEntry: Double?

    @Option(ConfigurationSetting.garbageRejection)
    var garbageRejection: Double?

    @Option(ConfigurationSetting.garbageRejectionWords)
    var garbageRejectionWords: Int?

    @Option(ConfigurationSetting.garbageRejectionWordProbability)
    var garbageRejectionWordProbability: Double?

    @Option(ConfigurationSetting.garbageRejectionWordEntry)
    var garbageRejectionWordEntry: Double?

    @Flag(switching: ConfigurationSetting.edgeGarbage)
    var noEdgeGarbage = false

    @Flag(switching: ConfigurationSetting.completionPass)
    var noCompletionPass = false

    @Option(
        ConfigurationSetting.minimumAcousticFit,
        discussion:
            "0 is each frame's best senone; a background voice forced into a command fits worse than a person saying it. Decodes with -compallsen."
    )
    var minimumAcousticFit: Double?

    @Option(
        ConfigurationSetting.answerGarbage,
        discussion:
            "Lets an answer search hear that what was said is no answer (\(Documentation.path("benchmarks.md")), Answers)."
    )
    var answerGarbage: Double?

    @Option(ConfigurationSetting.answerGarbageEntry)
    var answerGarbageEntry: Double?

    @Option(ConfigurationSetting.answerSilence)
    var answerSilence: Double?

    @Option(ConfigurationSetting.answerFiller)
    var answerFiller: Double?

    @Option(ConfigurationSetting.answerGarbageWords)
    var answerGarbageWords: Int?

    @Option(ConfigurationSetting.answerGarbageWordProbability)
    var answerGarbageWordProbability: Double?

    @Option(
        ConfigurationSetting.answerLowBandUnder,
        discussion:
            "A kitchen's clatter is heard as \"ok\" or \"cancel\"; a voice is loudest below 1 kHz, clinks are bright.",
        valueName: "share")
    var answerLowBandUnder: Double?

    @Flag(switching: ConfigurationSetting.answerGarbageAround)
    var answerGarbageAround = false

    @Flag(switching: ConfigurationSetting.answerRejects)
    var noAnswerRejection = false

    @Flag(
        switching: ConfigurationSetting.commandsOverAnswers,
        discussion:
            "By default the command search hears it too, and a whole command of some app heard there replaces the question."
    )
    var noCommandsOverAnswers = false

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set(ConfigurationSetting.searchMode, given: mode)
        try profile.set(ConfigurationSetting.homeAssistantEntities, given: homeAssistantEntities)
        try profile.set(ConfigurationSetting.domainClassifier, switched: noDomainClassifier)
        try profile.set(ConfigurationSetting.calibratedConfidence, switched: rawConfidence)
        try profile.set(ConfigurationSetting.minimumConfidence, given: minimumConfidence)
        try profile.set(ConfigurationSetting.g2pAlternates, given: g2pAlternates)
        try profile.set(ConfigurationSetting.g2pRelativeLikelihood, given: g2pRelativeLikelihood)
        try profile.set(ConfigurationSetting.customVocabulary, switched: withoutCustomVocabulary)
        try profile.set(ConfigurationSetting.edgeGarbage, given: edgeGarbage)
        try profile.set(ConfigurationSetting.edgeGarbageEntry, given: edgeGarbageEntry)
        try profile.set(ConfigurationSetting.garbageRejection, given: garbageRejection)
        try profile.set(ConfigurationSetting.garbageRejectionWords, given: garbageRejectionWords)
        try profile.set(ConfigurationSetting.garbageRejectionWordProbability, given: garbageRejectionWordProbability)
        try profile.set(ConfigurationSetting.garbageRejectionWordEntry, given: garbageRejectionWordEntry)
        try profile.set(ConfigurationSetting.edgeGarbage, switched: noEdgeGarbage)
        try profile.set(ConfigurationSetting.completionPass, switched: noCompletionPass)
        try profile.set(ConfigurationSetting.minimumAcousticFit, given: minimumAcousticFit)
        try profile.set(ConfigurationSetting.answerGarbage, given: answerGarbage)
        try profile.set(ConfigurationSetting.answerGarbageEntry, given: answerGarbageEntry)
        try profile.set(ConfigurationSetting.answerGarbageWords, given: answerGarbageWords)
        try profile.set(ConfigurationSetting.answerGarbageWordProbability, given: answerGarbageWordProbability)
        try profile.set(ConfigurationSetting.answerSilence, given: answerSilence)
        try profile.set(ConfigurationSetting.answerFiller, given: answerFiller)
        try profile.set(ConfigurationSetting.answerGarbageAround, switched: answerGarbageAround)
        // 0 turns the test off, as it does the confirmations'; the setting's off is none.
        try profile.set(ConfigurationSetting.answerLowBandUnder, given: answerLowBandUnder.map { $0 > 0 ? $0 : nil })
        try profile.set(ConfigurationSetting.commandsOverAnswers, switched: noCommandsOverAnswers)
        try profile.set(ConfigurationSetting.answerRejects, switched: noAnswerRejection)
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
    /// What a command hears with: the general English search when it transcribes with no
    /// intents in mind (`understanding` false), else the command search, its decoder settings,
    /// front end and understander, from the library's one factory.
    func hearing(
        _ pipeline: HarkPipeline, for purpose: HarkPipeline.Purpose, understanding: Bool, state: StateOptions,
        user: UserOptions
    ) throws -> Hearing {
        guard mode(pipeline, for: purpose) != .general || understanding else { return pipeline.generalHearing }
        let search: CommandSearchConfiguration
        do {
            search = try configuration(pipeline, for: purpose, state: state.directory, user: user.user)
        } catch {
            throw CommandFailure(error)
        }
        return try hearing(pipeline, search: search)
    }

    /// The command search `search` made ready to hear, its definitions' warnings printed.
    func hearing(_ pipeline: HarkPipeline, search: CommandSearchConfiguration) throws -> Hearing {
        do {
            let hearing = try pipeline.commandHearing(search)
            if let definitions = hearing.definitions { Self.printWarnings(definitions) }
            return hearing
        } catch {
            throw CommandFailure(error)
        }
    }
}
