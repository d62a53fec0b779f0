import Foundation
import HarkSupport

/// How a `hark listen --json` run over a stream of known commands did: a command is answered right
/// when exactly one output line overlaps it in time, that line overlaps no other command, and its
/// reply begins as the truth says (which needs the dialog kept). Also counts commands merged into
/// one line with another, commands missed, and lines that overlap no command (noise taken for
/// speech).
public struct ListenScore: Encodable, Sendable, Equatable {
    /// One command said in the stream: `scripts/listen-stream.py` writes them as JSON Lines.
    public struct Command: Codable, Sendable, Equatable {
        public var index: Int
        public var text: String
        public var start: Double
        public var end: Double
        /// How the right reply begins.
        public var reply: String

        public init(index: Int, text: String, start: Double, end: Double, reply: String) {
            self.index = index
            self.text = text
            self.start = start
            self.end = end
            self.reply = reply
        }
    }

    /// One utterance `hark listen --json` answered (the fields scored; it writes more).
    public struct Line: Codable, Sendable, Equatable {
        public var start: Double
        public var end: Double
        public var transcript: String
        public var reply: String
        public var latency: Double

        public init(start: Double, end: Double, transcript: String, reply: String, latency: Double) {
            self.start = start
            self.end = end
            self.transcript = transcript
            self.reply = reply
            self.latency = latency
        }
    }

    public var commands: Int
    public var right: Int
    public var merged: Int
    public var missed: Int
    public var spurious: Int
    public var lines: Int
    /// Seconds from the end of an utterance to its reply: the median and the 90th percentile.
    public var latencyMedian: Double?
    public var latencyP90: Double?
    /// What went wrong, one line per command not answered right, in the truth's order.
    public var problems: [String]

    // The figures, not the problems, make the JSON object.
    private enum CodingKeys: String, CodingKey {
        case commands, right, merged, missed, spurious, lines, latencyMedian, latencyP90
    }

    /// Scores `lines` against `truth`.
    public init(truth: [Command], lines: [Line]) {
        func overlaps(_ a: (start: Double, end: Double), _ b: (start: Double, end: Double)) -> Bool {
            a.start < b.end && b.start < a.end
        }
        var right = 0, merged = 0, missed = 0
        var problems: [String] = []
        for command in truth {
            let hits = lines.filter { overlaps(($0.start, $0.end), (command.start, command.end)) }
            guard let line = hits.first else {
                missed += 1
                problems.append("missed \(command.index) '\(command.text)' at \(command.start) s")
                continue
            }
            let others = truth.filter {
                $0 != command && overlaps((line.start, line.end), ($0.start, $0.end))
            }
            if hits.count == 1 && others.isEmpty && line.reply.hasPrefix(command.reply) {
                right += 1
            } else {
                if !others.isEmpty { merged += 1 }
                problems.append(
                    "wrong \(command.index) '\(command.text)' at \(command.start) s: heard '\(line.transcript)', replied '\(line.reply)'"
                )
            }
        }
        commands = truth.count
        self.right = right
        self.merged = merged
        self.missed = missed
        spurious = lines.count { line in !truth.contains { overlaps((line.start, line.end), ($0.start, $0.end)) } }
        self.lines = lines.count
        let latencies = lines.map(\.latency).sorted()
        latencyMedian = latencies.isEmpty ? nil : (OrderStatistics.median(ofSorted: latencies) * 1000).rounded() / 1000
        latencyP90 = latencies.isEmpty ? nil : latencies[Int(0.9 * Double(latencies.count - 1))]
        self.problems = problems
    }

    /// The figures as `name=value` pairs on one line, in a fixed order.
    public var summaryLine: String {
        let figures: [(String, String)] = [
            ("commands", "\(commands)"), ("right", "\(right)"), ("merged", "\(merged)"), ("missed", "\(missed)"),
            ("spurious", "\(spurious)"), ("lines", "\(lines)"),
            ("latencyMedian", latencyMedian.map { "\($0)" } ?? "None"),
            ("latencyP90", latencyP90.map { "\($0)" } ?? "None"),
        ]
        return figures.map { "\($0.0)=\($0.1)" }.joined(separator: " ")
    }
}
