import HarkDefinitions
import HarkSupport

/// Aligns a transcript with a template automaton by dynamic programming, like an edit distance
/// between a word sequence and a word graph: template words may be heard exactly, heard as a
/// similar word, or missed; heard words the template lacks may be skipped (fillers cheaply); slots
/// take stretches of words their parameter can read. The cheapest path under the cost limit wins.
///
/// A skipped word is either harmless (one of ``harmless``'s phrases, all its words skipped
/// together) or unexplained: the match names the unexplained ones, which keep it from being acted on.
struct TemplateMatcher {
    let words: [String]
    let settings: IntentParserSettings
    let parameters: [String: CompiledParameter]
    let slots: SlotReader
    let similarity: WordSimilarityCache
    /// Mentions of the app being matched, by start position.
    let mentions: [[AppMention]]
    let maxCost: Double
    /// False for an app that needs no name: a match may end without one.
    var requiresName = true
    /// The phrases a request may add without changing it: the language's and the app's.
    var harmless = HarmlessWords.english
    /// Where each harmless phrase of two or more words ends, by its start position: precomputed
    /// once per transcript and app (``harmlessPhraseEnds(words:harmless:)``).
    var harmlessPhraseEnds: [[Int]] = []

    private enum Step {
        case start
        case empty(from: Int)
        case skipTemplateWord(from: Int)
        case templateWord(from: Int)
        case extraWord(from: Int)
        case harmlessPhrase(from: Int)
        case slot(from: Int, name: String, reading: SlotReading)
        case app(from: Int, mention: AppMention)
    }

    /// A closed slot's reading of the search's way out of its list (``UnknownWord``): a value was
    /// said there that the list lacks. It explains the word, so the reading can say which
    /// parameter was not understood; ``IntentParser`` never acts on it.
    static let outsideList = SlotReading(
        values: [ParameterValue(value: UnknownWord.word, heard: UnknownWord.word, score: 0)], cost: 0)

    /// Whether `value` is that reading's.
    static func isOutsideList(_ value: ParameterValue) -> Bool {
        value.value == UnknownWord.word && value.heard == UnknownWord.word
    }

    func match(_ automaton: TemplateAutomaton) -> TemplateMatch? {
        let stateCount = automaton.stateCount
        let cellCount = (words.count + 1) * stateCount * 2
        var cost = [Double](repeating: .infinity, count: cellCount)
        var step = [Step](repeating: .start, count: cellCount)
        func cell(_ position: Int, _ state: Int, _ named: Int) -> Int { (position * stateCount + state) * 2 + named }
        func relax(_ target: Int, _ value: Double, _ how: Step) {
            if value <= maxCost, value < cost[target] {
                cost[target] = value
                step[target] = how
            }
        }
        cost[cell(0, 0, 0)] = 0

        for position in 0...words.count {
            for state in 0..<stateCount {
                for named in 0...1 {
                    let here = cell(position, state, named)
                    let current = cost[here]
                    guard current.isFinite else { continue }
                    for edge in automaton.edges[state] {
                        switch edge.label {
                        case nil:
                            relax(cell(position, edge.target, named), current, .empty(from: here))
                        case .word(let word):
                            relax(
                                cell(position, edge.target, named), current + settings.deletionCost,
                                .skipTemplateWord(from: here))
                            if position < words.count, let wordCost = substitutionCost(words[position], word) {
                                relax(
                                    cell(position + 1, edge.target, named), current + wordCost,
                                    .templateWord(from: here))
                            }
                        case .slot(let name, let possessive):
                            guard let parameter = parameters[name] else { continue }
                            for span in slots.spans(parameter, from: position, possessive: possessive) {
                                relax(
                                    cell(span.end, edge.target, named), current + span.reading.cost,
                                    .slot(from: here, name: name, reading: span.reading))
                            }
                            if position < words.count, words[position] == UnknownWord.word, !possessive,
                                parameter.takesUnknownWord
                            {
                                relax(
                                    cell(position + 1, edge.target, named), current,
                                    .slot(from: here, name: name, reading: Self.outsideList))
                            }
                        case .fixed(let name, let value):
                            let reading = SlotReading(values: [ParameterValue(value: value, heard: "")], cost: 0)
                            relax(
                                cell(position, edge.target, named), current,
                                .slot(from: here, name: name, reading: reading))
                        case .app:
                            guard position < words.count else { continue }
                            for mention in mentions[position] where !mention.hasConnector {
                                relax(
                                    cell(mention.end, edge.target, 1), current + mentionCost(mention),
                                    .app(from: here, mention: mention))
                            }
                        }
                    }
                    guard position < words.count else { continue }
                    relax(
                        cell(position + 1, state, named), current + insertionCost(words[position]),
                        .extraWord(from: here))
                    if position < harmlessPhraseEnds.count {
                        for end in harmlessPhraseEnds[position] {
                            relax(
                                cell(end, state, named),
                                current + settings.fillerInsertionCost * Double(end - position),
                                .harmlessPhrase(from: here))
                        }
                    }
                    if named == 0, automaton.isGap[state] {
                        for mention in mentions[position] {
                            relax(
                                cell(mention.end, state, 1), current + mentionCost(mention),
                                .app(from: here, mention: mention))
                        }
                    }
                }
            }
        }

        var final = cell(words.count, automaton.accept, 1)
        if !requiresName, cost[cell(words.count, automaton.accept, 0)] < cost[final] {
            final = cell(words.count, automaton.accept, 0)
        }
        guard cost[final].isFinite else { return nil }
        var parameterValues: [String: [ParameterValue]] = [:]
        var app: AppMention?
        var isExact = true
        // What the path did, last first: each unexplained word is judged by what stands beside it.
        var events: [Event] = []
        var index = final
        while true {
            switch step[index] {
            case .start:
                guard app != nil || !requiresName else { return nil }
                return TemplateMatch(
                    cost: cost[final], parameters: parameterValues, app: app, isExact: isExact,
                    unexplained: Self.unexplainedWords(events.reversed()))
            case .empty(let from):
                index = from
            case .extraWord(let from):
                let position = from / (stateCount * 2)
                events.append(harmless.words.contains(words[position]) ? .explained : .extra(position))
                isExact = false
                index = from
            case .skipTemplateWord(let from):
                isExact = false
                index = from
            case .harmlessPhrase(let from):
                events.append(.explained)
                isExact = false
                index = from
            case .templateWord(let from):
                events.append(.explained)
                // A word heard as a similar one cost something; one heard as itself, nothing.
                if cost[index] - cost[from] > 1e-9 { isExact = false }
                index = from
            case .slot(let from, let name, let reading):
                switch parameters[name]?.definition.type {
                case .freeText?: events.append(.explained)
                case .closedList?, .vocabulary?:
                    if reading.values.contains(where: { !$0.heard.isEmpty }) { events.append(.value) }
                default: events.append(.explained)
                }
                if case .freeText = parameters[name]?.definition.type {
                } else if reading.cost > 1e-9 {
                    isExact = false
                }
                // Walking backwards: prepend, so values keep the order they were said in.
                let isList = parameters[name]?.definition.isList ?? false
                if isList || parameterValues[name] == nil {
                    parameterValues[name] = reading.values + (parameterValues[name] ?? [])
                } else {
                    parameterValues[name] = reading.values
                }
                index = from
            case .app(let from, let mention):
                events.append(.explained)
                app = mention
                index = from
            }
        }
    }

    /// One step of a match's path, as the unexplained words are judged.
    private enum Event {
        /// A heard word skipped, neither a template's nor harmless: its position.
        case extra(Int)
        /// A value of a closed list or vocabulary, heard.
        case value
        /// Words a template word, free text, a number, the app's name or a harmless phrase explain.
        case explained
    }

    /// The unexplained words of a path, in order, each with whether it follows a listed value
    /// (with the words between it and the value unexplained too): it may qualify the value, as
    /// "porch" in "the kitchen porch light" makes another light of the kitchen's.
    private static func unexplainedWords(_ events: some Sequence<Event>) -> [UnexplainedWord] {
        var words: [UnexplainedWord] = []
        var afterValue = false
        for event in events {
            switch event {
            case .extra(let position): words.append(UnexplainedWord(position: position, followsValue: afterValue))
            case .value: afterValue = true
            case .explained: afterValue = false
            }
        }
        return words
    }

    private func substitutionCost(_ heard: String, _ template: String) -> Double? {
        if heard == template { return 0 }
        let value = similarity.similarity(heard: heard, template: template)
        guard value >= settings.wordSimilarityThreshold else { return nil }
        return settings.substitutionBaseCost + 2 * (1 - value)
    }

    private func insertionCost(_ word: String) -> Double {
        harmless.words.contains(word) ? settings.fillerInsertionCost : settings.insertionCost
    }

    /// Where each harmless phrase of two or more words said in `words` ends, by start position.
    static func harmlessPhraseEnds(words: [String], harmless: HarmlessWords) -> [[Int]] {
        words.indices.map { start in
            let last = min(words.count, start + harmless.longestPhrase)
            guard start + 2 <= last else { return [] }
            return (start + 2...last).filter {
                harmless.phrases.contains(Array(words[start..<$0]))
            }
        }
    }

    private func mentionCost(_ mention: AppMention) -> Double {
        settings.nameCostScale * (1 - mention.similarity)
    }
}
