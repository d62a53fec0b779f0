import Foundation
import HarkFrontEnd
import HarkWakeModels

/// One knob of ``HarkConfiguration`` by its profile key (`search.edgeGarbage`): what it means,
/// how to read and write it as text, which values it takes, and the command line's flags that set
/// it. The table ``all`` is what profile files, `hark config show` and the command line's flags
/// share, so a key means one thing everywhere and is checked the same way. Each setting is
/// declared once, as a ``TypedConfigurationSetting`` below (`edgeGarbage`, visible to the package's
/// modules, whose flags are built from it); this is its view as text.
public struct ConfigurationSetting: Sendable {
    /// The profile key: section, a dot, the setting.
    public let key: String
    /// What the value means, in one line.
    public let summary: String
    /// The long name (no dashes) of the command-line flag given the value (`edge-garbage`), or of
    /// a true-or-false setting's flag and its `no-` inversion; nil when no flag takes it.
    public let flag: String?
    /// A flag taking no value that sets the setting to one value, written as text
    /// (`no-edge-garbage` sets `none`); nil when there is none.
    public let switchFlag: (name: String, valueText: String)?
    /// Whether the value is a list, which a profile writes in brackets.
    public let isList: Bool
    fileprivate let read: @Sendable (HarkConfiguration) -> String
    fileprivate let write: @Sendable (inout HarkConfiguration, String) -> String?

    /// The value in `configuration`, as a profile would write it.
    public func text(in configuration: HarkConfiguration) -> String { read(configuration) }

    /// The value in the product's defaults.
    public var defaultText: String { read(HarkConfiguration.defaults) }

    /// Sets the value from `text`; throws the reason ("must be …, not …") when `text` is no such
    /// value. The caller names where the text came from.
    public func set(_ text: String, in configuration: inout HarkConfiguration) throws(ConfigurationError) {
        if let problem = write(&configuration, text) { throw ConfigurationError(problem, value: text) }
    }

    /// The setting of `key`, or nil when there is none.
    public static func named(_ key: String) -> ConfigurationSetting? { all.first { $0.key == key } }
}

/// A setting with the type of its value: its one declaration, and how code sets it with a value
/// rather than text (a flag's parsed argument), checked as a profile's text is.
public struct TypedConfigurationSetting<Value: ConfigurationValue>: Sendable {
    /// The setting as text: its key, summary and flags.
    public let setting: ConfigurationSetting
    /// The value ``ConfigurationSetting/switchFlag`` sets.
    public let switchValue: Value?
    private let path: WritableKeyPath<HarkConfiguration, Value> & Sendable
    private let check: @Sendable (Value) -> String?

    /// The profile key.
    public var key: String { setting.key }

    /// A setting of `path`; `check` says what is wrong with a value, or nil when it is fine, and
    /// `expecting` what a value is. `flag` and `switchFlag` are the command line's (see
    /// ``ConfigurationSetting``).
    init(
        _ key: String, _ path: WritableKeyPath<HarkConfiguration, Value> & Sendable, _ summary: String,
        expecting: String, check: @escaping @Sendable (Value) -> String? = { _ in nil }, flag: String? = nil,
        switchFlag: (name: String, value: Value)? = nil
    ) {
        // Text that parses is never infinite or NaN; a value from code is held to the same.
        let check: @Sendable (Value) -> String? = { value in
            value.isRepresentable ? check(value) : "must be \(expecting)"
        }
        self.path = path
        self.check = check
        switchValue = switchFlag?.value
        setting = ConfigurationSetting(
            key: key, summary: summary, flag: flag,
            switchFlag: switchFlag.map { ($0.name, $0.value.configurationText) }, isList: Value.self == [String].self,
            read: { $0[keyPath: path].configurationText },
            write: { configuration, text in
                guard let value = Value(configurationText: text) else { return "must be \(expecting)" }
                if let problem = check(value) { return problem }
                configuration[keyPath: path] = value
                return nil
            })
    }

    /// Sets `value` in `configuration`; throws the reason as ``ConfigurationSetting/set(_:in:)`` does.
    public func set(_ value: Value, in configuration: inout HarkConfiguration) throws(ConfigurationError) {
        if let problem = check(value) { throw ConfigurationError(problem, value: value.configurationText) }
        configuration[keyPath: path] = value
    }
}

/// A profile or a flag that cannot be applied: the file or key, and why.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, naming the file or flag and the key.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }

    /// "`problem`, not `value`".
    init(_ problem: String, value: String) {
        self.init("\(problem), not \(value.isEmpty ? "nothing" : value)")
    }
}

// Checks shared by several settings.
private func probability(_ value: Double) -> String? {
    value > 0 && value <= 1 ? nil : "must be a probability above 0 and at most 1"
}
private func optionalProbability(_ value: Double?) -> String? { value.flatMap(probability) }
private func zeroToOne(_ value: Double) -> String? { (0...1).contains(value) ? nil : "must be from 0 to 1" }
private func notNegative(_ value: Double) -> String? { value >= 0 ? nil : "must be 0 or more" }
private func optionalNotNegative(_ value: Double?) -> String? { value.flatMap(notNegative) }
private func notNegative(_ value: Int) -> String? { value >= 0 ? nil : "must be 0 or more" }
private func level(_ value: Int) -> String? { (0...3).contains(value) ? nil : "must be 0 to 3" }
private func enhancers(_ names: [String]) -> String? {
    let unknown = names.filter { !SpeechEnhancement.names.contains($0) }
    return unknown.isEmpty
        ? nil
        : "unknown enhancer \(unknown.joined(separator: ", ")) (known: \(SpeechEnhancement.names.joined(separator: ", ")))"
}

extension ConfigurationSetting {
    private static let modes = CommandSearchConfiguration.Mode.allCases.map(\.rawValue).joined(separator: ", ")

    /// Every setting, section by section, in the order `hark config show` prints them: built once.
    public static let all: [ConfigurationSetting] =
        frontEndSettings + searchSettings + answerSettings + understandingSettings + confirmationSettings
        + decoderSettings + wakeSettings + streamSettings

    private static var frontEndSettings: [ConfigurationSetting] {
        [
            commandEnhancers.setting, transcriptionEnhancers.setting, foregroundRangeDB.setting,
            answerForegroundRangeDB.setting, uncutRetry.setting, loudnessTrimThresholdDB.setting,
            loudnessTrimBridgeMilliseconds.setting, loudnessTrimMarginMilliseconds.setting, speexSuppressDB.setting,
            speexAutomaticGainControl.setting, webrtcNoiseSuppressionLevel.setting,
            webrtcNoiseSuppressionHighPassFilter.setting, vadTrimMarginMilliseconds.setting, vadTrimLikelihood.setting,
            deepFilterLibraryPath.setting, deepFilterModelPath.setting, deepFilterAttenuationLimitDB.setting,
            deepFilterPostFilterBeta.setting, deepFilterBelowRangeDB.setting, deepFilterSpeechKeptDB.setting,
        ]
    }

    private static var searchSettings: [ConfigurationSetting] {
        [
            searchMode.setting, definitionsSearchMode.setting, commandSearchMode.setting,
            transcriptionSearchMode.setting, edgeGarbage.setting, edgeGarbageEntry.setting, edgeWords.setting,
            trailingEdgeWords.setting, generalReadingWords.setting, generalReadingRangeDB.setting,
            unknownValue.setting, unknownValueEntry.setting, garbageRejection.setting, garbageRejectionWords.setting,
            garbageRejectionWordProbability.setting, garbageRejectionWordEntry.setting,
            completionPass.setting, completionMargin.setting, wordForWordCompletionPass.setting,
            wordForWordBranchingExponent.setting, wordForWordBeam.setting, wordForWordRejectionWords.setting,
            wordForWordRejectionWordProbability.setting, minimumAcousticFit.setting, unfitWordMargin.setting,
            homeAssistantEntities.setting,
            g2pAlternates.setting, g2pRelativeLikelihood.setting, customVocabulary.setting,
        ]
    }

    private static var answerSettings: [ConfigurationSetting] {
        [
            answerRejects.setting, commandsOverAnswers.setting, answerGarbage.setting, answerGarbageEntry.setting,
            answerGarbageWords.setting, answerGarbageWordProbability.setting, answerSilence.setting,
            answerFiller.setting, answerGarbageAround.setting, answerLowBandUnder.setting,
        ]
    }

    private static var understandingSettings: [ConfigurationSetting] {
        [domainClassifier.setting, calibratedConfidence.setting, minimumConfidence.setting]
    }

    private static var wakeSettings: [ConfigurationSetting] {
        [
            wakeWord.setting, wakeThreshold.setting, wakeScoring.setting, wakeModel.setting, wakeModelThreshold.setting,
            wakeRuntimeLibrary.setting, wakeEnhancedSecondHearing.setting,
        ]
    }

    private static var streamSettings: [ConfigurationSetting] {
        [streamVoiceActivityDetection.setting, streamEndSilenceMilliseconds.setting]
    }

    private static var confirmationSettings: [ConfigurationSetting] {
        [
            confirmNamesBelow.setting, confirmFreeTextBelow.setting, confirmFreeTextNoisierThanDB.setting,
            confirmFreeTextLowBandUnder.setting,
        ]
    }

    private static var decoderSettings: [ConfigurationSetting] {
        [
            acousticModel.setting, dictionary.setting, languageModel.setting, jsgf.setting, fsg.setting, beam.setting,
            languageWeight.setting, decoderFlags.setting,
        ]
    }

    // The front end (frontEnd.*): the enhancers and their settings.

    package static let commandEnhancers = TypedConfigurationSetting(
        "frontEnd.commandEnhancers", \.frontEnd.commandEnhancers,
        "enhancers before a command or answer search, in order", expecting: "a list of enhancer names",
        check: enhancers, flag: "enhance")

    package static let transcriptionEnhancers = TypedConfigurationSetting(
        "frontEnd.transcriptionEnhancers", \.frontEnd.transcriptionEnhancers,
        "enhancers before plain transcription, in order", expecting: "a list of enhancer names",
        check: enhancers)

    package static let foregroundRangeDB = TypedConfigurationSetting(
        "frontEnd.foregroundRangeDB", \.frontEnd.foregroundRangeDB,
        "command searches hear nothing in audio whose loudness range is under this many dB (0: off)",
        expecting: "a number of dB", check: notNegative, flag: "foreground-range-db")

    package static let answerForegroundRangeDB = TypedConfigurationSetting(
        "frontEnd.answerForegroundRangeDB", \.frontEnd.answerForegroundRangeDB,
        "answer searches hear nothing in audio whose loudness range is under this many dB (0: off)",
        expecting: "a number of dB", check: notNegative, flag: "answer-foreground-range-db")

    package static let uncutRetry = TypedConfigurationSetting(
        "frontEnd.uncutRetry", \.frontEnd.uncutRetry,
        "an empty reading of trimmed audio is heard again from the uncut audio", expecting: "true or false",
        switchFlag: ("no-uncut-retry", false))

    package static let loudnessTrimThresholdDB = TypedConfigurationSetting(
        "frontEnd.loudnessTrim.thresholdDB", \.frontEnd.loudnessTrim.thresholdDB,
        "loudness-trim: frames quieter than the loudest 100 ms by more than this are background",
        expecting: "a number of dB", check: { $0 > 0 ? nil : "must be above 0" }, flag: "loudness-threshold-db")

    package static let loudnessTrimBridgeMilliseconds = TypedConfigurationSetting(
        "frontEnd.loudnessTrim.bridgeMilliseconds", \.frontEnd.loudnessTrim.bridgeMilliseconds,
        "loudness-trim: pauses shorter than this inside the speech are kept", expecting: "milliseconds",
        check: notNegative, flag: "loudness-bridge-ms")

    package static let loudnessTrimMarginMilliseconds = TypedConfigurationSetting(
        "frontEnd.loudnessTrim.marginMilliseconds", \.frontEnd.loudnessTrim.marginMilliseconds,
        "loudness-trim: milliseconds kept before and after the speech", expecting: "milliseconds",
        check: notNegative, flag: "loudness-margin-ms")

    package static let speexSuppressDB = TypedConfigurationSetting(
        "frontEnd.speex.suppressDB", \.frontEnd.speex.suppressDB,
        "speex: most noise attenuation in dB, 0 or less", expecting: "a whole number of dB",
        check: { $0 <= 0 ? nil : "must be 0 or negative, e.g. -15" }, flag: "speex-suppress-db")

    package static let speexAutomaticGainControl = TypedConfigurationSetting(
        "frontEnd.speex.automaticGainControl", \.frontEnd.speex.automaticGainControl,
        "speex: automatic gain control", expecting: "true or false", switchFlag: ("speex-agc", true))

    package static let webrtcNoiseSuppressionLevel = TypedConfigurationSetting(
        "frontEnd.webrtcNoiseSuppression.level", \.frontEnd.webrtcNoiseSuppression.level,
        "webrtc-ns: suppression level 0-3 (low, moderate, high, very high)", expecting: "0 to 3", check: level,
        flag: "webrtc-ns-level")

    package static let webrtcNoiseSuppressionHighPassFilter = TypedConfigurationSetting(
        "frontEnd.webrtcNoiseSuppression.highPassFilter", \.frontEnd.webrtcNoiseSuppression.highPassFilter,
        "webrtc-ns: the high-pass filter before suppression", expecting: "true or false", flag: "webrtc-hpf")

    package static let vadTrimMarginMilliseconds = TypedConfigurationSetting(
        "frontEnd.vadTrim.marginMilliseconds", \.frontEnd.vadTrim.marginMilliseconds,
        "webrtc-vad-trim: milliseconds kept before the first and after the last speech",
        expecting: "milliseconds", check: notNegative, flag: "vad-trim-margin-ms")

    package static let vadTrimLikelihood = TypedConfigurationSetting(
        "frontEnd.vadTrim.likelihood", \.frontEnd.vadTrim.likelihood,
        "webrtc-vad-trim: detector likelihood 0-3; higher calls more frames speech", expecting: "0 to 3",
        check: level, flag: "vad-likelihood")

    package static let deepFilterLibraryPath = TypedConfigurationSetting(
        DeepFilterEnhancer.librarySetting, \.frontEnd.deepFilter.libraryPath,
        "deepfilter: libdeepfilter.so (none: \(DeepFilterEnhancer.Settings.libraryFile) in the models folder)",
        expecting: "a path or none")

    package static let deepFilterModelPath = TypedConfigurationSetting(
        DeepFilterEnhancer.modelSetting, \.frontEnd.deepFilter.modelPath,
        "deepfilter: the DeepFilterNet3 model (none: \(DeepFilterEnhancer.Settings.modelFile) in the models folder)",
        expecting: "a path or none")

    package static let deepFilterAttenuationLimitDB = TypedConfigurationSetting(
        "frontEnd.deepFilter.attenuationLimitDB", \.frontEnd.deepFilter.attenuationLimitDB,
        "deepfilter: the most noise attenuation in dB (100 or more: no limit)", expecting: "a number of dB",
        check: { $0 > 0 ? nil : "must be above 0" })

    package static let deepFilterPostFilterBeta = TypedConfigurationSetting(
        "frontEnd.deepFilter.postFilterBeta", \.frontEnd.deepFilter.postFilterBeta,
        "deepfilter: post-filter strength (0: off)", expecting: "a number from 0 to 1", check: zeroToOne)

    package static let deepFilterBelowRangeDB = TypedConfigurationSetting(
        "frontEnd.deepFilter.belowRangeDB", \.frontEnd.deepFilter.belowRangeDB,
        "deepfilter: runs only on audio whose loudness range is under this many dB (0: always)",
        expecting: "a number of dB", check: notNegative)

    package static let deepFilterSpeechKeptDB = TypedConfigurationSetting(
        "frontEnd.deepFilter.speechKeptDB", \.frontEnd.deepFilter.speechKeptDB,
        "deepfilter: where the plain reading is empty, its reading stands when its output's loudest frames "
            + "are within this many dB of the input's (none: never)",
        expecting: "a number of dB or none")

    // The search (search.*): what the decoder searches and its garbage paths.

    package static let searchMode = TypedConfigurationSetting(
        "search.mode", \.search.mode, "the search for every purpose (none: each purpose's default)",
        expecting: "none or one of \(modes)", flag: "search")

    package static let definitionsSearchMode = TypedConfigurationSetting(
        "search.definitionsMode", \.search.definitionsMode, "the search when intent definitions are named",
        expecting: "one of \(modes)")

    package static let commandSearchMode = TypedConfigurationSetting(
        "search.commandMode", \.search.commandMode, "the search of requests with the shipped definitions",
        expecting: "one of \(modes)")

    package static let transcriptionSearchMode = TypedConfigurationSetting(
        "search.transcriptionMode", \.search.transcriptionMode,
        "the search of plain transcription with the shipped definitions", expecting: "one of \(modes)")

    package static let edgeGarbage = TypedConfigurationSetting(
        "search.edgeGarbage", \.search.edgeGarbage,
        "per-phone probability of the garbage loops around a word graph's sentences (none: no loops)",
        expecting: "a probability or none", check: optionalProbability, flag: "edge-garbage",
        switchFlag: ("no-edge-garbage", nil))

    package static let edgeGarbageEntry = TypedConfigurationSetting(
        "search.edgeGarbageEntry", \.search.edgeGarbageEntry,
        "probability of starting a garbage stretch at a sentence's edge", expecting: "a probability",
        check: probability, flag: "edge-garbage-entry")

    package static let edgeWords = TypedConfigurationSetting(
        "search.edgeWords", \.search.edgeWords,
        "probability of each harmless or meaning-changing word heard before a word graph's sentences "
            + "(none: garbage phones alone)",
        expecting: "a probability or none", check: optionalProbability)

    package static let trailingEdgeWords = TypedConfigurationSetting(
        "search.trailingEdgeWords", \.search.trailingEdgeWords,
        "the same after a word graph's sentences (none: garbage phones alone)",
        expecting: "a probability or none", check: optionalProbability)

    package static let generalReadingWords = TypedConfigurationSetting(
        "search.generalReadingWords", \.search.generalReadingWords,
        "how many of the general language model's most likely words a second, general reading of each command "
            + "hears; a meaning-changing word it hears that the command's reading lacks keeps the request from "
            + "being acted on (0: no general reading)",
        expecting: "a whole number", check: notNegative)

    package static let generalReadingRangeDB = TypedConfigurationSetting(
        "search.generalReadingRangeDB", \.search.generalReadingRangeDB,
        "how far below the command's words, in dB, a word of the general reading may be said and still count "
            + "as the speaker's (none: every word)",
        expecting: "decibels or none", check: optionalNotNegative)

    package static let unknownValue = TypedConfigurationSetting(
        "search.unknownValue", \.search.unknownValue,
        "per-phone probability of a word graph's way out of each closed slot's list (none: no way out)",
        expecting: "a probability or none", check: optionalProbability)

    package static let unknownValueEntry = TypedConfigurationSetting(
        "search.unknownValueEntry", \.search.unknownValueEntry,
        "probability of taking that way out instead of a listed value", expecting: "a probability",
        check: probability)

    package static let garbageRejection = TypedConfigurationSetting(
        "search.garbageRejection", \.search.garbageRejection,
        "probability of a word graph hearing garbage alone, no sentence (none: no rejection path)",
        expecting: "a probability or none", check: optionalProbability, flag: "garbage-rejection")

    package static let garbageRejectionWords = TypedConfigurationSetting(
        "search.garbageRejectionWords", \.search.garbageRejectionWords,
        "common English words the rejection path may also take (0: phones alone; for sentences said word for "
            + "word: search.wordForWordRejectionWords)",
        expecting: "a whole number", check: notNegative, flag: "garbage-rejection-words")

    package static let garbageRejectionWordProbability = TypedConfigurationSetting(
        "search.garbageRejectionWordProbability", \.search.garbageRejectionWordProbability,
        "probability of each such word on the rejection path", expecting: "a probability", check: probability,
        flag: "garbage-rejection-word-probability")

    package static let garbageRejectionWordEntry = TypedConfigurationSetting(
        "search.garbageRejectionWordEntry", \.search.garbageRejectionWordEntry,
        "probability of entering those words on the rejection path", expecting: "a probability",
        check: probability, flag: "garbage-rejection-word-entry")

    package static let completionPass = TypedConfigurationSetting(
        "search.completionPass", \.search.completionPass,
        "a reading that ends in garbage is decoded again without the trailing loop (for sentences said word for "
            + "word: search.wordForWordCompletionPass)", expecting: "true or false",
        switchFlag: ("no-completion-pass", false))

    package static let wordForWordCompletionPass = TypedConfigurationSetting(
        "search.wordForWordCompletionPass", \.search.wordForWordCompletionPass,
        "the completion pass for sentences said word for word, as Home Assistant's", expecting: "true or false")

    package static let wordForWordBranchingExponent = TypedConfigurationSetting(
        "search.wordForWordBranchingExponent", \.search.wordForWordBranchingExponent,
        "in a word graph of sentences said word for word, each of a state's n words weighs n^-this (1: uniform)",
        expecting: "a number", check: notNegative)

    package static let wordForWordBeam = TypedConfigurationSetting(
        "search.wordForWordBeam", \.search.wordForWordBeam,
        "the word-exit beam of a word graph of sentences said word for word", expecting: "a probability",
        check: probability)

    package static let wordForWordRejectionWords = TypedConfigurationSetting(
        "search.wordForWordRejectionWords", \.search.wordForWordRejectionWords,
        "how many common English words the rejection path of sentences said word for word takes (0: phones alone)",
        expecting: "a whole number", check: notNegative)

    package static let wordForWordRejectionWordProbability = TypedConfigurationSetting(
        "search.wordForWordRejectionWordProbability", \.search.wordForWordRejectionWordProbability,
        "probability of each such word on that rejection path", expecting: "a probability", check: probability)

    package static let completionMargin = TypedConfigurationSetting(
        "search.completionMargin", \.search.completionMargin,
        "how much better per second of trailing garbage the completion pass's path must score to be kept "
            + "(none: keep any whole sentence it finds)",
        expecting: "a number or none", check: optionalNotNegative)

    package static let minimumAcousticFit = TypedConfigurationSetting(
        "search.minimumAcousticFit", \.search.minimumAcousticFit,
        "hear nothing when a command fits the audio worse than this acoustic score per frame, e.g. -69 (none: no test)",
        expecting: "a negative score or none",
        check: { $0.map { $0 < 0 ? nil : "must be below 0" } ?? nil }, flag: "minimum-acoustic-fit")

    package static let unfitWordMargin = TypedConfigurationSetting(
        "search.unfitWordMargin", \.search.unfitWordMargin,
        "refuse a grammar's reading when a word of it fits the audio worse than the reading's median word by "
            + "more than this acoustic score per frame: the grammar forced it where another word was said "
            + "(none: no test)",
        expecting: "a score or none", check: optionalNotNegative)

    package static let homeAssistantEntities = TypedConfigurationSetting(
        "search.homeAssistantEntities", \.search.homeAssistantEntities,
        "YAML file of the entity, area and floor names filling Home Assistant's templates (none: no names)",
        expecting: "a file or none", flag: "entities")

    package static let g2pAlternates = TypedConfigurationSetting(
        "search.g2pAlternates", \.search.g2pAlternates,
        "most pronunciations the G2P model gives a word no dictionary knows", expecting: "a whole number",
        check: { $0 >= 1 ? nil : "must be 1 or more" }, flag: "g2p-alternates")

    package static let g2pRelativeLikelihood = TypedConfigurationSetting(
        "search.g2pRelativeLikelihood", \.search.g2pRelativeLikelihood,
        "G2P pronunciations less likely than the best by more than this factor are dropped",
        expecting: "a number", check: { $0 >= 1 ? nil : "must be 1 or more" }, flag: "g2p-relative-likelihood")

    package static let customVocabulary = TypedConfigurationSetting(
        "search.customVocabulary", \.search.customVocabulary,
        "app and user vocabulary, hints and G2P in the dictionary (false: CMUdict alone)",
        expecting: "true or false", switchFlag: ("without-custom-vocabulary", false))

    // Answer searches (answers.*).

    package static let answerRejects = TypedConfigurationSetting(
        "answers.rejects", \.answers.rejects,
        "answer searches can hear that what was said is no answer", expecting: "true or false",
        switchFlag: ("no-answer-rejection", false))

    package static let commandsOverAnswers = TypedConfigurationSetting(
        "answers.commandsOverAnswers", \.answers.commandsOverAnswers,
        "a whole command heard at a question replaces the question", expecting: "true or false",
        switchFlag: ("no-commands-over-answers", false))

    package static let answerGarbage = TypedConfigurationSetting(
        "answers.garbage", \.answers.rejection.phoneProbability,
        "per-phone probability of the garbage path competing with answers", expecting: "a probability",
        check: probability, flag: "answer-garbage")

    package static let answerGarbageEntry = TypedConfigurationSetting(
        "answers.garbageEntry", \.answers.rejection.entryProbability,
        "probability of the first phone of the answers' garbage path", expecting: "a probability",
        check: probability, flag: "answer-garbage-entry")

    package static let answerGarbageWords = TypedConfigurationSetting(
        "answers.garbageWords", \.answers.rejection.rejectionWordCount,
        "common English words the answers' garbage path may also take (0: phones alone)",
        expecting: "a whole number", check: notNegative, flag: "answer-garbage-words")

    package static let answerGarbageWordProbability = TypedConfigurationSetting(
        "answers.garbageWordProbability", \.answers.rejection.wordProbability,
        "probability of each such word", expecting: "a probability", check: probability,
        flag: "answer-garbage-word-probability")

    package static let answerSilence = TypedConfigurationSetting(
        "answers.silence", \.answers.rejection.silenceProbability,
        "probability of a silence at each state of an answer search", expecting: "a probability",
        check: probability, flag: "answer-silence")

    package static let answerFiller = TypedConfigurationSetting(
        "answers.filler", \.answers.rejection.fillerProbability,
        "probability of a noise filler at each state of an answer search", expecting: "a probability",
        check: probability, flag: "answer-filler")

    package static let answerGarbageAround = TypedConfigurationSetting(
        "answers.garbageAround", \.answers.rejection.surroundsAnswers,
        "garbage may also come before and after an answer (\"uh, yes\")", expecting: "true or false",
        switchFlag: ("answer-garbage-around", true))

    package static let answerLowBandUnder = TypedConfigurationSetting(
        "answers.lowBandUnder", \.answers.rejection.minimumLowBandShare,
        "reject an answer in audio whose loudest frames hold less of their energy below 1 kHz (none: never)",
        expecting: "a share from 0 to 1 or none", check: { $0.flatMap(zeroToOne) }, flag: "answer-low-band-under")

    // Understanding (understanding.*).

    package static let domainClassifier = TypedConfigurationSetting(
        "understanding.domainClassifier", \.understanding.domainClassifier,
        "route with the statistical domain classifier too", expecting: "true or false",
        switchFlag: ("no-domain-classifier", false))

    package static let calibratedConfidence = TypedConfigurationSetting(
        "understanding.calibratedConfidence", \.understanding.calibratedConfidence,
        "report the calibrated probability of being right, not the parser's own confidence",
        expecting: "true or false", switchFlag: ("raw-confidence", false))

    package static let minimumConfidence = TypedConfigurationSetting(
        "understanding.minimumConfidence", \.understanding.minimumConfidence,
        "a reading less likely than this is not understood (none: every reading)",
        expecting: "a probability from 0 to 1 or none", check: { $0.flatMap(zeroToOne) }, flag: "minimum-confidence")

    // The wake word (wake.*).

    package static let wakeWord = TypedConfigurationSetting(
        "wake.word", \.wake.word,
        "the wake word listen waits for before each command (none: acts on every utterance)",
        expecting: "a phrase or none",
        check: { $0.map { $0.contains(where: \.isLetter) ? nil : "must hold a word" } ?? nil }, flag: "wake-word")

    package static let wakeThreshold = TypedConfigurationSetting(
        "wake.threshold", \.wake.threshold, "the least wake word spotter score that wakes",
        expecting: "a number", flag: "wake-threshold")

    package static let wakeScoring = TypedConfigurationSetting(
        "wake.scoring", \.wake.scoring, "how the wake word spotter scores a stretch",
        expecting: WakeWordSettings.Scoring.allCases.map(\.rawValue).joined(separator: " or "), flag: "wake-scoring")

    package static let wakeModel = TypedConfigurationSetting(
        TrainedWakeWordDetector.modelSetting, \.wake.model,
        "a trained wake word model listen wakes with instead of the word: a NAME installed beside "
            + "wake.runtimeLibrary (alexa, hey_jarvis, hey_mycroft, hey_rhasspy, okay_nabu) or a FILE.tflite (none: the word)",
        expecting: "a model's name, a .tflite file or none",
        check: { $0.map { WakeModel($0) == nil ? "must name a model" : nil } ?? nil }, flag: "wake-model")

    package static let wakeModelThreshold = TypedConfigurationSetting(
        "wake.modelThreshold", \.wake.modelThreshold, "a trained wake word model's score above this wakes",
        expecting: "a number above 0 and below 1", check: { $0 > 0 && $0 < 1 ? nil : "must be above 0 and below 1" },
        flag: "wake-model-threshold")

    package static let wakeEnhancedSecondHearing = TypedConfigurationSetting(
        "wake.enhancedSecondHearing", \.wake.enhancedSecondHearing,
        "a stretch the wake word verifier heard but did not wake on is heard again through frontEnd.deepFilter",
        expecting: "true or false", switchFlag: ("no-wake-enhanced-second-hearing", false))

    package static let wakeRuntimeLibrary = TypedConfigurationSetting(
        TrainedWakeWordDetector.librarySetting, \.wake.runtimeLibrary,
        "trained wake word models: TensorFlow Lite's libtensorflowlite_c.so, the models beside it "
            + "(none: \(TrainedWakeWordDetector.libraryFile) in the models folder)",
        expecting: "a path or none")

    // Streams (stream.*).

    package static let streamVoiceActivityDetection = TypedConfigurationSetting(
        "stream.vad", \.stream.detection, "the voice activity detector that finds a stream's utterances",
        expecting: VoiceActivityDetection.allCases.map(\.rawValue).joined(separator: " or "), flag: "vad")

    package static let streamEndSilenceMilliseconds = TypedConfigurationSetting(
        "stream.endSilenceMs", \.stream.endSilenceMilliseconds,
        "non-speech that ends an utterance, in milliseconds", expecting: "a whole number of milliseconds",
        check: { $0 >= 100 ? nil : "must be at least 100" }, flag: "end-silence-ms")

    // Confirmations (confirmation.*).

    package static let confirmNamesBelow = TypedConfigurationSetting(
        "confirmation.namesBelow", \.confirmation.namesBelow,
        "confirm a name heard with less confidence than this (\"Did you mean Kiki?\"; 0: never; above 1: always)",
        expecting: "a number", check: notNegative, flag: "confirm-names-below")

    package static let confirmFreeTextBelow = TypedConfigurationSetting(
        "confirmation.freeTextBelow", \.confirmation.freeTextBelow,
        "read back free text (a message) heard with less confidence than this (\"Did you say …?\"; 0: never; above 1: always)",
        expecting: "a number", check: notNegative, flag: "confirm-free-text-below")

    package static let confirmFreeTextNoisierThanDB = TypedConfigurationSetting(
        "confirmation.freeTextNoisierThanDB", \.confirmation.freeTextNoisierThanDB,
        "also read back free text whose speech stands less than this many dB above its quiet frames (0: never)",
        expecting: "a number of dB", check: notNegative, flag: "confirm-free-text-noisier-than")

    package static let confirmFreeTextLowBandUnder = TypedConfigurationSetting(
        "confirmation.freeTextLowBandUnder", \.confirmation.freeTextLowBandUnder,
        "also read back free text in audio whose loudest frames hold less of their energy below 1 kHz (0: never)",
        expecting: "a share from 0 to 1", check: zeroToOne, flag: "confirm-free-text-low-band-under")

    // The decoder (decoder.*), PocketSphinx's flags.

    package static let acousticModel = TypedConfigurationSetting(
        "decoder.acousticModel", \.decoder.acousticModel,
        "acoustic model folder, PocketSphinx -hmm (none: the standard en-us model)", expecting: "a folder",
        flag: "model")

    package static let dictionary = TypedConfigurationSetting(
        "decoder.dictionary", \.decoder.dictionary,
        "pronouncing dictionary in place of the search's own, -dict (none: the search's)", expecting: "a file",
        flag: "dict")

    package static let languageModel = TypedConfigurationSetting(
        "decoder.languageModel", \.decoder.languageModel,
        "n-gram language model (ARPA or binary) searched in place of the search's own, -lm (none: the search's)",
        expecting: "a file", flag: "lm")

    package static let jsgf = TypedConfigurationSetting(
        "decoder.jsgf", \.decoder.jsgf,
        "JSGF grammar searched in place of the search's own, -jsgf (none: the search's)", expecting: "a file",
        flag: "jsgf")

    package static let fsg = TypedConfigurationSetting(
        "decoder.fsg", \.decoder.fsg,
        "Sphinx FSG grammar searched in place of the search's own, -fsg (none: the search's)",
        expecting: "a file", flag: "fsg")

    package static let beam = TypedConfigurationSetting(
        "decoder.beam", \.decoder.beam, "main pruning beam, -beam, e.g. 1e-48 (none: the decoder's own)",
        expecting: "a number or none",
        check: { $0.flatMap { $0 > 0 && $0 < 1 ? nil : "must be between 0 and 1" } }, flag: "beam")

    package static let languageWeight = TypedConfigurationSetting(
        "decoder.languageWeight", \.decoder.languageWeight, "language weight, -lw (none: the search's own)",
        expecting: "a number or none", check: { $0.flatMap { $0 > 0 ? nil : "must be above 0" } }, flag: "lw")

    package static let decoderFlags = TypedConfigurationSetting(
        "decoder.flags", \.decoder.flags,
        "further PocketSphinx flags as NAME=VALUE, e.g. -pip=1.5, passed unchecked",
        expecting: "a list of NAME=VALUE",
        check: { flags in
            flags.allSatisfy { $0.split(separator: "=", maxSplits: 1).count == 2 }
                ? nil : "each flag must be NAME=VALUE, e.g. -pip=1.5"
        }, flag: "decoder-flag")
}
