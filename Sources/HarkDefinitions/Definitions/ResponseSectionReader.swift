/// Reads an intent's `responses:` section: per language, templates by response code and the
/// reserved keys `confirm`, `prompts`, `unsupported` and `values` (docs/intents.md).
///
/// Checks what a response file cannot know about: that placeholders name the intent's
/// parameters or response properties, that a count variant counts a number, that value names
/// are values of the list, and that every language has the same keys — a key only one language
/// has would leave the others silent.
struct ResponseSectionReader {
    let intent: String
    let parameters: [ParameterDefinition]
    let properties: [ResponsePropertyDefinition]

    static let reservedKeys = ["confirm", "prompts", "unsupported", "values"]

    func read(_ node: DefinitionNode) throws(IntentDefinitionError) -> [String: IntentResponseTemplates] {
        var languages: [String: IntentResponseTemplates] = [:]
        var keyNodes: [String: DefinitionNode] = [:]
        for (language, keyNode, value) in try node.pairs("'responses'") {
            guard Self.isLanguageCode(language) else {
                throw keyNode.error("'\(language)' is not a language code such as en-US or fr-FR")
            }
            languages[language] = try templates(language: language, value, at: keyNode.location)
            keyNodes[language] = keyNode
        }
        guard let reference = languages.keys.sorted().first else {
            throw node.error("'responses' must give at least one language")
        }
        // Every language against the first (in name order), both ways, so the message names the key.
        let referenceKeys = Set(languages[reference]!.catalogEntries(intent: intent).keys)
        for (language, templates) in languages where language != reference {
            let keys = Set(templates.catalogEntries(intent: intent).keys)
            if let missing = referenceKeys.subtracting(keys).sorted().first {
                throw keyNodes[language]!.error("'\(language)' has no '\(missing)', which '\(reference)' has")
            }
            if let extra = keys.subtracting(referenceKeys).sorted().first {
                throw keyNodes[language]!.error("'\(language)' has '\(extra)', which '\(reference)' has not")
            }
        }
        return languages
    }

    private func templates(language: String, _ node: DefinitionNode, at location: SourceLocation)
        throws(IntentDefinitionError) -> IntentResponseTemplates
    {
        var result = IntentResponseTemplates(
            language: language, codes: [:], confirmation: nil, prompts: [:], unsupported: [:], valueNames: [:],
            location: location)
        for (key, keyNode, value) in try node.pairs("the '\(language)' responses") {
            switch key {
            case "confirm":
                result.confirmation = try entry(value, extra: [])
            case "prompts":
                for (parameter, parameterNode, template) in try value.pairs("'prompts'") {
                    guard self.parameter(parameter) != nil else {
                        throw parameterNode.error(
                            "'\(parameter)' is not a parameter of '\(intent)' (known: \(parameterNames))")
                    }
                    result.prompts[parameter] = try entry(template, extra: [])
                }
            case "unsupported":
                for (parameter, parameterNode, reasons) in try value.pairs("'unsupported'") {
                    guard self.parameter(parameter) != nil else {
                        throw parameterNode.error(
                            "'\(parameter)' is not a parameter of '\(intent)' (known: \(parameterNames))")
                    }
                    for (reason, reasonNode, template) in try reasons.pairs("the reasons of '\(parameter)'") {
                        guard Self.isKeyPart(reason) else {
                            throw reasonNode.error("a reason is a name of letters, digits and '_'")
                        }
                        // `value` is what the user said.
                        result.unsupported[parameter, default: [:]][reason] = try entry(template, extra: ["value"])
                    }
                }
            case "values":
                for (name, nameNode, values) in try value.pairs("'values'") {
                    let list = try closedList(named: name, at: nameNode)
                    for (value, valueNode, template) in try values.pairs("the values of '\(name)'") {
                        guard list.values.contains(where: { $0.value == value }) else {
                            throw valueNode.error(
                                "'\(value)' is not a value of '\(name)' (known: \(list.values.map(\.value).joined(separator: ", ")))"
                            )
                        }
                        guard Self.isKeyPart(value) else {
                            throw valueNode.error(
                                "value '\(value)' cannot be part of a response key (letters, digits, '_')")
                        }
                        result.valueNames[name, default: [:]][value] = try entry(template, extra: [])
                    }
                }
            default:
                guard Self.isKeyPart(key) else {
                    throw keyNode.error(
                        "unknown key '\(key)': a response code (letters, digits, '_') or one of "
                            + Self.reservedKeys.joined(separator: ", "))
                }
                result.codes[key] = try entry(value, extra: [])
            }
        }
        return result
    }

    /// A template, or count variants (`count`, `zero`, `one`, `other`), whose placeholders name
    /// the intent's parameters, its response properties, `app`, or one of `extra`.
    private func entry(_ node: DefinitionNode, extra: Set<String>) throws(IntentDefinitionError)
        -> ResponseTemplateDefinition
    {
        if case .scalar = node.node { return .single(try template(node, extra: extra)) }
        let fields = try node.fields(
            "count variants", allowed: ["count", "zero", "one", "other"], required: ["one", "other"])
        let count = try fields["count"]?.nonEmptyString("'count'") ?? "count"
        let counted = parameters.first { $0.name == count }?.type ?? properties.first { $0.name == count }?.type
        guard counted == .number else {
            throw (fields["count"] ?? node).error(
                "'count' must name a number parameter or response property of '\(intent)'; '\(count)' is "
                    + (counted == nil ? "neither" : "not a number"))
        }
        return .counted(
            count: count,
            zero: try fields["zero"].map { (node) throws(IntentDefinitionError) in try template(node, extra: extra) },
            one: try template(fields["one"]!, extra: extra), other: try template(fields["other"]!, extra: extra))
    }

    private func template(_ node: DefinitionNode, extra: Set<String>) throws(IntentDefinitionError)
        -> ResponseTemplateText
    {
        let text = try node.nonEmptyString("a response template")
        let raw = try node.string("a response template")
        let start = node.textLocation.advanced(by: raw.prefix { $0 == " " }.count)
        // A column inside a folded block scalar cannot be mapped back to the file.
        func location(_ offset: Int) -> SourceLocation {
            node.isBlockScalar ? node.location : start.advanced(by: offset)
        }
        let placeholders: [ResponseTemplateText.Placeholder]
        do {
            placeholders = try ResponseTemplateText.placeholders(in: text)
        } catch {
            throw IntentDefinitionError(
                "in response \"\(IntentDefinitionError.excerpt(text))\": \(error.message)", at: location(error.offset))
        }
        let known = Set(parameters.map(\.name)).union(properties.map(\.name)).union(extra).union(["app"])
        for placeholder in placeholders where !known.contains(placeholder.name) {
            throw IntentDefinitionError(
                "in response \"\(IntentDefinitionError.excerpt(text))\": '{\(placeholder.name)}' is not a parameter or response property of "
                    + "'\(intent)' (known: \(known.sorted().joined(separator: ", ")))",
                at: location(placeholder.offset))
        }
        return ResponseTemplateText(text: text, location: start)
    }

    private func parameter(_ name: String) -> ParameterDefinition? {
        parameters.first { $0.name == name }
    }

    private var parameterNames: String { parameters.map(\.name).joined(separator: ", ") }

    /// The closed list of the parameter or response property `name`.
    private func closedList(named name: String, at node: DefinitionNode) throws(IntentDefinitionError)
        -> ClosedValueList
    {
        let type = parameter(name)?.type ?? properties.first { $0.name == name }?.type
        guard let type else {
            throw node.error("'\(name)' is not a parameter or response property of '\(intent)'")
        }
        guard case .closedList(let list) = type else { throw node.error("'\(name)' is not a closed list") }
        return list
    }

    /// `en-US`, `fr-FR`, `fr`: a language and an optional region.
    static func isLanguageCode(_ code: String) -> Bool {
        let parts = code.split(separator: "-", omittingEmptySubsequences: false)
        guard (1...2).contains(parts.count), (2...3).contains(parts[0].count),
            parts[0].allSatisfy({ $0.isASCII && $0.isLowercase })
        else { return false }
        return parts.count == 1 || (parts[1].count == 2 && parts[1].allSatisfy { $0.isASCII && $0.isUppercase })
    }

    /// A part of a dotted response key.
    static func isKeyPart(_ name: String) -> Bool {
        !name.isEmpty && name.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }
}
