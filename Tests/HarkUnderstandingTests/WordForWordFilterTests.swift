import Foundation
import HarkSupport
import HarkTestSupport
import Testing

@testable import HarkDefinitions
@testable import HarkUnderstanding

/// The quick test an exact app's templates pass before they are matched: it must let through
/// every template that can fit a transcript word for word, so the parser's readings are the same
/// with it as without it.
@Suite struct WordForWordFilterTests {
    /// Whether the hassil template `template` (with `rules` as its phrases) may fit `text`.
    static func mayFit(
        _ template: String, _ text: String, rules: [String: String] = [:], mentionsApp: Bool = false
    ) throws -> Bool {
        let phrases = try rules.mapValues { try HassilExpression.parse($0).templateNode() }
        let automaton = TemplateAutomaton(try HassilExpression.parse(template).templateNode(), phrases: phrases)
        var filter = WordForWordFilter()
        let skeleton = filter.skeleton(of: automaton)
        var transcript = try #require(
            filter.transcript(WordTokenizer.words(in: text), mentionsApp: mentionsApp))
        return WordForWordFilter.mayFit(skeleton, &transcript)
    }

    @Test func optionalWordsAndAlternatives() throws {
        let template = "(turn | switch) on [the] light"
        for text in ["turn on the light", "turn on light", "switch on the light"] {
            #expect(try Self.mayFit(template, text), "\(text)")
        }
        for text in ["turn the light", "turn on light the", "turn on the the light", "flip on the light", "turn on"] {
            #expect(try !Self.mayFit(template, text), "\(text)")
        }
    }

    /// Text glued to a group is whole words by now, each spelling its own.
    @Test func gluedSpellings() throws {
        #expect(try Self.mayFit("turn on the light[s]", "turn on the lights"))
        #expect(try Self.mayFit("turn on the light[s]", "turn on the light"))
        #expect(try !Self.mayFit("turn on the light[s]", "turn on the light s"))
        #expect(try Self.mayFit("day[ ]light", "daylight") && Self.mayFit("day[ ]light", "day light"))
    }

    /// A list or a wildcard takes any stretch of one word or more, in its place only.
    @Test func listsAndWildcardsTakeStretches() throws {
        #expect(try Self.mayFit("turn on {name}", "turn on the big desk lamp"))
        #expect(try Self.mayFit("broadcast {message} now", "broadcast dinner is ready now"))
        #expect(try !Self.mayFit("turn on {name}", "turn on"))
        #expect(try !Self.mayFit("broadcast {message} now", "broadcast now"))
        #expect(try !Self.mayFit("{name} on", "turn it off"))
        #expect(try Self.mayFit("set {area} to {temperature} degrees", "set living room to twenty one degrees"))
    }

    @Test func rulesAndPermutationsAreInlined() throws {
        let rules = ["the": "(the | my)", "turn": "(turn | switch)"]
        #expect(try Self.mayFit("<turn> on [<the>] {name}", "switch on my lamp", rules: rules))
        #expect(try !Self.mayFit("<turn> on [<the>] {name}", "flip on my lamp", rules: rules))
        #expect(try Self.mayFit("(lights; off)", "off lights") && Self.mayFit("(lights; off)", "lights off"))
        #expect(try !Self.mayFit("(lights; off)", "lights lights"))
    }

    /// The app's name may be said at any gap of a template that does not place it, when it is
    /// heard at all; otherwise no word goes unexplained.
    @Test func theAppsNameFillsGapsOnlyWhenHeard() throws {
        #expect(try Self.mayFit("turn on {name}", "home assistant turn on lamp", mentionsApp: true))
        #expect(try !Self.mayFit("turn on {name}", "home assistant turn on lamp", mentionsApp: false))
        #expect(try !Self.mayFit("turn on", "turn on please", mentionsApp: false))
    }

    /// Positions are bits of one integer: a longer transcript is not tested, and so never dropped.
    @Test func longTranscriptsAreNotTested() {
        let filter = WordForWordFilter()
        let words = Array(repeating: "on", count: WordForWordFilter.maxWords)
        #expect(filter.transcript(words, mentionsApp: false) != nil)
        #expect(filter.transcript(words + ["on"], mentionsApp: false) == nil)
    }

    /// Every reading, rejections and alternatives included, is the same with the test as without
    /// it: over sentences sampled from the templates, and the same sentences with a word dropped,
    /// doubled or swapped, which fit word for word less often.
    @Test func theParserReadsAlikeWithAndWithoutTheTest() throws {
        let definitions = try IntentDefinitionSet(apps: [try HomeAssistantAppTests.app()])
        try Self.expectSameReadings(definitions, samples: 40, limit: 400)
    }

    /// The same over Home Assistant's own English templates, when scripts/setup-python.sh has
    /// installed them.
    @Test(.enabled(if: Self.homeAssistantTemplates != nil))
    func theParserReadsHomeAssistantsTemplatesAlike() throws {
        let file = try #require(Self.homeAssistantTemplates)
        let entities = try HomeAssistantEntities(
            contentsOf: Repository.root.appendingPathComponent("Models/home-assistant/entities.yaml"))
        let app = try HomeAssistantApp.load(from: file, entities: entities)
        // The exhaustive parse of these is slow in a debug build: a sample of the sentences.
        try Self.expectSameReadings(try IntentDefinitionSet(apps: [app]), samples: 1, limit: 60)
    }

    /// The package's English templates in the repository's Python tools, if installed.
    static let homeAssistantTemplates = Repository.homeAssistantTemplates

    static func expectSameReadings(_ definitions: IntentDefinitionSet, samples: Int, limit: Int) throws {
        let filtered = IntentParser(definitions: definitions)
        var exhaustive = filtered
        exhaustive.filtersTemplates = false
        var generator = SplitMix64(seed: 50)
        var texts: [String] = []
        for app in definitions.apps {
            for intent in app.intents {
                for _ in 0..<samples {
                    let template = intent.templates.randomElement(using: &generator)!
                    let words = Self.sample(template.root, app: app, intent: intent, using: &generator)
                    guard !words.isEmpty else { continue }
                    texts.append(words.joined(separator: " "))
                    var changed = words
                    let position = Int.random(in: 0..<words.count, using: &generator)
                    switch Int.random(in: 0..<3, using: &generator) {
                    case 0: changed.remove(at: position)
                    case 1: changed.insert(words[position], at: position)
                    default: changed.swapAt(position, Int.random(in: 0..<words.count, using: &generator))
                    }
                    texts.append(changed.joined(separator: " "))
                }
            }
        }
        texts.shuffle(using: &generator)
        var fitted = 0
        for text in texts.prefix(limit) {
            let reading = filtered.parse(text)
            #expect(reading == exhaustive.parse(text), "\(text)")
            if reading.rejection == nil { fitted += 1 }
        }
        // Most sampled sentences are understood: the comparison is not of rejections alone.
        #expect(fitted * 3 >= min(limit, texts.count), "\(fitted) of \(min(limit, texts.count)) understood")
    }

    /// One way of saying `node`, its slots filled with one of their values.
    static func sample(
        _ node: TemplateNode, app: AppDefinition, intent: IntentDefinition, using generator: inout SplitMix64
    ) -> [String] {
        switch node {
        case .word(let word): return [word]
        case .fixed: return []
        case .app: return app.spokenNames.first ?? []
        case .phrase(let name):
            return app.phrases[name].map { sample($0, app: app, intent: intent, using: &generator) } ?? []
        case .sequence(let items): return items.flatMap { sample($0, app: app, intent: intent, using: &generator) }
        case .alternatives(let choices):
            return sample(choices.randomElement(using: &generator)!, app: app, intent: intent, using: &generator)
        case .optional(let item):
            return Bool.random(using: &generator) ? sample(item, app: app, intent: intent, using: &generator) : []
        case .slot(let name, _):
            switch intent.parameter(named: name)?.type {
            case .closedList(let list)?:
                return list.values.randomElement(using: &generator)?.synonyms.randomElement(using: &generator) ?? []
            case .number?: return ["twenty"]
            case .duration?: return ["five", "minutes"]
            case .freeText?: return ["dinner", "is", "ready"]
            default: return ["something"]
            }
        }
    }
}
