import HarkDefinitions
import HarkSupport
import HarkUnderstanding

/// Writes the active intent definitions as one JSGF grammar for the recognizer's search.
///
/// The grammar mirrors the definitions instead of listing sentences, so its size grows with the
/// size of the templates, never with the number of sentences they allow: one public rule
/// `<command>` choosing an app, a rule per app choosing an intent, a rule per intent listing its
/// templates, a rule per named phrase, per parameter type and per list or free-text slot. Where a
/// template leaves the app name's place open, each top-level gap gets `[<app_mention>]`.
public struct JSGFGrammarBuilder: Sendable {
    /// The apps and intents the grammar covers.
    public let definitions: IntentDefinitionSet
    /// Values of each vocabulary (by ``VocabularyType/vocabulary`` name, e.g. `contacts`); a vocabulary without values
    /// falls back to its type's examples.
    public let vocabulary: [String: [String]]
    /// The user's voice shortcut phrases ("soup time"), each a whole utterance of its own.
    public let shortcutPhrases: [String]
    /// The grammar's name, as its `grammar` line declares it: `hark`.
    public var grammarName = "hark"

    /// A builder for `definitions`, with the caller's `vocabulary` values and the user's `shortcutPhrases`.
    public init(
        definitions: IntentDefinitionSet, vocabulary: [String: [String]] = [:], shortcutPhrases: [String] = []
    ) {
        self.definitions = definitions
        self.vocabulary = vocabulary
        self.shortcutPhrases = shortcutPhrases
    }

    /// The grammar's text.
    public func grammar() -> String {
        var writer = Writer(vocabulary: vocabulary)
        var appRules: [String] = []
        for app in definitions.apps {
            appRules.append(writer.app(app))
        }
        var lines = ["#JSGF V1.0;", "", "grammar \(grammarName);", ""]
        let shortcuts = Array(Set(shortcutPhrases.map { WordTokenizer.words(in: $0) }.filter { !$0.isEmpty }))
            .map { $0.joined(separator: " ") }.sorted()
        let alternatives = appRules.map { "<\($0)>" } + (shortcuts.isEmpty ? [] : ["<shortcut>"])
        lines.append("public <command> = \(alternatives.joined(separator: " | "));")
        lines.append("")
        lines += writer.rules
        if !shortcuts.isEmpty { lines += ["", "<shortcut> = \(shortcuts.joined(separator: " | "));"] }
        let builtIns = BuiltInPhrases.rules(
            number: writer.usesNumber, duration: writer.usesDuration, date: writer.usesDate)
        if !builtIns.isEmpty { lines += [""] + builtIns }
        return lines.joined(separator: "\n") + "\n"
    }

    /// Every word the grammar can produce.
    public func words() -> Set<String> {
        JSGFWords.words(in: grammar())
    }

    /// Accumulates rules while walking the definitions; names every rule once.
    private struct Writer {
        let vocabulary: [String: [String]]
        var rules: [String] = []
        var usedNames: Set<String> = []
        var typeRules: [String: String] = [:]
        var usesNumber = false
        var usesDuration = false
        var usesDate = false

        init(vocabulary: [String: [String]]) {
            self.vocabulary = vocabulary
        }

        mutating func app(_ app: AppDefinition) -> String {
            let prefix = JSGFWords.ruleName(app.name)
            let appRule = uniqueName(prefix)
            let nameRule = uniqueName("\(prefix)_app_name")
            let mentionRule = uniqueName("\(prefix)_app_mention")
            var intentRules: [String] = []
            var body: [String] = []
            let names = app.spokenNames.map { $0.joined(separator: " ") }
            body.append("<\(nameRule)> = \(names.joined(separator: " | "));")
            let connectors = app.connectors.isEmpty ? "" : "[\(app.connectors.joined(separator: " | "))] "
            body.append("<\(mentionRule)> = \(connectors)<\(nameRule)>;")
            var phraseRules: [String: String] = [:]
            for name in app.phrases.keys.sorted() {
                phraseRules[name] = uniqueName("\(prefix)_phrase_\(JSGFWords.ruleName(name))")
            }
            for intent in app.intents {
                let intentRule = uniqueName("\(prefix)_\(JSGFWords.ruleName(intent.name))")
                intentRules.append(intentRule)
                var context = Context(
                    app: app, intent: intent, prefix: prefix, nameRule: nameRule, phraseRules: phraseRules)
                let templates = intent.templates.map { template in
                    expansion(
                        template.root, &context,
                        gapRule: !app.requiresName || template.root.mentionsApp(phrases: app.phrases)
                            ? nil : mentionRule)
                        ?? "<NULL>"
                }
                body.append("<\(intentRule)> = \(templates.joined(separator: "\n    | "));")
                body += context.slotRules
            }
            // Phrases refer to slots of whichever intent uses them, so each phrase with slots
            // would need one copy per intent; phrases without slots are written once.
            for name in app.phrases.keys.sorted()
            where app.phrases[name]!.parameterUses(phrases: app.phrases).isEmpty {
                var context = Context(
                    app: app, intent: nil, prefix: prefix, nameRule: nameRule, phraseRules: phraseRules)
                let text = expansion(app.phrases[name]!, &context, gapRule: nil) ?? "<NULL>"
                body.append("<\(phraseRules[name]!)> = \(text);")
            }
            rules.append("<\(appRule)> = \(intentRules.map { "<\($0)>" }.joined(separator: " | "));")
            rules += body
            rules.append("")
            return appRule
        }

        struct Context {
            let app: AppDefinition
            /// Nil inside a phrase written once for all intents.
            let intent: IntentDefinition?
            let prefix: String
            let nameRule: String
            let phraseRules: [String: String]
            var slotRules: [String] = []
            var slotRuleNames: [String: String] = [:]
        }

        /// JSGF for a node; nil when the node says nothing (a fixed value).
        mutating func expansion(_ node: TemplateNode, _ context: inout Context, gapRule: String?) -> String? {
            if let gapRule, case .sequence(let items) = node {
                let gap = "[<\(gapRule)>]"
                var parts = [gap]
                for item in items {
                    if let text = expansion(item, &context, gapRule: nil) { parts += [text, gap] }
                }
                return parts.joined(separator: " ")
            }
            if let gapRule, node != .sequence([]) {
                let inner = expansion(node, &context, gapRule: nil)
                return ["[<\(gapRule)>]", inner.map { "(\($0))" }, "[<\(gapRule)>]"].compactMap { $0 }.joined(
                    separator: " ")
            }
            switch node {
            case .word(let word): return word
            case .app: return "<\(context.nameRule)>"
            case .fixed: return nil
            case .phrase(let name):
                if context.app.phrases[name].map({ !$0.parameterUses(phrases: context.app.phrases).isEmpty }) == true,
                    context.intent != nil
                {
                    // A phrase with slots is expanded in place, where the slots mean this intent's.
                    return expansion(context.app.phrases[name]!, &context, gapRule: nil).map { "(\($0))" }
                }
                return "<\(context.phraseRules[name]!)>"
            case .slot(let name, let possessive):
                return "<\(slotRule(name, possessive: possessive, &context))>"
            case .sequence(let items):
                let parts = items.compactMap { expansion($0, &context, gapRule: nil) }
                return parts.isEmpty ? nil : parts.joined(separator: " ")
            case .alternatives(let choices):
                let parts = choices.map { expansion($0, &context, gapRule: nil) }
                let said = parts.compactMap { $0 }
                guard !said.isEmpty else { return nil }
                let group = "(" + said.joined(separator: " | ") + ")"
                return said.count < parts.count ? "[\(group)]" : group
            case .optional(let inner):
                return expansion(inner, &context, gapRule: nil).map { "[\($0)]" }
            }
        }

        mutating func slotRule(_ name: String, possessive: Bool, _ context: inout Context) -> String {
            let key = "\(name)\(possessive ? "'s" : "")"
            if let known = context.slotRuleNames[key] { return known }
            guard let intent = context.intent, let parameter = intent.parameter(named: name) else {
                return "NULL"
            }
            let item = typeRule(parameter, possessive: possessive, intent: intent, context.prefix)
            var rule = item
            if parameter.isList {
                rule = uniqueName("\(context.prefix)_\(JSGFWords.ruleName(intent.name))_\(JSGFWords.ruleName(key))")
                context.slotRules.append("<\(rule)> = <\(item)> ([and | or] <\(item)>)*;")
            }
            context.slotRuleNames[key] = rule
            return rule
        }

        /// The rule for one value of a parameter's type.
        mutating func typeRule(
            _ parameter: ParameterDefinition, possessive: Bool, intent: IntentDefinition, _ prefix: String
        ) -> String {
            switch parameter.type {
            case .number:
                usesNumber = true
                return BuiltInPhrases.numberRule
            case .duration:
                usesNumber = true
                usesDuration = true
                return BuiltInPhrases.durationRule
            case .date:
                usesNumber = true
                usesDate = true
                return BuiltInPhrases.dateRule
            case .freeText(let text):
                let rule = uniqueName(
                    "\(prefix)_\(JSGFWords.ruleName(intent.name))_\(JSGFWords.ruleName(parameter.name))")
                let words = Set(text.samples.flatMap { $0.split(separator: " ").map(String.init) }).sorted()
                if words.isEmpty {
                    rules.append("<\(rule)> = <NULL>;")
                } else {
                    rules.append("<\(rule)_word> = \(words.joined(separator: " | "));")
                    rules.append("<\(rule)> = <\(rule)_word>+;")
                }
                return rule
            case .closedList(let list):
                let phrases = list.values.flatMap { $0.synonyms }
                return named(
                    "\(prefix)_type_\(JSGFWords.ruleName(list.name))", phrases: phrases, possessive: possessive)
            case .vocabulary(let type):
                let given = vocabulary[type.vocabulary] ?? []
                let values = given.isEmpty ? type.examples : given
                return named(
                    "\(prefix)_vocabulary_\(JSGFWords.ruleName(type.vocabulary))",
                    phrases: values.map { WordTokenizer.words(in: $0) }, possessive: possessive)
            }
        }

        /// A rule listing phrases, shared by every slot with the same list (the same name and
        /// content); a different list under the same name gets a numbered rule.
        mutating func named(_ base: String, phrases: [[String]], possessive: Bool) -> String {
            var said = phrases.filter { !$0.isEmpty }
            if possessive { said = said.map { $0.dropLast() + [$0.last! + "'s"] } }
            var unique: [String] = []
            for phrase in said.map({ $0.joined(separator: " ") }) where !unique.contains(phrase) {
                unique.append(phrase)
            }
            let body = unique.isEmpty ? "<VOID>" : unique.joined(separator: " | ")
            let name = possessive ? base + "_possessive" : base
            if let known = typeRules[body], known.hasPrefix(name) { return known }
            let rule = uniqueName(name)
            typeRules[body] = rule
            rules.append("<\(rule)> = \(body);")
            return rule
        }

        mutating func uniqueName(_ base: String) -> String {
            var name = base
            var number = 2
            while usedNames.contains(name) {
                name = "\(base)_\(number)"
                number += 1
            }
            usedNames.insert(name)
            return name
        }
    }
}
