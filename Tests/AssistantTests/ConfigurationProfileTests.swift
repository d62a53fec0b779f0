import Foundation
import Hark
import Testing

/// The one configuration: its settings read back what they write, a profile file changes exactly
/// what it names and refuses what it cannot apply, and the pipeline builds what it says.
@Suite("Configuration and profiles")
struct ConfigurationProfileTests {
    @Test func everySettingReadsBackItsDefault() throws {
        let defaults = HarkConfiguration()
        #expect(Set(ConfigurationSetting.all.map(\.key)).count == ConfigurationSetting.all.count, "keys are unique")
        for setting in ConfigurationSetting.all {
            var configuration = defaults
            try setting.set(setting.defaultText, in: &configuration)
            #expect(configuration == defaults, "\(setting.key): '\(setting.defaultText)' does not read back")
        }
    }

    @Test func aProfileChangesWhatItNamesAndSaysWhere() throws {
        var profile = HarkProfile()
        try profile.apply(
            yaml: """
                search:
                  edgeGarbage: none
                  completionPass: false
                frontEnd:
                  commandEnhancers: [speex, loudness-trim]
                  loudnessTrim:
                    thresholdDB: 18
                answers.garbage: 0.01
                """, from: .file("test.yaml"))
        let configuration = profile.configuration
        #expect(configuration.search.edgeGarbage == nil)
        #expect(configuration.search.completionPass == false)
        #expect(configuration.frontEnd.commandEnhancers == ["speex", "loudness-trim"])
        #expect(configuration.frontEnd.loudnessTrim.thresholdDB == 18)
        #expect(configuration.answers.rejection.phoneProbability == 0.01)
        #expect(profile.source(of: "search.edgeGarbage") == .file("test.yaml"))
        #expect(profile.source(of: "search.edgeGarbageEntry") == .defaultValue)
        // Everything else is the default.
        var expected = HarkConfiguration()
        expected.search.edgeGarbage = nil
        expected.search.completionPass = false
        expected.frontEnd.commandEnhancers = ["speex", "loudness-trim"]
        expected.frontEnd.loudnessTrim.thresholdDB = 18
        expected.answers.rejection.phoneProbability = 0.01
        #expect(configuration == expected)
        // What `hark config show` prints is a profile that gives the same configuration back.
        var again = HarkProfile()
        try again.apply(yaml: profile.yaml(), from: .file("shown.yaml"))
        #expect(again.configuration == configuration)
    }

    @Test(arguments: [
        ("search:\n  edgeGarbag: 0.1\n", "unknown setting 'search.edgeGarbag'"),
        ("search:\n  edgeGarbage: 2\n", "search.edgeGarbage must be a probability"),
        ("search:\n  edgeGarbage:\n    entry: 1\n", "search.edgeGarbage takes a value, not a mapping"),
        ("frontEnd:\n  commandEnhancers: [loudness, speex]\n", "unknown enhancer loudness"),
        ("search:\n  mode: grammer\n", "must be none or one of"),
        ("stream:\n  endSilenceMs: 50\n", "stream.endSilenceMs must be at least 100"),
        ("stream:\n  vad: silero\n", "stream.vad must be webrtc or energy"),
        ("- a\n- b\n", "a profile is a mapping"),
        ("search: [\n", "not YAML"),
    ])
    func aBadProfileNamesTheFileTheKeyAndTheReason(yaml: String, reason: String) {
        var profile = HarkProfile()
        #expect {
            try profile.apply(yaml: yaml, from: .file("bad.yaml"))
        } throws: { error in
            let text = "\(error)"
            return text.contains("bad.yaml") && text.contains(reason)
        }
        #expect(profile.configuration == HarkConfiguration(), "a refused profile changes nothing it was refused for")
    }

    /// A list is set from the command line as `hark config show` prints it, bracketed or not.
    @Test(arguments: [
        ("[speex, loudness-trim]", ["speex", "loudness-trim"]), ("speex,loudness-trim", ["speex", "loudness-trim"]),
        ("[]", []), ("none", []), ("", []),
    ])
    func aListIsSetInEveryFormConfigShowPrints(text: String, expected: [String]) throws {
        var profile = HarkProfile()
        try profile.set("frontEnd.commandEnhancers", text, from: .flag("--set"))
        #expect(profile.configuration.frontEnd.commandEnhancers == expected)
        #expect(throws: ConfigurationError.self) {
            try profile.set("frontEnd.commandEnhancers", "[speex, loudness]", from: .flag("--set"))
        }
    }

    @Test func anEmptyProfileChangesNothingAndAMissingOneIsAnError() throws {
        var profile = HarkProfile()
        try profile.apply(yaml: "", from: .file("empty.yaml"))
        #expect(profile.configuration == HarkConfiguration())
        #expect(throws: ConfigurationError.self) { try HarkProfile.load(file: "/nonexistent/profile.yaml") }
        let fromEnvironment = try HarkProfile.load(file: nil, environment: [:])
        #expect(fromEnvironment.configuration == HarkConfiguration())
    }

    /// The stage types' own defaults are the configuration's: no second set anywhere.
    @Test func theLibrarysDefaultsAreTheConfigurations() {
        let configuration = HarkConfiguration()
        let search = CommandSearchConfiguration(intentDefinitions: [], cacheDirectory: URL(fileURLWithPath: "/tmp"))
        #expect(search.settings == configuration.search)
        #expect(search.answerRejection == configuration.answers.rejection)
    }

    /// A spotter fed a stream (Wyoming's `detect`) never hears a near miss again: it needs no
    /// enhancer, and works where the enhancer's files are missing; a whole-utterance spotter names them.
    @Test func aStreamedSpotterNeedsNoEnhancer() throws {
        var configuration = HarkConfiguration()
        configuration.frontEnd.deepFilter.libraryPath = "/nonexistent/libdeepfilter.so"
        let pipeline = try HarkPipeline(configuration: configuration)
        #expect(try pipeline.wakeWordSpotter(for: "computer", streaming: true).phrase == "computer")
        #expect(throws: SpeechEnhancementError.self) { try pipeline.wakeWordSpotter(for: "computer") }
    }

    /// `listen` reads its stream as the `stream.*` settings say, from a profile as from its flags.
    @Test func theStreamIsReadAsTheConfigurationSays() throws {
        let standard = try HarkPipeline().streamListenerSettings()
        #expect(standard.detection == .webrtc)
        // Enhanced as it streams, unless a wake word gate hears it first.
        #expect(standard.deepFilter == HarkConfiguration().frontEnd.deepFilter)
        #expect(try HarkPipeline().streamListenerSettings(wakeGated: true).deepFilter == nil)
        #expect(standard.endpointer == UtteranceEndpointer.Settings())
        var profile = HarkProfile()
        try profile.apply(yaml: "stream:\n  vad: energy\n  endSilenceMs: 800\n", from: .file("stream.yaml"))
        let settings = try HarkPipeline(configuration: profile.configuration).streamListenerSettings(realTime: true)
        #expect(settings.detection == .energy)
        #expect(settings.endpointer.endSilenceMilliseconds == 800)
        #expect(settings.realTime)
    }

    @Test func thePipelineBuildsWhatTheConfigurationSays() throws {
        let standard = try HarkPipeline()
        let commands = standard.frontEnd(for: .commands)
        #expect(commands.stages.map(\.name) == ["deepfilter", "loudness-trim"])
        #expect(commands.stages.first == .deepFilter(HarkConfiguration().frontEnd.deepFilter))
        #expect(commands.foregroundGate?.minimumRangeDB == HarkConfiguration().frontEnd.foregroundRangeDB)
        #expect(commands.hearsUncutWhenEmpty)
        let transcription = standard.frontEnd(for: .transcription)
        #expect(transcription.stages.isEmpty && transcription.foregroundGate == nil)
        #expect(standard.searchMode(for: .commands, explicitDefinitions: false) == .languageModel)
        #expect(standard.searchMode(for: .transcription, explicitDefinitions: false) == .general)
        #expect(standard.searchMode(for: .commands, explicitDefinitions: true) == .grammar)

        var profile = HarkProfile()
        for (key, value) in [
            ("frontEnd.foregroundRangeDB", "0"), ("frontEnd.uncutRetry", "false"), ("search.edgeGarbage", "none"),
            ("answers.commandsOverAnswers", "false"), ("understanding.domainClassifier", "false"),
            ("understanding.calibratedConfidence", "false"), ("decoder.flags", "-pip=1.5,wip=0.2"),
            ("search.mode", "grammar"), ("frontEnd.deepFilter.belowRangeDB", "30"),
        ] {
            try profile.set(key, value, from: .flag("test"))
        }
        let tuned = try HarkPipeline(configuration: profile.configuration)
        #expect(tuned.frontEnd(for: .commands).foregroundGate == nil)
        #expect(tuned.frontEnd(for: .commands).stages.first == .deepFilter(.init(belowRangeDB: 30)))
        #expect(!tuned.frontEnd(for: .commands).hearsUncutWhenEmpty)
        #expect(tuned.classifier == nil && tuned.calibrator == nil)
        #expect(tuned.searchMode(for: .transcription, explicitDefinitions: false) == .grammar)
        let intents = URL(fileURLWithPath: "/tmp/none.yaml")
        let search = try tuned.searchConfiguration(intents: [intents], appVocabularies: [])
        #expect(search.settings.edgeGarbage == nil)
        #expect(search.answerRejection?.commandOverAnswer == nil)
        #expect(search.answerRejection?.phoneProbability == HarkConfiguration().answers.rejection.phoneProbability)
        let decoder = tuned.recognizerConfiguration(over: tuned.generalRecognizerConfiguration)
        #expect(decoder.extraArguments["-pip"] == "1.5" && decoder.extraArguments["-wip"] == "0.2")
        var noRejection = profile
        try noRejection.set("answers.rejects", "false", from: .flag("test"))
        let rejecting = try HarkPipeline(configuration: noRejection.configuration)
        #expect(try rejecting.searchConfiguration(intents: [intents], appVocabularies: []).answerRejection == nil)
    }
}
