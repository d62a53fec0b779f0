import Foundation
import HarkTestSupport
import Testing

/// A crowd is speech, so an open search turns it into words. The answer searches' foreground gate,
/// on by default, makes such audio heard as nothing; `--answer-foreground-range-db 0` turns it off.
@Suite("The foreground gate in hark transcribe --answering", .tags(.audio))
struct ForegroundGateCommandTests {
    static let freeText = "free-text=MonkeyChat.INSendMessageIntent.content"
    static let goForward = "/usr/share/pocketsphinx/test/data/goforward.raw"

    /// Eight copies of goforward.raw, each starting at another point of it, summed and scaled
    /// back: talkers filling each other's pauses.
    func crowd(in workspace: Workspace) throws -> String {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: Self.goForward))
        let speech = bytes.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        var mix = [Double](repeating: 0, count: speech.count)
        for copy in 0..<8 {
            let shift = copy * speech.count / 8
            for index in speech.indices { mix[index] += Double(speech[(index + shift) % speech.count]) }
        }
        let peak = mix.map(abs).max() ?? 1
        let samples = mix.map { Int16(($0 / peak * 20_000).rounded()) }
        return try workspace.write(samples.withUnsafeBytes { Data($0) }, "crowd.raw")
    }

    func heard(_ file: String, _ options: [String], in workspace: Workspace) throws -> String {
        let run = try workspace.hark(
            ["transcribe", "--json", "--answering", Self.freeText, "--raw", "s16le:16000:1"] + options + [file])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        let line = try #require(run.outputLines.first)
        let json = try #require(JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
        return try #require(json["text"] as? String)
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20))) func aCrowdIsHeardAsNothingUnlessTheGateIsOff()
        throws
    {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let crowd = try crowd(in: workspace)
        #expect(try heard(crowd, [], in: workspace) == "")
        #expect(
            try heard(crowd, ["--answer-foreground-range-db", "0"], in: workspace) != "", "the open search hears words")
        #expect(try heard(Self.goForward, [], in: workspace).contains("forward"), "one talker passes the gate")
    }

    @Test func aNegativeRangeIsRefusedByName() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try workspace.hark(
            ["transcribe", "--answering", Self.freeText, "--foreground-range-db", "-3", Self.goForward])
        #expect(run.status != 0)
        #expect(run.standardError.contains("--foreground-range-db"))
    }
}
