/// The parsed form of a phrase template: what words may be said, in which order, and where the
/// parameter values and the app name go.
public indirect enum TemplateNode: Hashable, Sendable {
    /// A word, lowercased, as the recognizer writes it.
    case word(String)
    /// `{parameter}`: a parameter's value. `possessive` when written `{parameter}'s`, so a name can
    /// be heard as "lulu's".
    case slot(String, possessive: Bool)
    /// `{parameter=value}`: says nothing, but sets the parameter — for words that imply a value,
    /// as "flag {attribute=flagged} the message".
    case fixed(String, value: String)
    /// `{app}`: one of the app's spoken names.
    case app
    /// `<name>`: a named phrase of the same file, written once and reused.
    case phrase(String)
    /// Items said one after another.
    case sequence([TemplateNode])
    /// `(a | b)`: any one of the choices.
    case alternatives([TemplateNode])
    /// `[a]`: may be left out.
    case optional(TemplateNode)

    /// Every text this node writes (words joined by spaces), when it holds only words and groups of
    /// them and at most `limit` texts; nil otherwise.
    func spellings(limit: Int) -> [String]? {
        switch self {
        case .word(let word): return [word]
        case .slot, .fixed, .app, .phrase: return nil
        case .optional(let item): return item.spellings(limit: limit).map { [""] + $0 }
        case .alternatives(let choices):
            var result: [String] = []
            for choice in choices {
                guard let strings = choice.spellings(limit: limit) else { return nil }
                result += strings
                if result.count > limit { return nil }
            }
            return result
        case .sequence(let items):
            var result = [""]
            for item in items {
                guard let strings = item.spellings(limit: limit) else { return nil }
                result = result.flatMap { prefix in
                    strings.map { prefix.isEmpty ? $0 : $0.isEmpty ? prefix : prefix + " " + $0 }
                }
                if result.count > limit { return nil }
            }
            return result
        }
    }

    /// Every concatenation of one spelling of each part, in order, written together without a
    /// space (`light` and `[s]`: "light", "lights"); nil past `limit`.
    static func concatenations(_ parts: [[String]], limit: Int) -> [String]? {
        var result = [""]
        for strings in parts {
            result = result.flatMap { prefix in strings.map { prefix + $0 } }
            if result.count > limit { return nil }
        }
        return result
    }

    /// Spellings as words: their alternatives, optional when one of them says nothing.
    static func spelled(_ spellings: [String]) -> TemplateNode {
        var choices: [TemplateNode] = []
        for spelling in spellings {
            let words = spelling.split(whereSeparator: \.isWhitespace).map { TemplateNode.word(String($0)) }
            let node = words.count == 1 ? words[0] : .sequence(words)
            if !choices.contains(node) { choices.append(node) }
        }
        let said = choices.filter { $0 != .sequence([]) }
        if said.isEmpty { return .sequence([]) }
        let node: TemplateNode = said.count == 1 ? said[0] : .alternatives(said)
        return said.count < choices.count ? .optional(node) : node
    }

    /// Parameter names that every way of saying this node includes; a required parameter must be
    /// among them for each template of its intent.
    func guaranteedSlots(phrases: [String: TemplateNode]) -> Set<String> {
        switch self {
        case .word, .app: return []
        case .slot(let name, _), .fixed(let name, _): return [name]
        case .phrase(let name): return phrases[name]?.guaranteedSlots(phrases: phrases) ?? []
        case .sequence(let items):
            return items.reduce(into: Set<String>()) { $0.formUnion($1.guaranteedSlots(phrases: phrases)) }
        case .alternatives(let choices):
            guard let first = choices.first else { return [] }
            return choices.dropFirst().reduce(first.guaranteedSlots(phrases: phrases)) {
                $0.intersection($1.guaranteedSlots(phrases: phrases))
            }
        case .optional: return []
        }
    }

    /// The node with the slots of `parameters` made optional, phrases that hold one inlined: the
    /// template of a request that left a required value out ("order soup on Soup Chef"), so the
    /// app can ask for it instead of the request being refused.
    package func omittingSlots(_ parameters: Set<String>, phrases: [String: TemplateNode]) -> TemplateNode {
        switch self {
        case .slot(let name, _) where parameters.contains(name): return .optional(self)
        case .word, .slot, .fixed, .app: return self
        case .phrase(let name):
            guard let phrase = phrases[name],
                phrase.parameterUses(phrases: phrases).contains(where: { parameters.contains($0.name) })
            else { return self }
            return phrase.omittingSlots(parameters, phrases: phrases)
        case .sequence(let items): return .sequence(items.map { $0.omittingSlots(parameters, phrases: phrases) })
        case .alternatives(let choices):
            return .alternatives(choices.map { $0.omittingSlots(parameters, phrases: phrases) })
        case .optional(let item): return .optional(item.omittingSlots(parameters, phrases: phrases))
        }
    }

    /// Whether some way of saying this node names the app with `{app}`.
    package func mentionsApp(phrases: [String: TemplateNode]) -> Bool {
        switch self {
        case .app: return true
        case .word, .slot, .fixed: return false
        case .phrase(let name): return phrases[name]?.mentionsApp(phrases: phrases) ?? false
        case .sequence(let items), .alternatives(let items): return items.contains { $0.mentionsApp(phrases: phrases) }
        case .optional(let item): return item.mentionsApp(phrases: phrases)
        }
    }

    /// Words, slots and groups the node spans with its phrases written out, as the parser's
    /// automaton and the compiled search see it; saturates rather than overflows. `sizes` keeps
    /// each phrase's size once measured, so a phrase used many times is measured once.
    func expandedSize(phrases: [String: TemplateNode], sizes: inout [String: Int]) -> Int {
        switch self {
        case .word, .slot, .fixed, .app: return 1
        case .phrase(let name):
            if let known = sizes[name] { return known }
            let size = phrases[name]?.expandedSize(phrases: phrases, sizes: &sizes) ?? 0
            sizes[name] = size
            return size
        case .sequence(let items), .alternatives(let items):
            return items.reduce(1) {
                DefinitionLimits.saturatingSum($0, $1.expandedSize(phrases: phrases, sizes: &sizes))
            }
        case .optional(let item):
            return DefinitionLimits.saturatingSum(1, item.expandedSize(phrases: phrases, sizes: &sizes))
        }
    }

    /// Every word the node can produce (slots and phrases excluded), for the recognizer's word list.
    func words() -> Set<String> {
        switch self {
        case .word(let word): return [word]
        case .slot, .fixed, .app, .phrase: return []
        case .sequence(let items), .alternatives(let items):
            return items.reduce(into: Set<String>()) { $0.formUnion($1.words()) }
        case .optional(let item): return item.words()
        }
    }

    /// Names of the phrases this node refers to directly or through nesting (not through them).
    func phraseReferences() -> [String] {
        switch self {
        case .phrase(let name): return [name]
        case .word, .slot, .fixed, .app: return []
        case .sequence(let items), .alternatives(let items): return items.flatMap { $0.phraseReferences() }
        case .optional(let item): return item.phraseReferences()
        }
    }

    /// Parameters set by slots and fixed values anywhere in the node, through phrases: (name, fixed
    /// value or nil for a slot).
    package func parameterUses(phrases: [String: TemplateNode]) -> [(name: String, fixedValue: String?)] {
        switch self {
        case .word, .app: return []
        case .slot(let name, _): return [(name, nil)]
        case .fixed(let name, let value): return [(name, value)]
        case .phrase(let name): return phrases[name]?.parameterUses(phrases: phrases) ?? []
        case .sequence(let items), .alternatives(let items): return items.flatMap { $0.parameterUses(phrases: phrases) }
        case .optional(let item): return item.parameterUses(phrases: phrases)
        }
    }
}
