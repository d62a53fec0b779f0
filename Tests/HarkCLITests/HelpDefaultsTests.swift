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
    @Test(arguments: ["transcribe", "understand", "evaluate audio", "bench baseline"])
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

/// Every flag that sets a profile setting states the configuration's summary, default and key, and
/// everyday help stays short: expert flags are hidden, shown by --help-hidden.
@Suite("Help renders the configuration")
struct ConfigurationHelpTests {
    static let decodingCommands = [
        "transcribe", "understand", "evaluate audio", "ask", "converse", "listen", "serve",
    ]
    /// Subcommands that decode nothing, so take no recognizer, front-end, search or profile option.
    static let reportCommands = ["evaluate merge", "evaluate transcripts", "evaluate summary"]

    static func words(_ command: String) -> [String] { command.split(separator: " ").map(String.init) }

    /// `field` of every setting by key (its default, its summary), as `hark config show --json`
    /// prints them.
    static func settings(_ field: String = "default") throws -> [String: String] {
        let run = try HarkProcess.run(["config", "show", "--json"])
        #expect(run.status == 0, Comment(rawValue: run.standardError))
        var values: [String: String] = [:]
        for line in run.standardOutput.split(separator: "\n") {
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: String]
            if let key = object?["key"], let value = object?[field] { values[key] = value }
        }
        return values
    }

    @Test(arguments: decodingCommands)
    func everyProfileFlagStatesTheConfigurationsDefault(command: String) throws {
        let defaults = try Self.settings(), summaries = try Self.settings("summary")
        #expect(defaults.count > 40)
        let help = try HarkProcess.run(Self.words(command) + ["--help-hidden"])
        #expect(help.status == 0)
        let text = HelpDefaultsTests.flattened(help.standardOutput)
        let pattern = try Regex(#"\(default: ([^;()]*); profile: ([A-Za-z.]+)\)"#)
        let stated = text.matches(of: pattern)
        #expect(stated.count >= 10, "\(command) states \(stated.count) profile defaults")
        for match in stated {
            let value = String(match.output[1].substring ?? ""), key = String(match.output[2].substring ?? "")
            #expect(defaults[key] != nil, "\(command): no setting \(key)")
            #expect(
                defaults[key] == value, "\(command): \(key) is stated as \(value), configured as \(defaults[key] ?? "")"
            )
            // One description: the flag's help is the setting's own summary, not a second text.
            let summary = HelpDefaultsTests.flattened(String(summaries[key]?.dropFirst() ?? ""))
            #expect(!summary.isEmpty && text.contains(summary), "\(command): \(key)'s help is not its summary")
        }
    }

    @Test(arguments: decodingCommands + reportCommands + ["evaluate"])
    func everydayHelpListsAtMostTwentyFiveOptions(command: String) throws {
        let help = try HarkProcess.run(Self.words(command) + ["--help"])
        #expect(help.status == 0)
        let options = help.standardOutput.split(separator: "\n").filter { $0.hasPrefix("  -") }
        #expect(options.count <= 25, "\(command) --help lists \(options.count) options")
        guard Self.decodingCommands.contains(command) else { return }
        let hidden = try HarkProcess.run(Self.words(command) + ["--help-hidden"]).standardOutput
        #expect(hidden.contains("--edge-garbage") || command == "serve" || hidden.contains("--speex-suppress-db"))
    }

    /// `hark evaluate` lists its subcommands, audio the default; those that decode nothing show
    /// none of the decoding options, hidden ones included.
    @Test func evaluateSubcommandsShowOnlyTheirOwnOptions() throws {
        let parent = try HarkProcess.run(["evaluate", "--help"])
        #expect(parent.status == 0)
        for subcommand in ["audio (default)", "merge", "transcripts", "summary"] {
            #expect(parent.standardOutput.contains("  \(subcommand)"), "\(parent.standardOutput)")
        }
        let audio = try HarkProcess.run(["evaluate", "audio", "--help-hidden"]).standardOutput
        for option in ["--search", "--jobs", "--enhance", "--config", "--edge-garbage", "--json"] {
            #expect(audio.contains(option), "evaluate audio lacks \(option)")
        }
        for command in Self.reportCommands {
            let help = try HarkProcess.run(Self.words(command) + ["--help-hidden"])
            #expect(help.status == 0)
            for option in ["--search", "--jobs", "--enhance", "--config", "--edge-garbage", "--state", "--understand"] {
                #expect(!help.standardOutput.contains(option), "\(command) shows \(option)")
            }
        }
    }

    @Test func aProfileFileAndFlagsShowWhereEachValueCameFrom() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let profile = workspace.path("profile.yaml")
        try "search:\n  edgeGarbage: 0.01\nfrontEnd:\n  loudnessTrim:\n    thresholdDB: 18\n".write(
            toFile: profile, atomically: true, encoding: .utf8)
        let shown = try HarkProcess.run(["config", "show", "--config", profile, "--loudness-threshold-db", "20"])
        #expect(shown.status == 0, Comment(rawValue: shown.standardError))
        #expect(shown.standardOutput.contains("edgeGarbage: 0.01  # file \(profile)"))
        #expect(shown.standardOutput.contains("loudnessTrim.thresholdDB: 20  # flag --loudness-threshold-db"))
        #expect(shown.standardOutput.contains("edgeGarbageEntry: 3e-05  # default"))
        // $HARK_CONFIG names the profile when --config does not.
        let fromEnvironment = try HarkProcess.run(["config", "show"], environment: ["HARK_CONFIG": profile])
        #expect(fromEnvironment.standardOutput.contains("edgeGarbage: 0.01  # file \(profile)"))

        // A bad profile stops every decoding command before it decodes, naming the file and key.
        let bad = workspace.path("bad.yaml")
        try "search:\n  edgeGarbag: 0.01\n".write(toFile: bad, atomically: true, encoding: .utf8)
        let refused = try HarkProcess.run(["ask", "--text", "what time is it", "--config", bad])
        #expect(refused.status != 0)
        #expect(refused.standardError.contains(bad) && refused.standardError.contains("search.edgeGarbag"))
        let badSet = try HarkProcess.run(["understand", "--text", "hello", "--set", "search.edgeGarbage=2"])
        #expect(badSet.status != 0 && badSet.standardError.contains("must be a probability"))
    }
}
