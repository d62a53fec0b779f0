import Foundation

/// Hark against the bare decoder on the same samples, set by set and file by file: how many
/// commands each understood, and which files one understood and the other did not.
///
/// A file the bare decoder understands and Hark does not is what Hark's layers (front end,
/// garbage loops, rejection, second search) cost; each one is a bug to explain. On a set of noise
/// alone (every line expects no intent) "understood" means rejected, and a command heard is a
/// false accept: the bare decoder has no rejection, so there it is expected to lose.
public struct BaselineComparison: Codable, Hashable, Sendable {
    /// One file: what each heard and whether each understood it.
    public struct File: Codable, Hashable, Sendable {
        public var id: String
        public var set: String
        public var audio: String
        public var bareHypothesis: String?
        public var bareAccepted: Bool
        public var harkHypothesis: String?
        public var harkAccepted: Bool
        /// Hark heard nothing: an empty transcript or no intent, where the bare decoder heard words.
        public var harkEmpty: Bool
        /// The file's length, for speed figures when the file is read back.
        public var audioSeconds: Double?
        public var bareError: String?
        public var harkError: String?
    }

    /// One set's totals.
    public struct SetFigures: Codable, Hashable, Sendable {
        public var set: String
        public var files: Int
        /// Whether every line of the set expects no intent (noise alone): accepted means rejected.
        public var expectsNothing: Bool
        public var bareAccepted: Int
        public var harkAccepted: Int
        /// Files Hark heard as nothing at all (empty transcript).
        public var harkEmpty: Int
        public var bareEmpty: Int
        /// Understood by the bare decoder only, and by Hark only.
        public var bareOnly: Int
        public var harkOnly: Int
        /// Files the bare decoder, and Hark, heard as an intent other than the one said (on noise
        /// alone: any intent): the wrong actions each would take. Nil in reports written before
        /// they were counted.
        public var bareWrong: Int?
        public var harkWrong: Int?
        public var audioSeconds: Double
        public var bareCPUSeconds: Double?
        public var harkCPUSeconds: Double?
    }

    public var sets: [SetFigures]
    public var files: [File]
    /// What was run, as the command wants it recorded (the grammar, the flags, the commit).
    public var context: [String: String]

    /// Pairs the two runs' rows, which must be of the same samples in the same order. CPU seconds
    /// are shared out over sets by audio length when a run gives only a total (`bareCPUSeconds`).
    public init(bare: [UtteranceRow], hark: [UtteranceRow], bareCPUSeconds: Double?, context: [String: String] = [:]) {
        precondition(bare.count == hark.count, "the two runs must cover the same samples")
        files = zip(bare, hark).map { bare, hark in
            File(
                id: hark.id, set: hark.set, audio: hark.audio, bareHypothesis: bare.hypothesis,
                bareAccepted: bare.commandAccepted == true, harkHypothesis: hark.hypothesis,
                harkAccepted: hark.commandAccepted == true,
                harkEmpty: !hark.failed && (hark.hypothesis ?? "").isEmpty,
                audioSeconds: hark.audioSeconds ?? bare.audioSeconds, bareError: bare.error, harkError: hark.error)
        }
        let totalAudio = hark.reduce(0) { $0 + ($1.audioSeconds ?? 0) }
        var order: [String] = []
        var bySet: [String: [(bare: UtteranceRow, hark: UtteranceRow, file: File)]] = [:]
        for (index, file) in files.enumerated() {
            if bySet[file.set] == nil { order.append(file.set) }
            bySet[file.set, default: []].append((bare[index], hark[index], file))
        }
        sets = order.map { name in
            let members = bySet[name] ?? []
            let audio = members.reduce(0) { $0 + ($1.hark.audioSeconds ?? 0) }
            let harkCPU =
                members.allSatisfy { $0.hark.cpuSeconds != nil || $0.hark.failed }
                ? members.reduce(0) { $0 + ($1.hark.cpuSeconds ?? 0) } : nil
            return SetFigures(
                set: name, files: members.count,
                expectsNothing: members.allSatisfy { $0.hark.referenceIntent == IntentLabel.none },
                bareAccepted: members.count { $0.file.bareAccepted },
                harkAccepted: members.count { $0.file.harkAccepted },
                harkEmpty: members.count { $0.file.harkEmpty },
                bareEmpty: members.count { !$0.bare.failed && ($0.bare.hypothesis ?? "").isEmpty },
                bareOnly: members.count { $0.file.bareAccepted && !$0.file.harkAccepted },
                harkOnly: members.count { !$0.file.bareAccepted && $0.file.harkAccepted },
                bareWrong: members.count { Self.isWrongAction($0.bare) },
                harkWrong: members.count { Self.isWrongAction($0.hark) },
                audioSeconds: audio,
                bareCPUSeconds: bareCPUSeconds.map { totalAudio > 0 ? $0 * audio / totalAudio : 0 },
                harkCPUSeconds: harkCPU)
        }
        self.context = context
    }

    /// Whether `row` heard an intent, and not the one said: an action taken that was not asked for.
    static func isWrongAction(_ row: UtteranceRow) -> Bool {
        guard !row.failed, row.commandAccepted != true, let intent = row.hypothesisIntent else { return false }
        return intent != IntentLabel.none
    }

    /// The files the bare decoder understood and Hark did not.
    public var bareOnlyFiles: [File] { files.filter { $0.bareAccepted && !$0.harkAccepted } }

    /// One line per set: files, each side's understood count and share, Hark's empty transcripts,
    /// the files only one side understood, each side's wrong actions, and CPU seconds per audio
    /// second.
    public func table() -> String {
        var table = TextTable([
            ("set", .left), ("files", .right), ("bare decoder", .right), ("Hark", .right), ("Hark empty", .right),
            ("bare only", .right), ("Hark only", .right), ("wrong (bare, Hark)", .right),
            ("CPU s / audio s (bare, Hark)", .right),
        ])
        for figures in sets {
            func share(_ count: Int) -> String {
                figures.files == 0
                    ? "0" : String(format: "%d (%.1f %%)", count, 100 * Double(count) / Double(figures.files))
            }
            func speed(_ cpu: Double?) -> String {
                guard let cpu, figures.audioSeconds > 0 else { return "-" }
                return String(format: "%.3f", cpu / figures.audioSeconds)
            }
            table.append([
                figures.set + (figures.expectsNothing ? " (noise alone: rejected)" : ""), String(figures.files),
                share(figures.bareAccepted), share(figures.harkAccepted), String(figures.harkEmpty),
                String(figures.bareOnly), String(figures.harkOnly),
                "\(figures.bareWrong.map(String.init) ?? "-"), \(figures.harkWrong.map(String.init) ?? "-")",
                "\(speed(figures.bareCPUSeconds)), \(speed(figures.harkCPUSeconds))",
            ])
        }
        return table.rendered()
    }

    /// The files one side understood and the other did not (`all`: every file), with what each heard.
    public func fileLines(all: Bool = false) -> [String] {
        files.filter { all || $0.bareAccepted != $0.harkAccepted }.map { file in
            let mark = file.bareAccepted == file.harkAccepted ? "same" : file.bareAccepted ? "bare only" : "Hark only"
            func heard(_ text: String?, _ error: String?) -> String {
                if let error { return "error: \(error)" }
                guard let text, !text.isEmpty else { return "(nothing)" }
                return "\"\(text)\""
            }
            let name = (file.id as NSString).lastPathComponent
            return "\(mark)  \(file.set)/\(name)\n    bare: \(heard(file.bareHypothesis, file.bareError))\n"
                + "    Hark: \(heard(file.harkHypothesis, file.harkError))"
        }
    }

    /// Pretty-printed JSON with sorted keys.
    public func jsonData() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        return try encoder.encode(self)
    }
}
