/// The best way one template fits a transcript.
struct TemplateMatch: Sendable {
    var cost: Double
    var parameters: [String: [ParameterValue]]
    var app: AppMention
}
