import Foundation
import HarkEvaluation
import HarkTestSupport
import Testing

/// `--shard K/N` and `evaluate merge` on real audio: the smoke set decoded whole and in three
/// shards gives the same report once the shards are merged.
@Suite("Sharded runs", .tags(.audio))
struct ShardCommandTests {
    static let smoke = Repository.file("Audio/smoke")

    /// The smoke manifest with absolute paths and a missing file in the middle, so failures are
    /// merged too.
    static func manifest(in workspace: Workspace) throws -> String {
        var lines = try String(contentsOf: smoke.appendingPathComponent("smoke.jsonl"), encoding: .utf8)
            .split(separator: "\n").map { line in
                line.replacingOccurrences(of: #""audio": ""#, with: #""audio": "\#(smoke.path)/"#)
            }
        lines.insert(#"{"audio": "missing.wav", "text": "go forward", "intent": "none", "parameters": {}}"#, at: 2)
        return try workspace.write(Data(lines.joined(separator: "\n").utf8), "set.jsonl")
    }

    func evaluate(_ arguments: [String], _ workspace: Workspace) throws -> HarkProcess {
        try HarkProcess.run(
            ["evaluate", "--search", "languageModel", "--jobs", "1"] + arguments,
            environment: ["HARK_CACHE_DIR": workspace.path("cache")])
    }

    func merge(_ arguments: [String]) throws -> HarkProcess {
        try HarkProcess.run(["evaluate", "merge"] + arguments)
    }

    /// What a run's timing makes differ between two runs of the same work.
    static func withoutTimes(_ report: EvaluationReport) -> EvaluationReport {
        var report = report
        report.context = [:]
        report.speed = SpeedFigures(rows: [], wallSeconds: 0, cpuSeconds: nil)
        for index in report.rows.indices {
            report.rows[index].decodeSeconds = 0
            report.rows[index].cpuSeconds = nil
        }
        return report
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func mergedShardsGiveExactlyTheFiguresOfOneRun()
        throws
    {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let manifest = try Self.manifest(in: workspace)

        let whole = try evaluate(["--json", workspace.path("whole.json"), manifest], workspace)
        #expect(whole.status == 1, "the missing file fails")
        for index in 1...3 {
            let run = try evaluate(
                ["--shard", "\(index)/3", "--json", workspace.path("shard-\(index).json"), manifest], workspace)
            // Positions 2 (the missing file) falls to shard 3; the others decode cleanly.
            #expect(run.status == (index == 3 ? 1 : 0), Comment(rawValue: run.standardError))
        }
        let mergeRun = try merge(
            ["--json", workspace.path("merged.json")] + [3, 1, 2].map { workspace.path("shard-\($0).json") })
        #expect(mergeRun.status == 1, "the merged run holds the failure")
        #expect(mergeRun.standardOutput.contains("WER"))

        func read(_ name: String) throws -> EvaluationReport {
            try EvaluationReport(jsonData: try Data(contentsOf: URL(fileURLWithPath: workspace.path(name))))
        }
        let single = try read("whole.json"), merged = try read("merged.json")
        let shards = try (1...3).map { try read("shard-\($0).json") }
        #expect(shards.map { $0.rows.count } == [2, 2, 2])
        #expect(single.utterances == 6 && single.failedUtterances == 1)
        #expect(single.understanding != nil && CalibrationFigures.reported(single.rows) != nil)

        #expect(Self.withoutTimes(merged) == Self.withoutTimes(single))
        #expect(merged.rows.map(\.hypothesis) == single.rows.map(\.hypothesis))
        #expect(merged.speed.audioSeconds == single.speed.audioSeconds)
        #expect(merged.speed.cpuSeconds == shards.compactMap(\.speed.cpuSeconds).reduce(0, +))
        #expect(merged.speed.wallSeconds == shards.map(\.speed.wallSeconds).reduce(0, +))
        #expect(merged.context["mergedShards"] == "3")
        #expect(merged.context["search"] == "languageModel")
    }

    @Test func mergingAnIncompleteSetOfShardsIsRefused() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let manifest = try Self.manifest(in: workspace)
        #expect(
            try evaluate(["--shard", "1/3", "--json", workspace.path("shard-1.json"), manifest], workspace).status == 0)
        let unreadable = try merge([workspace.path("shard-1.json"), workspace.path("nothing.json")])
        #expect(unreadable.status != 0)
        #expect(unreadable.standardError.contains("nothing.json: not a report written by hark evaluate --json"))
        let partial = try merge([workspace.path("shard-1.json")])
        #expect(partial.status != 0)
        #expect(partial.standardError.contains("shards 2/3, 3/3 missing"))
        let bad = try evaluate(["--shard", "4/3", manifest], workspace)
        #expect(bad.status != 0)
        #expect(bad.standardError.contains("shard '4/3': K must be from 1 to 3"))
    }

    @Test func transcribeRunsItsSliceOfTheFiles() throws {
        let files = ["smoke-01.wav", "smoke-02.wav", "smoke-04.flac", "smoke-05.wav"].map {
            Self.smoke.appendingPathComponent($0).path
        }
        let run = try HarkProcess.run(["transcribe", "--jobs", "1", "--shard", "2/3"] + files)
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        let named = run.outputLines.map { String($0.split(separator: "\t")[0]) }
        #expect(named == [files[1]])
        let last = try HarkProcess.run(["transcribe", "--jobs", "1", "--shard", "1/3"] + files)
        #expect(last.outputLines.map { String($0.split(separator: "\t")[0]) } == [files[0], files[3]])
    }
}
