import Foundation
import HarkFrontEnd
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

    /// The product's defaults.
    public init() {}

    /// What the audio goes through before the decoder.
    public struct FrontEndSettings: Sendable, Equatable {
        /// Enhancers before a command or answer search, by name (`SpeechEnhancement.names`). The user
        /// at the device is the loudest voice, so the background before and after is cut.
        public var commandEnhancers = ["loudness-trim"]
        /// Enhancers before plain transcription (the general search): none.
        public var transcriptionEnhancers: [String] = []
        /// Command and answer searches hear nothing in audio whose loudness range (95th minus 10th
        /// percentile of frame energy) is under this many dB; 0 turns the gate off.
        public var foregroundRangeDB = ForegroundGate.defaultMinimumRangeDB
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
    }

    /// What the decoder listens for and how garbage competes with the sentences.
    public struct SearchSettings: Sendable, Equatable {
        /// The search for every purpose, or nil for the purpose's own default below.
        public var mode: CommandSearchConfiguration.Mode?
        /// The search when intent definitions are given explicitly: their grammar.
        public var definitionsMode = CommandSearchConfiguration.Mode.grammar
        /// The search of commands and answers with the shipped definitions.
        public var commandMode = CommandSearchConfiguration.Mode.languageModel
        /// The search of plain transcription with the shipped definitions.
        public var transcriptionMode = CommandSearchConfiguration.Mode.general
        /// Per-phone probability of the garbage loops before and after each sentence of a word
        /// graph (`EdgeGarbage`); nil for none. Chosen on the coffee-maker tune half mixed with
        /// noise: no loss on its clean speech, most of the loss to a background voice won back.
        public var edgeGarbage: Double? = 3e-2
        /// Probability of entering a garbage stretch at a sentence's edge.
        public var edgeGarbageEntry = 3e-5
        /// Probability of a word graph hearing garbage alone, no sentence (its rejection path); nil
        /// for no such path.
        public var garbageRejection: Double? = 1
        /// How many common English words the rejection path may also take; 0 for phones alone.
        public var garbageRejectionWords = 0
        /// Probability of each such word on the rejection path.
        public var garbageRejectionWordProbability = 1e-6
        /// Probability of entering those words on the rejection path at all.
        public var garbageRejectionWordEntry = 1e-6
        /// An utterance whose best path ends in garbage is decoded again without the loop after the
        /// sentences, and the better-scoring reading kept (the completion pass).
        public var completionPass = true
        /// How much better, per second of the first reading's trailing garbage, the completion
        /// pass's path must score for its reading to be kept (decoder log-score units). A tail of
        /// real speech the beam pruned scores far better as words (2,419 per s on the tune half's
        /// one such file); babble after a command is fitted by slot words only a little better than
        /// by garbage phones (1,100–1,900 per s), and taking it as words lost 28 of the tune half's
        /// babble 6 dB files. Chosen on the tune half, clean and babble 6 dB (docs/benchmarks.md).
        public var completionMargin = 2000.0
        /// Hear nothing when a command's words fit the audio worse than this acoustic score per
        /// frame; nil for no such test.
        public var minimumAcousticFit: Double?
        /// Most G2P pronunciations of a word no dictionary knows.
        public var g2pAlternates = DecoderDictionaryBuilder.defaultG2PAlternates
        /// G2P pronunciations less likely than the best by more than this factor are dropped.
        public var g2pRelativeLikelihood = DecoderDictionaryBuilder.defaultG2PRelativeLikelihood
        /// False builds the dictionary from CMUdict alone, to measure what custom vocabulary adds.
        public var customVocabulary = true

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
        /// The main pruning beam (-beam); nil for PocketSphinx's or the search's own.
        public var beam: Double?
        /// The language weight (-lw); nil for PocketSphinx's or the search's own.
        public var languageWeight: Double?
        /// Further flags as NAME=VALUE (e.g. -pip=1.5), passed unchecked.
        public var flags: [String] = []
    }
}
