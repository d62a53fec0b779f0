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
        try Self.expectOnlyTheCommandAfter(
            try workspace.speak("computer", as: "word.wav"), wakingWith: ["--wake-word", "computer"],
            wokeOn: "computer", in: workspace)
    }

    /// A stream of a soup request, the wake word, a workout request and the soup request again,
    /// heard by `listen` with `wakeArguments`: only the workout is run, after waking on `name`.
    static func expectOnlyTheCommandAfter(
        _ word: String, wakingWith wakeArguments: [String], wokeOn name: String, in workspace: Workspace
    ) throws {
        let soup = try workspace.speak(Self.soup, as: "soup.wav")
        let workout = try workspace.speak(Self.workout, as: "workout.wav")
        let gap = try workspace.silence("gap.wav", seconds: 2)
        let pause = try workspace.silence("pause.wav", seconds: 1)
        let stream = workspace.path("stream.wav")
        try Tool.run("sox", [gap, soup, gap, word, pause, workout, gap, soup, gap, stream])
        let run = try workspace.hark(["listen"] + wakeArguments + ["--verbose", stream])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        let lines = try run.outputLines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        try #require(lines.count == 1, "lines: \(run.outputLines)\n\(run.standardError)")
        #expect(lines[0]["app"] as? String == "MonkeyFit", "heard: \(lines[0]["transcript"] ?? "")")
        #expect(run.standardError.contains("woke on '\(name)'"), Comment(rawValue: run.standardError))
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

    /// Installs the trained models' runtime (scripts/test.sh has already; quiet when there).
    static func setUpModels() throws {
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-wakeword.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
    }

    /// "hey jarvis" as flite's rms voice says it, which openWakeWord's hey_jarvis scores 0.997.
    static func heyJarvis(_ workspace: Workspace) throws -> String {
        try workspace.speak("hey jarvis", as: "hey-jarvis.wav", voice: "rms")
    }

    @Test func wakeWithAModelSaysWhenItWokeAndAMissingModelNamesItsSetting() throws {
        try Self.setUpModels()
        let workspace = try Workspace()
        defer { workspace.remove() }
        let word = try Self.heyJarvis(workspace)
        let soup = try workspace.speak(Self.soup, as: "soup.wav")
        let run = try HarkProcess.run(["wake", "--model", "hey_jarvis", "--json", word, soup])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        let lines = try run.outputLines.map {
            try #require(JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        try #require(lines.count == 2, "one line per file: \(run.outputLines)")
        #expect(lines[0]["detected"] as? Bool == true, "\(lines[0])")
        #expect((lines[0]["score"] as? Double ?? 0) > 0.9, "\(lines[0])")
        #expect((lines[0]["at"] as? Double).map { $0 > 0.3 && $0 < 2 } == true, "\(lines[0])")
        #expect(lines[1]["detected"] as? Bool == false, "\(lines[1])")
        #expect((lines[1]["score"] as? Double ?? 1) < 0.1, "\(lines[1])")

        // The threshold is the model's own setting: above the best score, nothing wakes.
        let strict = try HarkProcess.run(["wake", "--model", "hey_jarvis", "--wake-model-threshold", "0.9999", word])
        #expect(strict.outputLines.first?.contains("\tno\t") == true, "\(strict.outputLines)")

        let missing = try HarkProcess.run(["wake", "--model", "hey_nobody", word])
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("wake.model"), Comment(rawValue: missing.standardError))
        #expect(missing.standardError.contains("hey_jarvis"), "the installed models are named")
        let noLibrary = try HarkProcess.run(
            [
                "wake", "--model", "hey_jarvis", "--set",
                "wake.runtimeLibrary=\(workspace.path("libtensorflowlite_c.so"))", word,
            ])
        #expect(noLibrary.status == 1)
        #expect(noLibrary.standardError.contains("wake.runtimeLibrary"), Comment(rawValue: noLibrary.standardError))
        #expect(
            noLibrary.standardError.contains("scripts/setup-wakeword.sh"), Comment(rawValue: noLibrary.standardError))
        let both = try HarkProcess.run(["wake", "--model", "hey_jarvis", "--word", "computer", word])
        #expect(both.status != 0)
    }

    /// As with the word: asleep, the soup request is nothing; "hey jarvis", then the workout
    /// request, is run.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func listenWithAWakeModelActsOnlyOnTheCommandAfterIt() throws {
        try Self.setUpModels()
        let workspace = try Workspace()
        defer { workspace.remove() }
        // rms speaks at 16 kHz, slt at 16 kHz too: sox joins them as they are.
        try Self.expectOnlyTheCommandAfter(
            try Self.heyJarvis(workspace), wakingWith: ["--wake-model", "hey_jarvis"], wokeOn: "hey_jarvis",
            in: workspace)
    }
}
