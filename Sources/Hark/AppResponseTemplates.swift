import HarkDefinitions
import HarkResponses
import HarkUnderstanding

extension ResponseCatalog {
    /// The catalog with the templates apps define for their custom intents (the `responses:`
    /// section of a definition, docs/intents.md) in the catalog's language, under the same keys
    /// the shipped files use (`response.OrderSoup.success`, `prompt.confirm.OrderSoup`, …).
    public func adding(appTemplatesFrom definitions: IntentDefinitionSet) throws(ResponseError) -> ResponseCatalog {
        var entries = self.entries
        for app in definitions.apps {
            for intent in app.intents {
                let templates = intent.responses.first { (try? ResponseLanguage(code: $0.key)) == language }?.value
                guard let templates else { continue }
                for (key, definition) in templates.catalogEntries(intent: intent.name) {
                    entries[key] = try Self.entry(definition, key: key)
                }
            }
        }
        return ResponseCatalog(language: language, file: file, entries: entries, timeZone: timeZone)
    }

    private static func entry(_ definition: ResponseTemplateDefinition, key: String) throws(ResponseError)
        -> ResponseEntry
    {
        func parse(_ text: ResponseTemplateText) throws(ResponseError) -> ResponseTemplate {
            try ResponseTemplate.parse(
                text.text, key: key, file: text.location.file, line: text.location.line, column: text.location.column)
        }
        switch definition {
        case .single(let text):
            return .single(try parse(text))
        case .counted(let count, let zero, let one, let other):
            return .counted(
                ResponseCountVariants(
                    countArgument: count, zero: try zero.map { (text) throws(ResponseError) in try parse(text) },
                    one: try parse(one), other: try parse(other)))
        }
    }
}
