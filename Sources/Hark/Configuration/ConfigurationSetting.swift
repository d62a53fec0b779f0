import Foundation
import HarkFrontEnd

/// One knob of ``HarkConfiguration`` by its profile key (`search.edgeGarbage`): what it means,
/// how to read and write it as text, and which values it takes. The table ``all`` is what profile
/// files, `hark config show` and the command line's flags share, so a key means one thing
/// everywhere and is checked the same way.
public struct ConfigurationSetting: Sendable {
    /// The profile key: section, a dot, the setting.
    public let key: String
    /// What the value means, in one line.
    public let summary: String
    private let read: @Sendable (HarkConfiguration) -> String
    private let write: @Sendable (inout HarkConfiguration, String) -> String?

    /// The value in `configuration`, as a profile would write it.
    public func text(in configuration: HarkConfiguration) -> String { read(configuration) }

    /// The value in the product's defaults.
    public var defaultText: String { read(HarkConfiguration()) }

    /// Sets the value from `text`; throws the reason ("must be …, not …") when `text` is no such
    /// value. The caller names where the text came from.
    public func set(_ text: String, in configuration: inout HarkConfiguration) throws(ConfigurationError) {
        if let problem = write(&configuration, text) {
            throw ConfigurationError("\(problem), not \(text.isEmpty ? "nothing" : text)")
        }
    }

    /// A setting of `path`; `check` says what is wrong with a value, or nil when it is fine.
    static func value<Value: ConfigurationValue>(
        _ key: String, _ path: WritableKeyPath<HarkConfiguration, Value> & Sendable, _ summary: String,
        expecting: String, check: @escaping @Sendable (Value) -> String? = { _ in nil }
    ) -> ConfigurationSetting {
        ConfigurationSetting(
            key: key, summary: summary, read: { $0[keyPath: path].configurationText },
            write: { configuration, text in
                guard let value = Value(configurationText: text) else { return "must be \(expecting)" }
                if let problem = check(value) { return problem }
                configuration[keyPath: path] = value
                return nil
            })
    }

    /// The setting of `key`, or nil when there is none.
    public static func named(_ key: String) -> ConfigurationSetting? { all.first { $0.key == key } }
}

/// A profile or a flag that cannot be applied: the file or key, and why.
public struct ConfigurationError: Error, CustomStringConvertible, Equatable {
    /// What is wrong, naming the file or flag and the key.
    public let description: String
    /// An error saying `description`.
    public init(_ description: String) { self.description = description }
}

// Checks shared by several settings.
private func probability(_ value: Double) -> String? {
    value > 0 && value <= 1 ? nil : "must be a probability above 0 and at most 1"
}
private func optionalProbability(_ value: Double?) -> String? { value.flatMap(probability) }
private func zeroToOne(_ value: Double) -> String? { (0...1).contains(value) ? nil : "must be from 0 to 1" }
private func notNegative(_ value: Double) -> String? { value >= 0 ? nil : "must be 0 or more" }
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
            .value(
                "frontEnd.commandEnhancers", \.frontEnd.commandEnhancers,
                "enhancers before a command or answer search, in order", expecting: "a list of enhancer names",
                check: enhancers),
            .value(
                "frontEnd.transcriptionEnhancers", \.frontEnd.transcriptionEnhancers,
                "enhancers before plain transcription, in order", expecting: "a list of enhancer names",
                check: enhancers),
            .value(
                "frontEnd.foregroundRangeDB", \.frontEnd.foregroundRangeDB,
                "command searches hear nothing in audio whose loudness range is under this many dB (0: off)",
                expecting: "a number of dB", check: notNegative),
            .value(
                "frontEnd.answerForegroundRangeDB", \.frontEnd.answerForegroundRangeDB,
                "answer searches hear nothing in audio whose loudness range is under this many dB (0: off)",
                expecting: "a number of dB", check: notNegative),
            .value(
                "frontEnd.uncutRetry", \.frontEnd.uncutRetry,
                "an empty reading of trimmed audio is heard again from the uncut audio", expecting: "true or false"),
            .value(
                "frontEnd.loudnessTrim.thresholdDB", \.frontEnd.loudnessTrim.thresholdDB,
                "loudness-trim: frames quieter than the loudest 100 ms by more than this are background",
                expecting: "a number of dB", check: { $0 > 0 ? nil : "must be above 0" }),
            .value(
                "frontEnd.loudnessTrim.bridgeMilliseconds", \.frontEnd.loudnessTrim.bridgeMilliseconds,
                "loudness-trim: pauses shorter than this inside the speech are kept", expecting: "milliseconds",
                check: notNegative),
            .value(
                "frontEnd.loudnessTrim.marginMilliseconds", \.frontEnd.loudnessTrim.marginMilliseconds,
                "loudness-trim: milliseconds kept before and after the speech", expecting: "milliseconds",
                check: notNegative),
            .value(
                "frontEnd.speex.suppressDB", \.frontEnd.speex.suppressDB,
                "speex: most noise attenuation in dB, 0 or less", expecting: "a whole number of dB",
                check: { $0 <= 0 ? nil : "must be 0 or negative, e.g. -15" }),
            .value(
                "frontEnd.speex.automaticGainControl", \.frontEnd.speex.automaticGainControl,
                "speex: automatic gain control", expecting: "true or false"),
            .value(
                "frontEnd.webrtcNoiseSuppression.level", \.frontEnd.webrtcNoiseSuppression.level,
                "webrtc-ns: suppression level 0-3 (low, moderate, high, very high)", expecting: "0 to 3", check: level),
            .value(
                "frontEnd.webrtcNoiseSuppression.highPassFilter", \.frontEnd.webrtcNoiseSuppression.highPassFilter,
                "webrtc-ns: the high-pass filter before suppression", expecting: "true or false"),
            .value(
                "frontEnd.vadTrim.marginMilliseconds", \.frontEnd.vadTrim.marginMilliseconds,
                "webrtc-vad-trim: milliseconds kept before the first and after the last speech",
                expecting: "milliseconds", check: notNegative),
            .value(
                "frontEnd.vadTrim.likelihood", \.frontEnd.vadTrim.likelihood,
                "webrtc-vad-trim: detector likelihood 0-3; higher calls more frames speech", expecting: "0 to 3",
                check: level),
            .value(
                DeepFilterEnhancer.librarySetting, \.frontEnd.deepFilter.libraryPath,
                "deepfilter: libdeepfilter.so (none: \(DeepFilterEnhancer.Settings.libraryFile) in the models folder)",
                expecting: "a path or none"),
            .value(
                DeepFilterEnhancer.modelSetting, \.frontEnd.deepFilter.modelPath,
                "deepfilter: the DeepFilterNet3 model (none: \(DeepFilterEnhancer.Settings.modelFile) in the models folder)",
                expecting: "a path or none"),
            .value(
                "frontEnd.deepFilter.attenuationLimitDB", \.frontEnd.deepFilter.attenuationLimitDB,
                "deepfilter: the most noise attenuation in dB (100 or more: no limit)", expecting: "a number of dB",
                check: { $0 > 0 ? nil : "must be above 0" }),
            .value(
                "frontEnd.deepFilter.postFilterBeta", \.frontEnd.deepFilter.postFilterBeta,
                "deepfilter: post-filter strength (0: off)", expecting: "a number from 0 to 1", check: zeroToOne),
            .value(
                "frontEnd.deepFilter.belowRangeDB", \.frontEnd.deepFilter.belowRangeDB,
                "deepfilter: runs only on audio whose loudness range is under this many dB (0: always)",
                expecting: "a number of dB", check: notNegative),
            .value(
                "frontEnd.deepFilter.speechKeptDB", \.frontEnd.deepFilter.speechKeptDB,
                "deepfilter: where the plain reading is empty, its reading stands when its output's loudest frames "
                    + "are within this many dB of the input's (none: never)",
                expecting: "a number of dB or none"),
        ]
    }

    private static var searchSettings: [ConfigurationSetting] {
        [
            .value(
                "search.mode", \.search.mode, "the search for every purpose (none: each purpose's default)",
                expecting: "none or one of \(modes)"),
            .value(
                "search.definitionsMode", \.search.definitionsMode, "the search when intent definitions are named",
                expecting: "one of \(modes)"),
            .value(
                "search.commandMode", \.search.commandMode, "the search of requests with the shipped definitions",
                expecting: "one of \(modes)"),
            .value(
                "search.transcriptionMode", \.search.transcriptionMode,
                "the search of plain transcription with the shipped definitions", expecting: "one of \(modes)"),
            .value(
                "search.edgeGarbage", \.search.edgeGarbage,
                "per-phone probability of the garbage loops around a word graph's sentences (none: no loops)",
                expecting: "a probability or none", check: optionalProbability),
            .value(
                "search.edgeGarbageEntry", \.search.edgeGarbageEntry,
                "probability of starting a garbage stretch at a sentence's edge", expecting: "a probability",
                check: probability),
            .value(
                "search.edgeWords", \.search.edgeWords,
                "probability of each harmless or meaning-changing word heard before a word graph's sentences "
                    + "(none: garbage phones alone)",
                expecting: "a probability or none", check: optionalProbability),
            .value(
                "search.trailingEdgeWords", \.search.trailingEdgeWords,
                "the same after a word graph's sentences (none: garbage phones alone)",
                expecting: "a probability or none", check: optionalProbability),
            .value(
                "search.unknownValue", \.search.unknownValue,
                "per-phone probability of a word graph's way out of each closed slot's list (none: no way out)",
                expecting: "a probability or none", check: optionalProbability),
            .value(
                "search.unknownValueEntry", \.search.unknownValueEntry,
                "probability of taking that way out instead of a listed value", expecting: "a probability",
                check: probability),
            .value(
                "search.garbageRejection", \.search.garbageRejection,
                "probability of a word graph hearing garbage alone, no sentence (none: no rejection path)",
                expecting: "a probability or none", check: optionalProbability),
            .value(
                "search.garbageRejectionWords", \.search.garbageRejectionWords,
                "common English words the rejection path may also take (0: phones alone)",
                expecting: "a whole number", check: notNegative),
            .value(
                "search.garbageRejectionWordProbability", \.search.garbageRejectionWordProbability,
                "probability of each such word on the rejection path", expecting: "a probability", check: probability),
            .value(
                "search.garbageRejectionWordEntry", \.search.garbageRejectionWordEntry,
                "probability of entering those words on the rejection path", expecting: "a probability",
                check: probability),
            .value(
                "search.completionPass", \.search.completionPass,
                "a reading that ends in garbage is decoded again without the trailing loop", expecting: "true or false"
            ),
            .value(
                "search.completionMargin", \.search.completionMargin,
                "how much better per second of trailing garbage the completion pass's path must score to be kept",
                expecting: "a number", check: notNegative),
            .value(
                "search.minimumAcousticFit", \.search.minimumAcousticFit,
                "hear nothing when a command fits the audio worse than this acoustic score per frame, e.g. -69 (none: no test)",
                expecting: "a negative score or none",
                check: { $0.map { $0 < 0 ? nil : "must be below 0" } ?? nil }),
            .value(
                "search.homeAssistantEntities", \.search.homeAssistantEntities,
                "YAML file of the entity, area and floor names filling Home Assistant's templates (none: no names)",
                expecting: "a file or none"),
            .value(
                "search.g2pAlternates", \.search.g2pAlternates,
                "most pronunciations the G2P model gives a word no dictionary knows", expecting: "a whole number",
                check: { $0 >= 1 ? nil : "must be 1 or more" }),
            .value(
                "search.g2pRelativeLikelihood", \.search.g2pRelativeLikelihood,
                "G2P pronunciations less likely than the best by more than this factor are dropped",
                expecting: "a number", check: { $0 >= 1 ? nil : "must be 1 or more" }),
            .value(
                "search.customVocabulary", \.search.customVocabulary,
                "app and user vocabulary, hints and G2P in the dictionary (false: CMUdict alone)",
                expecting: "true or false"),
        ]
    }

    private static var answerSettings: [ConfigurationSetting] {
        [
            .value(
                "answers.rejects", \.answers.rejects,
                "answer searches can hear that what was said is no answer", expecting: "true or false"),
            .value(
                "answers.commandsOverAnswers", \.answers.commandsOverAnswers,
                "a whole command heard at a question replaces the question", expecting: "true or false"),
            .value(
                "answers.garbage", \.answers.rejection.phoneProbability,
                "per-phone probability of the garbage path competing with answers", expecting: "a probability",
                check: probability),
            .value(
                "answers.garbageEntry", \.answers.rejection.entryProbability,
                "probability of the first phone of the answers' garbage path", expecting: "a probability",
                check: probability),
            .value(
                "answers.garbageWords", \.answers.rejection.rejectionWordCount,
                "common English words the answers' garbage path may also take (0: phones alone)",
                expecting: "a whole number", check: notNegative),
            .value(
                "answers.garbageWordProbability", \.answers.rejection.wordProbability,
                "probability of each such word", expecting: "a probability", check: probability),
            .value(
                "answers.silence", \.answers.rejection.silenceProbability,
                "probability of a silence at each state of an answer search", expecting: "a probability",
                check: probability),
            .value(
                "answers.filler", \.answers.rejection.fillerProbability,
                "probability of a noise filler at each state of an answer search", expecting: "a probability",
                check: probability),
            .value(
                "answers.garbageAround", \.answers.rejection.surroundsAnswers,
                "garbage may also come before and after an answer (\"uh, yes\")", expecting: "true or false"),
            .value(
                "answers.lowBandUnder", \.answers.rejection.minimumLowBandShare,
                "reject an answer in audio whose loudest frames hold less of their energy below 1 kHz (none: never)",
                expecting: "a share from 0 to 1 or none", check: { $0.flatMap(zeroToOne) }),
        ]
    }

    private static var understandingSettings: [ConfigurationSetting] {
        [
            .value(
                "understanding.domainClassifier", \.understanding.domainClassifier,
                "route with the statistical domain classifier too", expecting: "true or false"),
            .value(
                "understanding.calibratedConfidence", \.understanding.calibratedConfidence,
                "report the calibrated probability of being right, not the parser's own confidence",
                expecting: "true or false"),
            .value(
                "understanding.minimumConfidence", \.understanding.minimumConfidence,
                "a reading less likely than this is not understood (none: every reading)",
                expecting: "a probability from 0 to 1 or none", check: { $0.flatMap(zeroToOne) }),
        ]
    }

    private static var wakeSettings: [ConfigurationSetting] {
        [
            .value(
                "wake.word", \.wake.word,
                "the wake word listen waits for before each command (none: acts on every utterance)",
                expecting: "a phrase or none",
                check: { $0.map { $0.contains(where: \.isLetter) ? nil : "must hold a word" } ?? nil }),
            .value(
                "wake.threshold", \.wake.threshold, "the least wake word spotter score that wakes",
                expecting: "a number"),
            .value(
                "wake.scoring", \.wake.scoring, "how the wake word spotter scores a stretch",
                expecting: WakeWordSettings.Scoring.allCases.map(\.rawValue).joined(separator: " or ")),
        ]
    }

    private static var streamSettings: [ConfigurationSetting] {
        [
            .value(
                "stream.vad", \.stream.detection, "the voice activity detector that finds a stream's utterances",
                expecting: VoiceActivityDetection.allCases.map(\.rawValue).joined(separator: " or ")),
            .value(
                "stream.endSilenceMs", \.stream.endSilenceMilliseconds,
                "non-speech that ends an utterance, in milliseconds", expecting: "a whole number of milliseconds",
                check: { $0 >= 100 ? nil : "must be at least 100" }),
        ]
    }

    private static var confirmationSettings: [ConfigurationSetting] {
        [
            .value(
                "confirmation.namesBelow", \.confirmation.namesBelow,
                "confirm a name heard with less confidence than this (\"Did you mean Kiki?\"; 0: never; above 1: always)",
                expecting: "a number", check: notNegative),
            .value(
                "confirmation.freeTextBelow", \.confirmation.freeTextBelow,
                "read back free text (a message) heard with less confidence than this (\"Did you say …?\"; 0: never; above 1: always)",
                expecting: "a number", check: notNegative),
            .value(
                "confirmation.freeTextNoisierThanDB", \.confirmation.freeTextNoisierThanDB,
                "also read back free text whose speech stands less than this many dB above its quiet frames (0: never)",
                expecting: "a number of dB", check: notNegative),
            .value(
                "confirmation.freeTextLowBandUnder", \.confirmation.freeTextLowBandUnder,
                "also read back free text in audio whose loudest frames hold less of their energy below 1 kHz (0: never)",
                expecting: "a share from 0 to 1", check: zeroToOne),
        ]
    }

    private static var decoderSettings: [ConfigurationSetting] {
        [
            .value(
                "decoder.acousticModel", \.decoder.acousticModel,
                "acoustic model folder, PocketSphinx -hmm (none: the standard en-us model)", expecting: "a folder"),
            .value(
                "decoder.dictionary", \.decoder.dictionary,
                "pronouncing dictionary in place of the search's own, -dict (none: the search's)", expecting: "a file"),
            .value(
                "decoder.languageModel", \.decoder.languageModel,
                "n-gram language model (ARPA or binary) searched in place of the search's own, -lm (none: the search's)",
                expecting: "a file"),
            .value(
                "decoder.jsgf", \.decoder.jsgf,
                "JSGF grammar searched in place of the search's own, -jsgf (none: the search's)", expecting: "a file"),
            .value(
                "decoder.fsg", \.decoder.fsg,
                "Sphinx FSG grammar searched in place of the search's own, -fsg (none: the search's)",
                expecting: "a file"),
            .value(
                "decoder.beam", \.decoder.beam, "main pruning beam, -beam, e.g. 1e-48 (none: the decoder's own)",
                expecting: "a number or none",
                check: { $0.flatMap { $0 > 0 && $0 < 1 ? nil : "must be between 0 and 1" } }),
            .value(
                "decoder.languageWeight", \.decoder.languageWeight, "language weight, -lw (none: the search's own)",
                expecting: "a number or none", check: { $0.flatMap { $0 > 0 ? nil : "must be above 0" } }),
            .value(
                "decoder.flags", \.decoder.flags,
                "further PocketSphinx flags as NAME=VALUE, e.g. -pip=1.5, passed unchecked",
                expecting: "a list of NAME=VALUE",
                check: { flags in
                    flags.allSatisfy { $0.split(separator: "=", maxSplits: 1).count == 2 }
                        ? nil : "each flag must be NAME=VALUE, e.g. -pip=1.5"
                }),
        ]
    }
}
