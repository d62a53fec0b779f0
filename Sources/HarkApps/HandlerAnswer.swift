import Foundation
import HarkDefinitions
import HarkIntents
import HarkSupport
import HarkUnderstanding

/// A handler's answer, checked against the step it answers (docs/apps.md, "Answer").
struct HandlerAnswer: Hashable, Sendable {
    /// `code`: the response code (`success`, `ready`, `failureOutOfMilk`); the reply's template.
    var code: IntentResponseCode?
    /// `values`: what the reply's template says beside the parameters.
    var values = IntentParameters()
    /// `ask`: the parameter whose value the user is asked for (resolve step).
    var ask: String?
    /// `reason`: why the value given cannot be used (with `ask`): an `unsupported` template's key.
    var reason: String?
    /// `confirm`: the user says yes before the intent is handled (confirm step).
    var confirm = false

    static let keys: [HandlerPhase: Set<String>] = [
        .resolve: ["ask", "reason"], .confirm: ["code", "values", "confirm"], .handle: ["code", "values"],
    ]

    /// Reads `data` as the answer to `phase` of `intent`.
    init(_ data: Data, phase: HandlerPhase, intent: IntentDefinition) throws(HandlerFailure) {
        let json: JSONValue
        do {
            json = try JSONDecoder().decode(JSONValue.self, from: data)
        } catch {
            let text = String(decoding: data.prefix(80), as: UTF8.self)
            throw .notJSON(text.isEmpty ? "no output" : "'\(text)'")
        }
        guard case .object(let members) = json else { throw .notJSON("\(json.kindDescription), not an object") }
        let allowed = Self.keys[phase]!
        if let unknown = members.keys.sorted().first(where: { !allowed.contains($0) }) {
            throw .invalidAnswer(
                "'\(unknown)' in a \(phase.rawValue) answer (allowed: \(allowed.sorted().joined(separator: ", ")))")
        }
        if let code = members["code"] {
            guard case .string(let name) = code, Self.isName(name) else {
                throw .invalidAnswer("'code' must be a name of letters, digits and '_'")
            }
            self.code = IntentResponseCode(rawValue: name)
        } else if phase != .resolve {
            throw .invalidAnswer("a \(phase.rawValue) answer needs 'code'")
        }
        if phase == .confirm, let code, code != .ready, code.isSuccessful {
            throw .invalidAnswer("a confirm answer's code is 'ready' or a failure, not '\(code)'")
        }
        if let ask = members["ask"] {
            guard case .string(let name) = ask, intent.parameter(named: name) != nil else {
                throw .invalidAnswer(
                    "'ask' must name a parameter of \(intent.name) (\(intent.parameters.map(\.name).joined(separator: ", ")))"
                )
            }
            self.ask = name
        }
        if let reason = members["reason"] {
            guard case .string(let name) = reason, Self.isName(name), ask != nil else {
                throw .invalidAnswer("'reason' is a name of letters, digits and '_', given with 'ask'")
            }
            self.reason = name
        }
        if let confirm = members["confirm"] {
            guard case .bool(let flag) = confirm else { throw .invalidAnswer("'confirm' must be true or false") }
            self.confirm = flag
        }
        if let values = members["values"] {
            guard case .object(let entries) = values else { throw .invalidAnswer("'values' must be an object") }
            for (name, value) in entries {
                self.values[name] = try Self.values(value, named: name, intent: intent)
            }
        }
    }

    /// A response property declared `duration` takes seconds; strings are said as written.
    private static func values(_ json: JSONValue, named name: String, intent: IntentDefinition)
        throws(HandlerFailure) -> [IntentValue]
    {
        let type = intent.responseProperty(named: name)?.type ?? intent.parameter(named: name)?.type
        switch json {
        case .null: return []
        case .array(let items):
            var result: [IntentValue] = []
            for item in items {
                guard case .array = item else {
                    result += try values(item, named: name, intent: intent)
                    continue
                }
                throw .invalidAnswer("'values.\(name)' nests arrays")
            }
            return result
        case .number(let number): return [type == .duration ? .duration(number) : .number(number)]
        case .string(let text): return [.choice(text)]
        case .bool(let flag): return [.choice(flag ? "true" : "false")]
        case .object: throw .invalidAnswer("'values.\(name)' is an object; give a string, number or list")
        }
    }

    private static func isName(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
