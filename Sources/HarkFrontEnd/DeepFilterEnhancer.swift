import Foundation
import HarkAudio
import HarkSupport

/// DeepFilterNet3, a learned speech enhancer trained on real noise, in front of the decoder.
///
/// PocketSphinx's acoustic model was trained on clean speech; in a crowd it hears about half the
/// commands, and no decoder setting or classic suppressor changed that (docs/dead-ends.md, "Real
/// rooms"). DeepFilterNet estimates a gain per ERB band and a short deep filter per frequency bin
/// from 48 kHz audio, 10 ms at a time, and so removes babble and reverberation that spectral
/// subtraction cannot tell from speech.
///
/// It runs only where it pays: clean speech loses a little through it, and a command said close
/// to the device swings far between its syllables and its pauses, which noise fills. So an
/// utterance whose loudness range (the foreground gate's measure) is at least
/// ``Settings/belowRangeDB`` is passed through untouched, at no cost.
///
/// It also brings out the voices in a room's background: through it, a party crowd's noise alone,
/// which the plain front end hears as nothing, is heard as commands (29 of the 97 tune files that
/// pass the foreground gate). So its reading is taken only where the audio heard without it was
/// heard as something (``confirmsPlainReading``): it mends misheard commands, and never makes one
/// out of what was heard as nothing.
///
/// Each utterance is heard by a new model state, so what came before never changes what comes
/// out. That costs the state's set-up (about a third of a second of CPU) on every utterance the
/// enhancer runs on; libDF's C API has no reset.
public final class DeepFilterEnhancer: SpeechEnhancer {
    /// Where the runtime is, how hard it suppresses, and when it runs.
    public struct Settings: Sendable, Equatable {
        /// `libdeepfilter.so`; nil for `deepfilter/libdeepfilter.so` in the models folder, where
        /// `scripts/setup-deepfilter.sh` puts it.
        public var libraryPath: String?
        /// `DeepFilterNet3_onnx.tar.gz`; nil for `deepfilter/DeepFilterNet3_onnx.tar.gz` in the
        /// models folder.
        public var modelPath: String?
        /// The most the model may attenuate, in dB; 100 or more is no limit.
        public var attenuationLimitDB: Double
        /// DeepFilterNet's post-filter strength (0 off; its authors suggest up to 0.05).
        public var postFilterBeta: Double
        /// The enhancer runs only on utterances whose loudness range is under this many dB
        /// (`ForegroundGate.loudnessRange`); 0 runs it on every utterance.
        public var belowRangeDB: Double
        /// Where the plain reading heard nothing, the enhancer's reading stands when the loudest
        /// frames of its output (the 95th percentile of 25 ms frame levels) are within this many
        /// dB of the input's (``keptLoudnessDB(of:enhanced:)``): it kept the foreground, so a voice was
        /// said close to the device. A room's noise alone, background voices and all, is mostly
        /// removed. Nil never lets an empty plain reading give way.
        public var speechKeptDB: Double?

        /// The default location in the models folder, and the given suppression and condition.
        public init(
            libraryPath: String? = nil, modelPath: String? = nil, attenuationLimitDB: Double = 100,
            postFilterBeta: Double = 0, belowRangeDB: Double = DeepFilterEnhancer.defaultBelowRangeDB,
            speechKeptDB: Double? = DeepFilterEnhancer.defaultSpeechKeptDB
        ) {
            self.libraryPath = libraryPath
            self.modelPath = modelPath
            self.attenuationLimitDB = attenuationLimitDB
            self.postFilterBeta = postFilterBeta
            self.belowRangeDB = belowRangeDB
            self.speechKeptDB = speechKeptDB
        }

        /// The library's path: the setting, else its place in the models folder (which may not exist).
        public var resolvedLibraryPath: String {
            libraryPath ?? Self.modelsFolderPath(Self.libraryFile)
        }
        /// The model's path: the setting, else its place in the models folder (which may not exist).
        public var resolvedModelPath: String {
            modelPath ?? Self.modelsFolderPath(Self.modelFile)
        }

        /// Below the models folder, where the setup script puts the library.
        public static let libraryFile = "deepfilter/libdeepfilter.so"
        /// Below the models folder, where the setup script puts the model.
        public static let modelFile = "deepfilter/DeepFilterNet3_onnx.tar.gz"

        private static func modelsFolderPath(_ relative: String) -> String {
            // Not found anywhere: name the first place looked, which the error then reports.
            ModelsDirectory.locate(relative)?.path ?? "Models/\(relative)"
        }
    }

    /// `deepfilter`, as `--enhance` takes it.
    public static let enhancerName = "deepfilter"
    /// The default condition: the enhancer runs on utterances whose loudness range is under 20 dB.
    /// Chosen on the coffee-maker tune half in five real rooms, each left out in turn
    /// (docs/benchmarks.md, "Real rooms"); no clean recording there reads under 36 dB.
    public static let defaultBelowRangeDB = 20.0
    /// The default for an empty plain reading: it gives way where the enhanced audio's loudest
    /// frames keep at least −4.5 dB of the input's: the 5th percentile of the tune half's speech
    /// at 6 dB in the real rooms measured, far above the noise alone's −12.8 at most
    /// (docs/benchmarks.md, "Real rooms").
    public static let defaultSpeechKeptDB: Double? = -4.5
    /// The profile key of the library's path, which errors name.
    public static let librarySetting = "frontEnd.deepFilter.library"
    /// The profile key of the model's path, which errors name.
    public static let modelSetting = "frontEnd.deepFilter.model"

    /// `deepfilter`.
    public let name = DeepFilterEnhancer.enhancerName
    /// The settings, checked at initialization.
    public let settings: Settings
    /// Opened and checked on the first utterance the condition sends through the model: a
    /// process that only hears clean audio never pays the checksum of 25 MB.
    private var runtime: DeepFilterRuntime?
    /// The per-frame SNR estimates (dB) of the last utterance enhanced; empty when it was passed
    /// through. For reports and for measuring where the enhancer pays.
    public private(set) var lastFrameSNRs: [Float] = []
    /// The last utterance enhanced and what came out: the plain-first rule asks for the enhanced
    /// audio before it is heard, and the model is run once.
    private var lastEnhanced: (input: [Int16], output: [Int16])?

    /// An enhancer with `settings`; throws naming the setting when a value is out of range or a
    /// file is missing. The library and the model are opened and checked against their pinned
    /// SHA-256 (once per process) when the first utterance needs them, and a file that is not the
    /// pinned one is an error of that utterance, naming the setting.
    public init(_ settings: Settings = Settings()) throws(SpeechEnhancementError) {
        guard settings.attenuationLimitDB > 0 else {
            throw SpeechEnhancementError(
                enhancer: Self.enhancerName,
                reason: "the attenuation limit must be above 0 dB (got \(settings.attenuationLimitDB))")
        }
        guard (0...1).contains(settings.postFilterBeta) else {
            throw SpeechEnhancementError(
                enhancer: Self.enhancerName,
                reason: "the post-filter must be from 0 to 1 (got \(settings.postFilterBeta))")
        }
        guard settings.belowRangeDB >= 0 else {
            throw SpeechEnhancementError(
                enhancer: Self.enhancerName,
                reason: "the range condition must be 0 dB or more (got \(settings.belowRangeDB))")
        }
        self.settings = settings
        // Missing files are named now; their checksums when the model is first needed.
        for (path, setting) in [
            (settings.resolvedLibraryPath, Self.librarySetting), (settings.resolvedModelPath, Self.modelSetting),
        ] where !FileManager.default.isReadableFile(atPath: path) {
            throw SpeechEnhancementError(
                enhancer: Self.enhancerName,
                reason: "no readable file at \(path) (\(setting)); run scripts/setup-deepfilter.sh, or set "
                    + "\(Self.librarySetting) and \(Self.modelSetting)")
        }
    }

    /// A new model state with these settings' suppression.
    func makeState() throws(SpeechEnhancementError) -> DeepFilterRuntime.State {
        try loadedRuntime().makeState(
            attenuationLimitDB: settings.attenuationLimitDB, postFilterBeta: settings.postFilterBeta)
    }

    /// The process's unrun state with these settings' suppression, whose forked copies enhance
    /// whole utterances.
    func pristineState() throws(SpeechEnhancementError) -> DeepFilterRuntime.PristineState {
        try loadedRuntime().pristineState(
            attenuationLimitDB: settings.attenuationLimitDB, postFilterBeta: settings.postFilterBeta)
    }

    private func loadedRuntime() throws(SpeechEnhancementError) -> DeepFilterRuntime {
        if let runtime { return runtime }
        let loaded = try DeepFilterRuntime.load(
            libraryPath: settings.resolvedLibraryPath, modelPath: settings.resolvedModelPath,
            librarySetting: Self.librarySetting, modelSetting: Self.modelSetting)
        runtime = loaded
        return loaded
    }

    /// It brings out background voices too: its reading stands only where the plain front end
    /// heard something (`UtterancePipeline`), or where it kept the loudest frames of the audio
    /// (``vouchesForSpeech(in:)``), so a room's noise alone stays unheard.
    public var confirmsPlainReading: Bool { true }

    /// Whether the enhanced audio keeps the input's loudest frames within
    /// ``Settings/speechKeptDB``: false when that is nil or the condition passes `samples` through.
    public func vouchesForSpeech(in samples: [Int16]) throws(SpeechEnhancementError) -> Bool {
        // Audio too short to judge is never vouched for, and never costs the model's loading.
        guard let least = settings.speechKeptDB, let before = ForegroundGate.loudLevel(samples), runs(on: samples),
            let after = ForegroundGate.loudLevel(try enhance(samples))
        else { return false }
        return after - before >= least
    }

    /// The 95th percentile of `enhanced`'s 25 ms frame levels minus that of `samples`, in dB
    /// (the foreground gate's frames and percentile); nil when the audio is too short to judge.
    public static func keptLoudnessDB(of samples: [Int16], enhanced: [Int16]) -> Double? {
        guard let before = ForegroundGate.loudLevel(samples), let after = ForegroundGate.loudLevel(enhanced)
        else { return nil }
        return after - before
    }

    /// ``runs(on:)``: audio the condition passes through is not changed.
    public func changes(_ samples: [Int16]) -> Bool { runs(on: samples) }

    /// Whether the condition sends `samples` through the model.
    public func runs(on samples: [Int16]) -> Bool {
        guard settings.belowRangeDB > 0 else { return true }
        guard let range = ForegroundGate.loudnessRange(samples) else { return true }
        return range < settings.belowRangeDB
    }

    /// `samples` (16 kHz mono) enhanced, the same length and aligned with the input; returned as
    /// they are when the condition says the utterance is clean enough.
    public func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] {
        if let lastEnhanced, lastEnhanced.input == samples { return lastEnhanced.output }
        lastFrameSNRs = []
        guard !samples.isEmpty, runs(on: samples) else { return samples }
        if let streamed = StreamedEnhancements.shared.output(for: samples, settings: settings) {
            lastEnhanced = (samples, streamed)
            return streamed
        }
        let pristine = try pristineState()
        let (result, frameSNRs) = try DeepFilterStream.enhance(samples) { frames throws(SpeechEnhancementError) in
            try pristine.run(frames)
        }
        lastFrameSNRs = frameSNRs
        lastEnhanced = (samples, result)
        return result
    }
}
