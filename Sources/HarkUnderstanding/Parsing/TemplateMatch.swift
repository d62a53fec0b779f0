/// The best way one template fits a transcript.
struct TemplateMatch: Sendable {
    var cost: Double
    var parameters: [String: [ParameterValue]]
    /// Nil when an app that needs no name was matched without it.
    var app: AppMention?
    /// Every template word heard as itself, none missed, no word added, and every value but free
    /// text read as said: the sentence word for word.
    var isExact = true
}
