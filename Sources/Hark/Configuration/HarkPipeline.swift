import Foundation
import HarkFrontEnd
import HarkUnderstanding
import HarkVocabulary
import HarkWakeModels

/// The one assembly of Hark's pipeline from a ``HarkConfiguration``: front ends, searches,
/// decoders, the understander and the assistant. Every entry point builds through it — the
/// command line's file, stream and dialog commands, the server, the benchmarks and a library
/// user's program — so the same audio gets the same answer from each.
///
/// Plain data and the loaded classifier and calibrator, so one value can be shared by a server's
/// request handlers; the decoders it makes belong to one thread each.
public struct HarkPipeline: Sendable {
    /// What a decoder is for: its search and its front end follow from it.
    public enum Purpose: Sendable, Equatable {
        /// Speech to text with no intents in mind (`hark transcribe` without `--intents`).
        case transcription
        /// Requests and answers to questions: commands for the apps.
        case commands
    }

    /// The settings everything is built with.
    public let configuration: HarkConfiguration
    /// The committed domain classifier, unless the configuration turns it off or none is found.
    public let classifier: DomainClassifier?
    /// The committed confidence calibrator, unless the configuration asks for raw confidence.
    public let calibrator: ConfidenceCalibrator?

    /// Loads the classifier and the calibrator the configuration asks for (from the models folder).
    public init(configuration: HarkConfiguration = HarkConfiguration()) throws {
        let decoder = configuration.decoder
        if [decoder.languageModel, decoder.jsgf, decoder.fsg].compactMap({ $0 }).count > 1 {
            throw ConfigurationError(
                "give at most one of decoder.languageModel, decoder.jsgf and decoder.fsg: a decoder searches one of them"
            )
        }
        self.configuration = configuration
        classifier =
            try configuration.understanding.domainClassifier
            ? DomainClassifier.defaultModelURL.map(DomainClassifier.init(contentsOf:)) : nil
        calibrator =
            try configuration.understanding.calibratedConfidence
            ? ConfidenceCalibrator.defaultModelURL.map(ConfidenceCalibrator.init(contentsOf:)) : nil
    }

    // MARK: - Front end

    /// The front end for `purpose`: its enhancers, and for commands the foreground gates (of
    /// commands and of answers) and the uncut retry.
    public func frontEnd(for purpose: Purpose) -> FrontEnd {
        let settings = configuration.frontEnd
        let names = purpose == .commands ? settings.commandEnhancers : settings.transcriptionEnhancers
        // The settings table admits known names only.
        var frontEnd = FrontEnd(
            names.compactMap {
                SpeechEnhancement(
                    name: $0, speex: settings.speex, webrtcNoiseSuppression: settings.webrtcNoiseSuppression,
                    vadTrim: settings.vadTrim, loudnessTrim: settings.loudnessTrim, deepFilter: settings.deepFilter)
            })
        if purpose == .commands {
            if settings.foregroundRangeDB > 0 {
                frontEnd.foregroundGate = ForegroundGate(minimumRangeDB: settings.foregroundRangeDB)
            }
            if settings.answerForegroundRangeDB > 0 {
                frontEnd.answerForegroundGate = ForegroundGate(minimumRangeDB: settings.answerForegroundRangeDB)
            }
            frontEnd.hearsUncutWhenEmpty = settings.uncutRetry
        }
        return frontEnd
    }

    // MARK: - Searches and decoders

    /// The acoustic model files in force.
    public var modelLocation: AcousticModelLocation {
        var location = AcousticModelLocation.standard()
        if let model = configuration.decoder.acousticModel { location.acousticModel = model }
        return location
    }

    /// The search mode for `purpose`; `explicitDefinitions` when the caller named its own intents.
    public func searchMode(for purpose: Purpose, explicitDefinitions: Bool) -> CommandSearchConfiguration.Mode {
        configuration.search.mode(for: purpose, explicitDefinitions: explicitDefinitions)
    }

    /// What a command search is built from: `intents` (nil: the shipped definitions),
    /// `appVocabularies` (nil: the shipped ones) and the user's vocabulary, with the
    /// configuration's search, garbage and answer settings.
    public func searchConfiguration(
        for purpose: Purpose = .commands, intents: [URL]? = nil, appVocabularies: [URL]? = nil,
        userVocabulary: [(type: VocabularyStringType, strings: [String])] = [],
        cacheDirectory: URL = CommandSearchConfiguration.defaultCacheDirectory
    ) throws(ConfigurationError) -> CommandSearchConfiguration {
        let definitions = intents ?? CommandSearchConfiguration.shippedIntentDefinitions
        guard !definitions.isEmpty else {
            throw ConfigurationError(
                "no intent definitions found: name them or set \(ModelsDirectory.environmentVariable)")
        }
        var result = CommandSearchConfiguration(
            model: modelLocation, intentDefinitions: definitions,
            appVocabularies: appVocabularies ?? CommandSearchConfiguration.shippedAppVocabularies,
            userVocabulary: userVocabulary, mode: searchMode(for: purpose, explicitDefinitions: intents != nil),
            cacheDirectory: cacheDirectory, settings: configuration.search)
        var rejection = configuration.answers.rejection
        if !configuration.answers.commandsOverAnswers { rejection.commandOverAnswer = nil }
        result.answerRejection = configuration.answers.rejects ? rejection : nil
        return result
    }

    /// `base` (a prepared search's decoder, or the plain model) with the configuration's decoder
    /// settings on top: its model, beams and flags, and a dictionary or search named in place of
    /// the search's own.
    public func recognizerConfiguration(over base: RecognizerConfiguration) -> RecognizerConfiguration {
        var result = base
        let decoder = configuration.decoder
        if let model = decoder.acousticModel { result.acousticModel = model }
        if let dictionary = decoder.dictionary { result.dictionary = dictionary }
        if let path = decoder.languageModel { result.search = .languageModel(path: path) }
        if let path = decoder.jsgf { result.search = .jsgfGrammar(path: path) }
        if let path = decoder.fsg { result.search = .finiteStateGrammar(path: path) }
        result.beam = decoder.beam ?? result.beam
        result.languageWeight = decoder.languageWeight ?? result.languageWeight
        for flag in decoder.flags {
            let parts = flag.split(separator: "=", maxSplits: 1).map(String.init)
            guard parts.count == 2 else { continue }  // the settings table admits NAME=VALUE only
            result.extraArguments[parts[0].hasPrefix("-") ? parts[0] : "-" + parts[0]] = parts[1]
        }
        return result
    }

    /// The decoder of the acoustic model's general English search, for plain transcription.
    public var generalRecognizerConfiguration: RecognizerConfiguration {
        let location = modelLocation
        return recognizerConfiguration(
            over: RecognizerConfiguration(
                acousticModel: location.acousticModel, dictionary: location.dictionary,
                search: .languageModel(path: location.languageModel)))
    }

    /// A long-lived command decoder for `search` that follows the user's vocabulary, behind the
    /// command front end.
    public func commandRecognizer(
        _ search: CommandSearchConfiguration,
        userVocabulary: @escaping LiveCommandRecognizer.VocabularyReader = { [] }, alternatives: Int = 0
    ) throws -> LiveCommandRecognizer {
        try LiveCommandRecognizer(
            configuration: search, userVocabulary: userVocabulary, alternatives: alternatives,
            frontEnd: frontEnd(for: .commands), decoderSettings: { recognizerConfiguration(over: $0) })
    }

    /// A wake word spotter for `phrase`, with the configuration's threshold and scoring. A
    /// spotter fed a stream chunk by chunk (`streaming`, as Wyoming's `detect` feeds one) never
    /// hears a near miss again, so it is built without the enhancer, whose files it would need
    /// for nothing.
    public func wakeWordSpotter(for phrase: String, streaming: Bool = false) throws -> WakeWordSpotter {
        try WakeWordSpotter(
            phrase: phrase, settings: configuration.wake, model: modelLocation,
            enhancer: configuration.wake.enhancedSecondHearing && !streaming
                ? try DeepFilterEnhancer(configuration.frontEnd.deepFilter) : nil)
    }

    /// A conversation over the stream at `path` (standard input for `-`): its utterances found
    /// as the `stream.*` settings say, woken by the configured wake word or model when there is
    /// one, and answered by `assistant`; `afterTurn` runs after each answered turn.
    public func streamConversation(
        path: String, raw: RawAudioFormat? = nil, realTime: Bool = false, assistant: Assistant,
        afterTurn: @escaping () throws -> Void = {}
    ) throws -> StreamConversation {
        let gate = try wakeWordGate()
        return StreamConversation(
            listener: try StreamListener(
                path: path, raw: raw, settings: streamListenerSettings(realTime: realTime, wakeGated: gate != nil)),
            assistant: assistant, gate: gate, afterTurn: afterTurn)
    }

    /// How a stream is read into utterances, as the configuration's `stream.*` settings say;
    /// `realTime` reads no faster than the audio plays. Behind a wake word gate (`wakeGated`) the
    /// stream is never heard through the enhancer: asleep, the gate hears it plain, and the few
    /// commands said awake are enhanced when heard, which keeps a device listening asleep in a loud
    /// room at the spotter's own cost.
    public func streamListenerSettings(realTime: Bool = false, wakeGated: Bool = false) -> StreamListener.Settings {
        var endpointer = UtteranceEndpointer.Settings()
        endpointer.endSilenceMilliseconds = configuration.stream.endSilenceMilliseconds
        // The denoiser enhances the stream as it is read and hands each utterance's enhanced
        // samples on: only an enhancer that comes first is given those samples.
        let enhancesFirst = configuration.frontEnd.commandEnhancers.first == DeepFilterEnhancer.enhancerName
        return StreamListener.Settings(
            detection: configuration.stream.detection, endpointer: endpointer, realTime: realTime,
            deepFilter: enhancesFirst && !wakeGated ? configuration.frontEnd.deepFilter : nil)
    }

    /// A trained detector of `model`, with the configuration's `wake.modelThreshold` and
    /// `wake.runtimeLibrary`.
    public func trainedWakeWordDetector(_ model: WakeModel) throws(WakeModelError) -> TrainedWakeWordDetector {
        try TrainedWakeWordDetector(
            model: model, threshold: configuration.wake.modelThreshold,
            runtimeLibrary: configuration.wake.runtimeLibrary)
    }

    /// A detector of the configured `wake.model`; nil when none is configured.
    public func trainedWakeWordDetector() throws(WakeModelError) -> TrainedWakeWordDetector? {
        guard let text = configuration.wake.model else { return nil }
        guard let model = WakeModel(text) else {
            throw WakeModelError("\(TrainedWakeWordDetector.modelSetting) must name a model, not \(text)")
        }
        return try trainedWakeWordDetector(model)
    }

    /// A spotter for the configured wake word; nil when none is configured.
    public func wakeWordSpotter() throws -> WakeWordSpotter? {
        try configuration.wake.word.map { try wakeWordSpotter(for: $0) }
    }

    /// The gate a stream wakes through: the configured trained model when one is named, else the
    /// configured word's spotter; nil when neither is, and every utterance is a command.
    public func wakeWordGate() throws -> WakeWordGate? {
        if let detector = try trainedWakeWordDetector() { return WakeWordGate(detector: detector) }
        return try wakeWordSpotter().map { WakeWordGate(spotter: $0) }
    }

    // MARK: - Reading and conversations

    /// Reads transcripts with `parser`, the classifier, the calibrator and the minimum confidence.
    public func understander(_ parser: IntentParser) -> Understander {
        Understander(
            parser: parser, classifier: classifier, calibrator: calibrator,
            minimumConfidence: configuration.understanding.minimumConfidence)
    }

    /// A conversation that hears audio through `recognizer`.
    public func assistant(
        engine: IntentEngine, recognizer: any CommandRecognizing, catalog: ResponseCatalog,
        vocabularyStrings: @escaping (String) -> [String] = { _ in [] }
    ) throws -> Assistant {
        assistant(
            engine: engine, recognizer: recognizer,
            catalogWithAppTemplates: try catalog.adding(appTemplatesFrom: recognizer.parser.definitions),
            vocabularyStrings: vocabularyStrings)
    }

    /// A conversation hearing audio through `recognizer`, replying from a catalog that already
    /// holds the apps' response templates (a device caches one per language, so a server does not
    /// parse them again for every conversation).
    public func assistant(
        engine: IntentEngine, recognizer: any CommandRecognizing, catalogWithAppTemplates catalog: ResponseCatalog,
        vocabularyStrings: @escaping (String) -> [String] = { _ in [] }
    ) -> Assistant {
        let assistant = Assistant(
            engine: engine, recognizer: recognizer, classifier: classifier,
            composer: SpokenReplyComposer(catalog: catalog), vocabularyStrings: vocabularyStrings)
        configure(assistant)
        return assistant
    }

    /// A conversation reading requests with `parser` (typed text, or audio decoded elsewhere).
    public func assistant(
        engine: IntentEngine, parser: IntentParser, catalog: ResponseCatalog,
        vocabularyStrings: @escaping (String) -> [String] = { _ in [] }
    ) throws -> Assistant {
        assistant(
            engine: engine, parser: parser,
            catalogWithAppTemplates: try catalog.adding(appTemplatesFrom: parser.definitions),
            vocabularyStrings: vocabularyStrings)
    }

    /// A conversation reading requests with `parser`, replying from a catalog that already holds
    /// the apps' response templates.
    public func assistant(
        engine: IntentEngine, parser: IntentParser, catalogWithAppTemplates catalog: ResponseCatalog,
        vocabularyStrings: @escaping (String) -> [String] = { _ in [] }
    ) -> Assistant {
        let assistant = Assistant(
            engine: engine, parser: parser, classifier: classifier, composer: SpokenReplyComposer(catalog: catalog),
            vocabularyStrings: vocabularyStrings)
        configure(assistant)
        return assistant
    }

    /// The calibrator, the minimum confidence and the confirmation thresholds (0 turns each off).
    private func configure(_ assistant: Assistant) {
        assistant.calibrator = calibrator
        assistant.minimumConfidence = configuration.understanding.minimumConfidence
        assistant.confirmation = configuration.confirmation
    }
}
