/// The best way one template fits a transcript.
struct TemplateMatch: Sendable {
    var cost: Double
    var parameters: [String: [ParameterValue]]
    /// Nil when an app that needs no name was matched without it.
    var app: AppMention?
}
