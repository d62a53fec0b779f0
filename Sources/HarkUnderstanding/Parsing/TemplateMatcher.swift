/// Aligns a transcript with a template automaton by dynamic programming, like an edit distance
/// between a word sequence and a word graph: template words may be heard exactly, heard as a
/// similar word, or missed; heard words the template lacks may be skipped (fillers cheaply); slots
/// take stretches of words their parameter can read. The cheapest path under the cost limit wins.
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

    private enum Step {
        case start
        case empty(from: Int)
        case skipTemplateWord(from: Int)
        case templateWord(from: Int)
        case extraWord(from: Int)
        case slot(from: Int, name: String, reading: SlotReading)
        case app(from: Int, mention: AppMention)
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
        var index = final
        while true {
            switch step[index] {
            case .start:
                guard app != nil || !requiresName else { return nil }
                return TemplateMatch(cost: cost[final], parameters: parameterValues, app: app, isExact: isExact)
            case .empty(let from):
                index = from
            case .skipTemplateWord(let from), .extraWord(let from):
                isExact = false
                index = from
            case .templateWord(let from):
                // A word heard as a similar one cost something; one heard as itself, nothing.
                if cost[index] - cost[from] > 1e-9 { isExact = false }
                index = from
            case .slot(let from, let name, let reading):
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
                app = mention
                index = from
            }
        }
    }

    private func substitutionCost(_ heard: String, _ template: String) -> Double? {
        if heard == template { return 0 }
        let value = similarity.similarity(heard: heard, template: template)
        guard value >= settings.wordSimilarityThreshold else { return nil }
        return settings.substitutionBaseCost + 2 * (1 - value)
    }

    private func insertionCost(_ word: String) -> Double {
        settings.fillerWords.contains(word) ? settings.fillerInsertionCost : settings.insertionCost
    }

    private func mentionCost(_ mention: AppMention) -> Double {
        settings.nameCostScale * (1 - mention.similarity)
    }
}
