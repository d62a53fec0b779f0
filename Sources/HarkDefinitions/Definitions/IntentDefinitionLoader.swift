import Foundation
import HarkSupport
import HarkVocabulary
import Yams

/// Reads one intent definition file (YAML, see `docs/intents.md`) into an ``AppDefinition``.
///
/// Every mistake — a YAML syntax error, an unknown key, a template that does not parse, a
/// parameter a template does not declare — is reported with file, line and column.
public struct IntentDefinitionLoader: Sendable {
    /// A loader; it keeps no state between files.
    public init() {}

    /// Parses a file's text. `file` names it in errors; corpus paths resolve against
    /// `baseDirectory` (nil: the current directory).
    public func parse(yaml: String, file: String, baseDirectory: URL? = nil) throws(IntentDefinitionError)
        -> AppDefinition
    {
        if yaml.utf8.count > DefinitionLimits.maximumFileBytes {
            throw IntentDefinitionError(
                "the file is larger than \(DefinitionLimits.maximumFileBytes >> 20) MiB, the most a definition file may hold",
                file: file)
        }
        try Self.checkNesting(yaml, file: file)
        let root: Node
        do {
            guard let composed = try Yams.compose(yaml: yaml) else {
                throw IntentDefinitionError("the file is empty", file: file)
            }
            root = composed
        } catch let error as IntentDefinitionError {
            throw error
        } catch let error as YamlError {
            throw Self.translate(error, file: file)
        } catch {
            throw IntentDefinitionError("not valid YAML: \(error)", file: file)
        }
        var digest = SHA256()
        digest.update("file\0\((file as NSString).lastPathComponent)\0\(yaml)\0")
        let document = DefinitionNode(node: root, file: file)
        if RhinoContextReader.isContext(document) {
            let app = try RhinoContextReader(file: file).app(document, digest: digest.finalizeHex())
            try DefinitionLimits.check(app)
            return app
        }
        var context = Context(file: file, baseDirectory: baseDirectory, digest: digest)
        let app = try context.app(document)
        try DefinitionLimits.check(app)
        return app
    }

    /// Reads and parses a file, with the responses of its sidecar (`<name>.responses.yaml`,
    /// ``ResponseSidecarReader``) when it has one.
    public func load(contentsOf url: URL) throws(IntentDefinitionError) -> AppDefinition {
        let text: String
        do {
            text = try BoundedFileReader(limit: DefinitionLimits.maximumFileBytes).text(of: url)
        } catch {
            throw IntentDefinitionError("cannot read: \(error)", file: url.path)
        }
        let app = try parse(yaml: text, file: url.path, baseDirectory: url.deletingLastPathComponent())
        return try ResponseSidecarReader().adding(sidecarOf: url, to: app)
    }

    /// Refuses YAML nested deeper than the composer can recurse (flow brackets, or indentation
    /// and compact block entries), before it runs: one pass over the text (`YAMLNesting`).
    private static func checkNesting(_ yaml: String, file: String) throws(IntentDefinitionError) {
        if let failure = YAMLNesting.check(yaml, limit: DefinitionLimits.maximumYAMLNesting) {
            throw IntentDefinitionError(
                failure.message, at: SourceLocation(file: file, line: failure.line, column: failure.column))
        }
    }

    private static func translate(_ error: YamlError, file: String) -> IntentDefinitionError {
        switch error {
        case .scanner(let context, let problem, let mark, _),
            .parser(let context, let problem, let mark, _),
            .composer(let context, let problem, let mark, _):
            let detail = context.map { "\(problem) \($0.text)" } ?? problem
            return IntentDefinitionError(
                "not valid YAML: \(detail)", at: SourceLocation(file: file, line: mark.line, column: mark.column))
        case .reader(let problem, _, _, _):
            return IntentDefinitionError("not valid YAML: \(problem)", file: file)
        default:
            return IntentDefinitionError("not valid YAML: \(error)", file: file)
        }
    }

    /// A path of named phrases (Hark's `<name>`, Rhino's `@name`) that comes back to where it
    /// started, ending with the repeated name; nil when none refers to itself. Starts are tried in
    /// `order`, so the cycle reported is the same on every run.
    static func phraseCycle(in phrases: [String: TemplateNode], order: [String]) -> [String]? {
        var finished: Set<String> = []
        func visit(_ name: String, _ path: [String]) -> [String]? {
            if finished.contains(name) { return nil }
            if path.contains(name) { return path + [name] }
            for next in phrases[name]?.phraseReferences() ?? [] {
                if let cycle = visit(next, path + [name]) { return cycle }
            }
            finished.insert(name)
            return nil
        }
        for name in order {
            if let cycle = visit(name, []) { return cycle }
        }
        return nil
    }

    /// Whether `name` can name a phrase, parameter or intent: letters, digits, `_` and `-`.
    static func isName(_ name: String) -> Bool { Context.isName(name) }

    /// State while reading one file: where it is, and the digest of everything read so far.
    private struct Context {
        let file: String
        let baseDirectory: URL?
        var digest: SHA256
        var pronunciations: [String: [String]] = [:]

        mutating func app(_ root: DefinitionNode) throws(IntentDefinitionError) -> AppDefinition {
            let top = try root.fields(
                "the file", allowed: ["app", "phrases", "types", "intents"], required: ["app", "intents"])
            let header = try top["app"]!.fields(
                "'app'",
                allowed: [
                    "name", "displayName", "domain", "spoken", "connectors", "pronunciations", "nameRequired",
                    "harmless",
                ],
                required: ["name", "domain"])
            let name = try header["name"]!.nonEmptyString("the app name")
            let displayName = try header["displayName"]?.nonEmptyString("the display name") ?? name
            let domain = IntentDomain(rawValue: try header["domain"]!.nonEmptyString("the domain"))
            var spokenNames: [[String]] = []
            for spoken in try header["spoken"].map({ (node) throws(IntentDefinitionError) in try node.list("'spoken'") }
            )
                ?? []
            {
                spokenNames.append(try words(spoken, what: "a spoken name"))
            }
            if spokenNames.isEmpty {
                // The written name is said as one word unless the file says otherwise.
                spokenNames = [WordTokenizer.words(in: name)]
            }
            let connectors =
                try header["connectors"].map { (node) throws(IntentDefinitionError) in
                    try node.strings("'connectors'").map { $0.lowercased() }
                } ?? AppDefinition.defaultConnectors
            if let node = header["pronunciations"] { try addPronunciations(node) }

            let phrases = try parsePhrases(top["phrases"])
            let types = try parseTypes(top["types"])
            var intents: [IntentDefinition] = []
            for (intentName, keyNode, value) in try top["intents"]!.pairs("'intents'") {
                intents.append(try intent(intentName, at: keyNode.location, value, types: types, phrases: phrases))
            }
            guard !intents.isEmpty else { throw top["intents"]!.error("'intents' must declare at least one intent") }
            var app = AppDefinition(
                name: name, spokenNames: spokenNames, connectors: connectors, domain: domain, phrases: phrases,
                intents: intents, pronunciations: pronunciations, location: root.location,
                sourceDigest: digest.finalizeHex())
            app.displayName = displayName
            app.requiresName = try header["nameRequired"]?.bool("'nameRequired'") ?? true
            for phrase in try header["harmless"].map({ (node) throws(IntentDefinitionError) in
                try node.list("'harmless'")
            }) ?? [] {
                app.harmless.append(try words(phrase, what: "a harmless phrase"))
            }
            return app
        }

        /// Named phrases may refer to one another, in any order, but not in a cycle.
        func parsePhrases(_ node: DefinitionNode?) throws(IntentDefinitionError) -> [String: TemplateNode] {
            guard let node else { return [:] }
            let entries = try node.pairs("'phrases'")
            guard entries.count <= DefinitionLimits.maximumPhrases else {
                throw node.error("\(entries.count) phrases; a file may name at most \(DefinitionLimits.maximumPhrases)")
            }
            let names = Set(entries.map(\.key))
            var phrases: [String: TemplateNode] = [:]
            var locations: [String: SourceLocation] = [:]
            for (name, keyNode, value) in entries {
                guard Self.isName(name) else {
                    throw keyNode.error("phrase name '\(name)' may use only letters, digits, '_' and '-'")
                }
                phrases[name] = try template(value, parser: TemplateParser(parameters: nil, phrases: names)).root
                locations[name] = keyNode.location
            }
            if let cycle = IntentDefinitionLoader.phraseCycle(in: phrases, order: entries.map(\.key)) {
                throw IntentDefinitionError(
                    "phrase '<\(cycle.last!)>' refers to itself: \(cycle.map { "<\($0)>" }.joined(separator: " → "))",
                    at: locations[cycle.last!]!)
            }
            return phrases
        }

        mutating func parseTypes(_ node: DefinitionNode?) throws(IntentDefinitionError) -> [String: ParameterType] {
            guard let node else { return [:] }
            var types: [String: ParameterType] = [:]
            for (name, keyNode, value) in try node.pairs("'types'") {
                guard !ParameterType.builtInNames.contains(name) else {
                    throw keyNode.error("'\(name)' is a built-in type and cannot be redeclared")
                }
                types[name] = try declaredType(name, value)
            }
            return types
        }

        mutating func declaredType(_ name: String, _ node: DefinitionNode) throws(IntentDefinitionError)
            -> ParameterType
        {
            let fields = try node.fields("type '\(name)'", allowed: ["values", "vocabulary", "examples"])
            switch (fields["values"], fields["vocabulary"]) {
            case (let values?, nil):
                if let examples = fields["examples"] { throw examples.error("'examples' belongs to vocabulary types") }
                return .closedList(ClosedValueList(name: name, values: try closedValues(values)))
            case (nil, let vocabulary?):
                let examples =
                    try fields["examples"].map { (node) throws(IntentDefinitionError) in
                        try node.strings("'examples'")
                    } ?? []
                return .vocabulary(
                    VocabularyType(
                        name: name, vocabulary: try vocabulary.nonEmptyString("'vocabulary'"), examples: examples))
            case (.some, .some):
                throw node.error("type '\(name)' has both 'values' and 'vocabulary'; choose one")
            case (nil, nil):
                throw node.error("type '\(name)' needs 'values' (a closed list) or 'vocabulary' (user data)")
            }
        }

        /// Accepts a list (`- read`, `- unread: [unread, new]`, `- value: …`) or a mapping
        /// (`read: [read, opened]`).
        mutating func closedValues(_ node: DefinitionNode) throws(IntentDefinitionError) -> [ClosedValue] {
            var values: [ClosedValue] = []
            if case .mapping = node.node {
                for (value, _, synonyms) in try node.pairs("'values'") {
                    values.append(try closedValue(value, synonyms: synonyms.isNull ? nil : synonyms))
                }
            } else {
                for entry in try node.list("'values'") {
                    switch entry.node {
                    case .scalar:
                        values.append(try closedValue(try entry.nonEmptyString("a value"), synonyms: nil))
                    case .mapping:
                        let pairs = try entry.pairs("a value")
                        if pairs.contains(where: { $0.key == "value" }) {
                            let fields = try entry.fields(
                                "a value", allowed: ["value", "synonyms", "pronunciations"], required: ["value"])
                            if let node = fields["pronunciations"] { try addPronunciations(node) }
                            values.append(
                                try closedValue(
                                    try fields["value"]!.nonEmptyString("'value'"), synonyms: fields["synonyms"]))
                        } else if pairs.count == 1 {
                            values.append(
                                try closedValue(pairs[0].key, synonyms: pairs[0].value.isNull ? nil : pairs[0].value))
                        } else {
                            throw entry.error(
                                "write a value as 'name', 'name: [synonyms]' or with 'value:' and 'synonyms:'")
                        }
                    case .sequence:
                        throw entry.error("a value must be a name or a mapping, not a list")
                    }
                }
            }
            guard !values.isEmpty else { throw node.error("a closed list needs at least one value") }
            var seen: Set<String> = []
            for value in values where !seen.insert(value.value).inserted {
                throw node.error("value '\(value.value)' is listed twice")
            }
            return values
        }

        func closedValue(_ value: String, synonyms: DefinitionNode?) throws(IntentDefinitionError) -> ClosedValue {
            var spoken: [[String]] = []
            if let synonyms {
                for synonym in try synonyms.list("synonyms") { spoken.append(try words(synonym, what: "a synonym")) }
            }
            if spoken.isEmpty { spoken = [WordTokenizer.words(in: value)] }
            guard spoken.allSatisfy({ !$0.isEmpty }) else {
                throw synonyms?.error("value '\(value)' has an empty synonym")
                    ?? IntentDefinitionError("value '\(value)' cannot be said", file: file)
            }
            return ClosedValue(value: value, synonyms: spoken)
        }

        mutating func intent(
            _ name: String, at location: SourceLocation, _ node: DefinitionNode, types: [String: ParameterType],
            phrases: [String: TemplateNode]
        ) throws(IntentDefinitionError) -> IntentDefinition {
            let fields = try node.fields(
                "intent '\(name)'",
                allowed: [
                    "parameters", "templates", "category", "confirmationRequired", "supportsBackgroundExecution",
                    "responseProperties", "responses",
                ], required: ["templates"])
            var parameters: [ParameterDefinition] = []
            if let parameterNode = fields["parameters"] {
                for (parameterName, keyNode, value) in try parameterNode.pairs("'parameters'") {
                    guard Self.isName(parameterName), parameterName != "app" else {
                        throw keyNode.error(
                            parameterName == "app"
                                ? "'app' is reserved for the app name"
                                : "parameter name '\(parameterName)' may use only letters, digits, '_' and '-'")
                    }
                    parameters.append(try parameter(parameterName, at: keyNode.location, value, types: types))
                }
            }
            var closedValues: [String: Set<String>] = [:]
            for parameter in parameters {
                if case .closedList(let list) = parameter.type {
                    closedValues[parameter.name] = Set(list.values.map(\.value))
                }
            }
            let parser = TemplateParser(
                parameters: Set(parameters.map(\.name)), phrases: Set(phrases.keys), closedValues: closedValues)
            var templates: [PhraseTemplate] = []
            for entry in try fields["templates"]!.list("'templates'") {
                let template = try template(entry, parser: parser)
                // Phrases are parsed without knowing the intent; check what they set here.
                for use in template.root.parameterUses(phrases: phrases) {
                    guard parameters.contains(where: { $0.name == use.name }) else {
                        throw IntentDefinitionError(
                            "a phrase in this template uses '{\(use.name)}', which intent '\(name)' does not declare",
                            at: template.location)
                    }
                    if let value = use.fixedValue, let allowed = closedValues[use.name], !allowed.contains(value) {
                        throw IntentDefinitionError(
                            "a phrase in this template sets '\(use.name)' to '\(value)', which is not one of its values",
                            at: template.location)
                    }
                }
                let said = template.root.guaranteedSlots(phrases: phrases)
                for required in parameters where required.isRequired && !said.contains(required.name) {
                    throw IntentDefinitionError(
                        "template does not always say required parameter '\(required.name)'", at: template.location)
                }
                templates.append(template)
            }
            guard !templates.isEmpty else {
                throw fields["templates"]!.error("intent '\(name)' needs at least one template")
            }
            var category: IntentCategory?
            if let categoryNode = fields["category"] {
                let text = try categoryNode.nonEmptyString("'category'")
                category = IntentCategory(rawValue: text)
                guard category != nil else {
                    throw categoryNode.error(
                        "unknown category '\(text)' (known: \(IntentCategory.allCases.map(\.rawValue).joined(separator: ", ")))"
                    )
                }
            }
            var properties: [ResponsePropertyDefinition] = []
            if let propertyNode = fields["responseProperties"] {
                for (propertyName, keyNode, value) in try propertyNode.pairs("'responseProperties'") {
                    guard Self.isName(propertyName), propertyName != "app" else {
                        throw keyNode.error(
                            propertyName == "app"
                                ? "'app' is reserved for the app name"
                                : "property name '\(propertyName)' may use only letters, digits, '_' and '-'")
                    }
                    // `waitTime: duration` or `waitTime: {type: duration}`.
                    var typeNode = value
                    if case .mapping = value.node {
                        typeNode = try value.fields(
                            "response property '\(propertyName)'", allowed: ["type"], required: ["type"])["type"]!
                    }
                    let type = try namedType(
                        try typeNode.nonEmptyString("a type"), at: typeNode, types: types, corpus: [])
                    properties.append(
                        ResponsePropertyDefinition(name: propertyName, type: type, location: keyNode.location))
                }
            }
            let responses =
                try fields["responses"].map { (node) throws(IntentDefinitionError) in
                    try ResponseSectionReader(intent: name, parameters: parameters, properties: properties).read(node)
                } ?? [:]
            return IntentDefinition(
                name: name, parameters: parameters, templates: templates, location: location, category: category,
                isConfirmationRequired: try fields["confirmationRequired"]?.bool("'confirmationRequired'") ?? false,
                supportsBackgroundExecution: try fields["supportsBackgroundExecution"]?.bool(
                    "'supportsBackgroundExecution'") ?? false,
                responseProperties: properties, responses: responses)
        }

        mutating func parameter(
            _ name: String, at location: SourceLocation, _ node: DefinitionNode, types: [String: ParameterType]
        ) throws(IntentDefinitionError) -> ParameterDefinition {
            // `content: text` is shorthand for `content: {type: text}`.
            if case .scalar = node.node {
                return ParameterDefinition(
                    name: name,
                    type: try namedType(try node.nonEmptyString("a type"), at: node, types: types, corpus: []),
                    isRequired: false, isList: false, location: location)
            }
            let fields = try node.fields(
                "parameter '\(name)'", allowed: ["type", "values", "required", "list", "corpus", "examples"])
            let isRequired = try fields["required"]?.bool("'required'") ?? false
            let isList = try fields["list"]?.bool("'list'") ?? false
            var samples: [String] = []
            if let corpus = fields["corpus"] {
                for path in try corpus.list("'corpus'") { samples += try readCorpus(path) }
            }
            if let examples = fields["examples"] {
                samples += try examples.strings("'examples'").map {
                    WordTokenizer.text(of: WordTokenizer.words(in: $0))
                }
            }
            let type: ParameterType
            switch (fields["type"], fields["values"]) {
            case (let typeNode?, nil):
                type = try namedType(try typeNode.nonEmptyString("'type'"), at: typeNode, types: types, corpus: samples)
            case (nil, let values?):
                type = .closedList(ClosedValueList(name: name, values: try closedValues(values)))
            case (.some, .some):
                throw node.error("parameter '\(name)' has both 'type' and 'values'; choose one")
            case (nil, nil):
                throw node.error("parameter '\(name)' needs a 'type' or inline 'values'")
            }
            if case .freeText = type {
            } else if let stray = fields["corpus"] ?? fields["examples"] {
                throw stray.error("'corpus' and 'examples' apply only to free-text ('text') parameters")
            }
            return ParameterDefinition(
                name: name, type: type, isRequired: isRequired, isList: isList, location: location)
        }

        func namedType(
            _ name: String, at node: DefinitionNode, types: [String: ParameterType], corpus: [String]
        ) throws(IntentDefinitionError) -> ParameterType {
            switch name {
            case "text": return .freeText(FreeTextType(samples: corpus))
            case "number": return .number
            case "duration": return .duration
            case "date": return .date
            default:
                guard let type = types[name] else {
                    let known = (ParameterType.builtInNames + types.keys.sorted()).joined(separator: ", ")
                    throw node.error("unknown type '\(name)' (known: \(known))")
                }
                return type
            }
        }

        /// One text per line; blank lines and lines starting with `#` are skipped.
        mutating func readCorpus(_ node: DefinitionNode) throws(IntentDefinitionError) -> [String] {
            let path = try node.nonEmptyString("a corpus path")
            let url =
                path.hasPrefix("/")
                ? URL(fileURLWithPath: path)
                : (baseDirectory ?? URL(fileURLWithPath: FileManager.default.currentDirectoryPath))
                    .appendingPathComponent(path)
            let text: String
            do {
                text = try BoundedFileReader(limit: DefinitionLimits.maximumFileBytes).text(of: url)
            } catch {
                throw node.error("cannot read corpus '\(url.path)': \(error)")
            }
            digest.update("corpus\0\(path)\0\(text)\0")
            return text.split(whereSeparator: \.isNewline).compactMap { line in
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
                let words = WordTokenizer.words(in: trimmed)
                return words.isEmpty ? nil : WordTokenizer.text(of: words)
            }
        }

        func template(_ node: DefinitionNode, parser: TemplateParser) throws(IntentDefinitionError) -> PhraseTemplate {
            let text = try node.nonEmptyString("a template")
            let raw = try node.string("a template")
            let leading = raw.prefix { $0 == " " }.count
            let start = node.textLocation.advanced(by: leading)
            do {
                return PhraseTemplate(text: text, root: try parser.parse(text), location: start)
            } catch {
                if node.isBlockScalar {
                    throw IntentDefinitionError(
                        "in template \"\(IntentDefinitionError.excerpt(text))\", at character \(error.column): \(error.message)",
                        at: node.location)
                }
                throw IntentDefinitionError(
                    "in template \"\(IntentDefinitionError.excerpt(text))\": \(error.message)",
                    at: start.advanced(by: error.column - 1))
            }
        }

        /// Words of a spoken name or synonym, written as plain text ("monkey chat").
        func words(_ node: DefinitionNode, what: String) throws(IntentDefinitionError) -> [String] {
            let text = try node.nonEmptyString(what)
            let words = WordTokenizer.words(in: text)
            guard !words.isEmpty else { throw node.error("\(what) must contain a word") }
            return words
        }

        /// `word: "PH ON ES"` or `word: ["…", "…"]`; phones are ARPAbet, stress digits allowed.
        mutating func addPronunciations(_ node: DefinitionNode) throws(IntentDefinitionError) {
            for (word, keyNode, value) in try node.pairs("'pronunciations'") {
                let lowered = word.lowercased()
                guard WordTokenizer.words(in: lowered) == [lowered] else {
                    throw keyNode.error("'\(word)' is not a single word")
                }
                for entry in try value.list("pronunciations of '\(word)'") {
                    let phones = try entry.nonEmptyString("a pronunciation").split(separator: " ").map { phone in
                        String(phone.uppercased().filter { !$0.isNumber })
                    }
                    if let bad = phones.first(where: { !ARPAbet.phoneSet.contains($0) }) {
                        throw entry.error("'\(bad)' is not an ARPAbet phone")
                    }
                    let text = phones.joined(separator: " ")
                    if !(pronunciations[lowered]?.contains(text) ?? false) {
                        pronunciations[lowered, default: []].append(text)
                    }
                }
            }
        }

        static func isName(_ name: String) -> Bool {
            !name.isEmpty && name.allSatisfy { $0.isLetter || $0.isNumber || $0 == "_" || $0 == "-" }
        }
    }
}
