import Foundation
import HarkDefinitions
import HarkUnderstanding

/// Compiles intent definitions into the smallest deterministic word graph that accepts exactly
/// their sentences, written as a Sphinx FSG file.
///
/// PocketSphinx turns a JSGF grammar into a finite-state grammar by expanding every rule reference
/// in place, so a context written as many templates that share their words (Rhino's 80 orderings
/// of the same slots) becomes tens of thousands of search nodes. Determinizing and minimizing the
/// same language first shares every common prefix and suffix: the search sees a graph a few
/// hundred states large and decodes many times faster, hearing the same sentences.
///
/// Only definitions whose every slot is a closed list and whose apps need no name can be written
/// this way; `fsg` returns nil for the others, which keep the JSGF grammar.
public struct WordGraphCompiler: Sendable {
    /// The apps and intents compiled.
    public let definitions: IntentDefinitionSet
    /// Refuse graphs past this many states: determinizing can grow, and JSGF still works.
    public var maximumStates = Self.defaultMaximumStates
    /// The default ``maximumStates``: 20 000.
    public static let defaultMaximumStates = 20_000
    /// A way out of each closed slot's list (``UnknownValuePath``), or nil for none.
    public var unknownValues: UnknownValuePath?
    /// How each state's words are weighed: a state of n words gives each the probability
    /// n^-exponent. 1 (the default) shares the state's mass evenly among its words; 0 makes every
    /// word as likely as any other, the graph only saying which sentences exist.
    ///
    /// Sharing favours the sentences of states that branch little. In a large language of
    /// sentences said word for word (Home Assistant's templates, whose graph has states of
    /// hundreds of words) it charges every word for its state's fan-out, far beyond what the
    /// same templates' JSGF expansion charged, and heard sentences were lost; with nothing
    /// charged, a room's noise alone was heard as short sentences more often (docs/benchmarks.md,
    /// "Home Assistant's templates").
    public var branchingExponent = 1.0

    /// A compiler for `definitions`, refusing graphs past ``defaultMaximumStates`` states.
    public init(definitions: IntentDefinitionSet) {
        self.definitions = definitions
    }

    /// The FSG file's text, or nil when the definitions need what a word graph of closed lists
    /// cannot say (free text, numbers, dates, vocabularies, an app name between words).
    /// - Parameters:
    ///   - name: the FSG's name, as the decoder registers it.
    ///   - garbage: a phone loop before and after every sentence (nil for none).
    public func fsg(name: String = "hark", garbage: EdgeGarbage? = nil) -> String? {
        compiled()?.fsg(name: name, garbage: garbage)
    }

    /// ``compiled()`` read from `directory` when an earlier run left it there, else compiled and
    /// written there (atomically: a crash or a concurrent run never leaves half a file). The
    /// directory must be keyed by the definitions (a search cache entry): Home Assistant's
    /// templates take most of a second to determinize, a cached graph a few milliseconds to read.
    public func compiled(cachedIn directory: URL) -> CompiledWordGraph? {
        let file = directory.appendingPathComponent(
            "word-graph-v\(Self.formatVersion)-\(unknownValues == nil ? "closed" : "open")-\(maximumStates).txt")
        if let text = try? String(contentsOf: file, encoding: .utf8) {
            let cached = DeterministicGraph.read(cacheText: text)
            if cached.readable {
                return cached.graph.map {
                    CompiledWordGraph(graph: $0, unknownValues: unknownValues, branchingExponent: branchingExponent)
                }
            }
        }
        let compiled = compiled()
        let scratch = directory.appendingPathComponent(".\(file.lastPathComponent).\(UUID().uuidString)")
        do {
            try (compiled?.graph.cacheText ?? DeterministicGraph.noGraphText).write(
                to: scratch, atomically: false, encoding: .utf8)
            // rename(2) replaces the file in one step, where another process may be reading it.
            guard rename(scratch.path, file.path) == 0 else { throw CocoaError(.fileWriteUnknown) }
        } catch {
            // A cache that cannot be written costs time on the next start, nothing else.
            try? FileManager.default.removeItem(at: scratch)
        }
        return compiled
    }

    /// The version of the cached graph's file: raised whenever the same definitions would compile
    /// to a different graph.
    static let formatVersion = 1

    /// The minimal word graph, to be written once or several times with different garbage; nil
    /// where ``fsg(name:garbage:)`` is nil. Determinizing a large set of templates (Home
    /// Assistant's) takes a good part of a second, so a search writing two variants compiles once.
    public func compiled() -> CompiledWordGraph? {
        guard let graph = nondeterministic(), let deterministic = graph.determinized(limit: maximumStates) else {
            return nil
        }
        return CompiledWordGraph(
            graph: deterministic.minimized(), unknownValues: unknownValues, branchingExponent: branchingExponent)
    }

    /// The FSG file's text for the sentences of one template of plain words — words, choices and
    /// optional parts, no slots, app names or named phrases (nil for those) — such as a dialog's
    /// answers to one question.
    public static func fsg(for sentences: TemplateNode, name: String = "hark", garbage: EdgeGarbage? = nil)
        -> String?
    {
        var graph = Graph()
        let end = graph.newState()
        guard
            add(sentences, from: 0, to: end, context: nil, graph: &graph, depth: 0)
        else { return nil }
        graph.accepting.insert(end)
        return graph.determinized(limit: defaultMaximumStates)?.minimized().fsgText(
            name: name, garbage: garbage, unknownValues: nil)
    }

    // MARK: - A word graph with empty edges

    private struct Graph {
        var edges: [[(word: String?, target: Int)]] = [[]]
        var accepting: Set<Int> = []

        mutating func newState() -> Int {
            edges.append([])
            return edges.count - 1
        }

        mutating func add(_ from: Int, _ word: String?, _ to: Int) { edges[from].append((word, to)) }

        /// States reachable from `states` through empty edges.
        func closure(_ states: Set<Int>) -> Set<Int> {
            var result = states
            var stack = Array(states)
            while let state = stack.popLast() {
                for edge in edges[state] where edge.word == nil && result.insert(edge.target).inserted {
                    stack.append(edge.target)
                }
            }
            return result
        }

        /// Subset construction; nil past `limit` states.
        func determinized(limit: Int) -> DeterministicGraph? {
            let start = closure([0])
            var index: [Set<Int>: Int] = [start: 0]
            var sets = [start]
            var result = DeterministicGraph()
            var next = 0
            while next < sets.count {
                let current = sets[next]
                var byWord: [String: Set<Int>] = [:]
                for state in current {
                    for edge in edges[state] {
                        if let word = edge.word { byWord[word, default: []].insert(edge.target) }
                    }
                }
                var transitions: [String: Int] = [:]
                // In word order, so the same definitions always give the same file (and cache key).
                for (word, targets) in byWord.sorted(by: { $0.key < $1.key }) {
                    let target = closure(targets)
                    if let known = index[target] {
                        transitions[word] = known
                    } else {
                        guard sets.count < limit else { return nil }
                        index[target] = sets.count
                        transitions[word] = sets.count
                        sets.append(target)
                    }
                }
                result.transitions.append(transitions)
                result.accepting.append(!current.isDisjoint(with: accepting))
                next += 1
            }
            return result
        }
    }

    fileprivate struct DeterministicGraph {
        var transitions: [[String: Int]] = []
        var accepting: [Bool] = []

        init() {}

        init(transitions: [[String: Int]], accepting: [Bool]) {
            self.transitions = transitions
            self.accepting = accepting
        }

        /// The cache file's text for definitions that make no word graph.
        static let noGraphText = "no word graph\n"

        /// One line per state: `accepting` or `-`, then each transition as a tab, the word, a
        /// space and the target, in word order.
        var cacheText: String {
            var lines = ["word graph \(transitions.count)"]
            for state in transitions.indices {
                lines.append(
                    (accepting[state] ? "accepting" : "-")
                        + transitions[state].sorted { $0.key < $1.key }.map { "\t\($0.key) \($0.value)" }.joined())
            }
            return lines.joined(separator: "\n") + "\n"
        }

        /// A cache file read back: `readable` is false for a file that is not one (the graph is
        /// then compiled again); `graph` is nil for definitions known to make no word graph.
        static func read(cacheText text: String) -> (readable: Bool, graph: DeterministicGraph?) {
            if text == noGraphText { return (true, nil) }
            let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
            guard let header = lines.first, header.hasPrefix("word graph "),
                let count = Int(header.dropFirst("word graph ".count)), count > 0, lines.count == count + 2,
                lines.last?.isEmpty == true
            else { return (false, nil) }
            var graph = DeterministicGraph()
            for line in lines[1...count] {
                let fields = line.split(separator: "\t")
                guard let kind = fields.first, kind == "accepting" || kind == "-" else { return (false, nil) }
                var moves: [String: Int] = [:]
                for field in fields.dropFirst() {
                    let parts = field.split(separator: " ")
                    guard parts.count == 2, let target = Int(parts[1]), (0..<count).contains(target) else {
                        return (false, nil)
                    }
                    moves[String(parts[0])] = target
                }
                graph.transitions.append(moves)
                graph.accepting.append(kind == "accepting")
            }
            return (true, graph)
        }

        /// Moore's partition refinement: states fall in one class until their acceptance or the
        /// classes their words lead to tell them apart.
        func minimized() -> DeterministicGraph {
            var classes = accepting.map { $0 ? 1 : 0 }
            var count = Set(classes).count
            while true {
                var signatures: [String: Int] = [:]
                var refined = [Int](repeating: 0, count: transitions.count)
                for state in transitions.indices {
                    let moves = transitions[state].sorted { $0.key < $1.key }.map { "\($0.key)>\(classes[$0.value])" }
                    let signature = "\(classes[state])|" + moves.joined(separator: ",")
                    if let known = signatures[signature] {
                        refined[state] = known
                    } else {
                        refined[state] = signatures.count
                        signatures[signature] = signatures.count
                    }
                }
                if signatures.count == count { break }
                count = signatures.count
                classes = refined
            }
            // Renumber so the start state's class is 0.
            var order: [Int: Int] = [classes[0]: 0]
            for state in transitions.indices where order[classes[state]] == nil { order[classes[state]] = order.count }
            var result = DeterministicGraph(
                transitions: Array(repeating: [:], count: order.count),
                accepting: Array(repeating: false, count: order.count))
            for state in transitions.indices {
                let merged = order[classes[state]]!
                result.accepting[merged] = accepting[state]
                for (word, target) in transitions[state] { result.transitions[merged][word] = order[classes[target]]! }
            }
            return result
        }

        /// Sphinx FSG text: one final state, reached from every accepting state by an empty
        /// transition; each state's transitions share its probability mass evenly. With garbage,
        /// the graph is entered from a state that may first take a garbage stretch, and left to
        /// the final state through another: each stretch is entered at one probability and loops
        /// at another (`EdgeGarbage`), and empty transitions skip it.
        func fsgText(
            name: String, garbage: EdgeGarbage?, unknownValues: UnknownValuePath?, branchingExponent: Double = 1
        ) -> String {
            let final = transitions.count
            // Garbage states: before the graph (an edge state and its loop) and after it.
            let (beforeEdge, beforeLoop, afterEdge, afterLoop) = (final + 1, final + 2, final + 3, final + 4)
            // Where garbage surrounds sentences, the rejection path's words get a loop of their
            // own that leads only to the end: in the loop before sentences they could stand in for
            // a command's first words.
            let wordLoop =
                garbage.map { $0.surroundsSentences && $0.rejectionProbability != nil && !$0.rejectionWords.isEmpty }
                    == true ? final + 5 : nil
            let start = garbage == nil ? 0 : beforeEdge
            let end = garbage == nil ? final : afterEdge
            let garbageStates = final + (garbage == nil ? 1 : wordLoop == nil ? 5 : 6)
            // The speaker's own phrases around a sentence (`EdgeGarbage.edgeWords`), on each side
            // that prices them: an entry and an exit state, and one state between each two words
            // of a phrase.
            let edgeSides: [(edge: Int, loop: Int, exit: Int, probability: Double)] =
                garbage.map { garbage in
                    guard garbage.surroundsSentences, !garbage.edgeWords.isEmpty else { return [] }
                    let before = garbage.edgeWordProbability.map { [(beforeEdge, beforeLoop, 0, $0)] } ?? []
                    let after = garbage.trailingEdgeWordProbability.map { [(afterEdge, afterLoop, final, $0)] } ?? []
                    return before + (garbage.followsSentences ? after : [])
                } ?? []
            let statesPerSide = 2 + (garbage?.edgeWords.reduce(0) { $0 + $1.count - 1 } ?? 0)
            let wordStates = garbageStates + edgeSides.count * statesPerSide
            // Each way out of a list gets a loop state of its own after those.
            let unknownEdges = transitions.indices.flatMap { state in
                transitions[state].filter { $0.key.hasPrefix(UnknownValuePath.markerPrefix) }.map { (state, $0.value) }
            }.sorted { ($0.0, $0.1) < ($1.0, $1.1) }
            let stateCount = wordStates + (unknownValues == nil ? 0 : unknownEdges.count)
            var lines = [
                "FSG_BEGIN \(name)", "NUM_STATES \(stateCount)", "START_STATE \(start)", "FINAL_STATE \(final)",
            ]
            for state in transitions.indices {
                // The way out has its own price: the state's words share their mass without it.
                let moves = transitions[state].filter { !$0.key.hasPrefix(UnknownValuePath.markerPrefix) }.sorted {
                    $0.key < $1.key
                }
                let outgoing = moves.count + (accepting[state] ? 1 : 0)
                guard outgoing > 0 else { continue }
                let probability =
                    branchingExponent == 1 ? 1 / Double(outgoing) : pow(Double(outgoing), -branchingExponent)
                for (word, target) in moves { lines.append("TRANSITION \(state) \(target) \(probability) \(word)") }
                if accepting[state] { lines.append("TRANSITION \(state) \(end) \(probability)") }
            }
            if let unknownValues {
                for (offset, (from, to)) in unknownEdges.enumerated() {
                    let loop = wordStates + offset
                    for (word, _) in unknownValues.words {
                        lines.append("TRANSITION \(from) \(loop) \(unknownValues.entryProbability) \(word)")
                        lines.append("TRANSITION \(loop) \(loop) \(unknownValues.phoneProbability) \(word)")
                    }
                    lines.append("TRANSITION \(loop) \(to) 1")
                }
            }
            if let garbage {
                for (edge, loop, exit) in [(beforeEdge, beforeLoop, 0), (afterEdge, afterLoop, final)] {
                    lines.append("TRANSITION \(edge) \(exit) 1")
                    // Without garbage around sentences, the loop before them still carries the
                    // rejection path below; the one after them is not needed.
                    let loops =
                        edge == beforeEdge
                        ? garbage.surroundsSentences || garbage.rejectionProbability != nil
                        : garbage.surroundsSentences && garbage.followsSentences
                    guard loops else { continue }
                    for (word, _) in garbage.words {
                        lines.append("TRANSITION \(edge) \(loop) \(garbage.entryProbability) \(word)")
                        lines.append("TRANSITION \(loop) \(loop) \(garbage.phoneProbability) \(word)")
                    }
                    if garbage.surroundsSentences { lines.append("TRANSITION \(loop) \(exit) 1") }
                }
                if let rejection = garbage.rejectionProbability, let wordLoop {
                    // Entered by an empty transition at its own price, so the price is paid before
                    // any word starts: PocketSphinx adds a word's transition probability when the
                    // word ends, and a thousand unpenalized words in progress would otherwise lead
                    // the beam and prune the commands. Then words and garbage phones, then the end.
                    lines.append("TRANSITION \(beforeEdge) \(wordLoop) \(garbage.wordLoopEntryProbability)")
                    for word in garbage.rejectionWords {
                        lines.append("TRANSITION \(wordLoop) \(wordLoop) \(garbage.wordProbability) \(word)")
                    }
                    for (word, _) in garbage.words {
                        lines.append("TRANSITION \(wordLoop) \(wordLoop) \(garbage.phoneProbability) \(word)")
                    }
                    lines.append("TRANSITION \(wordLoop) \(final) \(rejection)")
                } else if garbage.rejectionProbability != nil {
                    for word in garbage.rejectionWords {
                        lines.append("TRANSITION \(beforeEdge) \(beforeLoop) \(garbage.wordProbability) \(word)")
                        lines.append("TRANSITION \(beforeLoop) \(beforeLoop) \(garbage.wordProbability) \(word)")
                    }
                }
                // Phrases are entered at a garbage stretch's price, each at its side's probability,
                // so that the audio decides between words and phones.
                for (side, (edge, loop, exit, probability)) in edgeSides.enumerated() {
                    let into = garbageStates + side * statesPerSide
                    let out = into + 1
                    var between = out + 1
                    lines.append("TRANSITION \(edge) \(into) \(garbage.entryProbability)")
                    lines.append("TRANSITION \(loop) \(into) 1")
                    for phrase in garbage.edgeWords {
                        var from = into
                        for (offset, word) in phrase.enumerated() {
                            let to = offset == phrase.count - 1 ? out : between
                            if to == between { between += 1 }
                            lines.append("TRANSITION \(from) \(to) \(offset == 0 ? probability : 1) \(word)")
                            from = to
                        }
                    }
                    lines.append("TRANSITION \(out) \(into) 1")
                    lines.append("TRANSITION \(out) \(exit) 1")
                    // After the sentence, garbage may follow the words; before it, the garbage
                    // loop also leads to the rejection path, which words never reach.
                    for (word, _) in garbage.words where exit == final {
                        lines.append("TRANSITION \(out) \(loop) \(garbage.entryProbability) \(word)")
                    }
                }
                if let silence = garbage.edgeSilence {
                    lines.append("TRANSITION \(start) \(start) 1 \(silence)")
                    lines.append("TRANSITION \(final) \(final) 1 \(silence)")
                }
                if let rejection = garbage.rejectionProbability {
                    // Silence alone, or garbage alone, straight to the end: no sentence heard.
                    lines.append("TRANSITION \(beforeEdge) \(final) \(rejection)")
                    lines.append("TRANSITION \(beforeLoop) \(final) \(rejection)")
                }
            }
            lines.append("FSG_END")
            return lines.joined(separator: "\n") + "\n"
        }
    }

    // MARK: - From the definitions

    private func nondeterministic() -> Graph? {
        var graph = Graph()
        for app in definitions.apps {
            guard !app.requiresName else { return nil }
            for intent in app.intents {
                for template in intent.templates {
                    let end = graph.newState()
                    let context = (app, intent, unknownValues: unknownValues != nil)
                    guard Self.add(template.root, from: 0, to: end, context: context, graph: &graph, depth: 0)
                    else {
                        return nil
                    }
                    graph.accepting.insert(end)
                }
            }
        }
        return graph
    }

    /// The app and intent whose template is added, and whether its slots get a way out of their
    /// lists (``unknownValues``).
    private typealias Context = (app: AppDefinition, intent: IntentDefinition, unknownValues: Bool)

    /// Adds the words of `node` as paths from `start` to `end`; false when the node holds
    /// something a closed word graph cannot say. Without a `context` (an app and its intent),
    /// app names, named phrases and slots cannot be said either.
    private static func add(
        _ node: TemplateNode, from start: Int, to end: Int, context: Context?, graph: inout Graph, depth: Int
    ) -> Bool {
        guard depth < 64 else { return false }
        switch node {
        case .word(let word):
            graph.add(start, word, end)
            return true
        case .fixed:
            graph.add(start, nil, end)
            return true
        case .app:
            guard let context else { return false }
            return phrases(context.app.spokenNames, from: start, to: end, graph: &graph)
        case .phrase(let name):
            guard let phrase = context?.app.phrases[name] else { return false }
            return add(phrase, from: start, to: end, context: context, graph: &graph, depth: depth + 1)
        case .slot(let name, let possessive):
            guard !possessive, let parameter = context?.intent.parameter(named: name), !parameter.isList
            else { return false }
            switch parameter.type {
            case .closedList(let list):
                if context?.unknownValues == true { graph.add(start, UnknownValuePath.marker(for: name), end) }
                return phrases(list.values.flatMap(\.synonyms), from: start, to: end, graph: &graph)
            case .number:
                addNumber(from: start, to: end, graph: &graph)
                return true
            case .freeText(let text):
                // A wildcard without samples (Home Assistant's) is said as nothing, as in the
                // grammar; free text with samples stays with the grammar and its language model.
                guard text.samples.isEmpty else { return false }
                graph.add(start, nil, end)
                return true
            case .duration, .date, .vocabulary:
                return false
            }
        case .sequence(let items):
            guard !items.isEmpty else {
                graph.add(start, nil, end)
                return true
            }
            var current = start
            for (offset, item) in items.enumerated() {
                let target = offset == items.count - 1 ? end : graph.newState()
                guard add(item, from: current, to: target, context: context, graph: &graph, depth: depth + 1)
                else { return false }
                current = target
            }
            return true
        case .alternatives(let choices):
            for choice in choices {
                guard add(choice, from: start, to: end, context: context, graph: &graph, depth: depth + 1)
                else { return false }
            }
            return true
        case .optional(let inner):
            graph.add(start, nil, end)
            return add(inner, from: start, to: end, context: context, graph: &graph, depth: depth + 1)
        }
    }

    /// A spoken number from `start` to `end`, the language of the grammar's number rule
    /// (`BuiltInPhrases`): zero, or up to nine hundred ninety-nine thousand and so on, with an
    /// optional decimal part.
    private static func addNumber(from start: Int, to end: Int, graph: inout Graph) {
        let digits = BuiltInPhrases.digitWords
        // `word [and]`: the state after `from`'s word, an optional "and" heard or not.
        func word(_ word: String, thenOptionalAndFrom from: Int) -> Int {
            let afterWord = graph.newState()
            graph.add(from, word, afterWord)
            let afterAnd = graph.newState()
            graph.add(afterWord, nil, afterAnd)
            graph.add(afterWord, "and", afterAnd)
            return afterAnd
        }
        func belowHundred(_ from: Int, _ to: Int) {
            for word in digits + BuiltInPhrases.teenWords { graph.add(from, word, to) }
            let afterTens = graph.newState()
            for word in BuiltInPhrases.tensWords { graph.add(from, word, afterTens) }
            graph.add(afterTens, nil, to)
            for word in digits { graph.add(afterTens, word, to) }
        }
        func belowThousand(_ from: Int, _ to: Int) {
            let beforeHundred = graph.newState()
            for word in digits + ["a"] { graph.add(from, word, beforeHundred) }
            let afterHundred = word("hundred", thenOptionalAndFrom: beforeHundred)
            graph.add(afterHundred, nil, to)
            belowHundred(afterHundred, to)
            belowHundred(from, to)
        }
        let whole = graph.newState()
        graph.add(start, "zero", whole)
        let thousands = graph.newState()
        belowThousand(start, thousands)
        graph.add(thousands, nil, whole)
        let afterThousand = word("thousand", thenOptionalAndFrom: thousands)
        graph.add(afterThousand, nil, whole)
        belowThousand(afterThousand, whole)
        graph.add(whole, nil, end)
        let point = graph.newState()
        graph.add(whole, "point", point)
        let decimals = graph.newState()
        for word in digits { graph.add(point, word, decimals) }
        for word in digits { graph.add(decimals, word, decimals) }
        graph.add(decimals, nil, end)
    }

    private static func phrases(_ phrases: [[String]], from start: Int, to end: Int, graph: inout Graph) -> Bool {
        for words in phrases where !words.isEmpty {
            var current = start
            for (offset, word) in words.enumerated() {
                let target = offset == words.count - 1 ? end : graph.newState()
                graph.add(current, word, target)
                current = target
            }
        }
        return true
    }
}

/// A minimal word graph of intent definitions (``WordGraphCompiler/compiled()``).
public struct CompiledWordGraph: Sendable {
    fileprivate let graph: WordGraphCompiler.DeterministicGraph
    fileprivate let unknownValues: UnknownValuePath?
    fileprivate let branchingExponent: Double

    /// The number of states before garbage is added.
    public var stateCount: Int { graph.transitions.count }

    /// The FSG file's text, with a phone loop before and after every sentence (nil for none).
    public func fsg(name: String = "hark", garbage: EdgeGarbage? = nil) -> String {
        graph.fsgText(name: name, garbage: garbage, unknownValues: unknownValues, branchingExponent: branchingExponent)
    }
}
