import Foundation

/// How well a wake word spotter tells its word from everything else: its misses on recordings of
/// the word against its false alarms in hours of speech and noise without it, for two scores of
/// the same stretches (Hark's and PocketSphinx's keyphrase search's own), from `hark wake --json
/// --candidates` output.
///
/// A false alarm is a stretch of a negative file that reaches the threshold; a miss is a positive
/// file none of whose stretches reaches it. The threshold of an operating point is the lowest
/// that keeps the false alarms within what it allows, so each score is judged at its own best.
public struct WakeWordFigures: Sendable, Equatable {
    /// Which of the two scores of a stretch.
    public enum Score: String, Sendable, CaseIterable, Codable {
        /// Hark's (the spotter's configured scoring).
        case hark
        /// PocketSphinx's keyphrase search alone.
        case keyphrase
    }

    /// One file's line of `hark wake --json --candidates`.
    public struct File: Sendable, Equatable, Codable {
        /// One stretch that resembled the word.
        public struct Candidate: Sendable, Equatable, Codable {
            public var score: Double
            public var keyphraseScore: Double

            public init(score: Double, keyphraseScore: Double) {
                self.score = score
                self.keyphraseScore = keyphraseScore
            }
        }
        public var file: String
        public var seconds: Double
        public var candidates: [Candidate]?

        public init(file: String, seconds: Double, candidates: [Candidate]) {
            self.file = file
            self.seconds = seconds
            self.candidates = candidates
        }

        func scores(_ score: Score) -> [Double] {
            (candidates ?? []).map { score == .hark ? $0.score : $0.keyphraseScore }
        }
    }

    /// One operating point: the threshold and what it misses in each positive set.
    public struct Point: Sendable, Equatable, Codable {
        public var threshold: Double
        /// False alarms over all the negatives at that threshold.
        public var falseAlarms: Int
        /// Share of each positive set's files missed, by set name, in the order given.
        public var missRates: [String: Double]
    }

    /// Positive sets by name (recordings of the word), in order.
    public var positives: [(name: String, files: [File])]
    /// Every negative file (no word in it).
    public var negatives: [File]

    public init(positives: [(name: String, files: [File])], negatives: [File]) {
        self.positives = positives
        self.negatives = negatives
    }

    public static func == (lhs: WakeWordFigures, rhs: WakeWordFigures) -> Bool {
        lhs.negatives == rhs.negatives && lhs.positives.map(\.name) == rhs.positives.map(\.name)
            && lhs.positives.map(\.files) == rhs.positives.map(\.files)
    }

    /// Hours of negative audio.
    public var negativeHours: Double { negatives.map(\.seconds).reduce(0, +) / 3600 }

    /// The operating point with at most `falseAlarms` false alarms for `score`.
    public func point(allowing falseAlarms: Int, score: Score) -> Point {
        let alarms = negatives.flatMap { $0.scores(score) }.sorted(by: >)
        // Just above the (falseAlarms + 1)th highest negative stretch: it and all below it are let through.
        let threshold = alarms.count > falseAlarms ? alarms[falseAlarms].nextUp : -Double.infinity
        return point(at: threshold, score: score)
    }

    /// The operating point of `threshold` for `score`.
    public func point(at threshold: Double, score: Score) -> Point {
        let falseAlarms = negatives.flatMap { $0.scores(score) }.count { $0 >= threshold }
        var rates: [String: Double] = [:]
        for (name, files) in positives where !files.isEmpty {
            let missed = files.count { file in !file.scores(score).contains { $0 >= threshold } }
            rates[name] = Double(missed) / Double(files.count)
        }
        return Point(threshold: threshold, falseAlarms: falseAlarms, missRates: rates)
    }

    /// The share of all positive files missed at `point` (every set pooled).
    public func pooledMissRate(at point: Point) -> Double {
        let total = positives.map(\.files.count).reduce(0, +)
        guard total > 0 else { return 0 }
        let missed = positives.map { Double($0.files.count) * (point.missRates[$0.name] ?? 0) }.reduce(0, +)
        return missed / Double(total)
    }

    /// Misses against false alarms per hour: one point per number of false alarms allowed in
    /// `alarmCounts`, pooled over the positive sets.
    public func curve(_ score: Score, alarmCounts: [Int]) -> [(falseAlarmsPerHour: Double, missRate: Double)] {
        let hours = negativeHours
        return alarmCounts.map { count in
            let point = point(allowing: count, score: score)
            return (hours > 0 ? Double(point.falseAlarms) / hours : 0, pooledMissRate(at: point))
        }
    }
}

extension WakeWordFigures {
    /// The false alarms an operating point of `perTenHours` false alarms per 10 hours allows over
    /// these negatives (0 when they are fewer than the hours that rate needs for one).
    public func allowedFalseAlarms(perTenHours: Double) -> Int {
        Int((negativeHours / 10 * perTenHours).rounded(.down))
    }

    /// The table `hark evaluate wake` prints: each positive set's miss rate for both scores at
    /// `perTenHours` false alarms per 10 hours, then the curve of misses against false alarms
    /// per hour, pooled.
    public func report(perTenHours: Double) -> String {
        let allowed = allowedFalseAlarms(perTenHours: perTenHours)
        let hark = point(allowing: allowed, score: .hark)
        let keyphrase = point(allowing: allowed, score: .keyphrase)
        var lines = [
            "negatives: \(negatives.count) files, \(FigureFormat.fixed(negativeHours, 2)) h; at most \(allowed) false "
                + "alarm\(allowed == 1 ? "" : "s") (\(FigureFormat.fixed(perTenHours, 1)) per 10 h)",
            "thresholds: Hark \(FigureFormat.fixed(hark.threshold, 3)), keyphrase search \(FigureFormat.fixed(keyphrase.threshold, 2))",
        ]
        var table = TextTable([
            ("set", .left), ("files", .right), ("Hark misses", .right), ("keyphrase search misses", .right),
        ])
        for (name, files) in positives where !files.isEmpty {
            table.append([
                name, String(files.count), FigureFormat.percent(hark.missRates[name] ?? 0),
                FigureFormat.percent(keyphrase.missRates[name] ?? 0),
            ])
        }
        table.append([
            "all", String(positives.map(\.files.count).reduce(0, +)), FigureFormat.percent(pooledMissRate(at: hark)),
            FigureFormat.percent(pooledMissRate(at: keyphrase)),
        ])
        lines.append(table.rendered())
        lines.append("misses against false alarms per hour (all sets):")
        var curve = TextTable([
            ("false alarms", .right), ("Hark: per hour, misses", .right), ("keyphrase search", .right),
        ])
        let counts = [0, 1, 2, 5, 10, 20, 50]
        for (count, (harkPoint, keyphrasePoint)) in zip(
            counts, zip(self.curve(.hark, alarmCounts: counts), self.curve(.keyphrase, alarmCounts: counts)))
        {
            curve.append([
                "≤ \(count)",
                "\(FigureFormat.fixed(harkPoint.falseAlarmsPerHour, 2)), \(FigureFormat.percent(harkPoint.missRate))",
                "\(FigureFormat.fixed(keyphrasePoint.falseAlarmsPerHour, 2)), \(FigureFormat.percent(keyphrasePoint.missRate))",
            ])
        }
        lines.append(curve.rendered())
        return lines.joined(separator: "\n")
    }
}

extension WakeWordFigures {
    /// Each positive set's misses and the false alarms at thresholds chosen elsewhere (on another
    /// word): what a user of that word would get.
    public func report(harkThreshold: Double?, keyphraseThreshold: Double?) -> String {
        let points = [("Hark", harkThreshold, Score.hark), ("keyphrase search", keyphraseThreshold, .keyphrase)]
            .compactMap { name, threshold, score in threshold.map { (name, $0, point(at: $0, score: score)) } }
        var lines = ["at the thresholds given:"]
        var table = TextTable([("set", .left), ("files", .right)] + points.map { ("\($0.0) misses", .right) })
        for (name, files) in positives where !files.isEmpty {
            table.append([name, String(files.count)] + points.map { FigureFormat.percent($0.2.missRates[name] ?? 0) })
        }
        table.append(
            ["all", String(positives.map(\.files.count).reduce(0, +))]
                + points.map { FigureFormat.percent(pooledMissRate(at: $0.2)) })
        table.append(["false alarms", ""] + points.map { String($0.2.falseAlarms) })
        lines.append(table.rendered())
        lines.append(
            points.map { "\($0.0) at \(FigureFormat.fixed($0.1, 3))" }.joined(separator: ", ")
                + "; \(FigureFormat.fixed(negativeHours, 2)) h of negatives")
        return lines.joined(separator: "\n")
    }
}
