import Foundation
import HarkIntents
import HarkSupport

/// What a handler is sent (docs/apps.md, "Request"): the step, the intent and its values, and the
/// turn's context. Values go as JSON: text and closed-list values as strings, numbers as numbers,
/// durations in seconds, a day as its ISO 8601 start and end, a person by display name.
enum HandlerRequest {
    /// The protocol's version; a handler may refuse one it does not know.
    static let version = 1

    static func json(
        phase: HandlerPhase, app: String, intent: String, parameters: IntentParameters, context: TurnContext?
    ) -> Data {
        var members: [String: JSONValue] = [
            "protocol": .number(Double(version)), "phase": .string(phase.rawValue), "app": .string(app),
            "intent": .string(intent),
            "parameters": .object(parameters.values.mapValues { .array($0.map(value)) }),
        ]
        if let context {
            if let confidence = context.confidence { members["confidence"] = .number(confidence) }
            members["parameterConfidences"] = .object(
                context.parameterConfidences.mapValues { .array($0.map(JSONValue.number)) })
            members["dialog"] = .object([
                "transcript": .string(context.transcript), "language": .string(context.language),
                "answering": .bool(context.isAnswer),
            ])
        }
        return Data(JSONValue.object(members).text.utf8)
    }

    static func value(_ value: IntentValue) -> JSONValue {
        switch value {
        case .text(let text): .string(text)
        case .number(let number): .number(number)
        case .choice(let name): .string(name)
        case .person(let person): .string(person.displayName)
        case .dateInterval(let interval):
            .object([
                "start": .string(ISO8601DateFormatter().string(from: interval.start)),
                "end": .string(ISO8601DateFormatter().string(from: interval.end)),
            ])
        case .duration(let seconds): .number(seconds)
        case .object(let object): .string(object.identifier)
        case .message(let message): .string(message.content)
        }
    }
}
