import Foundation

extension HassilExpression {
    /// What Hark's word-level templates cannot say of a hassil template.
    struct Unsupported: Error, Equatable {
        var reason: String
    }

    /// Characters hassil's templates write that are no spoken word: a hyphen joins words ("5-hour"
    /// is said "five hour"), a percent or degree sign follows a number the template also lets be
    /// said with its word ("50[%| percent]").
    static let wordSeparators: Set<Character> = ["-"]
    static let silentSymbols: Set<Character> = ["%", "°"]

    /// The template as Hark's word-level node. Text glued to a group without a space between
    /// (`fan[s]`, `on[ the]`) is spelled out into whole words; a list or a rule is a word boundary
    /// on both sides.
    func templateNode() throws(Unsupported) -> TemplateNode {
        switch self {
        case .text(let text):
            return Self.words(text)
        case .list(_, let slot):
            return .slot(slot, possessive: false)
        case .rule(let name):
            return .phrase(name)
        case .alternatives(let items, let optional):
            var choices: [TemplateNode] = []
            var empty = optional
            for item in items {
                let node = try item.templateNode()
                if node == .sequence([]) { empty = true } else if !choices.contains(node) { choices.append(node) }
            }
            let node: TemplateNode = choices.count == 1 ? choices[0] : .alternatives(choices)
            if choices.isEmpty { return .sequence([]) }
            return empty ? .optional(node) : node
        case .permutation(let items):
            let nodes = try items.map { item throws(Unsupported) in try item.templateNode() }
            let orders = Self.orderings(Array(nodes.indices))
            guard orders.count <= 24 else { throw Unsupported(reason: "a permutation of more than four items") }
            return .alternatives(orders.map { order in .sequence(order.map { nodes[$0] }) })
        case .sequence(let items):
            var nodes: [TemplateNode] = []
            for segment in Self.segments(items) {
                let node = try Self.glued(segment)
                if case .sequence(let inner) = node { nodes += inner } else { nodes.append(node) }
            }
            return nodes.count == 1 ? nodes[0] : .sequence(nodes)
        }
    }

    /// Text as a sequence of lowercase words, separators and silent symbols dropped.
    static func words(_ text: String) -> TemplateNode {
        let words = spokenText(text).split(whereSeparator: \.isWhitespace).map { TemplateNode.word(String($0)) }
        return words.count == 1 ? words[0] : .sequence(words)
    }

    static func spokenText(_ text: String) -> String {
        String(
            text.lowercased().replacingOccurrences(of: "’", with: "'").compactMap { character -> Character? in
                if wordSeparators.contains(character) { return " " }
                return silentSymbols.contains(character) ? nil : character
            })
    }

    /// A sequence's items grouped into runs with no space between them: one run is one or more
    /// whole words.
    private static func segments(_ items: [HassilExpression]) -> [[HassilExpression]] {
        var segments: [[HassilExpression]] = [[]]
        func boundary() { if !segments[segments.count - 1].isEmpty { segments.append([]) } }
        for item in items {
            guard case .text(let raw) = item else {
                if let spellings = item.spellings(limit: 64) {
                    // A group that always writes a space ("( |-)" once the hyphen is a space) parts words.
                    if spellings.allSatisfy({ !$0.isEmpty && $0.allSatisfy(\.isWhitespace) }) {
                        boundary()
                    } else {
                        segments[segments.count - 1].append(item)
                    }
                } else {
                    // A list's values and a rule's phrases are whole words: written against text
                    // ("{temperature}[k]", "[<the> ]lawn") they are still said apart from it.
                    boundary()
                    segments[segments.count - 1].append(item)
                    boundary()
                }
                continue
            }
            let text = spokenText(raw)
            if text.first?.isWhitespace ?? false { boundary() }
            for (index, word) in text.split(whereSeparator: \.isWhitespace).enumerated() {
                if index > 0 { boundary() }
                segments[segments.count - 1].append(.text(String(word)))
            }
            if text.last?.isWhitespace ?? false { boundary() }
        }
        return segments.filter { !$0.isEmpty }
    }

    /// One run of glued items: a single item as itself; several (all text, see ``segments(_:)``)
    /// spelled out into every way of writing them, each split into words.
    private static func glued(_ segment: [HassilExpression]) throws(Unsupported) -> TemplateNode {
        if segment.count == 1 { return try segment[0].templateNode() }
        return TemplateNode.spelled(try product(segment))
    }

    /// Every concatenation of the items' spellings.
    private static func product(_ items: [HassilExpression]) throws(Unsupported) -> [String] {
        var parts: [[String]] = []
        for item in items {
            guard let strings = item.spellings(limit: 64) else {
                throw Unsupported(reason: "a list or rule written against other text without a space")
            }
            parts.append(strings)
        }
        guard let spellings = TemplateNode.concatenations(parts, limit: 256) else {
            throw Unsupported(reason: "more than 256 spellings of one word")
        }
        return spellings
    }

    /// Every text this expression writes, when it holds no list or rule and at most `limit` of them.
    func spellings(limit: Int) -> [String]? {
        switch self {
        case .text(let text): return [Self.spokenText(text)]
        case .list, .rule: return nil
        case .alternatives(let items, let optional):
            var result = optional ? [""] : []
            for item in items {
                guard let strings = item.spellings(limit: limit) else { return nil }
                result += strings
            }
            return result.count <= limit ? result : nil
        case .sequence(let items):
            var result = [""]
            for item in items {
                guard let strings = item.spellings(limit: limit) else { return nil }
                result = result.flatMap { prefix in strings.map { prefix + $0 } }
                if result.count > limit { return nil }
            }
            return result
        case .permutation(let items):
            let parts = items.compactMap { $0.spellings(limit: limit) }
            guard parts.count == items.count else { return nil }
            var result: [String] = []
            for order in Self.orderings(Array(items.indices)) {
                var texts = [""]
                for index in order {
                    texts = texts.flatMap { prefix in parts[index].map { prefix.isEmpty ? $0 : prefix + " " + $0 } }
                }
                result += texts
                if result.count > limit { return nil }
            }
            return result
        }
    }

    private static func orderings(_ items: [Int]) -> [[Int]] {
        guard items.count > 1 else { return [items] }
        return items.indices.flatMap { index -> [[Int]] in
            var rest = items
            let first = rest.remove(at: index)
            return orderings(rest).map { [first] + $0 }
        }
    }
}
