import Foundation
import HarkUnderstanding
import Testing

@Suite struct WordGraphCompilerTests {
    /// The FSG text read back as a deterministic automaton: state → word → state.
    struct ReadGraph {
        var transitions: [Int: [String: Int]] = [:]
        var toFinal: Set<Int> = []
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
                    if fields.count == 5 {
                        #expect(transitions[from]?[fields[4]] == nil, "two transitions on one word: not deterministic")
                        transitions[from, default: [:]][fields[4]] = to
                    } else if to == final {
                        toFinal.insert(from)
                    }
                default: break
                }
            }
        }

        func accepts(_ words: [String]) -> Bool {
            var state = 0
            for word in words {
                guard let next = transitions[state]?[word] else { return false }
                state = next
            }
            return toFinal.contains(state)
        }
    }

    static func coffee() throws -> IntentDefinitionSet {
        try IntentDefinitionSet.load(
            from: [RepositoryFiles.root.appendingPathComponent("Models/coffee-maker/coffee_maker.yaml")])
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
        #expect(WordGraphCompiler(definitions: try RepositoryFiles.monkeyChat()).fsg() == nil)
    }
}

extension WordGraphCompilerTests {
    /// The file names the compiled search's cache entry: the same definitions, the same text.
    @Test func theSameDefinitionsGiveTheSameFile() throws {
        let definitions = try Self.coffee()
        let first = WordGraphCompiler(definitions: definitions).fsg()
        for _ in 0..<5 { #expect(WordGraphCompiler(definitions: definitions).fsg() == first) }
    }
}
