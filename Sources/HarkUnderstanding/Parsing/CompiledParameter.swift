import HarkDefinitions

/// A parameter ready for matching: its definition plus, for names and closed lists, the matcher
/// over everything it may be said as.
struct CompiledParameter: Sendable {
    var definition: ParameterDefinition
    /// Closed-list synonyms or vocabulary terms; nil for free text and built-in types.
    var terms: SpokenTermMatcher?
    /// A key unique across apps and intents, for caching readings within one parse.
    var key: String
}
