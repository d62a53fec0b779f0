/// How well confidences say how often readings are right: utterances binned by confidence, each
/// bin's mean confidence against its share of right readings (a reliability diagram), and the
/// expected calibration error (ECE), the bins' gaps weighted by how many utterances they hold.
public struct CalibrationFigures: Codable, Hashable, Sendable {
    public struct Bin: Codable, Hashable, Sendable {
        /// The confidence range, [lower, upper) except the last bin, which includes 1.
        public var lower: Double
        public var upper: Double
        public var count: Int
        /// Nil for an empty bin.
        public var meanConfidence: Double?
        /// The share of the bin's readings that were right; nil for an empty bin.
        public var accuracy: Double?
    }

    /// The equal-width bins used unless told otherwise.
    public static let defaultBinCount = 10

    public var utterances: Int
    public var bins: [Bin]
    /// Σ over bins of (count / utterances) · |accuracy − mean confidence|, 0…1.
    public var expectedCalibrationError: Double
    /// The largest gap of any non-empty bin.
    public var maximumCalibrationError: Double
    /// The mean squared difference between confidence and rightness (1 or 0), 0…1.
    public var brierScore: Double
    public var meanConfidence: Double
    public var accuracy: Double

    /// Nil when there is nothing to bin.
    public init?(_ readings: [(confidence: Double, correct: Bool)], binCount: Int = defaultBinCount) {
        guard !readings.isEmpty, binCount > 0 else { return nil }
        var members = [[(confidence: Double, correct: Bool)]](repeating: [], count: binCount)
        for reading in readings {
            let confidence = min(max(reading.confidence, 0), 1)
            members[min(Int(confidence * Double(binCount)), binCount - 1)].append((confidence, reading.correct))
        }
        let total = Double(readings.count)
        var error = 0.0
        var largest = 0.0
        bins = members.enumerated().map { index, bin in
            let lower = Double(index) / Double(binCount)
            let upper = Double(index + 1) / Double(binCount)
            guard !bin.isEmpty else {
                return Bin(lower: lower, upper: upper, count: 0, meanConfidence: nil, accuracy: nil)
            }
            let meanConfidence = bin.reduce(0) { $0 + $1.confidence } / Double(bin.count)
            let accuracy = Double(bin.count { $0.correct }) / Double(bin.count)
            error += Double(bin.count) / total * abs(accuracy - meanConfidence)
            largest = max(largest, abs(accuracy - meanConfidence))
            return Bin(lower: lower, upper: upper, count: bin.count, meanConfidence: meanConfidence, accuracy: accuracy)
        }
        utterances = readings.count
        expectedCalibrationError = error
        maximumCalibrationError = largest
        brierScore =
            readings.reduce(0) { sum, reading in
                let difference = min(max(reading.confidence, 0), 1) - (reading.correct ? 1 : 0)
                return sum + difference * difference
            } / total
        meanConfidence = readings.reduce(0) { $0 + min(max($1.confidence, 0), 1) } / total
        accuracy = Double(readings.count { $0.correct }) / total
    }

    /// The confidence each understood, labelled row reported, against whether its command was
    /// accepted (intent and every parameter right).
    public static func reported(_ rows: some Sequence<UtteranceRow>) -> CalibrationFigures? {
        CalibrationFigures(
            rows.compactMap { row in
                guard let correct = row.commandAccepted, let confidence = row.confidence else { return nil }
                return (confidence, correct)
            })
    }

    /// The same rows with the parser's own, uncalibrated confidence.
    public static func parser(_ rows: some Sequence<UtteranceRow>) -> CalibrationFigures? {
        CalibrationFigures(
            rows.compactMap { row in
                guard let correct = row.commandAccepted, let evidence = row.confidenceEvidence else { return nil }
                return (evidence.parserConfidence, correct)
            })
    }
}
