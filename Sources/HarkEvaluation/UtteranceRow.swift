import HarkUnderstanding

/// One utterance in a report: what was said, what was heard, how they align, and what it cost.
/// Every corpus figure in ``EvaluationReport`` is computed from these rows.
public struct UtteranceRow: Codable, Hashable, Sendable {
    public var id: String
    /// The audio path as resolved from the manifest.
    public var audio: String
    public var set: String
    public var voice: String?
    public var split: String?
    /// The noise mixed in and at what SNR (dB), when the manifest says (see
    /// ``EvaluationSample/noise``); nil for clean speech and in reports written before.
    public var noise: String?
    public var snr: Double?
    public var snrConvention: String?

    /// The reference as written; nil when the sample has none (then there is no word scoring).
    public var reference: String?
    /// The recognized text as the decoder wrote it; nil when decoding failed.
    public var hypothesis: String?
    /// Word alignment of the normalized texts. A failed utterance aligns as all deletions.
    public var alignment: WordAlignment?
    /// The alignment as sclite-style `REF:`/`HYP:` lines.
    public var alignmentText: AlignmentText?
    public var counts: ErrorCounts?
    public var wordErrorRate: Double?

    /// Normalized with ``IntentLabel``; nil when the sample has no intent label.
    public var referenceIntent: String?
    /// ``IntentLabel/failed`` when decoding failed; nil when the sample has no intent label.
    public var hypothesisIntent: String?
    public var referenceParameters: [String: [String]]?
    public var hypothesisParameters: [String: [String]]?
    /// Each hypothesis value's confidence, in the order of ``hypothesisParameters``; nil in
    /// reports written before values had confidences.
    public var hypothesisParameterConfidences: [String: [Double]]?
    /// Per parameter; nil when the sample has neither an intent nor parameters labelled.
    public var parameterMatches: [ParameterMatch]?
    /// Intent right, every labelled parameter right and no parameter made up; nil without an
    /// intent label.
    public var commandAccepted: Bool?
    /// The understanding's confidence that intent and parameters are right, as the run reported
    /// it (calibrated when a calibrator was in use), and the evidence it came from; nil when the
    /// run did not understand, and in reports written before they existed.
    public var confidence: Double?
    public var confidenceEvidence: ConfidenceEvidence?
    /// The reading the templates matched but the general reading refused (``Hypothesis/refused``);
    /// nil otherwise, and in reports written before it existed.
    public var refused: Hypothesis.Refusal?

    public var audioSeconds: Double?
    public var decodeSeconds: Double
    public var cpuSeconds: Double?
    /// The decoder's score, for `.hyp` output.
    public var score: Int?
    /// Why decoding failed; nil when it did not.
    public var error: String?

    public var failed: Bool { error != nil }

    /// Whether the words were scored and at least one was wrong, or the utterance failed.
    public var hasSentenceError: Bool? {
        guard let counts else { return nil }
        return failed || counts.errors > 0
    }

    /// Scores one outcome.
    public init(
        scoring outcome: UtteranceOutcome,
        normalizer: TranscriptNormalizer = TranscriptNormalizer()
    ) {
        let sample = outcome.sample
        id = sample.id
        audio = sample.audioPath
        set = sample.set
        voice = sample.voice
        split = sample.split
        noise = sample.noise
        snr = sample.snr
        snrConvention = sample.snrConvention
        reference = sample.reference
        audioSeconds = outcome.audioSeconds
        decodeSeconds = outcome.decodeSeconds
        cpuSeconds = outcome.cpuSeconds

        let hypothesis: Hypothesis?
        switch outcome.decoding {
        case .decoded(let decoded):
            hypothesis = decoded
            self.hypothesis = decoded.text
            score = decoded.score
            confidence = decoded.confidence
            confidenceEvidence = decoded.evidence
            refused = decoded.refused
        case .failed(let message):
            hypothesis = nil
            error = message
        }

        if let reference = sample.reference {
            let referenceWords = normalizer.words(in: reference)
            let alignment =
                hypothesis.map {
                    WordAlignment(
                        reference: referenceWords, hypothesis: normalizer.words(in: $0.text))
                } ?? .allDeleted(referenceWords)
            self.alignment = alignment
            alignmentText = AlignmentText(alignment)
            counts = alignment.counts
            wordErrorRate = alignment.counts.wordErrorRate
        }

        if sample.intent != nil || sample.parameters != nil {
            let expected = sample.parameters ?? [:]
            let found = hypothesis?.parameters ?? [:]
            referenceParameters = expected
            hypothesisParameters = hypothesis?.parameters
            hypothesisParameterConfidences = hypothesis?.parameterConfidences
            let matches = ParameterMatch.compare(
                reference: expected, hypothesis: found, normalizer: normalizer)
            parameterMatches = matches
            if let intent = sample.intent {
                let referenceIntent = IntentLabel.normalized(intent)
                let hypothesisIntent =
                    hypothesis.map { IntentLabel.normalized($0.intent) } ?? IntentLabel.failed
                self.referenceIntent = referenceIntent
                self.hypothesisIntent = hypothesisIntent
                commandAccepted =
                    referenceIntent == hypothesisIntent && matches.allSatisfy(\.isExact)
            }
        }
    }
}
