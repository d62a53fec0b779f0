import HarkDefinitions

/// A template compiled to a finite automaton over words, for matching with dynamic programming.
///
/// States are numbered so that every edge leads to a higher number (templates have no loops), so
/// one pass in state order settles all the moves that consume no word. Named phrases are inlined.
struct TemplateAutomaton: Sendable {
    enum Label: Hashable, Sendable {
        case word(String)
        case slot(String, possessive: Bool)
        /// Consumes nothing; sets a parameter.
        case fixed(String, value: String)
        case app
    }

    struct Edge: Sendable {
        /// Nil: an empty move.
        var label: Label?
        var target: Int
    }

    private(set) var edges: [[Edge]] = [[]]
    /// States where the app name may be said when the template does not place it with `{app}`:
    /// between the top-level items and at both ends.
    private(set) var isGap: [Bool] = [false]
    private(set) var accept = 0
    let placesApp: Bool

    var stateCount: Int { edges.count }

    /// Every word the template says.
    var words: Set<String> {
        Set(
            edges.joined().compactMap { edge in
                if case .word(let word)? = edge.label { word } else { nil }
            })
    }

    init(_ root: TemplateNode, phrases: [String: TemplateNode]) {
        placesApp = root.mentionsApp(phrases: phrases)
        var gaps: [Int] = [0]
        if case .sequence(let items) = root {
            var state = 0
            for item in items {
                state = build(item, from: state, phrases: phrases)
                gaps.append(state)
            }
            accept = state
        } else {
            accept = build(root, from: 0, phrases: phrases)
            gaps.append(accept)
        }
        if !placesApp { for gap in gaps { isGap[gap] = true } }
    }

    private mutating func newState() -> Int {
        edges.append([])
        isGap.append(false)
        return edges.count - 1
    }

    private mutating func build(_ node: TemplateNode, from start: Int, phrases: [String: TemplateNode]) -> Int {
        switch node {
        case .word(let word): return labelled(.word(word), from: start)
        case .slot(let name, let possessive): return labelled(.slot(name, possessive: possessive), from: start)
        case .fixed(let name, let value): return labelled(.fixed(name, value: value), from: start)
        case .app: return labelled(.app, from: start)
        case .phrase(let name): return build(phrases[name] ?? .sequence([]), from: start, phrases: phrases)
        case .sequence(let items):
            return items.reduce(start) { state, item in build(item, from: state, phrases: phrases) }
        case .alternatives(let choices):
            let ends = choices.map { build($0, from: start, phrases: phrases) }
            let join = newState()
            for end in ends { edges[end].append(Edge(label: nil, target: join)) }
            return join
        case .optional(let inner):
            let end = build(inner, from: start, phrases: phrases)
            let join = newState()
            edges[start].append(Edge(label: nil, target: join))
            edges[end].append(Edge(label: nil, target: join))
            return join
        }
    }

    private mutating func labelled(_ label: Label, from start: Int) -> Int {
        let end = newState()
        edges[start].append(Edge(label: label, target: end))
        return end
    }
}
