import Foundation
import Testing

@testable import HarkEvaluation

@Suite("Shards of a run")
struct ShardTests {
    @Test func parsesKOfN() throws {
        let shard = try Shard(parsing: "3/8")
        #expect(shard.index == 3 && shard.count == 8)
        #expect(shard.description == "3/8")
        for (text, reason) in [
            ("0/3", "K must be from 1 to 3"), ("4/3", "K must be from 1 to 3"), ("1/0", "N must be at least 1"),
            ("3", "not K/N"), ("a/b", "not K/N"), ("1/2/3", "not K/N"), ("", "not K/N"),
        ] {
            #expect {
                try Shard(parsing: text)
            } throws: { error in
                (error as? ShardError)?.reason.hasPrefix(reason) == true
                    && "\(error)".contains("'\(text)'")
            }
        }
    }

    /// Round robin: every item in exactly one shard, in order, shard k taking positions ≡ k − 1
    /// mod N; and size(amongst:) agrees with the slice, for every small list and count.
    @Test func slicesPartitionTheListRoundRobin() throws {
        for total in 0...12 {
            let items = Array(0..<total)
            for count in 1...5 {
                let shards = try (1...count).map { try Shard(index: $0, count: count) }
                let slices = shards.map { $0.slice(items) }
                #expect(slices.flatMap(\.self).sorted() == items)
                for (shard, slice) in zip(shards, slices) {
                    #expect(slice == slice.sorted())
                    #expect(slice.allSatisfy { $0 % count == shard.index - 1 && shard.contains(position: $0) })
                    #expect(shard.size(amongst: total) == slice.count)
                }
            }
        }
    }

    /// Eleven utterances of every kind a figure is computed from: right and wrong words, intents
    /// and slots, confidences for calibration, noise at two SNRs, and failures.
    static func outcomes() -> [UtteranceOutcome] {
        (0..<11).map { index in
            var metadata = ["voice": index % 2 == 0 ? "a" : "b"]
            if index % 3 != 0 {
                metadata["noise"] = "pink"
                metadata["snr"] = index % 3 == 1 ? "10" : "0"
            }
            let sample = Fixtures.sample(
                "u\(index)", reference: "send bananas to bobo", intent: "INSendMessageIntent",
                parameters: ["recipients": ["Bobo"]], metadata: metadata)
            if index % 5 == 4 { return Fixtures.failed(sample, decodeSeconds: 0.01 * Double(index)) }
            let heard = index % 2 == 0 ? "send bananas to bobo" : "send banana to momo"
            return UtteranceOutcome(
                sample: sample,
                decoding: .decoded(
                    Hypothesis(
                        text: heard, intent: index % 4 == 3 ? "none" : "INSendMessageIntent",
                        parameters: ["recipients": [index % 2 == 0 ? "Bobo" : "Momo"]], score: -index * 100,
                        confidence: Double(index) / 11)),
                audioSeconds: 1 + Double(index) / 7, decodeSeconds: 0.3 + Double(index) / 13,
                cpuSeconds: 0.2 + Double(index) / 17)
        }
    }

    static func report(_ outcomes: [UtteranceOutcome], shard: Shard? = nil, wall: Double, cpu: Double)
        -> EvaluationReport
    {
        var report = EvaluationReport(
            title: "commands", context: ["search": "languageModel", "jobs": "2", "date": "day \(wall)"],
            label: "lm", outcomes: outcomes, wallSeconds: wall, cpuSeconds: cpu)
        report.shard = shard
        return report
    }

    /// The shards, written to JSON and read back as `hark evaluate merge` does, merge into exactly the
    /// single run's rows and figures; only the times are the shards' sums.
    @Test func mergedShardsEqualOneRun() throws {
        let outcomes = Self.outcomes()
        let single = Self.report(outcomes, wall: 10, cpu: 9)
        let shards = try (1...3).map { index in
            let shard = try Shard(index: index, count: 3)
            let report = Self.report(shard.slice(outcomes), shard: shard, wall: Double(index), cpu: 0.5 * Double(index))
            return (source: "shard-\(index).json", report: try EvaluationReport(jsonData: try report.jsonData()))
        }
        #expect(shards.map(\.report.shard?.index) == [1, 2, 3])
        let merged = try EvaluationReport(mergingShards: [shards[2], shards[0], shards[1]])

        #expect(merged.rows == single.rows)
        #expect(merged.utterances == 11 && merged.failedUtterances == single.failedUtterances)
        #expect(merged.words == single.words)
        #expect(merged.understanding == single.understanding)
        #expect(merged.breakdowns == single.breakdowns)
        #expect(merged.noiseCurve == single.noiseCurve)
        #expect(merged.noiseCurve != nil)
        #expect(CalibrationFigures.reported(merged.rows) == CalibrationFigures.reported(single.rows))
        #expect(merged.speed.audioSeconds == single.speed.audioSeconds)
        #expect(merged.speed.decodeSeconds == single.speed.decodeSeconds)
        #expect(merged.speed.wallSeconds == 6 && merged.speed.cpuSeconds == 3)
        #expect(merged.shard == nil)
        #expect(merged.title == "commands" && merged.label == "lm")
        // Settings every shard shares are kept; the date each ran on is not one run's.
        #expect(merged.context == ["search": "languageModel", "jobs": "2"])
    }

    @Test func shardsNotOfOneWholeRunAreRefusedWithTheReason() throws {
        let outcomes = Self.outcomes()
        func shard(_ index: Int, of count: Int, search: String = "languageModel", items: [UtteranceOutcome]? = nil)
            throws -> (source: String, report: EvaluationReport)
        {
            let shard = try Shard(index: index, count: count)
            var report = Self.report(shard.slice(items ?? outcomes), shard: shard, wall: 1, cpu: 1)
            report.context["search"] = search
            return ("s\(index)of\(count)-\(search).json", report)
        }
        let whole = (source: "whole.json", report: Self.report(outcomes, wall: 1, cpu: 1))

        #expect(throws: ShardMergeError.noReports) { try EvaluationReport(mergingShards: []) }
        #expect(throws: ShardMergeError.notAShard(source: "whole.json")) {
            try EvaluationReport(mergingShards: [try shard(1, of: 2), whole])
        }
        #expect(throws: ShardMergeError.missing(indices: [2], count: 3)) {
            try EvaluationReport(mergingShards: [try shard(1, of: 3), try shard(3, of: 3)])
        }
        #expect(
            throws: ShardMergeError.duplicate(
                shard: try Shard(index: 1, count: 2), source: "s1of2-languageModel.json",
                otherSource: "s1of2-languageModel.json")
        ) {
            try EvaluationReport(mergingShards: [try shard(1, of: 2), try shard(1, of: 2), try shard(2, of: 2)])
        }
        #expect(
            throws: ShardMergeError.countDiffers(
                source: "s2of3-languageModel.json", shard: try Shard(index: 2, count: 3),
                firstSource: "s1of2-languageModel.json", first: try Shard(index: 1, count: 2))
        ) {
            try EvaluationReport(mergingShards: [try shard(1, of: 2), try shard(2, of: 3)])
        }
        #expect(
            throws: ShardMergeError.settingDiffers(
                setting: "search", source: "s2of2-grammar.json", value: "grammar",
                firstSource: "s1of2-languageModel.json", firstValue: "languageModel")
        ) {
            try EvaluationReport(mergingShards: [try shard(1, of: 2), try shard(2, of: 2, search: "grammar")])
        }
        // Shard 2 of a shorter list: 6 + 3 rows, but shard 1 of one list of 9 has 5.
        #expect(
            throws: ShardMergeError.sizeMismatch(
                source: "s1of2-languageModel.json", shard: try Shard(index: 1, count: 2), utterances: 6, expected: 5,
                total: 9)
        ) {
            try EvaluationReport(mergingShards: [
                try shard(1, of: 2), try shard(2, of: 2, items: Array(outcomes.prefix(6))),
            ])
        }
    }

    /// Reports written before sharding existed still read, as whole runs.
    @Test func aReportWithoutAShardReadsAsAWholeRun() throws {
        let report = Self.report(Self.outcomes(), wall: 1, cpu: 1)
        var object = try #require(try JSONSerialization.jsonObject(with: report.jsonData()) as? [String: Any])
        #expect(object["shard"] == nil)
        object.removeValue(forKey: "shard")
        let read = try EvaluationReport(jsonData: try JSONSerialization.data(withJSONObject: object))
        #expect(read.shard == nil && read.rows == report.rows)
        let shardJSON = #"{"index": 0, "count": 2}"#
        #expect(throws: (any Error).self) { try JSONDecoder().decode(Shard.self, from: Data(shardJSON.utf8)) }
    }
}
