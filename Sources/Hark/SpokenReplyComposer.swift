import Foundation
import HarkIntents
import HarkResponses
import HarkSupport

/// Puts a dialog turn into words: each act becomes a response template key and its arguments,
/// rendered in the catalog's language.
///
/// Keys follow the catalog's scheme — `prompt.<intent>.<parameter>`, `response.<intent>.<code>`,
/// `unsupported.<intent>.<parameter>.<reason>`, `refusal.<name>` — with generic keys behind the
/// intent-specific ones, so an app's intent without its own wording still gets a sentence.
public struct SpokenReplyComposer: Sendable {
    /// The templates of the reply language, the shipped ones and the apps' (`adding(appTemplatesFrom:)`).
    public var catalog: ResponseCatalog
    /// Search results read out before "And N more."
    public var messagesReadOut = 5
    /// How responses name each app ("Soup Chef" for `SoupChef`); an app not listed is said as named.
    public var appDisplayNames: [String: String] = [:]

    /// A composer speaking `catalog`'s language.
    public init(catalog: ResponseCatalog) {
        self.catalog = catalog
    }

    /// The turn's words. A template that cannot be rendered (a bug in a response file) is reported
    /// in the text rather than thrown: the dialog goes on.
    public func text(for turn: DialogTurn, now: Date = Date()) -> String {
        var sentences: [String] = []
        for act in turn.acts {
            do {
                sentences.append(try text(for: act, turn: turn, now: now))
            } catch {
                sentences.append("Sorry, I can't say that: \(error)")
            }
        }
        return sentences.filter { !$0.isEmpty }.joined(separator: " ")
    }

    private func text(for act: DialogAct, turn: DialogTurn, now: Date) throws(ResponseError) -> String {
        let intent = turn.intent ?? ""
        var arguments = self.arguments(of: turn.parameters)
        arguments["app"] = .text(turn.app.map { appDisplayNames[$0] ?? $0 } ?? "")
        // A response's properties (a soup order's wait time) fill what the parameters do not.
        // So do a confirm step's ("Do you want a large latte? That's 4 dollars.").
        switch act {
        case .respond(let response), .askIntentConfirmation(let response):
            arguments.merge(self.arguments(of: response.properties)) { parameter, _ in parameter }
        default:
            break
        }
        sayValuesByName(turn.parameters, intent: intent, in: &arguments, now: now)
        switch act {
        case .askValue(let parameter):
            return try render(["prompt.\(intent).\(parameter)", "prompt.value"], arguments, now)
        case .askChoice(_, let options):
            arguments["options"] = .list(options.map(\.displayText), .or)
            return try render(["prompt.disambiguation"], arguments, now)
        case .askAppChoice(let apps):
            arguments["apps"] = .list(apps.map { appDisplayNames[$0] ?? $0 }, .or)
            return try render(["prompt.whichApp"], arguments, now)
        case .askAppConfirmation(let app):
            arguments["app"] = .text(appDisplayNames[app] ?? app)
            return try render(["prompt.useApp"], arguments, now)
        case .askValueConfirmation(let parameter, let value):
            arguments["value"] = .text(value.displayText)
            return try render(["prompt.confirmValue.\(intent).\(parameter)", "prompt.confirmValue"], arguments, now)
        case .askIntentConfirmation:
            return try render(["prompt.confirm.\(intent)", "prompt.confirm.generic"], arguments, now)
        case .unsupported(let parameter, let reason, let value):
            arguments["value"] = value.map { .text($0.displayText) } ?? .text("")
            return try render(
                ["unsupported.\(intent).\(parameter).\(reason)", "unsupported.generic"], arguments, now)
        case .respond(let response):
            return try text(for: response, turn: turn, arguments: arguments, now: now)
        case .refuse(.noAppForDomain(let domain)):
            return try render(["refusal.noAppForDomain.\(domain)", "refusal.noApp"], arguments, now)
        case .refuse(.unexplainedWords(let words)):
            // What the search heard as no word it knows has no words to quote.
            let said = words.filter { $0 != UnknownWord.word }
            guard !said.isEmpty else { return try render(["refusal.unheardWords"], arguments, now) }
            arguments["words"] = .quote(said.joined(separator: " "))
            return try render(["refusal.unexplainedWords"], arguments, now)
        case .refuse(.valueOutsideList(let intent, let parameter, let known)):
            guard !known.isEmpty else { return try render(["refusal.notUnderstood"], arguments, now) }
            arguments["parameter"] = .text(WordTokenizer.text(of: WordTokenizer.words(ofName: parameter)))
            let specific = "unsupported.\(intent).\(parameter).valueOutsideList"
            guard known.count > 6 else {
                arguments["known"] = .list(known, .and)
                return try render([specific, "refusal.valueOutsideList"], arguments, now)
            }
            // A long list is not heard to its end: its size and a few of it.
            arguments["known"] = .list(Array(known.prefix(3)), .or)
            arguments["count"] = .number(known.count)
            return try render([specific, "refusal.valueOutsideList.many"], arguments, now)
        case .refuse(let refusal):
            // An app may have its own wording of a refusal (`refusal.appNotRegistered.HomeAssistant`).
            let app = turn.app.map { ["refusal.\(refusal.name).\($0)"] } ?? []
            return try render(app + ["refusal.\(refusal.name)"], arguments, now)
        case .notUnderstood:
            return try render(["prompt.notUnderstood"], arguments, now)
        case .cancelled:
            return try render(["dialog.cancelled"], arguments, now)
        case .gaveUp:
            return try render(["dialog.gaveUp", "dialog.cancelled"], arguments, now)
        case .handlerError:
            return try render(["response.\(intent).failure", "unsupported.generic"], arguments, now)
        }
    }

    private func text(
        for response: IntentResponse, turn: DialogTurn, arguments: [String: ResponseArgument], now: Date
    ) throws(ResponseError) -> String {
        let intent = turn.intent ?? ""
        var arguments = arguments
        if intent == SearchForMessagesIntent.name && response.code == .success {
            return try searchSummary(response, parameters: turn.parameters, arguments: arguments, now: now)
        }
        if intent == SetMessageAttributeIntent.name, let attribute = arguments["attribute"],
            case .text(let name) = attribute
        {
            let count = Int(response.properties.first("changedCount")?.number ?? 0)
            arguments["count"] = .number(count)
            arguments["attribute"] = .text(try catalog.render("attribute.\(name)", ["count": .number(count)], now: now))
        }
        return try render(
            ["response.\(intent).\(response.code.rawValue)", "response.generic.\(response.code.rawValue)"], arguments,
            now)
    }

    /// "You have two unread messages from Bobo on MonkeyChat. Bobo said '…' at three p.m. …"
    private func searchSummary(
        _ response: IntentResponse, parameters: IntentParameters, arguments: [String: ResponseArgument], now: Date
    ) throws(ResponseError) -> String {
        let messages = response.properties["messages"].compactMap(\.message)
        var summaryArguments = arguments
        summaryArguments["count"] = .number(messages.count)
        if let sender = parameters.first("sender")?.person {
            summaryArguments["from"] = .text(
                try catalog.render(
                    "fragment.INSearchForMessagesIntent.from", ["senders": .list([sender.displayName], .and)],
                    now: now))
        }
        // One attribute gets its own summary ("unread messages"); several read as plain messages.
        var summaryKey = "response.INSearchForMessagesIntent.summary"
        let attributes = parameters["attributes"].compactMap(\.choice)
        if attributes.count == 1, catalog.entries[summaryKey + "." + attributes[0]] != nil {
            summaryKey += "." + attributes[0]
        }
        let items = messages.map { message in
            ResponseLine(
                "response.INSearchForMessagesIntent.item",
                [
                    "sender": .text(message.sender?.displayName ?? ""), "content": .quote(message.content),
                    "when": .dateTime(message.dateSent),
                ])
        }
        return try catalog.render(
            summary: ResponseLine(summaryKey, summaryArguments), items: items,
            moreKey: "response.INSearchForMessagesIntent.more", limit: messagesReadOut, now: now)
    }

    /// A closed-list value the app names per language (`fragment.OrderSoup.soup.tomatoSoup`: "tomato
    /// soups" / "soupes à la tomate") is said by that name, rendered with the turn's other
    /// arguments so it agrees with a count ("one tomato soup", "two tomato soups").
    private func sayValuesByName(
        _ parameters: IntentParameters, intent: String, in arguments: inout [String: ResponseArgument], now: Date
    ) {
        var named: [String: ResponseArgument] = [:]
        for (name, values) in parameters.values {
            let keys = values.map { value -> String in
                let canonical = value.object?.identifier ?? value.choice ?? value.displayText
                return "fragment.\(intent).\(name).\(canonical)"
            }
            guard !keys.isEmpty, keys.allSatisfy({ catalog.entries[$0] != nil }) else { continue }
            // A name that cannot agree (no count yet, as when a request is refused before its
            // quantity is resolved) leaves the value as the parser spelled it.
            let words = keys.compactMap { try? catalog.render($0, arguments, now: now) }
            guard words.count == keys.count else { continue }
            named[name] = words.count == 1 ? .text(words[0]) : .list(words, .and)
        }
        arguments.merge(named) { $1 }
    }

    /// The first key the catalog has, rendered.
    private func render(_ keys: [String], _ arguments: [String: ResponseArgument], _ now: Date) throws(ResponseError)
        -> String
    {
        let key = keys.first { catalog.entries[$0] != nil } ?? keys[keys.count - 1]
        return try catalog.render(key, arguments, now: now)
    }

    /// Every parameter as a template argument: people and several values as an "and" list,
    /// free text as the user's words, numbers and durations to be said in words.
    private func arguments(of parameters: IntentParameters) -> [String: ResponseArgument] {
        var arguments: [String: ResponseArgument] = [:]
        for (name, values) in parameters.values {
            if let argument = Self.argument(values) { arguments[name] = argument }
        }
        return arguments
    }

    private static func argument(_ values: [IntentValue]) -> ResponseArgument? {
        guard let first = values.first else { return nil }
        if values.count > 1 { return .list(values.map(\.displayText), .and) }
        switch first {
        case .text(let text): return .quote(text)
        case .number(let number): return number.rounded() == number ? .number(Int(number)) : .text(first.displayText)
        case .duration(let seconds): return .duration(seconds)
        case .dateInterval(let interval): return .day(interval.start)
        case .person(let person): return .list([person.displayName], .and)
        case .choice, .object, .message: return .text(first.displayText)
        }
    }
}
