import Foundation
import HarkTestSupport
import Testing

/// What the help promises about defaults is what the commands do.
@Suite("Help and defaults")
struct HelpDefaultsTests {
    /// Help text as one line: ArgumentParser wraps it to the terminal's width.
    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    @Test func searchHelpStatesTheLanguageModelDefaultOfUnderstand() throws {
        let help = try HarkProcess.run(["understand", "--help"])
        #expect(help.status == 0)
        let text = Self.flattened(help.standardOutput)
        #expect(
            text.contains(
                "Default: grammar when --intents is given; otherwise general for transcribe and evaluate, languageModel for understand, ask, converse"
            ))
        #expect(text.contains("(--search; by default languageModel, or grammar with --intents)"))
    }

    /// `--jobs` states its one default, the core count, in words: not also this machine's count,
    /// which would be baked into the man page of whatever machine made it.
    @Test(arguments: ["transcribe", "understand", "evaluate", "bench baseline"])
    func jobsHelpStatesOneDefault(command: String) throws {
        let help = try HarkProcess.run(command.split(separator: " ").map(String.init) + ["--help"])
        #expect(help.status == 0)
        let text = Self.flattened(help.standardOutput)
        let jobs = try #require(text.range(of: "--jobs <jobs>"), "\(text)")
        let line = text[jobs.upperBound...].prefix { $0 != "-" }
        #expect(line.contains("(default: the core count)"), "\(line)")
        #expect(line.components(separatedBy: "default").count == 2, "\(line)")
    }

    /// `hark vocabulary` (show) with no options lists every installed app's vocabulary, as the
    /// recognizer is given them, not only those named with --app-vocabulary.
    @Test func vocabularyShowsTheInstalledAppsByDefault() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let run = try HarkProcess.run(["vocabulary", "--state", workspace.path("state")])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        #expect(run.standardOutput.contains("monkeychat/AppIntentVocabulary.plist"))
        #expect(run.standardOutput.contains("monkeyfit/AppIntentVocabulary.plist"))
        #expect(run.standardOutput.contains("Bananarific"))
        #expect(run.standardOutput.contains("Banana Bunch"))
        // Showing creates no state.
        #expect(!FileManager.default.fileExists(atPath: workspace.path("state")))
        // Naming one app's vocabulary shows that one alone.
        let monkeyFit = Repository.file("Models/monkeyfit/AppIntentVocabulary.plist")
        let one = try HarkProcess.run([
            "vocabulary", "show", "--state", workspace.path("state"), "--app-vocabulary", monkeyFit.path,
        ])
        #expect(one.status == 0)
        #expect(one.standardOutput.contains("Bananarific") && !one.standardOutput.contains("Banana Bunch"))
    }
}
