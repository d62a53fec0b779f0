import Foundation
import HarkSupport

/// Reads stretches of one transcript as parameter values, remembering every answer: the same
/// stretch is asked about by many templates.
final class SlotReader {
    private let words: [String]
    private let settings: IntentParserSettings
    private let dates: SpokenDateParser
    /// Whether terms are found by ``SpokenTermMatcher/bestMatch(_:threshold:heard:)`` (else by scoring each).
    private let indexesTerms: Bool
    private let pronunciations: HeardPronunciations?
    private var cache: [Key: [Span]] = [:]
    private var termCache: [TermKey: (ParameterValue, Double)?] = [:]

    struct TermKey: Hashable {
        var parameter: String
        var start: Int
        var end: Int
        var possessive: Bool
    }

    struct Key: Hashable {
        var parameter: String
        var start: Int
        var possessive: Bool
    }

    struct Span {
        var end: Int
        var reading: SlotReading
    }

    /// Words that join list items: "Bobo, Kiki and Zuzu" (commas are gone after tokenizing).
    static let listSeparators: Set<String> = ["and", "or", "&", "plus"]

    /// `pronunciations` remembers the heard words' for the whole parse (a new one when nil).
    init(
        words: [String], settings: IntentParserSettings, indexesTerms: Bool = true,
        pronunciations: HeardPronunciations? = nil, dates: SpokenDateParser
    ) {
        self.words = words
        self.settings = settings
        self.indexesTerms = indexesTerms
        self.pronunciations = pronunciations
        self.dates = dates
    }

    /// Every way the parameter can be read starting at `start`, by end position.
    func spans(_ parameter: CompiledParameter, from start: Int, possessive: Bool) -> [Span] {
        let key = Key(parameter: parameter.key, start: start, possessive: possessive)
        if let known = cache[key] { return known }
        var spans: [Span] = []
        if start < words.count {
            for end in (start + 1)...words.count {
                if let reading = read(parameter, start..<end, possessive: possessive) {
                    spans.append(Span(end: end, reading: reading))
                }
            }
        }
        cache[key] = spans
        return spans
    }

    private func read(_ parameter: CompiledParameter, _ range: Range<Int>, possessive: Bool) -> SlotReading? {
        let definition = parameter.definition
        switch definition.type {
        case .freeText:
            let heard = WordTokenizer.text(of: words[range])
            return SlotReading(
                values: [ParameterValue(value: heard, heard: heard)],
                cost: settings.freeTextWordCost * Double(range.count))
        case .number:
            guard range.count <= 8, let number = SpokenNumberParser.value(of: words[range]) else { return nil }
            // Outside the list's range the words are no value of it, as hassil hears them.
            if let numbers = definition.numberRange, !numbers.contains(number) { return nil }
            return single(SpokenNumberParser.canonical(number), range)
        case .duration:
            guard range.count <= 10, let seconds = SpokenDurationParser.seconds(of: words[range]) else { return nil }
            return single(SpokenDurationParser.iso8601(seconds: seconds), range)
        case .date:
            guard range.count <= 6, let date = dates.value(of: words[range]) else { return nil }
            return single(date, range)
        case .closedList, .vocabulary:
            guard let terms = parameter.terms else { return nil }
            let isName: Bool
            if case .vocabulary = definition.type { isName = true } else { isName = false }
            let threshold = isName ? settings.nameSimilarityThreshold : settings.wordSimilarityThreshold
            let item = { (itemRange: Range<Int>, lastOfSlot: Bool) -> (ParameterValue, Double)? in
                let key = TermKey(
                    parameter: parameter.key, start: itemRange.lowerBound, end: itemRange.upperBound,
                    possessive: possessive && lastOfSlot)
                if let known = self.termCache[key] { return known }
                let found = self.term(terms, itemRange, threshold: threshold, possessive: key.possessive)
                self.termCache[key] = .some(found)
                return found
            }
            return definition.isList
                ? list(range, maxItemLength: terms.maxSpan, item: item)
                : item(range, true).map {
                    SlotReading(values: [$0.0], cost: $0.1)
                }
        }
    }

    private func single(_ value: String, _ range: Range<Int>) -> SlotReading {
        SlotReading(values: [ParameterValue(value: value, heard: WordTokenizer.text(of: words[range]))], cost: 0)
    }

    /// One term heard in exactly these words; a possessive slot takes "lulu's" (or "lulus") for Lulu.
    private func term(
        _ terms: SpokenTermMatcher, _ range: Range<Int>, threshold: Double, possessive: Bool
    ) -> (ParameterValue, Double)? {
        guard range.count <= terms.maxSpan else { return nil }
        var heard = Array(words[range])
        var extraCost = 0.0
        if possessive {
            let last = heard[heard.count - 1]
            if last.hasSuffix("'s") {
                heard[heard.count - 1] = String(last.dropLast(2))
            } else if last.hasSuffix("s"), last.count > 2 {
                heard[heard.count - 1] = String(last.dropLast())
                extraCost = 0.2
            } else {
                return nil
            }
        }
        guard
            let match = indexesTerms
                ? terms.bestMatch(heard[...], threshold: threshold, heard: pronunciations)
                : terms.exhaustiveBestMatch(heard[...], threshold: threshold)
        else { return nil }
        let value = ParameterValue(
            value: terms.terms[match.term].value, heard: WordTokenizer.text(of: heard), score: min(match.similarity, 1))
        return (value, settings.nameCostScale * (1 - min(match.similarity, 1)) + extraCost)
    }

    /// Items one after another, optionally joined by "and"/"or"; the cheapest segmentation wins.
    private func list(
        _ range: Range<Int>, maxItemLength: Int, item: (Range<Int>, Bool) -> (ParameterValue, Double)?
    ) -> SlotReading? {
        // best[k]: cheapest reading of words[range.lowerBound..<k] as whole items.
        var best: [Int: SlotReading] = [range.lowerBound: SlotReading(values: [], cost: 0)]
        for position in range {
            guard let before = best[position] else { continue }
            // After an item, a joining word may come before the next ("Coco and Lulu").
            let separated = !before.values.isEmpty && Self.listSeparators.contains(words[position])
            let itemStart = separated ? position + 1 : position
            guard itemStart < range.upperBound else { continue }
            for end in (itemStart + 1)...min(range.upperBound, itemStart + maxItemLength) {
                guard let (value, cost) = item(itemStart..<end, end == range.upperBound) else { continue }
                let candidate = SlotReading(values: before.values + [value], cost: before.cost + cost)
                if candidate.cost < best[end]?.cost ?? .infinity { best[end] = candidate }
            }
        }
        guard let whole = best[range.upperBound], !whole.values.isEmpty else { return nil }
        return whole
    }
}
