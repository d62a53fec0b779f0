import Foundation
import HarkDefinitions
import HarkSearch
import HarkTestSupport
import HarkUnderstanding
import Testing

@Suite struct SearchCompilerTests {
    static let vocabulary = ["contactName": ["Bobo", "Kiki", "Zuzu", "Coco"]]

    static func artifacts() throws -> SearchArtifacts {
        var settings = SearchCompiler.Settings()
        settings.sentencesPerTemplate = 150
        return try SearchCompiler(
            definitions: try IntentDefinitionSet.load(from: [Repository.intents]), vocabulary: vocabulary,
            settings: settings
        ).compile()
    }

    @Test func grammarIsValidJSGFWithOnePublicRule() throws {
        let grammar = try Self.artifacts().grammar
        let reader = try JSGFTestReader(grammar)
        #expect(reader.publicRules == ["<command>"])
        #expect(reader.rules["<MonkeyChat_INSendMessageIntent>"] != nil)
        #expect(reader.rules["<MonkeyChat_vocabulary_contactName>"] != nil)
        #expect(grammar.contains("bobo | kiki | zuzu | coco"))
    }

    /// Sentences generated from the grammar itself are understood: the grammar says what the
    /// templates say.
    @Test func sentencesOfTheGrammarAreUnderstood() throws {
        let reader = try JSGFTestReader(try Self.artifacts().grammar)
        let parser = IntentParser(
            definitions: try IntentDefinitionSet.load(from: [Repository.intents]), vocabulary: Self.vocabulary)
        var random = SystemRandomNumberGenerator()
        var rejected: [String] = []
        let total = 150
        for _ in 0..<total {
            let sentence = reader.sentence("<command>", using: &random).joined(separator: " ")
            // The grammar allows the app name to be left out or said twice; the parser needs it once.
            let mentions = sentence.components(separatedBy: "monkey").count - 1
            guard mentions == 1 else { continue }
            if parser.parse(sentence).isRejected { rejected.append(sentence) }
        }
        #expect(rejected.count <= total / 50, "\(rejected.joined(separator: "\n"))")
    }

    /// Every template's own expansions come back as that template's intent: two sentences of each
    /// template here, eight in `TemplateSampleBenchmark`.
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func templateSamplesAreUnderstoodAsTheirIntent() throws {
        let (total, wrong) = try Self.templateSamples(perTemplate: 2)
        #expect(total > 50, "the shipped definitions have over 25 templates")
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }

    /// `perTemplate` sentences sampled (seeded) from every template of the shipped definitions,
    /// parsed: how many, and those read as another intent.
    static func templateSamples(perTemplate: Int) throws -> (total: Int, wrong: [String]) {
        let definitions = try IntentDefinitionSet.load(from: [Repository.intents])
        let parser = IntentParser(definitions: definitions, vocabulary: Self.vocabulary)
        var sampler = TemplateSampler(vocabulary: Self.vocabulary, seed: 7)
        var wrong: [String] = []
        var total = 0
        for app in definitions.apps {
            for intent in app.intents {
                for template in intent.templates {
                    for _ in 0..<perTemplate {
                        let sentence = sampler.sentence(template, intent: intent, app: app).joined(separator: " ")
                        total += 1
                        let result = parser.parse(sentence)
                        if result.understanding.intent != intent.name {
                            wrong.append("\(sentence) → \(result.understanding.intent) (\(intent.name))")
                        }
                    }
                }
            }
        }
        return (total, wrong)
    }

    /// k alternatives in each of three places allow k³ sentences; the grammar must grow like k.
    @Test func grammarGrowsLinearlyWithAlternatives() throws {
        func grammarSize(_ k: Int) throws -> (bytes: Int, sentences: Int) {
            let choices = { (prefix: String) in "(" + (0..<k).map { "\(prefix)\($0)" }.joined(separator: " | ") + ")" }
            let yaml = """
                app: {name: Shop, domain: custom}
                intents:
                  Buy:
                    templates: ["\(choices("a")) [please] \(choices("b")) [now] \(choices("c"))"]
                """
            let app = try IntentDefinitionLoader().parse(yaml: yaml, file: "shop.yaml")
            let grammar = JSGFGrammarBuilder(definitions: try IntentDefinitionSet(apps: [app])).grammar()
            _ = try JSGFTestReader(grammar)
            return (grammar.utf8.count, k * k * k * 4)
        }
        let small = try grammarSize(10), large = try grammarSize(40)
        #expect(large.sentences / small.sentences == 64)
        #expect(Double(large.bytes) / Double(small.bytes) < 5, "\(small.bytes) → \(large.bytes) bytes")
    }

    @Test func languageModelIsValidARPA() throws {
        let artifacts = try Self.artifacts()
        let model = try ARPALanguageModel(parsing: artifacts.languageModel)
        #expect(model.order == 3)
        #expect(model.declaredCounts == model.listedCounts)
        #expect(model.vocabulary.contains("monkeychat") && model.vocabulary.contains("bobo"))
        let predictable = model.vocabulary.filter { $0 != "<s>" }
        for context in [["<s>"], ["<s>", "send"], ["send", "a"], ["message", "to"], ["bananas", "zebra"], []] {
            let total = predictable.reduce(0.0) { sum, word in
                sum + pow(10, model.logProbability(of: word, after: context) ?? -99)
            }
            #expect(abs(total - 1) < 1e-3, "Σ p(w | \(context)) = \(total)")
        }
        // Template word order is learned: "send a message" is likelier than "a message send", and
        // the alternative listed first ("message") likelier than the last ("note").
        let good = try #require(model.logProbability(of: "message", after: ["send", "a"]))
        let bad = try #require(model.logProbability(of: "send", after: ["a", "message"]))
        #expect(good > bad)
        #expect(good > (model.logProbability(of: "note", after: ["send", "a"]) ?? 0))
    }

    /// The estimate itself is tested in HarkVocabularyTests (`KneserNeyEstimatorTests`); this checks
    /// that the writer lists it under the right words.
    @Test func writerListsHandComputedUnigrams() throws {
        // Unigram-only: modified KN discounts fall back to (0.5, 1, 1.5) on this tiny corpus.
        let arpa = try ARPALanguageModelWriter(order: 1).arpa(from: [["a", "b"], ["a"]])
        let model = try ARPALanguageModel(parsing: arpa)
        // Counts: a 2, b 1, </s> 2; total 5; D(1)=0.5, D(2)=1; γ = (1 + 0.5 + 1) / 5 = 0.5; 3 predictable words.
        let expected: [String: Double] = [
            "a": (2 - 1) / 5 + 0.5 / 3, "b": (1 - 0.5) / 5 + 0.5 / 3, "</s>": (2 - 1) / 5 + 0.5 / 3,
        ]
        for (word, probability) in expected {
            let found = try #require(model.logProbability(of: word, after: []))
            #expect(abs(pow(10, found) - probability) < 1e-6, "\(word)")
        }
    }

    /// Every listed n-gram has a count, <s> is listed once as a context only, and no text is a
    /// model of nothing but <s>.
    @Test func writerListsContextsWithBackoffsAndNothingForNoText() throws {
        let arpa = try ARPALanguageModelWriter(order: 3).arpa(from: [["a", "b"], ["a"], []])
        let model = try ARPALanguageModel(parsing: arpa)
        #expect(model.declaredCounts == [4, 4, 3])
        #expect(model.declaredCounts == model.listedCounts)
        #expect(arpa.contains("-99\t<s>\t"))
        // "<s> a" is a context (of b and </s>), "a b" is one too (of </s>), "a </s>" is not.
        #expect(arpa.split(separator: "\n").contains { $0.hasSuffix("\t<s> a\t-0.30103") })
        #expect(arpa.split(separator: "\n").contains { $0.hasSuffix("\ta </s>") })
        let empty = try ARPALanguageModelWriter(order: 3).arpa(from: [[]])
        #expect(try ARPALanguageModel(parsing: empty).declaredCounts == [1, 0, 0])
        #expect(empty.contains("-99\t<s>\n"))
    }

    @Test func wordsCoverGrammarAndModel() throws {
        let artifacts = try Self.artifacts()
        let words = Set(artifacts.words)
        for word in ["monkeychat", "bobo", "message", "unread", "yesterday", "twenty", "coconuts"] {
            #expect(words.contains(word), "\(word)")
        }
        #expect(!words.contains("<s>") && !words.contains("<NULL>"))
        #expect(artifacts.pronunciations["monkeychat"] == ["M AH NG K IY CH AE T"])
    }

    @Test func cacheHitsAndMissesOnChangedInput() throws {
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("hark-search-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: cache) }
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-defs-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("coffee.yaml")
        let original = try String(contentsOf: Repository.coffeeExample, encoding: .utf8)
        try original.write(to: file, atomically: true, encoding: .utf8)

        var settings = SearchCompiler.Settings()
        settings.sentencesPerTemplate = 20
        func compile(_ vocabulary: [String: [String]] = [:]) throws -> CachedSearchArtifacts {
            let definitions = try IntentDefinitionSet.load(from: [directory])
            return try SearchCompiler(definitions: definitions, vocabulary: vocabulary, settings: settings)
                .compile(cacheDirectory: cache)
        }
        let first = try compile()
        #expect(!first.wasCached)
        let loaded = try first.load()
        #expect(loaded.grammar.hasPrefix("#JSGF V1.0;"))
        #expect(try ARPALanguageModel(parsing: loaded.languageModel).order == 3)
        let second = try compile()
        #expect(second.wasCached && second.key == first.key)

        let withVocabulary = try compile(["stores": ["Harbour"]])
        #expect(!withVocabulary.wasCached && withVocabulary.key != first.key)
        #expect(try String(contentsOf: withVocabulary.grammarFile, encoding: .utf8).contains("harbour"))

        try original.replacingOccurrences(of: "flat whites", with: "flat whites, flatties")
            .write(to: file, atomically: true, encoding: .utf8)
        let edited = try compile()
        #expect(!edited.wasCached && edited.key != first.key)
        #expect(try String(contentsOf: edited.wordsFile, encoding: .utf8).contains("flatties\n"))
        // Entries are whole directories named by their key; no scratch directory is left behind.
        let entries = try FileManager.default.contentsOfDirectory(atPath: cache.path).sorted()
        #expect(entries == [first.key, withVocabulary.key, edited.key].sorted())
    }
}

@Suite struct ShortcutPhraseSearchTests {
    @Test func shortcutPhrasesAreWholeUtterancesOfTheGrammarAndTheModel() throws {
        let definitions = try IntentDefinitionSet.load(from: [Repository.intents])
        let plain = SearchCompiler(definitions: definitions)
        let withShortcuts = SearchCompiler(definitions: definitions, shortcutPhrases: ["Soup time", "zebra o'clock"])
        #expect(plain.cacheKey != withShortcuts.cacheKey)
        let grammar = JSGFGrammarBuilder(definitions: definitions, shortcutPhrases: ["Soup time"]).grammar()
        #expect(grammar.contains("| <shortcut>;"))
        #expect(grammar.contains("<shortcut> = soup time;"))
        #expect(try !plain.compile().words.contains("zebra"))
        let artifacts = try withShortcuts.compile()
        #expect(artifacts.words.contains("zebra"))
        #expect(artifacts.languageModel.contains("soup time"))
    }
}

/// Eight sentences of every template, all read as their template's intent: the whole sweep the unit
/// suite samples two of (`scripts/benchmarks.sh` runs it and fails if any is misread).
@Suite("Template samples (benchmark)", .benchmark)
struct TemplateSampleBenchmark {
    @Test func eightSamplesOfEveryTemplateAreUnderstoodAsTheirIntent() throws {
        let (total, wrong) = try SearchCompilerTests.templateSamples(perTemplate: 8)
        print("template samples: \(total - wrong.count)/\(total) read as their intent")
        #expect(total > 100)
        #expect(wrong.isEmpty, "\(wrong.joined(separator: "\n"))")
    }
}
