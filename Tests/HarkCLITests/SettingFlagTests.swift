import ArgumentParser
import Hark
import Testing

@testable import HarkCLI

/// A setting's flag is declared once, on its `ConfigurationSetting` row: the commands take the
/// flag's name, help and default from there. Read in-process from the commands' own help.
@Suite("Setting flags come from their declaration")
struct SettingFlagTests {
    /// One option's entry in a help screen: its names (`--webrtc-hpf`, `--no-webrtc-hpf`) and its
    /// text on one line.
    struct Entry {
        var names: [String]
        var text: String
    }

    /// Every command and subcommand of `hark`, by its words.
    static let commands: [(name: String, type: any ParsableCommand.Type)] = {
        func walk(_ type: any ParsableCommand.Type, _ path: [String]) -> [(String, any ParsableCommand.Type)] {
            let name = path.joined(separator: " ")
            return [(name, type)]
                + type.configuration.subcommands.flatMap { sub in
                    walk(sub, path + [sub.configuration.commandName ?? "\(sub)"])
                }
        }
        return HarkCommand.configuration.subcommands.flatMap { walk($0, [$0.configuration.commandName ?? "\($0)"]) }
    }()

    /// The options of `command`'s help, hidden ones included, unwrapped.
    static func entries(_ command: any ParsableCommand.Type) -> [Entry] {
        let help = HarkCommand.helpMessage(for: command, includeHidden: true, columns: 100_000)
        var entries: [Entry] = []
        // An entry is its line and the more deeply indented lines after it.
        var inEntry = false
        for line in help.split(separator: "\n", omittingEmptySubsequences: false) {
            if line.hasPrefix("  -") {
                let label = line.dropFirst(2).prefix { $0 != " " }
                let names = label.split(whereSeparator: { $0 == "/" || $0 == "," }).map(String.init)
                entries.append(Entry(names: names, text: String(line)))
                inEntry = true
            } else if inEntry, line.hasPrefix("   ") {
                entries[entries.count - 1].text += " " + line
            } else {
                inEntry = false
            }
        }
        return entries.map { Entry(names: $0.names, text: flattened($0.text)) }
    }

    static func flattened(_ text: String) -> String {
        text.split(whereSeparator: \.isWhitespace).joined(separator: " ")
    }

    /// Each flag's entries on the commands that show it and take a profile (`--config`): those
    /// that run with the settings. Others have flags of their own by the same names (`hark g2p
    /// train --dict`), which set no setting.
    static let shown: [String: [(command: String, entry: Entry)]] = {
        var shown: [String: [(command: String, entry: Entry)]] = [:]
        for (name, type) in commands {
            let entries = entries(type)
            guard entries.contains(where: { $0.names.contains("--config") }) else { continue }
            for entry in entries {
                for flag in entry.names where !ownFlags.contains("\(name) \(flag)") {
                    shown[flag, default: []].append((name, entry))
                }
            }
        }
        return shown
    }()

    /// Flags a command that takes a profile declares itself, by a setting's flag's name and with
    /// another meaning: `hark wake [files] --model` names the trained wake word model (as the issue and
    /// openWakeWord's own tools spell it); `hark wake` decodes nothing with an acoustic model.
    static let ownFlags: Set<String> = ["wake files --model"]

    /// Settings whose flag has help of its own, since what it shows as the default is worked out
    /// when the command runs (`--search` by whether `--intents` is given, `--model` from
    /// `$HARK_MODEL_DIR`), or it sets two settings (`--enhance`): the help names the key instead.
    static let ownHelp: Set<String> = [
        ConfigurationSetting.commandEnhancers.key, ConfigurationSetting.searchMode.key,
        ConfigurationSetting.homeAssistantEntities.key, ConfigurationSetting.acousticModel.key,
        ConfigurationSetting.wakeWord.key,
    ]

    /// The flags as users and scripts spell them: a flag renamed in its declaration fails here.
    static let spellings: Set<String> = [
        "enhance", "foreground-range-db", "answer-foreground-range-db", "no-uncut-retry", "loudness-threshold-db",
        "loudness-bridge-ms", "loudness-margin-ms", "speex-suppress-db", "speex-agc", "webrtc-ns-level", "webrtc-hpf",
        "vad-trim-margin-ms", "vad-likelihood", "search", "edge-garbage", "no-edge-garbage", "edge-garbage-entry",
        "garbage-rejection", "garbage-rejection-words", "garbage-rejection-word-probability",
        "garbage-rejection-word-entry", "no-completion-pass", "minimum-acoustic-fit", "entities", "g2p-alternates",
        "g2p-relative-likelihood", "without-custom-vocabulary", "no-answer-rejection", "no-commands-over-answers",
        "answer-garbage", "answer-garbage-entry", "answer-garbage-words", "answer-garbage-word-probability",
        "answer-silence", "answer-filler", "answer-garbage-around", "answer-low-band-under", "no-domain-classifier",
        "raw-confidence", "minimum-confidence", "wake-word", "wake-threshold", "wake-scoring", "wake-model",
        "wake-model-threshold", "no-wake-enhanced-second-hearing", "vad",
        "end-silence-ms", "confirm-names-below", "confirm-free-text-below", "confirm-free-text-noisier-than",
        "confirm-free-text-low-band-under", "model", "dict", "lm", "jsgf", "fsg", "beam", "lw", "decoder-flag",
    ]

    static var declared: [String] {
        ConfigurationSetting.all.flatMap { [$0.flag, $0.switchFlag?.name].compactMap(\.self) }
    }

    @Test func theDeclaredFlagsAreTheFlagsInUse() {
        #expect(Set(Self.declared) == Self.spellings)
        #expect(Set(Self.declared).count == Self.declared.count, "a flag is declared twice")
    }

    @Test(arguments: ConfigurationSetting.all.filter { $0.flag != nil }.map(\.key))
    func theFlagTakesItsHelpAndDefaultFromItsSetting(key: String) throws {
        let setting = try #require(ConfigurationSetting.named(key))
        let flag = "--\(try #require(setting.flag))"
        let shown = Self.shown[flag] ?? []
        #expect(!shown.isEmpty, "no command takes \(flag), declared by \(setting.key)")
        for (command, entry) in shown {
            if Self.ownHelp.contains(setting.key) {
                #expect(entry.text.contains(setting.key), "hark \(command) \(flag) does not name \(setting.key)")
                continue
            }
            let summary = Self.flattened(String(setting.summary.dropFirst()))
            #expect(entry.text.contains(summary), "hark \(command) \(flag): \(entry.text)")
            #expect(
                entry.text.contains("(default: \(setting.defaultText); profile: \(setting.key))"),
                "hark \(command) \(flag): \(entry.text)")
        }
    }

    @Test(arguments: ConfigurationSetting.all.filter { $0.switchFlag != nil }.map(\.key))
    func theSwitchTakesItsHelpAndDefaultFromItsSetting(key: String) throws {
        let setting = try #require(ConfigurationSetting.named(key))
        let switchFlag = try #require(setting.switchFlag)
        let flag = "--\(switchFlag.name)"
        let shown = Self.shown[flag] ?? []
        #expect(!shown.isEmpty, "no command takes \(flag), declared by \(setting.key)")
        let help = Self.flattened(
            "Sets \(setting.key) to \(switchFlag.valueText) (default: \(setting.defaultText)): \(setting.summary)")
        for (command, entry) in shown {
            #expect(entry.text.contains(help), "hark \(command) \(flag): \(entry.text)")
        }
    }

    /// A flag not given leaves its setting alone; one given sets its value under its own name.
    @Test func flagsSetTheirSettingsWithTheirValues() throws {
        func profile(_ arguments: [String]) throws -> HarkProfile {
            var profile = HarkProfile()
            let search = try SearchOptions.parse(arguments)
            try search.apply(to: &profile)
            return profile
        }
        #expect(try profile([]).sources.isEmpty)
        var none = HarkProfile()
        for group: any ProfileFlags in [
            try FrontEndOptions.parse([]), try RecognizerOptions.parse([]), try ConfirmationOptions.parse([]),
            try WakeOptions.parse([]), try WakeWordOption.parse([]), try StreamOptions.parse([]),
        ] {
            try group.apply(to: &none)
        }
        #expect(none.sources.isEmpty, "\(none.sources)")

        let given = try profile([
            "--edge-garbage", "0.02", "--no-completion-pass", "--answer-low-band-under", "0", "--search", "grammar",
        ])
        #expect(given.configuration.search.edgeGarbage == 0.02)
        #expect(given.source(of: ConfigurationSetting.edgeGarbage.key) == .flag("--edge-garbage"))
        #expect(given.configuration.search.completionPass == false)
        #expect(given.source(of: ConfigurationSetting.completionPass.key) == .flag("--no-completion-pass"))
        #expect(given.configuration.answers.rejection.minimumLowBandShare == nil)
        #expect(given.source(of: ConfigurationSetting.answerLowBandUnder.key) == .flag("--answer-low-band-under"))
        #expect(given.configuration.search.mode == .grammar)

        let switched = try profile(["--no-edge-garbage"])
        #expect(switched.configuration.search.edgeGarbage == nil)
        #expect(switched.source(of: ConfigurationSetting.edgeGarbage.key) == .flag("--no-edge-garbage"))

        var enhanced = HarkProfile()
        try FrontEndOptions.parse(["--enhance", "none"]).apply(to: &enhanced)
        #expect(enhanced.configuration.frontEnd.commandEnhancers.isEmpty)
        #expect(enhanced.configuration.frontEnd.transcriptionEnhancers.isEmpty)
        #expect(enhanced.source(of: ConfigurationSetting.transcriptionEnhancers.key) == .flag("--enhance"))

        var woken = HarkProfile()
        try WakeWordOption.parse(["--wake-word", "computer"]).apply(to: &woken)
        #expect(woken.configuration.wake.word == "computer")
    }

    /// A bad value is refused naming the flag and the key, as the profile's text would be.
    @Test func aBadValueNamesItsFlag() throws {
        var profile = HarkProfile()
        let key = ConfigurationSetting.edgeGarbage.key
        let refusal = "--edge-garbage must be a probability above 0 and at most 1, not 2 (profile: \(key))"
        #expect(throws: ConfigurationError(refusal)) {
            try SearchOptions.parse(["--edge-garbage", "2"]).apply(to: &profile)
        }
        #expect(throws: ConfigurationError.self) {
            try FrontEndOptions.parse(["--loudness-threshold-db", "inf"]).apply(to: &profile)
        }
    }
}
