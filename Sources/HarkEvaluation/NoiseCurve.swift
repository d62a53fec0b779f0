/// Command acceptance and WER against signal-to-noise ratio, for a run over noisy copies of a set
/// (`hark mix` writes one manifest per SNR, each line carrying `noise` and `snr`).
///
/// Utterances are grouped by noise and SNR: one ``Line`` per noise, one ``Point`` per level. The
/// utterances without an SNR (the clean set, when it is evaluated alongside) make the ``clean``
/// point, the reference every line is read against.
public struct NoiseCurve: Codable, Hashable, Sendable {
    /// The figures of one group of utterances: one noise at one SNR, or the clean speech.
    public struct Point: Codable, Hashable, Sendable {
        /// In dB; nil for the clean point.
        public var snr: Double?
        public var utterances: Int
        public var failed: Int
        /// Nil when no utterance of the group has a reference transcript.
        public var wordErrorRate: Double?
        /// Nil when understanding was not scored (no intent labels, or a transcription-only run).
        public var commandAcceptance: Double?
        public var commandsAccepted: Int?
        public var intentUtterances: Int?

        public init(snr: Double?, rows: [UtteranceRow]) {
            self.snr = snr
            utterances = rows.count
            failed = rows.count(where: \.failed)
            wordErrorRate = TranscriptionFigures(rows: rows)?.wordErrorRate
            let understanding = UnderstandingFigures(rows: rows)
            commandAcceptance = understanding?.commandAcceptance
            commandsAccepted = understanding.map(\.commandsAccepted)
            intentUtterances = understanding.map(\.intentUtterances)
        }
    }

    /// One noise at every level it was mixed at.
    public struct Line: Codable, Hashable, Sendable {
        /// What the curve calls the noise: the noise file's name without directory or extension
        /// ("babble.wav" → "babble"), followed by the SNR convention when the same noise appears
        /// under more than one.
        public var name: String
        public var noise: String
        public var snrConvention: String?
        /// From the highest SNR to the lowest, the order a sweep is read in.
        public var points: [Point]
        /// The mean over the levels (each level weighs the same, as in a benchmark's "average over
        /// 24 to 6 dB"), over the levels that have the figure; nil when none has.
        public var averageWordErrorRate: Double?
        public var averageCommandAcceptance: Double?

        init(name: String, noise: String, snrConvention: String?, points: [Point]) {
            self.name = name
            self.noise = noise
            self.snrConvention = snrConvention
            self.points = points
            averageWordErrorRate = Self.mean(points.compactMap(\.wordErrorRate))
            averageCommandAcceptance = Self.mean(points.compactMap(\.commandAcceptance))
        }

        private static func mean(_ values: [Double]) -> Double? {
            values.isEmpty ? nil : values.reduce(0, +) / Double(values.count)
        }
    }

    /// Sorted by name.
    public var lines: [Line]
    /// The utterances without an SNR; nil when every utterance was noisy.
    public var clean: Point?

    /// The name of noisy utterances whose manifest gives an SNR but no noise.
    public static let unnamedNoise = "noise"

    public init(lines: [Line], clean: Point?) {
        self.lines = lines
        self.clean = clean
    }

    /// Nil when no row has an SNR: a run over clean speech only has no curve to draw.
    public init?(rows: [UtteranceRow]) {
        let noisy = rows.filter { $0.snr != nil }
        guard !noisy.isEmpty else { return nil }
        let cleanRows = rows.filter { $0.snr == nil }
        clean = cleanRows.isEmpty ? nil : Point(snr: nil, rows: cleanRows)

        struct Key: Hashable {
            var noise: String
            var convention: String?
        }
        let byLine = Dictionary(grouping: noisy) { row in
            Key(noise: row.noise.map(Self.noiseName) ?? Self.unnamedNoise, convention: row.snrConvention)
        }
        let conventions = Dictionary(grouping: byLine.keys, by: \.noise).mapValues(\.count)
        lines = byLine.map { key, rows in
            let points = Dictionary(grouping: rows) { $0.snr ?? 0 }
                .sorted { $0.key > $1.key }
                .map { Point(snr: $0.key, rows: $0.value) }
            var name = key.noise
            if conventions[key.noise, default: 0] > 1 {
                name += " (\(key.convention ?? "unspecified convention"))"
            }
            return Line(name: name, noise: key.noise, snrConvention: key.convention, points: points)
        }
        .sorted { $0.name < $1.name }
    }

    /// Every SNR of any line, highest first.
    public var levels: [Double] {
        Set(lines.flatMap { $0.points.compactMap(\.snr) }).sorted(by: >)
    }

    /// "babble.wav" or "Audio/noise/babble.wav" → "babble": manifests name the file, a curve the
    /// noise, and `hark mix` its sets.
    public static func noiseName(_ text: String) -> String {
        let stem = ManifestPath.stem(of: text)
        return stem.isEmpty ? text : stem
    }

    /// 24 → "24", 7.5 → "7.5", 7.25 → "7.25": how `hark mix` names its sets and a curve its
    /// levels, one spelling for both so that distinct levels never share a name.
    public static func snrText(_ snr: Double) -> String {
        snr == snr.rounded() && abs(snr) < 1e9 ? String(Int(snr)) : String(snr)
    }
}
