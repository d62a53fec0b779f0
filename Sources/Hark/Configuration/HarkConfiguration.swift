import Foundation
import HarkFrontEnd
import HarkSearch
import HarkUnderstanding
import HarkVocabulary

/// Every default of the product in one value: the front end, the searches and their rejection,
/// understanding, confirmations and the decoder. `HarkPipeline` builds every pipeline from one,
/// so a file, a stream, a dialog and a server request are heard alike; a profile file
/// (`HarkProfile`) and the command line's flags change it.
///
/// The values were chosen on the coffee-maker tune half and the tune halves of the other
/// benchmarks (docs/benchmarks.md); each stage's own type keeps the number, this value gathers
/// them, so the library's defaults and the product's are the same.
public struct HarkConfiguration: Sendable, Equatable {
    /// What the audio goes through before the decoder.
    public var frontEnd = FrontEndSettings()
    /// What the decoder listens for and how garbage competes with the sentences.
    public var search = SearchSettings()
    /// How answer searches say "that is no answer".
    public var answers = AnswerSettings()
    /// How a transcript is read.
    public var understanding = UnderstandingSettings()
    /// When a conversation asks before acting.
    public var confirmation = ConfirmationSettings()
    /// The decoder's model and flags.
    public var decoder = DecoderSettings()
    /// The wake word: what `listen` waits for before it hears a command.
    public var wake = WakeWordSettings()
    /// How `listen` finds utterances in a stream.
    public var stream = StreamSettings()

    /// The product's defaults.
    public init() {}

    /// The product's defaults as first built in this process: what help text and the settings
    /// table name as a default. Built once because a command's option groups, whose help names
    /// them, are built many times over while its arguments are parsed.
    package static let defaults = HarkConfiguration()

    /// How a stream is cut into utterances (``StreamListener``, ``UtteranceEndpointer``).
    public struct StreamSettings: Sendable, Equatable {
        /// The voice activity detector the endpointer listens to: WebRTC's, chosen by measurement
        /// on the listen streams (docs/benchmarks.md, "Streams"; the energy detector loses
        /// commands under steady noise).
        public var detection = VoiceActivityDetection.webrtc
        /// Non-speech that ends an utterance, in milliseconds.
        public var endSilenceMilliseconds = UtteranceEndpointer.Settings().endSilenceMilliseconds
    }

    /// What the audio goes through before the decoder.
    public struct FrontEndSettings: Sendable, Equatable {
        /// Enhancers before a command or answer search, by name (`SpeechEnhancement.names`): the
        /// learned enhancer where the audio is noisy, then the trim, since the user at the device is
        /// the loudest voice and the background before and after is cut.
        public var commandEnhancers = ["deepfilter", "loudness-trim"]
        /// Enhancers before plain transcription (the general search): none.
        public var transcriptionEnhancers: [String] = []
        /// Command searches hear nothing in audio whose loudness range (95th minus 10th percentile
        /// of frame energy) is under this many dB; 0 turns the gate off.
        public var foregroundRangeDB = ForegroundGate.defaultCommandMinimumRangeDB
        /// The same for answer searches (a question's follow-up), which take any words.
        public var answerForegroundRangeDB = ForegroundGate.defaultAnswerMinimumRangeDB
        /// An empty reading of trimmed audio is heard again from the uncut audio.
        public var uncutRetry = true
        /// loudness-trim's threshold, bridge and margin.
        public var loudnessTrim = LoudnessTrimmer.Settings()
        /// speex's suppression and gain control.
        public var speex = SpeexDenoiser.Settings()
        /// webrtc-ns's level and high-pass filter.
        public var webrtcNoiseSuppression = WebRTCNoiseSuppressor.Settings()
        /// webrtc-vad-trim's margin and likelihood.
        public var vadTrim = VADTrimmer.Settings()
        /// deepfilter's files, suppression and the condition it runs on.
        public var deepFilter = DeepFilterEnhancer.Settings()
    }

    /// What the decoder listens for and how garbage competes with the sentences.
    public typealias SearchSettings = HarkSearch.SearchSettings

    /// How a dialog's answer searches say "that is no answer".
    public struct AnswerSettings: Sendable, Equatable {
        /// False: every sound becomes the nearest answer.
        public var rejects = true
        /// The garbage path's prices and tests.
        public var rejection = AnswerRejection.standard
        /// A whole command of some app heard at a question replaces the question.
        public var commandsOverAnswers = AnswerRejection.standard.commandOverAnswer != nil
    }

    /// How a transcript is read.
    public struct UnderstandingSettings: Sendable, Equatable {
        /// Route with the statistical domain classifier as well as templates and app names.
        public var domainClassifier = true
        /// Report the calibrated probability of being right, not the parser's own confidence.
        public var calibratedConfidence = true
        /// A reading less likely than this is not understood; nil takes every reading.
        public var minimumConfidence: Double?
    }

    /// When a conversation asks before acting on what it heard; 0 never asks.
    public struct ConfirmationSettings: Sendable, Equatable {
        /// Confirm a name heard with less confidence than this ("Did you mean Kiki?").
        public var namesBelow = Assistant.defaultNameConfirmationThreshold
        /// Read back free text heard with less confidence than this ("Did you say …?").
        public var freeTextBelow = Assistant.defaultFreeTextConfirmationThreshold
        /// Also read back free text whose speech stands less than this many dB above its quiet frames.
        public var freeTextNoisierThanDB = Assistant.defaultFreeTextConfirmationNoiseFloor
        /// Also read back free text in audio whose loudest frames hold less than this share below 1 kHz.
        public var freeTextLowBandUnder = Assistant.defaultFreeTextConfirmationLowBandShare
    }

    /// The PocketSphinx decoder's model and flags beyond what a search sets.
    public struct DecoderSettings: Sendable, Equatable {
        /// The acoustic model folder (-hmm); nil for the standard location.
        public var acousticModel: String?
        /// A pronouncing dictionary in place of the search's own (-dict); nil for the search's.
        public var dictionary: String?
        /// An n-gram language model searched in place of the search's own (-lm).
        public var languageModel: String?
        /// A JSGF grammar searched in place of the search's own (-jsgf).
        public var jsgf: String?
        /// A Sphinx FSG grammar searched in place of the search's own (-fsg).
        public var fsg: String?
        /// The main pruning beam (-beam); nil for PocketSphinx's or the search's own.
        public var beam: Double?
        /// The language weight (-lw); nil for PocketSphinx's or the search's own.
        public var languageWeight: Double?
        /// Further flags as NAME=VALUE (e.g. -pip=1.5), passed unchecked.
        public var flags: [String] = []
    }
}

extension SearchSettings {
    /// The search for a purpose: ``mode`` when set, else the definitions' grammar when they were
    /// named explicitly, else the purpose's default.
    public func mode(for purpose: HarkPipeline.Purpose, explicitDefinitions: Bool)
        -> CommandSearchConfiguration.Mode
    {
        if let mode { return mode }
        if explicitDefinitions { return definitionsMode }
        return purpose == .transcription ? transcriptionMode : commandMode
    }
}
