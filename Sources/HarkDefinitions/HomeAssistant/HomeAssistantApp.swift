import Foundation
import HarkSupport

/// Home Assistant's sentence templates, with the user's entity, area and floor names, as one Hark
/// app that needs no name: each data block of an intent becomes an intent of its own (the first
/// keeps Home Assistant's name, the others add `__2`, `__3`, … so that their parameters may
/// differ), each list a parameter, each expansion rule a phrase, the skip words optional around
/// every sentence. What Hark cannot serve is named in ``warnings``, never dropped in silence.
public enum HomeAssistantApp {
    /// The app's name, as the parser reports it.
    public static let appName = "HomeAssistant"
    /// What separates Home Assistant's intent name from a data block's number.
    public static let blockSeparator = "__"
    /// Changes whenever the reading of the templates changes, so that a compiled search of the
    /// same files made by an older reader is not reused.
    static let readerVersion = "home-assistant-reader 4"
    /// The phrase holding the skip words.
    static let skipPhrase = "hass_skip_words"

    /// Home Assistant's intent name of one of the app's intents (`HassTurnOn__3` → `HassTurnOn`).
    public static func intentName(_ name: String) -> String {
        name.range(of: blockSeparator).map { String(name[..<$0.lowerBound]) } ?? name
    }

    /// Whether `url` holds Home Assistant's templates (a package's JSON file or a repository's
    /// `sentences/<lang>/` folder).
    public static func holdsTemplates(_ url: URL) -> Bool { HomeAssistantTemplates.isTemplates(url) }

    /// The app of the templates at `url`, filled with `entities`.
    public static func load(from url: URL, entities: HomeAssistantEntities) throws(IntentDefinitionError)
        -> AppDefinition
    {
        let templates = try HomeAssistantTemplates(contentsOf: url)
        return try app(templates, entities: entities, file: url.path)
    }

    static func app(_ templates: HomeAssistantTemplates, entities: HomeAssistantEntities, file: String)
        throws(IntentDefinitionError) -> AppDefinition
    {
        let location = SourceLocation(file: file, line: 1, column: 1)
        var warnings: [String] = []
        var phrases: [String: TemplateNode] = [:]
        for (name, text) in templates.expansionRules.sorted(by: { $0.key < $1.key }) {
            do {
                phrases[name] = try HassilExpression.parse(text).templateNode()
            } catch let error as HassilExpression.SyntaxError {
                throw IntentDefinitionError("expansion rule '\(name)': \(error)", at: location)
            } catch {
                warnings.append(
                    "expansion rule '\(name)' left out: \((error as? HassilExpression.Unsupported)?.reason ?? "\(error)")"
                )
            }
        }
        let skipWords = templates.skipWords.map(HassilExpression.words).filter { $0 != .sequence([]) }
        if !skipWords.isEmpty { phrases[skipPhrase] = .alternatives(skipWords) }

        var intents: [IntentDefinition] = []
        for (name, blocks) in templates.intents {
            for (index, block) in blocks.enumerated() {
                let intentName = index == 0 ? name : "\(name)\(blockSeparator)\(index + 1)"
                let what = "\(name), data \(index + 1)"
                if !block.otherKeys.isEmpty {
                    warnings.append("\(what) left out: \(block.otherKeys.joined(separator: ", ")) not read")
                    continue
                }
                // A slot said through two lists ({brightness} and {brightness_level:brightness})
                // has two types: each way of filling the block's slots is an intent of its own.
                let groups: [[String]]
                do {
                    groups = try Self.sentenceGroups(block.sentences, rules: templates.expansionRules)
                } catch {
                    throw IntentDefinitionError("\(what): \(error)", at: location)
                }
                for (number, group) in groups.enumerated() {
                    var part = block
                    part.sentences = group
                    let partName = number == 0 ? intentName : "\(name)\(blockSeparator)\(index + 1)_\(number + 1)"
                    do {
                        if let intent = try self.intent(
                            partName, part, templates: templates, entities: entities, phrases: phrases,
                            location: location, skips: !skipWords.isEmpty, warnings: &warnings, what: what)
                        {
                            intents.append(intent)
                        }
                    } catch let error as HassilExpression.SyntaxError {
                        throw IntentDefinitionError("\(what): \(error)", at: location)
                    } catch let error as IntentDefinitionError {
                        throw error
                    } catch let error as HassilExpression.Unsupported {
                        warnings.append("\(what) left out: \(error.reason)")
                    } catch {
                        warnings.append("\(what) left out: \(error)")
                    }
                }
            }
        }
        // Where two readings fit a request equally, the parser keeps the first: order the intents
        // as Home Assistant ranks readings, one that names an entity first, wildcards last.
        func rank(_ intent: IntentDefinition) -> Int {
            let types = intent.parameters.map(\.type)
            if types.contains(where: { if case .freeText = $0 { return true } else { return false } }) { return 2 }
            return intent.parameter(named: "name") != nil ? 0 : 1
        }
        intents = intents.enumerated().sorted { (rank($0.element), $0.offset) < (rank($1.element), $1.offset) }
            .map(\.element)
        guard !intents.isEmpty else {
            throw IntentDefinitionError(
                "no intent Hark can hear (\(warnings.count) data blocks left out)", at: location)
        }
        var app = AppDefinition(
            name: appName, spokenNames: [["home", "assistant"]], connectors: [],
            domain: IntentDomain(rawValue: "homeAssistant"), phrases: phrases, intents: intents, pronunciations: [:],
            location: location,
            sourceDigest: SHA256.hex(
                ([readerVersion] + templates.sourceTexts + [entities.sourceDigest]).joined(separator: "\n")))
        app.displayName = "Home Assistant"
        app.requiresName = false
        app.requiresExactMatch = true
        app.warnings = warnings
        return app
    }

    /// The block's sentences grouped by which list fills each of their slots, in first-use order.
    private static func sentenceGroups(_ sentences: [String], rules: [String: String]) throws -> [[String]] {
        var groups: [(uses: [String: String], sentences: [String])] = []
        for sentence in sentences {
            var uses: [String: String] = [:]
            for (list, slot) in try HassilExpression.parse(sentence).listReferences(rules: rules) { uses[slot] = list }
            if let index = groups.firstIndex(where: { group in
                group.uses.allSatisfy { uses[$0.key] == nil || uses[$0.key] == $0.value }
                    && uses.allSatisfy { group.uses[$0.key] == nil || group.uses[$0.key] == $0.value }
            }) {
                groups[index].uses.merge(uses) { old, _ in old }
                groups[index].sentences.append(sentence)
            } else {
                groups.append((uses, [sentence]))
            }
        }
        return groups.map(\.sentences)
    }

    /// One data block as an intent; nil (with a warning) when it needs what Hark does not have.
    private static func intent(
        _ name: String, _ block: HomeAssistantTemplates.Block, templates: HomeAssistantTemplates,
        entities: HomeAssistantEntities, phrases: [String: TemplateNode], location: SourceLocation, skips: Bool,
        warnings: inout [String], what: String
    ) throws -> IntentDefinition? {
        // A context Home Assistant gives with the request (the satellite's area, the domain of
        // what is on screen) is not known here: only an entity's own domain can be checked.
        let contextKeys = Set(block.requiresContext.keys).union(block.excludesContext.keys)
        if let other = contextKeys.subtracting(["domain"]).sorted().first {
            warnings.append("\(what) left out: it needs the request's context '\(other)'")
            return nil
        }
        let required = Self.strings(block.requiresContext["domain"]).map(Set.init)
        let excluded = Set(Self.strings(block.excludesContext["domain"]) ?? [])
        var roots: [TemplateNode] = []
        var uses: [String: String] = [:]  // slot → list
        for sentence in block.sentences {
            let expression = try HassilExpression.parse(sentence)
            for (list, slot) in expression.listReferences(rules: templates.expansionRules) { uses[slot] = list }
            var root = try expression.templateNode()
            let fixed = block.slots.keys.sorted().map { TemplateNode.fixed($0, value: block.slots[$0]!) }
            if skips {
                root = .sequence(fixed + [.optional(.phrase(skipPhrase)), root, .optional(.phrase(skipPhrase))])
            } else if !fixed.isEmpty {
                root = .sequence(fixed + [root])
            }
            roots.append(root)
        }
        if required != nil, uses.values.contains("name") == false {
            warnings.append("\(what) left out: it needs the request's context 'domain'")
            return nil
        }
        var parameters: [ParameterDefinition] = []
        var ranges: [String: NumberRange] = [:]
        for slot in uses.keys.sorted() {
            let list = uses[slot]!
            let type: ParameterType
            switch list {
            case "name":
                let named = entities.entities.filter {
                    (required?.contains($0.domain) ?? true) && !excluded.contains($0.domain)
                }
                guard !named.isEmpty else {
                    warnings.append(
                        "\(what) left out: no entity of its domains (\(required?.sorted().joined(separator: ", ") ?? "any"))"
                    )
                    return nil
                }
                type = .closedList(Self.closedList("name", named.map { ($0.name, $0.id) }))
            case "area", "floor":
                let names = list == "area" ? entities.areas : entities.floors
                guard !names.isEmpty else {
                    warnings.append("\(what) left out: no \(list) names given")
                    return nil
                }
                type = .closedList(Self.closedList(list, names.map { ($0, $0) }))
            default:
                guard let definition = templates.lists[list] else {
                    throw IntentDefinitionError("\(what): list '{\(list)}' is defined nowhere", at: location)
                }
                switch definition {
                case .wildcard: type = .freeText(FreeTextType(samples: []))
                case .range(let numbers):
                    type = .number
                    ranges[slot] = numbers
                case .values(let values):
                    var spoken: [(String, String)] = []
                    for value in values {
                        for spelling in try HassilExpression.parse(value.spoken).spellings(limit: 64) ?? [] {
                            spoken.append((spelling, value.value))
                        }
                    }
                    type = .closedList(Self.closedList(list, spoken))
                }
            }
            var parameter = ParameterDefinition(
                name: slot, type: type, isRequired: false, isList: false, location: location)
            parameter.numberRange = ranges[slot]
            parameters.append(parameter)
        }
        for (slot, value) in block.slots.sorted(by: { $0.key < $1.key }) where !uses.keys.contains(slot) {
            let words = HassilExpression.spokenText(value).split(separator: " ").map(String.init)
            parameters.append(
                ParameterDefinition(
                    name: slot,
                    type: .closedList(
                        ClosedValueList(
                            name: slot, values: [ClosedValue(value: value, synonyms: [words.isEmpty ? [value] : words])]
                        )),
                    isRequired: false, isList: false, location: location))
        }
        return IntentDefinition(
            name: name, parameters: parameters,
            templates: zip(block.sentences, roots).map { PhraseTemplate(text: $0, root: $1, location: location) },
            location: location)
    }

    /// A closed list of `(spoken, value)` pairs, synonyms of one value gathered.
    private static func closedList(_ name: String, _ pairs: [(String, String)]) -> ClosedValueList {
        var values: [ClosedValue] = []
        for (spoken, value) in pairs {
            let words = HassilExpression.spokenText(spoken).split(whereSeparator: \.isWhitespace).map(String.init)
            // A written form ("1/2") is no word to hear; the list says it in words too ("half").
            guard !words.isEmpty, words.allSatisfy({ $0.allSatisfy { $0.isLetter || $0 == "'" } }) else { continue }
            if let index = values.firstIndex(where: { $0.value == value }) {
                if !values[index].synonyms.contains(words) { values[index].synonyms.append(words) }
            } else {
                values.append(ClosedValue(value: value, synonyms: [words]))
            }
        }
        return ClosedValueList(name: name, values: values)
    }

    private static func strings(_ value: Any?) -> [String]? {
        switch value {
        case let text as String: return [text]
        case let list as [Any]: return list.compactMap(HomeAssistantTemplates.text)
        default: return nil
        }
    }
}

extension HassilExpression {
    /// The `{list:slot}` references of this template, through the expansion rules it uses.
    func listReferences(rules: [String: String], seen: Set<String> = []) -> [(list: String, slot: String)] {
        switch self {
        case .text: return []
        case .list(let name, let slot): return [(name, slot)]
        case .rule(let name):
            guard !seen.contains(name), let text = rules[name], let rule = try? HassilExpression.parse(text) else {
                return []
            }
            return rule.listReferences(rules: rules, seen: seen.union([name]))
        case .sequence(let items), .alternatives(let items, _), .permutation(let items):
            return items.flatMap { $0.listReferences(rules: rules, seen: seen) }
        }
    }
}
