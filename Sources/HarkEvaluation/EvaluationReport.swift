import Foundation

/// Every figure of one evaluation run and the per-utterance rows they come from. It is what
/// `--json` writes and `--compare` reads back, so it is Codable with a stable key order.
public struct EvaluationReport: Codable, Hashable, Sendable {
    /// Bumped when a field changes meaning, so an old report is not misread by a comparison.
    public static let currentFormatVersion = 1

    public var formatVersion: Int
    /// What was evaluated, for headings (e.g. the manifest names).
    public var title: String
    /// What was run, as the CLI wants it recorded: model, dictionary, options, date, commit. Shown
    /// in every rendering, so two reports being compared can be told apart.
    public var context: [String: String]
    /// A short name for the configuration that was run (e.g. "chosen", "grammar"), for legends
    /// that put several runs in one picture; nil in reports written before it existed.
    public var label: String?

    public var utterances: Int
    public var decodedUtterances: Int
    public var failedUtterances: Int
    /// Nil when no utterance has a reference transcript.
    public var words: TranscriptionFigures?
    /// Nil when no utterance is labelled with an intent or parameters.
    public var understanding: UnderstandingFigures?
    public var speed: SpeedFigures
    public var breakdowns: [Breakdown]
    /// Command acceptance and WER against SNR; nil when no utterance was mixed with noise (and in
    /// reports written before it existed).
    public var noiseCurve: NoiseCurve?
    /// In the order the outcomes were given (normally manifest order).
    public var rows: [UtteranceRow]
    /// The slice of the samples this run covered when it was run with `--shard K/N`; nil for a
    /// whole run, and for shards merged back into one (``init(mergingShards:)``).
    public var shard: Shard?

    /// Computes every figure from already-scored rows.
    public init(
        title: String, context: [String: String] = [:], label: String? = nil, rows: [UtteranceRow],
        wallSeconds: Double, cpuSeconds: Double? = nil
    ) {
        formatVersion = Self.currentFormatVersion
        self.title = title
        self.context = context
        self.label = label
        utterances = rows.count
        failedUtterances = rows.count(where: \.failed)
        decodedUtterances = rows.count - failedUtterances
        words = TranscriptionFigures(rows: rows)
        understanding = UnderstandingFigures(rows: rows)
        speed = SpeedFigures(rows: rows, wallSeconds: wallSeconds, cpuSeconds: cpuSeconds)
        breakdowns = Breakdown.all(for: rows)
        noiseCurve = NoiseCurve(rows: rows)
        self.rows = rows
    }

    /// Scores the runner's outcomes and computes every figure.
    ///
    /// - Parameters:
    ///   - wallSeconds: wall-clock time of the whole run.
    ///   - cpuSeconds: CPU time of the whole run (e.g. from `getrusage`); when nil, the sum of the
    ///     outcomes' CPU times is used if every decoded outcome has one.
    ///   - scoresUnderstanding: false when the run did not attempt intents (transcription only):
    ///     the samples' intent and parameter labels are then ignored everywhere — figures, groups,
    ///     rows — instead of every labelled utterance scoring as a miss.
    public init(
        title: String, context: [String: String] = [:], label: String? = nil, outcomes: [UtteranceOutcome],
        wallSeconds: Double, cpuSeconds: Double? = nil, scoresUnderstanding: Bool = true,
        normalizer: TranscriptNormalizer = TranscriptNormalizer()
    ) {
        let rows = outcomes.map { outcome in
            var outcome = outcome
            if !scoresUnderstanding {
                outcome.sample.intent = nil
                outcome.sample.parameters = nil
            }
            return UtteranceRow(scoring: outcome, normalizer: normalizer)
        }
        self.init(
            title: title, context: context, label: label, rows: rows, wallSeconds: wallSeconds,
            cpuSeconds: cpuSeconds)
    }

    /// Pretty-printed JSON with sorted keys, so reports diff cleanly and compare reproducibly.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }

    /// Reads a report written by ``jsonData()``. A report from a newer Hark (higher
    /// ``formatVersion``) is refused rather than misread.
    public init(jsonData: Data) throws {
        self = try JSONDecoder().decode(EvaluationReport.self, from: jsonData)
        guard formatVersion <= Self.currentFormatVersion else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: [],
                    debugDescription:
                        "report format \(formatVersion) is newer than this Hark reads (\(Self.currentFormatVersion))"
                ))
        }
    }
}
