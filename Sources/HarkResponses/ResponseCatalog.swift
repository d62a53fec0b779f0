import Foundation
import HarkDefinitions
import HarkSupport

/// The response templates of one language, ready to render spoken text.
///
/// ```swift
/// let catalog = try ResponseCatalog.load(language: language, from: responsesDirectory)  // Models/responses
/// let text = try catalog.render(
///     "response.INSendMessageIntent.success",
///     ["content": .quote("Send more bananas"), "recipients": .list(["Bobo"], .and), "app": .text("MonkeyChat")])
/// // en-US: OK, I sent 'Send more bananas' to Bobo on MonkeyChat.
/// // fr-FR: D'accord, j'ai envoyé « Send more bananas » à Bobo sur MonkeyChat.
/// ```
///
/// Keys under `attribute.` and `fragment.` are phrases meant to be put inside other responses as
/// `.text`: they render as written, without sentence capitals or final punctuation. Every other
/// key renders as whole sentences.
public struct ResponseCatalog: Sendable {
    /// The folder below `Models/` holding one `<language code>.yaml` per language.
    public static let modelsSubdirectory = "responses"
    /// Key prefixes of phrases (see the type's documentation).
    public static let phrasePrefixes = ["attribute.", "fragment."]

    /// The language every template is written in.
    public let language: ResponseLanguage
    /// The file the templates came from, named in every error.
    public let file: String
    /// The parsed templates by key.
    public let entries: [String: ResponseEntry]
    /// The user's time zone: days and times are said in it.
    public var timeZone: TimeZone

    /// A catalog of parsed entries, e.g. a loaded one with more added (`adding(appTemplatesFrom:)`).
    public init(language: ResponseLanguage, file: String, entries: [String: ResponseEntry], timeZone: TimeZone) {
        self.language = language
        self.file = file
        self.entries = entries
        self.timeZone = timeZone
    }

    /// Every key, sorted.
    public var keys: [String] { entries.keys.sorted() }

    // MARK: Loading

    /// Loads `<language>.yaml` from `directory` (the `Models/responses` folder). `language` is a
    /// setting such as "fr-FR", "fr" or "fr_FR"; an unknown one is an error listing those there are.
    public static func load(language code: String, from directory: URL, timeZone: TimeZone = .current)
        throws(ResponseError) -> ResponseCatalog
    {
        let language = try ResponseLanguage(code: code)
        let url = directory.appendingPathComponent("\(language.code).yaml")
        let catalog = try load(contentsOf: url, timeZone: timeZone)
        guard catalog.language == language else {
            throw ResponseError(
                "the file says 'language: \(catalog.language.code)' but is named for \(language.code)", file: url.path)
        }
        return catalog
    }

    /// Loads one response file; its `language:` field says which language it is.
    public static func load(contentsOf url: URL, timeZone: TimeZone = .current) throws(ResponseError)
        -> ResponseCatalog
    {
        let text: String
        do {
            text = try String(contentsOf: url, encoding: .utf8)
        } catch {
            throw ResponseError("cannot read: \(error.localizedDescription)", file: url.path)
        }
        return try parse(yaml: text, file: url.path, timeZone: timeZone)
    }

    /// Parses a response file's text; `file` names it in errors.
    public static func parse(yaml: String, file: String, timeZone: TimeZone = .current) throws(ResponseError)
        -> ResponseCatalog
    {
        let contents = try ResponseFileParser(file: file).parse(yaml)
        return ResponseCatalog(
            language: contents.language, file: file, entries: contents.entries, timeZone: timeZone)
    }

    // MARK: Rendering

    /// The spoken text for `key` with `arguments`; `now` is the moment days are said relative to.
    /// Arguments the template does not use are ignored; a missing one is an error naming the key,
    /// the language and the placeholder.
    public func render(_ key: String, _ arguments: [String: ResponseArgument] = [:], now: Date = Date())
        throws(ResponseError) -> String
    {
        guard let entry = entries[key] else {
            throw ResponseError("there is no response '\(key)' in \(language.code)", file: file, key: key)
        }
        let template = try template(of: entry, key: key, arguments: arguments)
        let isPhrase = Self.phrasePrefixes.contains { key.hasPrefix($0) }
        var assembler = SpokenTextAssembler(language: language, mode: isPhrase ? .phrase : .sentences)
        for piece in template.pieces {
            switch piece {
            case .literal(let text):
                assembler.append(literal: text)
            case .placeholder(let placeholder):
                guard let argument = arguments[placeholder.name] else {
                    if placeholder.isOptional { continue }
                    throw failure(key, "no argument '\(placeholder.name)' for the placeholder \(placeholder)")
                }
                assembler.append(argument: try spoken(argument, for: placeholder, key: key, now: now))
            }
        }
        return assembler.result()
    }

    /// Renders each line and joins the sentences.
    public func render(_ lines: [ResponseLine], now: Date = Date()) throws(ResponseError) -> String {
        var sentences: [String] = []
        for line in lines {
            let text = try render(line.key, line.arguments, now: now)
            if !text.isEmpty { sentences.append(text) }
        }
        return sentences.joined(separator: " ")
    }

    /// A summary, then at most `limit` items, then — when some were left out — `moreKey`
    /// rendered with `count` set to how many: "You have seven messages. Bobo said … And two more."
    public func render(
        summary: ResponseLine, items: [ResponseLine], moreKey: String, limit: Int = 5, now: Date = Date()
    ) throws(ResponseError) -> String {
        var lines = [summary] + items.prefix(max(limit, 0))
        let leftOut = items.count - min(items.count, max(limit, 0))
        if leftOut > 0 { lines.append(ResponseLine(moreKey, ["count": .number(leftOut)])) }
        return try render(lines, now: now)
    }

    private func template(of entry: ResponseEntry, key: String, arguments: [String: ResponseArgument])
        throws(ResponseError) -> ResponseTemplate
    {
        switch entry {
        case .single(let template):
            return template
        case .counted(let variants):
            guard let argument = arguments[variants.countArgument] else {
                throw failure(key, "no argument '\(variants.countArgument)' to choose the count variant")
            }
            guard case .number(let count) = argument else {
                throw failure(
                    key, "the count argument '\(variants.countArgument)' must be a number, not \(argument.kind)")
            }
            return variants.template(for: count, in: language)
        }
    }

    private func spoken(_ argument: ResponseArgument, for placeholder: ResponsePlaceholder, key: String, now: Date)
        throws(ResponseError) -> String
    {
        switch argument {
        case .text(let text):
            return text
        case .quote(let text):
            var quoted = text.trimmingCharacters(in: .whitespacesAndNewlines)
            if quoted.hasSuffix("."), !quoted.hasSuffix("..") { quoted.removeLast() }
            return quoted
        case .list(let items, let conjunction):
            let present = items.map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }.filter { !$0.isEmpty }
            guard !present.isEmpty else { throw failure(key, "the list for \(placeholder) is empty") }
            return SpokenList(language: language).spoken(present, conjunction: conjunction)
        case .number(let number):
            return SpokenNumber(language: language).cardinal(
                number, gender: placeholder.form == .feminine ? .feminine : .masculine)
        case .time(let date):
            return SpokenClockTime(language: language, timeZone: timeZone).spoken(date)
        case .day(let date):
            return SpokenDay(language: language, timeZone: timeZone).spoken(date, relativeTo: now)
        case .dateTime(let date):
            return SpokenDateTime(language: language, timeZone: timeZone).spoken(date, relativeTo: now)
        case .duration(let duration):
            return SpokenDuration(language: language).spoken(duration)
        }
    }

    private func failure(_ key: String, _ message: String) -> ResponseError {
        ResponseError("\(message) (rendering \(language.code))", file: file, key: key)
    }
}
