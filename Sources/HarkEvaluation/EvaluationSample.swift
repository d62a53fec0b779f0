/// One utterance to decode and score, with everything known about what was said.
///
/// Only the audio is required: a sample without `reference` is decoded and timed but not scored
/// for words, and one without `intent` and `parameters` is not scored for understanding.
public struct EvaluationSample: Hashable, Sendable {
    /// A name for the utterance in reports and `.hyp` files: the Sphinx file id, or the manifest's
    /// `audio` value without its extension (for absolute paths, only as many trailing components
    /// as it takes to tell the manifest's files apart).
    public var id: String
    /// The audio file, resolved against the manifest's directory (relative paths stay relative to
    /// the current directory, absolute ones stay absolute).
    public var audioPath: String
    /// The sample set it came from (the manifest's file name without extension); reports break
    /// figures down by it.
    public var set: String
    /// What was said, as written in the manifest; normalized only when scored.
    public var reference: String?
    /// The expected intent name, or "none" when the utterance should match no intent.
    public var intent: String?
    /// The expected parameters; a value list is compared as a multiset.
    public var parameters: [String: [String]]?
    /// The layout of headerless audio as `ENCODING:RATE[:CHANNELS]`, e.g. `s16le:16000:1`.
    public var rawFormat: String?
    /// Every other key of the manifest line (`voice`, `split`, anything unknown), as text; values
    /// that are not strings are kept as compact JSON.
    public var metadata: [String: String]
    /// The manifest line the sample came from, for error messages.
    public var location: ManifestLocation?

    public init(
        id: String, audioPath: String, set: String, reference: String? = nil,
        intent: String? = nil, parameters: [String: [String]]? = nil, rawFormat: String? = nil,
        metadata: [String: String] = [:], location: ManifestLocation? = nil
    ) {
        self.id = id
        self.audioPath = audioPath
        self.set = set
        self.reference = reference
        self.intent = intent
        self.parameters = parameters
        self.rawFormat = rawFormat
        self.metadata = metadata
        self.location = location
    }

    /// The speaker or synthetic voice, from the `voice` key.
    public var voice: String? { metadata["voice"] }
    /// `train` or `heldout` (or anything else the manifest uses), from the `split` key.
    public var split: String? { metadata["split"] }
    /// The noise mixed in, as `hark mix` writes it (the noise file's name, e.g. `babble.wav`),
    /// from the `noise` key.
    public var noise: String? { metadata["noise"] }
    /// The signal-to-noise ratio in dB, from the `snr` key; nil for clean speech. A number or a
    /// numeric string is read; anything else (a label like "clean") counts as no SNR rather
    /// than failing the manifest, since mixing tools other than `hark mix` write this key too.
    public var snr: Double? {
        guard let text = metadata["snr"], let value = Double(text), value.isFinite else { return nil }
        return value
    }
    /// How the SNR was measured (e.g. active speech or peak frame energy), from the
    /// `snrConvention` key; the same nominal SNR under two conventions is a different mix.
    public var snrConvention: String? { metadata["snrConvention"] }
}
