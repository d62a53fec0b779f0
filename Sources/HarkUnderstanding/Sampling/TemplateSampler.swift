import HarkDefinitions
import HarkSupport

/// Generates sentences from templates — random choices at every alternative and optional part,
/// slots filled with plausible values — as training text for the language model and as test
/// input for the parser.
///
/// Free-text and vocabulary slots take their values in turn from a shuffled list rather than at
/// random, so every corpus text and every name appears once before any appears twice.
public struct TemplateSampler {
    private var random: SplitMix64
    private let vocabulary: [String: [String]]
    private var nextValue: [String: Int] = [:]

    /// A sampler filling vocabulary slots from `vocabulary` (by vocabulary name; a type's examples where it has none),
    /// its choices fixed by `seed`.
    public init(vocabulary: [String: [String]] = [:], seed: UInt64 = 0x4841_524B) {
        self.random = SplitMix64(seed: seed)
        self.vocabulary = vocabulary
    }

    /// One sentence of a template, as words. Where the template leaves the app name's place open,
    /// the name goes at a random top-level gap, usually after a connector.
    public mutating func sentence(
        _ template: PhraseTemplate, intent: IntentDefinition, app: AppDefinition
    ) -> [String] {
        let context = Context(app: app, intent: intent)
        // An app that needs no name is not named where the template does not write {app}.
        guard app.requiresName, !template.root.mentionsApp(phrases: app.phrases) else {
            return words(template.root, context)
        }
        let items: [TemplateNode]
        if case .sequence(let sequence) = template.root { items = sequence } else { items = [template.root] }
        let pieces = items.map { words($0, context) }
        let gap = Int.random(in: 0...pieces.count, using: &random)
        var mention = spokenName(of: app)
        if !app.connectors.isEmpty, Double.random(in: 0..<1, using: &random) < 0.75 {
            mention = [app.connectors[choiceIndex(app.connectors.count)]] + mention
        }
        return Array(pieces[..<gap].joined()) + mention + Array(pieces[gap...].joined())
    }

    private struct Context {
        let app: AppDefinition
        let intent: IntentDefinition
    }

    private mutating func words(_ node: TemplateNode, _ context: Context) -> [String] {
        switch node {
        case .word(let word): return [word]
        case .fixed: return []
        case .app: return spokenName(of: context.app)
        case .phrase(let name): return context.app.phrases[name].map { words($0, context) } ?? []
        case .sequence(let items): return items.flatMap { words($0, context) }
        case .alternatives(let choices): return words(choices[choiceIndex(choices.count)], context)
        case .optional(let inner):
            return Bool.random(using: &random) ? words(inner, context) : []
        case .slot(let name, let possessive):
            guard let parameter = context.intent.parameter(named: name) else { return [] }
            var count = 1
            if parameter.isList {
                let roll = Double.random(in: 0..<1, using: &random)
                count = roll < 0.7 ? 1 : roll < 0.92 ? 2 : 3
            }
            var said: [String] = []
            for index in 0..<count {
                if index > 0 { said += index == count - 1 ? ["and"] : [] }
                var value = self.value(parameter, context)
                if possessive, let last = value.last { value[value.count - 1] = last + "'s" }
                said += value
            }
            return said
        }
    }

    private mutating func value(_ parameter: ParameterDefinition, _ context: Context) -> [String] {
        switch parameter.type {
        case .closedList(let list):
            return list.values.randomElement(using: &random)!.synonyms.randomElement(using: &random)!
        case .vocabulary(let type):
            let given = vocabulary[type.vocabulary] ?? []
            let values = given.isEmpty ? type.examples : given
            return WordTokenizer.words(in: inTurn(values, key: "vocabulary/\(type.vocabulary)") ?? "")
        case .freeText(let text):
            let key = "text/\(context.app.name)/\(context.intent.name)/\(parameter.name)"
            return (inTurn(text.samples, key: key) ?? "").split(separator: " ").map(String.init)
        case .number:
            return BuiltInPhrases.numberExample(Int.random(in: 0..<1_000, using: &random))
        case .duration:
            return BuiltInPhrases.durationExamples.randomElement(using: &random)!.split(separator: " ").map(String.init)
        case .date:
            // The commonest phrases more often: people say "yesterday" more than "march twelfth".
            let examples = BuiltInPhrases.dateExamples
            let index = min(
                Int.random(in: 0..<examples.count, using: &random), Int.random(in: 0..<examples.count, using: &random))
            return examples[index].split(separator: " ").map(String.init)
        }
    }

    /// The first spoken names are the usual ones; later ones are there for recognition slips.
    private mutating func spokenName(of app: AppDefinition) -> [String] {
        app.spokenNames.isEmpty ? [app.name.lowercased()] : app.spokenNames[choiceIndex(app.spokenNames.count)]
    }

    /// A choice among `count` alternatives, the first ones likelier (weights 1, 1/2, 1/3, …):
    /// authors list the usual phrasing first, and a model trained on uniform choices would think
    /// "send a note" as common as "send a message".
    private mutating func choiceIndex(_ count: Int) -> Int {
        let weights = (1...count).map { 1 / Double($0) }
        var roll = Double.random(in: 0..<weights.reduce(0, +), using: &random)
        for (index, weight) in weights.enumerated() {
            if roll < weight { return index }
            roll -= weight
        }
        return count - 1
    }

    /// The values in a fixed shuffled order, one per call, starting over at the end.
    private mutating func inTurn(_ values: [String], key: String) -> String? {
        guard !values.isEmpty else { return nil }
        let position = nextValue[key, default: 0]
        nextValue[key] = position + 1
        let round = position / values.count
        var order = Array(values.indices)
        var shuffler = SplitMix64(seed: UInt64(round) &* 0x9E37_79B9 &+ UInt64(values.count))
        order.shuffle(using: &shuffler)
        return values[order[position % values.count]]
    }
}
