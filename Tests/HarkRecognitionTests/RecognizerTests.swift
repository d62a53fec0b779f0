import Foundation
import HarkTestSupport
import Testing

@testable import Hark
@testable import HarkRecognition

@Suite("PocketSphinx on real recordings", .tags(.audio))
struct RecognizerTests {
    static let configuration = RecognizerConfiguration.generalEnglish()

    @Test func goForwardTenMeters() throws {
        let transcriber = try Transcriber(configuration: Self.configuration, alternatives: 3)
        let result = try transcriber.transcribe(file: TestData.goForward, raw: .sphinx)
        #expect(result.transcript.text == "go forward ten meters")
        #expect(result.transcript.words.map(\.word) == ["go", "forward", "ten", "meters"])
        // Words are timed in order, inside the audio, and carry posteriors.
        let words = result.transcript.words
        #expect(zip(words, words.dropFirst()).allSatisfy { $0.end <= $1.start + 0.011 })
        #expect(words.allSatisfy { $0.start >= 0 && $0.end > $0.start && $0.end <= result.audioSeconds })
        #expect(words.allSatisfy { (0...1).contains($0.confidence) })
        #expect(result.transcript.confidence > 0.5)
        #expect(!result.transcript.alternatives.isEmpty)
        #expect(result.transcript.alternatives.count <= 3)
        #expect(abs(result.audioSeconds - 2.786) < 0.01)
    }

    /// Hark hears what PocketSphinx's own batch tool hears with the same model, LM and flags (on
    /// the librivox clips, WER no worse than the tool's: `LibrivoxBenchmark`).
    @Test func goForwardAsPocketsphinxBatchHearsIt() throws {
        let scratch = try ScratchDirectory("hark-batch")
        defer { scratch.remove() }
        let fileIDs = try scratch.file("fileids", containing: "goforward\n")
        let batch = try PocketSphinxBatch.run(
            configuration: Self.configuration, fileIDs: fileIDs.path, audioDirectory: TestData.root,
            extension: ".raw", header: 0)
        let hark = try Transcriber(configuration: Self.configuration).transcribe(file: TestData.goForward, raw: .sphinx)
        #expect(batch["goforward"] == hark.transcript.text)
        #expect(hark.transcript.text == "go forward ten meters")
    }

    @Test func oneDecoderDecodesManyUtterances() throws {
        let transcriber = try Transcriber(configuration: Self.configuration)
        let first = try transcriber.transcribe(file: TestData.goForward, raw: .sphinx)
        _ = try transcriber.transcribe(file: "\(TestData.librivox)/sense_and_sensibility_01_austen_64kb-0880.wav")
        let again = try transcriber.transcribe(file: TestData.goForward, raw: .sphinx)
        #expect(first.transcript.text == again.transcript.text)
    }

    @Test func missingModelSaysWhichPackageToInstall() {
        var configuration = Self.configuration
        configuration.acousticModel = "/nonexistent/en-us"
        #expect {
            try Recognizer(configuration: configuration)
        } throws: { error in
            "\(error)".contains("pocketsphinx-en-us") && "\(error)".contains("/nonexistent/en-us")
        }
    }

    @Test func environmentVariableMovesTheModel() {
        let location = AcousticModelLocation.standard(environment: ["HARK_MODEL_DIR": "/opt/models/en-us"])
        #expect(location.acousticModel == "/opt/models/en-us/en-us")
        #expect(location.dictionary == "/opt/models/en-us/cmudict-en-us.dict")
        #expect(
            AcousticModelLocation.standard(environment: [:]).acousticModel
                == "/usr/share/pocketsphinx/model/en-us/en-us")
    }

    @Test func jsgfGrammarSearch() throws {
        let grammar = FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(UUID()).gram")
        try """
        #JSGF V1.0;
        grammar robot;
        public <command> = go (forward | backward) (one | five | ten) meters;
        """.write(to: grammar, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: grammar) }
        var configuration = Self.configuration
        configuration.search = .jsgfGrammar(path: grammar.path)
        let result = try Transcriber(configuration: configuration).transcribe(file: TestData.goForward, raw: .sphinx)
        #expect(result.transcript.text == "go forward ten meters")
    }

    /// A word's confidence is its posterior whatever its pronunciation: giving "forward" and
    /// "meters" three copies of their pronunciation splits the lattice's links three ways, and
    /// the words must come out as sure as with one (before, each link alone was the confidence:
    /// a third).
    @Test func alternatePronunciationsDoNotSplitAWordsConfidence() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        // The general English model over a dictionary of these words alone.
        let single = """
            go G OW
            forward F AO R W ER D
            backward B AE K W ER D
            one W AH N
            five F AY V
            ten T EH N
            meters M IY T ER Z
            """
        let tripled =
            single
            + "\nforward(2) F AO R W ER D\nforward(3) F AO R W ER D\nmeters(2) M IY T ER Z\nmeters(3) M IY T ER Z"
        func confidences(_ dictionary: String, named name: String) throws -> [String: Double] {
            let file = folder.appendingPathComponent(name)
            try (dictionary + "\n").write(to: file, atomically: true, encoding: .utf8)
            var configuration = Self.configuration
            configuration.dictionary = file.path
            let transcript = try Transcriber(configuration: configuration).transcribe(
                file: TestData.goForward, raw: .sphinx
            ).transcript
            #expect(transcript.text == "go forward ten meters")
            return Dictionary(uniqueKeysWithValues: transcript.words.map { ($0.word, $0.confidence) })
        }
        let one = try confidences(single, named: "single.dict")
        let three = try confidences(tripled, named: "tripled.dict")
        for word in ["forward", "meters"] {
            let expected = try #require(one[word])
            let actual = try #require(three[word])
            #expect(expected > 0.5 && abs(actual - expected) < 0.05, "\(word): \(actual) against \(expected)")
        }
    }

    /// The decoder keeps the active search's name itself (asking PocketSphinx's ps_get_search
    /// leaks an iterator per call, which scripts/sanitizers.sh caught): it must follow every
    /// switch, and go when the active search is removed, as PocketSphinx's own does.
    @Test func theActiveSearchIsFollowedThroughSwitchesAndRemoval() throws {
        let recognizer = try Recognizer(configuration: Self.configuration)
        #expect(recognizer.activeSearchName == recognizer.primarySearchName)
        #expect(recognizer.searchNames.contains(recognizer.primarySearchName))
        let yesNo = "FSG_BEGIN yes-no\nNUM_STATES 2\nSTART_STATE 0\nFINAL_STATE 1\nTRANSITION 0 1 1.0 yes\nFSG_END\n"
        try recognizer.useFiniteStateGrammar(yesNo, name: "answer")
        #expect(recognizer.activeSearchName == "answer")
        try recognizer.activateSearch(named: recognizer.primarySearchName)
        #expect(recognizer.activeSearchName == recognizer.primarySearchName)
        #expect(throws: RecognizerError.self) { try recognizer.activateSearch(named: "nothing") }
        #expect(recognizer.activeSearchName == recognizer.primarySearchName)
        try recognizer.removeSearch(named: "answer")
        #expect(recognizer.activeSearchName == recognizer.primarySearchName)
        try recognizer.useFiniteStateGrammar(yesNo, name: "answer")
        try recognizer.removeSearch(named: "answer")
        #expect(recognizer.activeSearchName == nil)
        // With none active the decoder refuses to decode rather than using a freed search.
        #expect(throws: RecognizerError.self) { try recognizer.recognize([Int16](repeating: 0, count: 1_600)) }
    }

    @Test func markersAndAlternatesAreNotWords() {
        #expect(Recognizer.cleanHypothesis("<s> go(2) <sil> forward [NOISE] ++UH++ ten </s>") == "go forward ten")
        // A stretch of an unknown value's phones is one visible word; garbage stays out.
        #expect(
            Recognizer.cleanHypothesis("turn on the hark-unknown-b hark-unknown-ae ++garbage-t++ hark-unknown-th light")
                == "turn on the hark-unknown light")
        #expect(Recognizer.baseWord("read(12)") == "read")
        #expect(Recognizer.baseWord("r2d2") == "r2d2")
        #expect(Recognizer.baseWord("word(x)") == "word(x)")
    }
}

extension RecognizerTests {
    /// A transcript holding a word only the rejection path has is "none of these": emptied, its
    /// score kept so that it reads as an answer rather than as a search that found no path.
    @Test func aRejectionWordEmptiesTheTranscript() {
        let words = ["what", "time", "is", "it"].enumerated().map {
            WordSegment(word: $0.element, start: Double($0.offset), end: Double($0.offset) + 0.5, confidence: 0.9)
        }
        let heard = Transcript(text: "what time is it", words: words, score: -1234, confidence: 0.9)
        let rejected = heard.rejecting(["time"])
        #expect(rejected.text.isEmpty && rejected.words.isEmpty && rejected.score == -1234)
        #expect(heard.rejecting(["latte"]) == heard)
        #expect(heard.rejecting([]) == heard)
    }
}

extension RecognizerTests {
    /// A transcript whose words fit the audio worse than the minimum is "none of these", like one
    /// holding a rejection word; one that fits, or whose fit was not measured, is kept.
    @Test func aTranscriptThatFitsBadlyIsEmptied() {
        let words = [WordSegment(word: "latte", start: 0, end: 0.5, confidence: 0.9)]
        var heard = Transcript(text: "latte", words: words, score: -900, confidence: 0.9)
        #expect(heard.rejecting([], minimumFit: -60) == heard, "no fit measured: nothing to judge")
        heard.acousticFit = -72
        heard.noise = NoiseEstimate(overQuietFrames: 14, overMedianFrame: 9)
        let rejected = heard.rejecting([], minimumFit: -60)
        #expect(rejected.text.isEmpty && rejected.words.isEmpty && rejected.score == -900)
        #expect(rejected.noise == heard.noise, "the audio was as noisy whatever was heard in it")
        #expect(heard.rejecting([], minimumFit: -80) == heard)
        #expect(heard.rejecting([]) == heard, "no minimum: no test")
    }

    /// A minimum fit makes the decoder score every senone, unless the caller set that flag itself.
    @Test func aMinimumFitScoresEverySenone() {
        var configuration = Self.configuration
        #expect(!configuration.commandLineArguments.contains("-compallsen"))
        configuration.minimumAcousticFit = -66
        #expect(configuration.commandLineArguments.suffix(2) == ["-compallsen", "yes"])
        configuration.extraArguments = ["-compallsen": "no"]
        #expect(configuration.commandLineArguments.filter { $0 == "-compallsen" }.count == 1)
        #expect(configuration.commandLineArguments.suffix(2) == ["-compallsen", "no"])
        configuration.extraArguments = ["compallsen": "no"]
        #expect(configuration.commandLineArguments.filter { $0.hasSuffix("compallsen") } == ["-compallsen"])
        #expect(configuration.commandLineArguments.suffix(2) == ["-compallsen", "no"])
    }

    /// "Go forward ten meters" heard through a one-rule JSGF grammar of `rule`, with `configure`'s
    /// changes to the test configuration.
    static func goForward(
        heardThrough rule: String, _ configure: (inout RecognizerConfiguration) -> Void
    ) throws -> Transcript {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(UUID())")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let grammar = folder.appendingPathComponent("command.gram")
        try "#JSGF V1.0;\ngrammar g;\npublic <command> = \(rule);\n".write(
            to: grammar, atomically: true, encoding: .utf8)
        var configuration = Self.configuration
        configuration.search = .jsgfGrammar(path: grammar.path)
        configure(&configuration)
        return try Transcriber(configuration: configuration).transcribe(file: TestData.goForward, raw: .sphinx)
            .transcript
    }

    /// The same recording heard through a grammar of what was said, and through one that can only
    /// force it into other words: the forced words fit worse, by far, and a minimum between the
    /// two fits empties only the forced transcript.
    /// Any sequence of coffee words: a path for any audio, none of it the words said.
    static let forcingRule = "(make | brew | a | latte | tea | please | some | espresso | milk)+"

    @Test func forcedWordsFitTheAudioWorseThanTheWordsSaid() throws {
        func heard(_ rule: String, minimumFit: Double?) throws -> Transcript {
            try Self.goForward(heardThrough: rule) { $0.minimumAcousticFit = minimumFit }
        }
        let measuring = -1e9
        let said = try heard("go (forward | backward) (one | five | ten) meters", minimumFit: measuring)
        let forced = try heard(Self.forcingRule, minimumFit: measuring)
        #expect(said.text == "go forward ten meters")
        #expect(!forced.text.isEmpty)
        let saidFit = try #require(said.acousticFit)
        let forcedFit = try #require(forced.acousticFit)
        #expect(saidFit < 0 && forcedFit < 0)
        #expect(saidFit > forcedFit + 10, "said \(saidFit), forced \(forcedFit)")
        let between = (saidFit + forcedFit) / 2
        #expect(try heard("go (forward | backward) (one | five | ten) meters", minimumFit: between).text == said.text)
        let rejected = try heard(Self.forcingRule, minimumFit: between)
        #expect(rejected.text.isEmpty && rejected.score != 0)
        // Without a minimum the fit is not measured (the decoder did not score every senone).
        #expect(try heard("go forward ten meters", minimumFit: nil).acousticFit == nil)
    }
}

extension RecognizerTests {
    static func word(_ word: String, _ start: Double, _ end: Double, fit: Double?) -> WordSegment {
        WordSegment(word: word, start: start, end: end, confidence: 0.9, acousticFit: fit)
    }

    /// A word fitting far worse than the reading's median word is one the search forced. Words too
    /// short to judge, readings without fits, or a wide margin find none.
    @Test func aWordFarWorseThanTheOthersIsUnfit() {
        let words = [
            Self.word("turn", 0, 0.3, fit: -150), Self.word("the", 0.3, 0.35, fit: -160),
            Self.word("kitchen", 0.35, 0.8, fit: -45), Self.word("light", 0.8, 1.1, fit: -50),
            Self.word("on", 1.1, 1.3, fit: -40),
        ]
        let heard = Transcript(text: "turn the kitchen light on", words: words, score: -700, confidence: 0.9)
        #expect(heard.firstUnfitWord(margin: 70)?.word == "turn", "median -50: 'turn' is 100 worse; 'the' too short")
        #expect(heard.firstUnfitWord(margin: 110) == nil)
        var short = heard
        short.words[0].end = short.words[0].start + 0.05
        #expect(short.firstUnfitWord(margin: 70) == nil, "a word of a few frames is not judged")
        var unmeasured = heard
        unmeasured.words = words.map { Self.word($0.word, $0.start, $0.end, fit: nil) }
        #expect(unmeasured.firstUnfitWord(margin: 0) == nil, "no fit measured: nothing to judge")
        var named = heard
        named.unfitWord = heard.firstUnfitWord(margin: 70)
        #expect(named.delayed(by: 2).unfitWord?.start == 2, "timed as the words are")
    }

    /// A margin makes the decoder score every senone, as a minimum fit does.
    @Test func anUnfitWordMarginScoresEverySenone() {
        var configuration = Self.configuration
        #expect(!configuration.scoresEverySenone)
        configuration.unfitWordMargin = 70
        #expect(configuration.scoresEverySenone)
        #expect(configuration.commandLineArguments.suffix(2) == ["-compallsen", "yes"])
    }

    /// The same recording heard through a grammar of what was said and through one that forces
    /// another number in place of "ten": the forced word fits worse against the reading's other
    /// words than any word said does, so a margin between the two names only the forced word.
    @Test func aForcedWordFitsWorseThanTheWordsAroundIt() throws {
        func heard(_ rule: String, margin: Double) throws -> Transcript {
            try Self.goForward(heardThrough: rule) { $0.unfitWordMargin = margin }
        }
        func worstAgainstMedian(_ transcript: Transcript) throws -> Double {
            let fits = try transcript.words.map { try #require($0.acousticFit) }.sorted()
            let median = (fits[fits.count / 2] + fits[(fits.count - 1) / 2]) / 2
            return try #require(fits.first) - median
        }
        let saidRule = "go (forward | backward) (one | five | ten) meters"
        let forcedRule = "go forward (seventy | ninety) meters"
        let measuring = 1e9
        let said = try heard(saidRule, margin: measuring)
        let forced = try heard(forcedRule, margin: measuring)
        #expect(said.text == "go forward ten meters")
        #expect(forced.words.count == 4)
        let saidWorst = try worstAgainstMedian(said)
        let forcedWorst = try worstAgainstMedian(forced)
        #expect(forcedWorst < saidWorst - 10, "said \(saidWorst), forced \(forcedWorst)")
        let between = -(saidWorst + forcedWorst) / 2
        #expect(try heard(saidRule, margin: between).unfitWord == nil)
        let judged = try heard(forcedRule, margin: between)
        #expect(judged.text == forced.text, "the reading is kept, its forced word named")
        #expect(judged.unfitWord?.word == forced.words[2].word)
    }
}
