import HarkDefinitions

/// A parameter ready for matching: its definition plus, for names and closed lists, the matcher
/// over everything it may be said as.
struct CompiledParameter: Sendable {
    var definition: ParameterDefinition
    /// Closed-list synonyms or vocabulary terms; nil for free text and built-in types.
    var terms: SpokenTermMatcher?
    /// The same for parameters that read words alike (of one type, list-ness and range) and
    /// different for all others, for caching readings within one parse.
    var key: String

    /// Whether a search may hear a value outside this parameter's list (``UnknownWord``): a
    /// single-valued closed list, the slots whose word graph has a way out of the list.
    var takesUnknownWord: Bool {
        guard !definition.isList, case .closedList = definition.type else { return false }
        return true
    }

    /// The values a closed list knows, as its definition spells them, in its order.
    var knownValues: [String] {
        guard case .closedList(let list) = definition.type else { return [] }
        var seen = Set<String>()
        return list.values.map(\.value).filter { seen.insert($0).inserted }
    }
}
