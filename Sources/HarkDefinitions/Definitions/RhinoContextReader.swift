import Foundation
import HarkSupport

/// Reads a Picovoice Rhino context (`context: expressions: / slots: / macros:`) as the intent
/// definition of an app that needs no name, so a Rhino user brings a context unchanged.
///
/// Rhino's expression syntax: words; `[a, b]` one of the choices; `(a, b)` optionally one of them;
/// `$type:name` a slot of a type listed under `slots:`; `@name` a macro listed under `macros:`.
/// Choices and optionals may nest. The built-in integer slots (`$pv.SingleDigitInteger`,
/// `$pv.TwoDigitInteger`, `$pv.Percent`) read as numbers; other `pv.` types are refused by name.
/// The app is named after the file (`coffee_maker.yaml` → `coffee_maker`, said "coffee maker"),
/// its domain is that name, each expression group is an intent and each slot name a parameter
/// whose value is the slot phrase as written, as Rhino reports it.
struct RhinoContextReader {
    let file: String
    static let numberTypes: Set<String> = ["pv.SingleDigitInteger", "pv.TwoDigitInteger", "pv.Percent"]

    /// Whether a parsed YAML document is a Rhino context rather than a Hark definition.
    static func isContext(_ root: DefinitionNode) -> Bool {
        guard case .mapping(let mapping) = root.node else { return false }
        return mapping.keys.contains { $0.string == "context" }
    }

    func app(_ root: DefinitionNode, digest: String) throws(IntentDefinitionError) -> AppDefinition {
        let top = try root.fields("a Rhino context file", allowed: ["context"], required: ["context"])
        let context = try top["context"]!.fields(
            "'context'", allowed: ["expressions", "slots", "macros"], required: ["expressions"])
        let types = try slotTypes(context["slots"])
        let macroNames = Set(try context["macros"]?.pairs("'macros'").map(\.key) ?? [])
        var phrases: [String: TemplateNode] = [:]
        if let macros = context["macros"] {
            let entries = try macros.pairs("'macros'")
            guard entries.count <= DefinitionLimits.maximumPhrases else {
                throw macros.error(
                    "\(entries.count) macros; a context may name at most \(DefinitionLimits.maximumPhrases)")
            }
            for (name, keyNode, value) in entries {
                guard IntentDefinitionLoader.isName(name) else {
                    throw keyNode.error("macro name '\(name)' may use only letters, digits, '_' and '-'")
                }
                var choices: [TemplateNode] = []
                for entry in try value.list("macro '\(name)'") {
                    let parsed = try expression(entry, macros: macroNames, types: types)
                    guard parsed.slots.isEmpty else {
                        throw entry.error(
                            "a macro cannot hold a slot ('$\(parsed.slots[0].typeName):\(parsed.slots[0].name)')")
                    }
                    choices.append(parsed.root)
                }
                phrases[name] = choices.count == 1 ? choices[0] : .alternatives(choices)
            }
            if let cycle = IntentDefinitionLoader.phraseCycle(in: phrases, order: phrases.keys.sorted()) {
                throw macros.error(
                    "macro '@\(cycle.last!)' refers to itself: \(cycle.map { "@\($0)" }.joined(separator: " → "))")
            }
        }

        var intents: [IntentDefinition] = []
        for (intentName, keyNode, value) in try context["expressions"]!.pairs("'expressions'") {
            guard IntentDefinitionLoader.isName(intentName) else {
                throw keyNode.error("intent name '\(intentName)' may use only letters, digits, '_' and '-'")
            }
            var parameters: [ParameterDefinition] = []
            var templates: [PhraseTemplate] = []
            for entry in try value.list("expressions of '\(intentName)'") {
                let parsed = try expression(entry, macros: macroNames, types: types)
                for slot in parsed.slots {
                    if let known = parameters.first(where: { $0.name == slot.name }) {
                        guard known.type == slot.type else {
                            throw IntentDefinitionError(
                                "slot '\(slot.name)' of intent '\(intentName)' is used with two types",
                                at: slot.location)
                        }
                    } else {
                        parameters.append(
                            ParameterDefinition(
                                name: slot.name, type: slot.type, isRequired: false, isList: false,
                                location: slot.location))
                    }
                }
                templates.append(
                    PhraseTemplate(
                        text: try entry.nonEmptyString("an expression"), root: parsed.root, location: entry.textLocation
                    ))
            }
            guard !templates.isEmpty else { throw value.error("intent '\(intentName)' needs at least one expression") }
            intents.append(
                IntentDefinition(
                    name: intentName, parameters: parameters, templates: templates, location: keyNode.location))
        }
        guard !intents.isEmpty else { throw context["expressions"]!.error("'expressions' must declare an intent") }

        let stem = ((file as NSString).lastPathComponent as NSString).deletingPathExtension
        let spoken = WordTokenizer.words(in: stem.replacingOccurrences(of: "_", with: " "))
        let name = stem.isEmpty ? "context" : stem
        var app = AppDefinition(
            name: name, spokenNames: spoken.isEmpty ? [[name.lowercased()]] : [spoken], connectors: [],
            domain: IntentDomain(rawValue: name), phrases: phrases, intents: intents, pronunciations: [:],
            location: root.location, sourceDigest: digest)
        app.displayName = spoken.isEmpty ? name : spoken.joined(separator: " ")
        app.requiresName = false
        return app
    }

    private func slotTypes(_ node: DefinitionNode?) throws(IntentDefinitionError) -> [String: ParameterType] {
        guard let node else { return [:] }
        var types: [String: ParameterType] = [:]
        for (name, keyNode, value) in try node.pairs("'slots'") {
            guard IntentDefinitionLoader.isName(name) else {
                throw keyNode.error("slot type '\(name)' may use only letters, digits, '_' and '-'")
            }
            var values: [ClosedValue] = []
            for entry in try value.list("slot '\(name)'") {
                let text = try entry.nonEmptyString("a slot value")
                let words = WordTokenizer.words(in: text)
                guard !words.isEmpty else { throw entry.error("slot value '\(text)' has no word to say") }
                guard !values.contains(where: { $0.value == text }) else {
                    throw entry.error("slot value '\(text)' is listed twice")
                }
                values.append(ClosedValue(value: text, synonyms: [words]))
            }
            guard !values.isEmpty else { throw value.error("slot '\(name)' needs at least one value") }
            types[name] = .closedList(ClosedValueList(name: name, values: values))
        }
        return types
    }

    /// A slot an expression uses, with where it is written.
    struct SlotUse {
        var type: ParameterType
        var typeName: String
        var name: String
        var location: SourceLocation
    }

    /// One expression string parsed into a template, with the slots it uses.
    private func expression(
        _ node: DefinitionNode, macros: Set<String>, types: [String: ParameterType]
    ) throws(IntentDefinitionError) -> (root: TemplateNode, slots: [SlotUse]) {
        let text = try node.nonEmptyString("an expression")
        let raw = try node.string("an expression")
        let leading = raw.prefix { $0 == " " }.count
        let start = node.textLocation.advanced(by: leading)
        func location(_ offset: Int) -> SourceLocation {
            node.isBlockScalar ? node.location : start.advanced(by: offset)
        }
        guard text.count <= DefinitionLimits.maximumTemplateCharacters else {
            throw IntentDefinitionError(
                "the expression is longer than \(DefinitionLimits.maximumTemplateCharacters) characters (\(text.count))",
                at: start)
        }
        var parser = RhinoExpressionParser(characters: Array(text))
        let root: TemplateNode
        do {
            root = try parser.parse()
        } catch {
            throw IntentDefinitionError(
                "in expression \"\(IntentDefinitionError.excerpt(text))\": \(error.message)", at: location(error.offset)
            )
        }
        var slots: [SlotUse] = []
        for use in parser.slots {
            let type: ParameterType
            if let declared = types[use.type] {
                type = declared
            } else if Self.numberTypes.contains(use.type) {
                type = .number
            } else if use.type.hasPrefix("pv.") {
                throw IntentDefinitionError(
                    "built-in slot type '\(use.type)' is not supported (supported: \(Self.numberTypes.sorted().joined(separator: ", ")))",
                    at: location(use.offset))
            } else {
                let known = types.keys.sorted().joined(separator: ", ")
                throw IntentDefinitionError(
                    "slot type '\(use.type)' is not listed under 'slots' (listed: \(known.isEmpty ? "none" : known))",
                    at: location(use.offset))
            }
            slots.append(SlotUse(type: type, typeName: use.type, name: use.name, location: location(use.offset)))
        }
        for use in parser.macros where !macros.contains(use.name) {
            throw IntentDefinitionError("macro '@\(use.name)' is not listed under 'macros'", at: location(use.offset))
        }
        return (root, slots)
    }
}
