import Foundation
import HarkDefinitions
import HarkSearch
import HarkTestSupport
import HarkUnderstanding
import Testing

@Suite struct WordGraphCompilerTests {
    /// The FSG text read back as a deterministic automaton: state → word → state.
    struct ReadGraph {
        var transitions: [Int: [String: Int]] = [:]
        var toFinal: Set<Int> = []
        /// Empty transitions to states other than the final one (a way out's loop returns by one).
        var empty: [Int: Set<Int>] = [:]
        /// The ways out of lists' words: a state before two slots enters two loops on each.
        var unknown: [Int: [String: Set<Int>]] = [:]
        var states = 0

        init(_ text: String) {
            var final = -1
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ").map(String.init)
                switch fields.first {
                case "NUM_STATES": states = Int(fields[1])!
                case "FINAL_STATE": final = Int(fields[1])!
                case "TRANSITION":
                    let from = Int(fields[1])!, to = Int(fields[2])!
                    if fields.count == 5, fields[4].hasPrefix("hark-unknown-") {
                        unknown[from, default: [:]][fields[4], default: []].insert(to)
                    } else if fields.count == 5 {
                        #expect(transitions[from]?[fields[4]] == nil, "two transitions on one word: not deterministic")
                        transitions[from, default: [:]][fields[4]] = to
                    } else if to == final {
                        toFinal.insert(from)
                    } else {
                        empty[from, default: []].insert(to)
                    }
                default: break
                }
            }
        }

        func accepts(_ words: [String]) -> Bool {
            var states = closure([0])
            for word in words {
                states = closure(
                    Set(states.compactMap { transitions[$0]?[word] } + states.flatMap { unknown[$0]?[word] ?? [] }))
                guard !states.isEmpty else { return false }
            }
            return !states.isDisjoint(with: toFinal)
        }

        func closure(_ states: Set<Int>) -> Set<Int> {
            var result = states
            var stack = Array(states)
            while let state = stack.popLast() {
                for next in empty[state] ?? [] where result.insert(next).inserted { stack.append(next) }
            }
            return result
        }
    }

    static func coffee() throws -> IntentDefinitionSet {
        try IntentDefinitionSet.load(
            from: [Repository.root.appendingPathComponent("Models/coffee-maker/coffee_maker.yaml")])
    }

    @Test func acceptsExactlyTheTemplatesSentencesInAFewStates() throws {
        let definitions = try Self.coffee()
        let text = try #require(WordGraphCompiler(definitions: definitions).fsg())
        let graph = ReadGraph(text)
        // 80 templates of six slot lists, minimized.
        #expect(graph.states < 100)
        for sentence in SearchCompiler(definitions: definitions).trainingSentences().prefix(2000) {
            #expect(graph.accepts(sentence), "\(sentence.joined(separator: " "))")
        }
        for sentence in [
            "brew a latte with", "brew latte", "a latte", "brew a latte with milk and milk and sugar",
            "brew a small small latte",
        ] {
            #expect(!graph.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
    }

    /// Free text, numbers and names between words cannot be a closed word graph: those apps keep
    /// their JSGF grammar.
    @Test func declinesWhatAClosedGraphCannotSay() throws {
        #expect(WordGraphCompiler(definitions: try IntentDefinitionSet.load(from: [Repository.intents])).fsg() == nil)
        #expect(
            WordGraphCompiler(definitions: try IntentDefinitionSet.load(from: [Repository.intents])).compiled() == nil)
        #expect(WordGraphCompiler(definitions: try Self.coffee()).compiled() != nil)
    }
}

extension WordGraphCompilerTests {
    /// The file names the compiled search's cache entry: the same definitions, the same text.
    @Test func theSameDefinitionsGiveTheSameFile() throws {
        let definitions = try Self.coffee()
        let first = WordGraphCompiler(definitions: definitions).fsg()
        for _ in 0..<5 { #expect(WordGraphCompiler(definitions: definitions).fsg() == first) }
    }

    /// The FSG read as a nondeterministic automaton with empty transitions and probabilities.
    struct ReadAutomaton {
        var moves: [(from: Int, to: Int, probability: Double, word: String?)] = []
        var start = 0
        var final = 0

        init(_ text: String) {
            for line in text.split(separator: "\n") {
                let fields = line.split(separator: " ").map(String.init)
                switch fields.first {
                case "START_STATE": start = Int(fields[1])!
                case "FINAL_STATE": final = Int(fields[1])!
                case "TRANSITION":
                    moves.append(
                        (Int(fields[1])!, Int(fields[2])!, Double(fields[3])!, fields.count == 5 ? fields[4] : nil))
                default: break
                }
            }
        }

        func closure(_ states: Set<Int>) -> Set<Int> {
            var result = states
            var frontier = Array(states)
            while let state = frontier.popLast() {
                for move in moves where move.from == state && move.word == nil && !result.contains(move.to) {
                    result.insert(move.to)
                    frontier.append(move.to)
                }
            }
            return result
        }

        func accepts(_ words: [String]) -> Bool {
            var current = closure([start])
            for word in words {
                current = closure(Set(moves.filter { current.contains($0.from) && $0.word == word }.map(\.to)))
            }
            return current.contains(final)
        }
    }

    /// Garbage loops let any phones come before and after a sentence, never instead of it or
    /// inside it, at an entry probability and then a per-phone one.
    @Test func edgeGarbageSurroundsEverySentence() throws {
        let definitions = try Self.coffee()
        let garbage = EdgeGarbage(phones: ["AA", "S", "T"], entryProbability: 1e-5, phoneProbability: 0.03)
        let text = try #require(WordGraphCompiler(definitions: definitions).fsg(garbage: garbage))
        let automaton = ReadAutomaton(text)
        let aa = EdgeGarbage.word(for: "AA")
        let s = EdgeGarbage.word(for: "S")
        for sentence in SearchCompiler(definitions: definitions).trainingSentences().prefix(300) {
            #expect(automaton.accepts(sentence))
            #expect(automaton.accepts([aa, s, aa] + sentence + [s]))
            #expect(automaton.accepts([s] + sentence))
            if sentence.count > 2 {
                #expect(!automaton.accepts(Array(sentence[..<1]) + [aa] + Array(sentence[1...])), "garbage inside")
            }
        }
        #expect(!automaton.accepts([aa, s]), "garbage alone is not a sentence")
        #expect(!automaton.accepts([EdgeGarbage.word(for: "ZH")] + ["brew", "a", "latte"]), "only the given phones")
        let garbageMoves = automaton.moves.filter { $0.word?.hasPrefix("++garbage-") == true }
        #expect(Set(garbageMoves.map(\.probability)) == [1e-5, 0.03])
        #expect(garbageMoves.filter { $0.probability == 1e-5 }.count == 6, "three phones entered at each of two edges")
        // A rejection path: garbage alone (or nothing) reaches the end, at its own probability.
        var rejecting = garbage
        rejecting.rejectionProbability = 0.5
        let none = ReadAutomaton(try #require(WordGraphCompiler(definitions: definitions).fsg(garbage: rejecting)))
        #expect(none.accepts([aa, s]))
        #expect(none.accepts([]))
        #expect(!automaton.accepts([]))
        #expect(none.moves.filter { $0.word == nil && $0.to == none.final && $0.probability == 0.5 }.count == 2)
        #expect(none.accepts([aa] + ["brew", "a", "latte"]) == automaton.accepts([aa] + ["brew", "a", "latte"]))
        // Without garbage the graph is what it was.
        #expect(ReadGraph(try #require(WordGraphCompiler(definitions: definitions).fsg())).states < 100)
        #expect(!(try #require(WordGraphCompiler(definitions: definitions).fsg())).contains("++garbage-"))
    }

    /// The completion pass's graph: garbage may still come before a sentence and make up a
    /// rejection, but nothing follows the sentence's last word.
    @Test func garbageOnlyBeforeSentencesWhenItDoesNotFollowThem() throws {
        let definitions = try Self.coffee()
        var garbage = EdgeGarbage(
            phones: ["AA", "S"], entryProbability: 1e-5, phoneProbability: 0.03, rejectionProbability: 1)
        garbage.followsSentences = false
        let automaton = ReadAutomaton(try #require(WordGraphCompiler(definitions: definitions).fsg(garbage: garbage)))
        let aa = EdgeGarbage.word(for: "AA")
        for sentence in SearchCompiler(definitions: definitions).trainingSentences().prefix(100) {
            #expect(automaton.accepts(sentence) && automaton.accepts([aa, aa] + sentence))
            #expect(!automaton.accepts(sentence + [aa]), "no garbage after a sentence")
        }
        #expect(automaton.accepts([aa]), "garbage alone still rejects")
    }

    /// Around commands, the rejection path's words have a loop of their own, entered by an empty
    /// transition at its own price: they can make up a whole "none of these", never come before
    /// or after a command, and each word costs its probability.
    @Test func rejectionWordsAroundCommandsLeadOnlyToTheEnd() throws {
        let definitions = try Self.coffee()
        var garbage = EdgeGarbage(
            phones: ["AA", "S"], entryProbability: 1e-5, phoneProbability: 0.03, rejectionProbability: 1)
        garbage.rejectionWords = ["time", "what"]
        garbage.wordProbability = 1e-3
        garbage.wordLoopEntryProbability = 1e-7
        let automaton = ReadAutomaton(try #require(WordGraphCompiler(definitions: definitions).fsg(garbage: garbage)))
        let aa = EdgeGarbage.word(for: "AA")
        let sentence = try #require(SearchCompiler(definitions: definitions).trainingSentences().first)
        #expect(automaton.accepts(["what", "time"]) && automaton.accepts(["what", aa, "time", aa]))
        #expect(automaton.accepts(sentence) && automaton.accepts([aa] + sentence + [aa]))
        #expect(!automaton.accepts(["what"] + sentence), "no words before a command")
        #expect(!automaton.accepts(sentence + ["time"]), "no words after a command")
        #expect(automaton.accepts([aa, "what", aa]), "garbage phones between the words, too")
        let words = automaton.moves.filter { $0.word == "what" || $0.word == "time" }
        #expect(words.count == 2 && words.allSatisfy { $0.probability == 1e-3 && $0.from == $0.to })
        let loop = try #require(words.first?.from)
        #expect(automaton.moves.contains { $0.word == nil && $0.to == loop && $0.probability == 1e-7 })
        #expect(automaton.moves.contains { $0.word == nil && $0.from == loop && $0.to == automaton.final })
        // Without a rejection path the words have nowhere to go, and are left out.
        garbage.rejectionProbability = nil
        let none = try #require(WordGraphCompiler(definitions: definitions).fsg(garbage: garbage))
        #expect(!ReadAutomaton(none).accepts(["what", "time"]) && !none.contains(" what"))
    }

    /// A dialog's answers as a word graph: exactly the answers, or garbage alone when the search
    /// may reject, and never garbage around an answer unless asked for.
    @Test func answersGetARejectionPathWithoutGarbageAroundThem() throws {
        let answers = TemplateNode.sequence([
            .optional(.word("the")), .alternatives([.word("first"), .word("second")]), .optional(.word("one")),
        ])
        let aa = EdgeGarbage.word(for: "AA")
        let plain = ReadAutomaton(try #require(WordGraphCompiler.fsg(for: answers)))
        let garbage = EdgeGarbage(
            phones: ["AA", "S"], entryProbability: 1e-3, phoneProbability: 0.03, rejectionProbability: 1,
            surroundsSentences: false)
        let rejecting = ReadAutomaton(try #require(WordGraphCompiler.fsg(for: answers, garbage: garbage)))
        for automaton in [plain, rejecting] {
            #expect(automaton.accepts(["the", "second", "one"]))
            #expect(automaton.accepts(["first"]))
            #expect(!automaton.accepts(["the", "one"]))
            #expect(!automaton.accepts([aa, "first"]), "no garbage before an answer")
            #expect(!automaton.accepts(["first", aa]), "no garbage after an answer")
        }
        #expect(rejecting.accepts([aa, aa]) && !plain.accepts([aa, aa]))
        var around = garbage
        around.surroundsSentences = true
        #expect(
            ReadAutomaton(try #require(WordGraphCompiler.fsg(for: answers, garbage: around))).accepts([aa, "first"]))
        // Free silence before and after, where the decoder's own silence loops are made dear.
        var silent = garbage
        silent.edgeSilence = "<sil>"
        let withSilence = ReadAutomaton(try #require(WordGraphCompiler.fsg(for: answers, garbage: silent)))
        #expect(withSilence.accepts(["<sil>", "second", "<sil>"]) && withSilence.accepts(["<sil>", aa, "<sil>"]))
        #expect(!withSilence.accepts(["the", "<sil>", "second"]), "no free silence inside an answer")
        #expect(!rejecting.accepts(["<sil>", "second"]))
        // Real words on the rejection path: a sentence of them is no answer, and they never
        // come before or after one.
        var words = garbage
        words.rejectionWords = ["time", "what"]
        words.wordProbability = 1e-6
        let withWords = ReadAutomaton(try #require(WordGraphCompiler.fsg(for: answers, garbage: words)))
        #expect(withWords.accepts(["what", "time", aa]) && withWords.accepts(["second"]))
        #expect(!withWords.accepts(["what", "second"]) && !withWords.accepts(["second", "time"]))
        #expect(withWords.moves.filter { $0.word == "time" }.allSatisfy { $0.probability == 1e-6 })
        // Slots, app names and phrases need definitions: a plain template of them is refused.
        #expect(WordGraphCompiler.fsg(for: .sequence([.word("to"), .slot("name", possessive: false)])) == nil)
        #expect(WordGraphCompiler.fsg(for: .app) == nil)
    }
}

extension WordGraphCompilerTests {
    /// Each closed slot gets a way out of its list: a loop of visible one-phone words beside the
    /// listed values, entered at its own price, while the sentences stay as they were.
    @Test func eachSlotHasAWayOutOfItsList() throws {
        let definitions = try Self.coffee()
        var compiler = WordGraphCompiler(definitions: definitions)
        let plain = try #require(compiler.fsg())
        compiler.unknownValues = UnknownValuePath(phones: ["AE", "B"], entryProbability: 1e-4, phoneProbability: 0.05)
        let text = try #require(compiler.fsg())
        let graph = ReadGraph(text)
        // Every sentence is still heard, and the listed words are still the graph's own.
        for sentence in SearchCompiler(definitions: definitions).trainingSentences().prefix(500) {
            #expect(graph.accepts(sentence), "\(sentence.joined(separator: " "))")
        }
        // "brew a ... latte" has a size slot where the loop may stand.
        let unknown = ["hark-unknown-ae", "hark-unknown-b"]
        #expect(graph.accepts(["brew", "a"] + unknown + ["latte"]))
        #expect(!graph.accepts(["brew", "a"] + unknown + ["with"]))
        // The loop is entered at its price and goes on at its own.
        #expect(text.contains(" 0.0001 hark-unknown-ae\n"))
        #expect(text.contains(" 0.05 hark-unknown-b\n"))
        // The listed words share each state's mass as before: the same word transitions, more states.
        let words = { (fsg: String) in
            fsg.split(separator: "\n").filter {
                $0.hasPrefix("TRANSITION") && $0.split(separator: " ").count == 5 && !$0.contains("hark-unknown")
            }
        }
        #expect(ReadGraph(plain).states < graph.states)
        #expect(words(plain).count == words(text).count)
    }
}

extension WordGraphCompilerTests {
    /// The speaker's own words around a sentence are heard as words, beside the garbage phones:
    /// whole phrases only, never inside a sentence, never without one.
    @Test func edgeWordsAreHeardAroundSentencesAsWholePhrases() throws {
        let definitions = try Self.coffee()
        var garbage = EdgeGarbage(phones: ["AA", "S"], entryProbability: 1e-5, phoneProbability: 0.03)
        garbage.rejectionProbability = 1
        garbage.edgeWords = [["don't"], ["could", "you"], ["please"]]
        garbage.edgeWordProbability = 1e-3
        garbage.trailingEdgeWordProbability = 1e-4
        let automaton = ReadAutomaton(try #require(WordGraphCompiler(definitions: definitions).fsg(garbage: garbage)))
        let aa = EdgeGarbage.word(for: "AA")
        for sentence in SearchCompiler(definitions: definitions).trainingSentences().prefix(200) {
            #expect(automaton.accepts(["don't"] + sentence))
            #expect(automaton.accepts(["could", "you"] + sentence + ["please"]))
            #expect(automaton.accepts([aa, "please", "don't"] + sentence + [aa, "please", aa]))
            #expect(!automaton.accepts(["could"] + sentence), "half a phrase")
            if sentence.count > 2 {
                #expect(!automaton.accepts(Array(sentence[..<1]) + ["don't"] + Array(sentence[1...])), "inside")
            }
        }
        #expect(!automaton.accepts(["please"]) && !automaton.accepts(["please", aa]), "words are no rejection")
        #expect(automaton.accepts([aa]))
        // Without them, the words are not in the graph at all.
        garbage.edgeWords = []
        let plain = ReadAutomaton(try #require(WordGraphCompiler(definitions: definitions).fsg(garbage: garbage)))
        #expect(!plain.moves.contains { $0.word == "don't" })
        #expect(Set(automaton.moves.filter { $0.word == "don't" }.map(\.probability)) == [1e-3, 1e-4])
        // Before sentences only.
        garbage.edgeWords = [["don't"]]
        garbage.trailingEdgeWordProbability = nil
        let leading = ReadAutomaton(try #require(WordGraphCompiler(definitions: definitions).fsg(garbage: garbage)))
        let sentence = try #require(SearchCompiler(definitions: definitions).trainingSentences().first)
        #expect(leading.accepts(["don't"] + sentence))
        #expect(!leading.accepts(sentence + ["don't"]))
    }
}

extension WordGraphCompilerTests {
    /// A spoken number is the grammar's number rule as a graph: the same words in the same order.
    @Test func numbersAreSaidAsTheGrammarSaysThem() throws {
        let yaml = """
            app: {name: Thermostat, domain: custom, nameRequired: false}
            intents:
              setTemperature:
                parameters: {degrees: {type: number}}
                templates: ["set it to {degrees} [degrees]"]
            """
        let app = try IntentDefinitionLoader().parse(yaml: yaml, file: "thermostat.yaml")
        let text = try #require(WordGraphCompiler(definitions: try IntentDefinitionSet(apps: [app])).fsg())
        let graph = ReadGraph(text)
        for number in [
            "zero", "seven", "fifteen", "twenty", "fifty five", "a hundred", "one hundred and two",
            "nine hundred ninety",
            "two thousand", "three thousand and four", "twelve point five", "one point two five",
        ] {
            let words = ["set", "it", "to"] + number.split(separator: " ").map(String.init)
            #expect(graph.accepts(words), "\(number)")
            #expect(graph.accepts(words + ["degrees"]), "\(number) degrees")
        }
        for number in ["fifty fifty", "twenty twelve", "point five", "hundred", "zero point", "thousand thousand"] {
            #expect(!graph.accepts(["set", "it", "to"] + number.split(separator: " ").map(String.init)), "\(number)")
        }
    }

    /// Home Assistant's whole English template set is a word graph of a few thousand states,
    /// hearing every sentence its templates make, wildcards said as nothing as in its grammar;
    /// its words may be weighed by their state's branching, or not at all.
    @Test(.enabled(if: Repository.homeAssistantTemplates != nil))
    func homeAssistantsTemplatesAreAWordGraph() throws {
        let file = try #require(Repository.homeAssistantTemplates)
        let entities = try HomeAssistantEntities(
            contentsOf: Repository.root.appendingPathComponent("Models/home-assistant/entities.yaml"))
        let definitions = try IntentDefinitionSet(apps: [try HomeAssistantApp.load(from: file, entities: entities)])
        var compiler = WordGraphCompiler(definitions: definitions)
        let compiled = try #require(compiler.compiled())
        #expect(compiled.stateCount < 5_000)
        let weighed = ReadAutomaton(compiled.fsg())
        #expect(weighed.moves.contains { $0.probability < 1 })
        compiler.branchingExponent = 0
        let text = try #require(compiler.fsg())
        let graph = ReadGraph(text)
        #expect(ReadAutomaton(text).moves.allSatisfy { $0.probability == 1 })
        compiler.branchingExponent = 0.5
        let softened = ReadAutomaton(try #require(compiler.fsg()))
        // A state of n words gives each n^-0.5: the start state's words all alike, above 1/n.
        let first = softened.moves.filter { $0.from == softened.start && $0.word != nil }
        #expect(first.count > 100)
        #expect(first.allSatisfy { abs($0.probability - 1 / Double(first.count).squareRoot()) < 1e-9 })
        for sentence in SearchCompiler(definitions: definitions).trainingSentences().prefix(3000) {
            #expect(graph.accepts(sentence), "\(sentence.joined(separator: " "))")
        }
        for sentence in ["turn on the", "turn on the kitchen light please now", "set the brightness to fifty fifty"] {
            #expect(!graph.accepts(sentence.split(separator: " ").map(String.init)), "\(sentence)")
        }
    }
}

extension WordGraphCompilerTests {
    /// A graph written to the cache reads back as the same graph; a damaged file is compiled
    /// again and replaced; definitions that make no graph are remembered as such.
    @Test func aCachedGraphReadsBackTheSame() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        let compiler = WordGraphCompiler(definitions: try Self.coffee())
        let fresh = try #require(compiler.compiled(cachedIn: scratch.url))
        let files = try FileManager.default.contentsOfDirectory(atPath: scratch.url.path)
        #expect(files.count == 1)
        let file = scratch.file(try #require(files.first))
        let cached = try #require(compiler.compiled(cachedIn: scratch.url))
        #expect(cached.fsg() == fresh.fsg())
        #expect(cached.stateCount == fresh.stateCount)

        try "word graph 3\n-\tbrew 7\n".write(to: file, atomically: true, encoding: .utf8)
        #expect(compiler.compiled(cachedIn: scratch.url)?.fsg() == fresh.fsg())
        #expect(compiler.compiled(cachedIn: scratch.url)?.fsg() == fresh.fsg(), "the damaged file was replaced")

        // The directory is keyed by the definitions (a search cache entry): other definitions, another one.
        let other = scratch.file("other")
        try FileManager.default.createDirectory(at: other, withIntermediateDirectories: true)
        let none = WordGraphCompiler(definitions: try IntentDefinitionSet.load(from: [Repository.intents]))
        #expect(none.compiled(cachedIn: other) == nil)
        #expect(try String(contentsOf: other.appendingPathComponent(files[0]), encoding: .utf8) == "no word graph\n")
        #expect(none.compiled(cachedIn: other) == nil)
    }
}
