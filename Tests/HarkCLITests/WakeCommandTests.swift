import Foundation
import HarkTestSupport
import Testing

/// Issue 41: a wake word. `hark wake` on files, and `hark listen --wake-word` on a stream where
/// one command is said without the word and one after it. flite speaks everything.
@Suite("Wake word commands", .tags(.audio))
struct WakeCommandTests {
    static let soup = "order a tomato soup with soup chef"
    static let workout = "start a jungle jog with monkeyfit"

    @Test func wakeSaysWhereTheWordIsAndAFailedFileFailsTheRun() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let word = try workspace.speak("computer", as: "word.wav")
        let soup = try workspace.speak(Self.soup, as: "soup.wav")
        let broken = try workspace.write(Data("not audio".utf8), "broken.wav")
        let run = try HarkProcess.run(
            ["wake", "--word", "computer", "--json", word, broken, soup],
            environment: ["HARK_CACHE_DIR": workspace.path("cache")])
        #expect(run.status == 1, "a file failed")
        #expect(run.standardError.contains("broken.wav"), Comment(rawValue: run.standardError))
        let lines = try run.outputLines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        try #require(lines.count == 3, "one line per file: \(run.outputLines)")
        #expect(lines[0]["detected"] as? Bool == true, "\(lines[0])")
        #expect((lines[0]["at"] as? Double).map { $0 >= 0 && $0 < 1 } == true)
        #expect(lines[1]["error"] != nil)
        #expect(lines[2]["detected"] as? Bool == false, "\(lines[2])")
        #expect(lines[2]["seconds"] as? Double ?? 0 > 1)
    }

    /// Asleep, the soup request is nothing; "computer", then the workout request, is run.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func listenActsOnlyOnTheCommandAfterTheWord() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let soup = try workspace.speak(Self.soup, as: "soup.wav")
        let word = try workspace.speak("computer", as: "word.wav")
        let workout = try workspace.speak(Self.workout, as: "workout.wav")
        let gap = try workspace.silence("gap.wav", seconds: 2)
        let pause = try workspace.silence("pause.wav", seconds: 1)
        let stream = workspace.path("stream.wav")
        try Tool.run("sox", [gap, soup, gap, word, pause, workout, gap, soup, gap, stream])
        let run = try workspace.hark(["listen", "--wake-word", "computer", "--verbose", stream])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        let lines = try run.outputLines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        try #require(lines.count == 1, "lines: \(run.outputLines)\n\(run.standardError)")
        #expect(lines[0]["app"] as? String == "MonkeyFit", "heard: \(lines[0]["transcript"] ?? "")")
        #expect(run.standardError.contains("woke on 'computer'"), Comment(rawValue: run.standardError))
        #expect(run.standardError.contains("asleep"), Comment(rawValue: run.standardError))
        #expect(try workspace.hark(["orders", "list"]).outputLines.isEmpty, "no soup is ordered")
    }

    /// "computer, start a jungle jog with monkeyfit" in one breath runs the workout.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func listenHearsACommandInTheWordsBreath() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let said = try workspace.speak("computer, " + Self.workout, as: "said.wav")
        let gap = try workspace.silence("gap.wav", seconds: 2)
        let stream = workspace.path("stream.wav")
        try Tool.run("sox", [gap, said, gap, stream])
        let run = try workspace.hark(["listen", "--wake-word", "computer", stream])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        try #require(run.outputLines.count == 1, "lines: \(run.outputLines)\n\(run.standardError)")
        let line = try #require(JSONSerialization.jsonObject(with: Data(run.outputLines[0].utf8)) as? [String: Any])
        #expect(line["app"] as? String == "MonkeyFit", "heard: \(line["transcript"] ?? "")")
    }
}
