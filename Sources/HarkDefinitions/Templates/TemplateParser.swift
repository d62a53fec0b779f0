import Foundation

/// Parses the template syntax: words, `(a | b)` alternatives, `[a]` optional parts, `{parameter}`
/// slots (`{parameter}'s` for a possessive), `{parameter=value}` fixed values, `{app}`, `<phrase>`
/// references; nesting is free. A word and a group written together without a space (`light[s]`,
/// `(re)start`) spell whole words, as hassil reads them: "light" or "lights", not "light" and "s".
///
/// Names are checked while parsing, so a misspelt parameter is reported at its own column rather
/// than somewhere downstream.
public struct TemplateParser: Sendable {
    /// Parameter names `{…}` may use (besides `app`); nil accepts any name (named phrases, whose
    /// parameters are checked where they are used).
    public var parameters: Set<String>?
    /// Phrase names `<…>` may use.
    public var phrases: Set<String>
    /// For closed-list parameters, the values `{parameter=value}` may set.
    public var closedValues: [String: Set<String>]

    /// A parser accepting the given names; the defaults accept no parameter, phrase or value.
    public init(parameters: Set<String>? = [], phrases: Set<String> = [], closedValues: [String: Set<String>] = [:]) {
        self.parameters = parameters
        self.phrases = phrases
        self.closedValues = closedValues
    }

    /// Parses one template; throws at the first mistake, with its column.
    public func parse(_ text: String) throws(TemplateSyntaxError) -> TemplateNode {
        // Checked on UTF-8 bytes first: a few bytes per character at most, and counting them is free.
        let limit = DefinitionLimits.maximumTemplateCharacters
        if text.utf8.count > limit, text.count > limit {
            throw TemplateSyntaxError(
                column: limit + 1, message: "the template is longer than \(limit) characters (\(text.count))")
        }
        var cursor = Cursor(characters: Array(text))
        cursor.skipSpace()
        guard !cursor.atEnd else { throw TemplateSyntaxError(column: 1, message: "empty template") }
        let node = try parseAlternatives(&cursor, opener: nil, depth: 0)
        guard cursor.atEnd else {
            throw TemplateSyntaxError(column: cursor.column, message: "unexpected '\(cursor.current!)'")
        }
        return node
    }

    private struct Cursor {
        let characters: [Character]
        var position = 0

        var atEnd: Bool { position >= characters.count }
        var current: Character? { atEnd ? nil : characters[position] }
        /// 1-based column of the current character.
        var column: Int { position + 1 }

        mutating func skipSpace() {
            while let character = current, character.isWhitespace { position += 1 }
        }
    }

    /// `opener` is the bracket this group started with and its column, for the "unclosed" message;
    /// `depth` counts the groups open around it, which the recursion must not take past a limit.
    private func parseAlternatives(
        _ cursor: inout Cursor, opener: (character: Character, column: Int)?, depth: Int
    ) throws(TemplateSyntaxError) -> TemplateNode {
        var choices: [TemplateNode] = []
        while true {
            let startColumn = cursor.column
            let sequence = try parseSequence(&cursor, insideGroup: opener != nil, depth: depth)
            guard !sequence.isEmpty else {
                let what = opener.map { "'\($0.character)' at column \($0.column)" } ?? "the template"
                throw TemplateSyntaxError(column: startColumn, message: "empty choice in \(what)")
            }
            choices.append(sequence.count == 1 ? sequence[0] : .sequence(sequence))
            guard cursor.current == "|" else { break }
            cursor.position += 1
            cursor.skipSpace()
        }
        if let opener {
            let closer: Character = opener.character == "(" ? ")" : "]"
            guard cursor.current == closer else {
                let found = cursor.current.map { "found '\($0)'" } ?? "reached the end"
                throw TemplateSyntaxError(
                    column: cursor.atEnd ? opener.column : cursor.column,
                    message: "'\(opener.character)' at column \(opener.column) is not closed by '\(closer)' (\(found))")
            }
            cursor.position += 1
            cursor.skipSpace()
        }
        return choices.count == 1 ? choices[0] : .alternatives(choices)
    }

    private func parseSequence(
        _ cursor: inout Cursor, insideGroup: Bool, depth: Int
    ) throws(TemplateSyntaxError) -> [TemplateNode] {
        var items: [TemplateNode] = []
        // By item: whether it is written against the one before, without a space, and its column.
        var glued: [(touching: Bool, column: Int)] = []
        while let character = cursor.current {
            let column = cursor.column
            let characters = cursor.characters, position = cursor.position
            var touching = !items.isEmpty && !characters[position - 1].isWhitespace
            // A space just inside a group's bracket keeps it apart: `on[ the]` is "on" or "on the".
            if touching, character == "(" || character == "[", position + 1 < characters.count,
                characters[position + 1].isWhitespace
            {
                touching = false
            }
            if touching, characters[position - 1] == ")" || characters[position - 1] == "]", position >= 2,
                characters[position - 2].isWhitespace
            {
                touching = false
            }
            glued.append((touching, column))
            switch character {
            case "|", ")", "]":
                if character != "|" && !insideGroup {
                    throw TemplateSyntaxError(
                        column: column, message: "'\(character)' without a matching opening bracket")
                }
                return try Self.spellingGlued(items, glued: glued)
            case "(", "[":
                guard depth < DefinitionLimits.maximumTemplateNesting else {
                    throw TemplateSyntaxError(
                        column: column,
                        message: "groups nested deeper than \(DefinitionLimits.maximumTemplateNesting)")
                }
                cursor.position += 1
                cursor.skipSpace()
                let inner = try parseAlternatives(&cursor, opener: (character, column), depth: depth + 1)
                items.append(character == "(" ? inner : .optional(inner))
            case "{":
                items.append(try parseSlot(&cursor))
            case "<":
                let name = try parseName(&cursor, closer: ">", what: "phrase")
                guard phrases.contains(name) else {
                    throw TemplateSyntaxError(
                        column: column, message: "unknown phrase '<\(name)>'\(Self.known(phrases))")
                }
                items.append(.phrase(name))
            case "}", ">":
                throw TemplateSyntaxError(column: column, message: "'\(character)' without a matching opening bracket")
            default:
                items.append(.word(try parseWord(&cursor)))
            }
            cursor.skipSpace()
        }
        return try Self.spellingGlued(items, glued: glued)
    }

    /// Items written together without a space, one run at a time, spelled out into the words they
    /// write: every concatenation of the run's spellings, as alternatives (optional when one says
    /// nothing). Only words and groups of words can be glued; a slot or phrase cannot. `glued`
    /// says, by item, whether it touches the one before and where it starts.
    private static func spellingGlued(_ items: [TemplateNode], glued: [(touching: Bool, column: Int)])
        throws(TemplateSyntaxError) -> [TemplateNode]
    {
        guard glued.contains(where: \.touching) else { return items }
        var result: [TemplateNode] = []
        var run: [TemplateNode] = []
        var runColumn = 1
        func flush() throws(TemplateSyntaxError) {
            defer { run = [] }
            guard run.count > 1 else {
                result += run
                return
            }
            var parts: [[String]] = []
            for item in run {
                guard let strings = item.spellings(limit: 64) else {
                    throw TemplateSyntaxError(
                        column: runColumn,
                        message: "a slot, phrase or {app} is written against other text; put a space between them")
                }
                parts.append(strings)
            }
            guard let spellings = TemplateNode.concatenations(parts, limit: 256) else {
                throw TemplateSyntaxError(column: runColumn, message: "more than 256 spellings of one glued word")
            }
            result.append(TemplateNode.spelled(spellings))
        }
        for (item, place) in zip(items, glued) {
            if !place.touching {
                try flush()
                runColumn = place.column
            }
            run.append(item)
        }
        try flush()
        return result
    }

    private func parseSlot(_ cursor: inout Cursor) throws(TemplateSyntaxError) -> TemplateNode {
        let column = cursor.column
        let name = try parseName(&cursor, closer: "}", what: "parameter", allowsValue: true)
        let parts = name.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
        let parameter = parts[0]
        if parameter == "app" {
            guard parts.count == 1 else { throw TemplateSyntaxError(column: column, message: "'{app}' takes no value") }
            return .app
        }
        guard parameter.allSatisfy(Self.isNameCharacter), !parameter.isEmpty else {
            throw TemplateSyntaxError(column: column, message: "bad parameter name '\(parameter)'")
        }
        if let parameters, !parameters.contains(parameter) {
            throw TemplateSyntaxError(
                column: column, message: "unknown parameter '{\(parameter)}'\(Self.known(parameters))")
        }
        if parts.count == 2 {
            let value = parts[1]
            guard !value.isEmpty else {
                throw TemplateSyntaxError(column: column, message: "empty value for '\(parameter)'")
            }
            if let allowed = closedValues[parameter], !allowed.contains(value) {
                throw TemplateSyntaxError(
                    column: column, message: "'\(value)' is not a value of '\(parameter)'\(Self.known(allowed))")
            }
            return .fixed(parameter, value: value)
        }
        var possessive = false
        let rest = cursor.characters[cursor.position...]
        if rest.starts(with: ["'", "s"]) || rest.starts(with: ["\u{2019}", "s"]) {
            let after = cursor.position + 2
            if after >= cursor.characters.count || !Self.isWordCharacter(cursor.characters[after]) {
                possessive = true
                cursor.position = after
            }
        }
        return .slot(parameter, possessive: possessive)
    }

    /// Reads `{name}` or `<name>` starting at the opener.
    private func parseName(
        _ cursor: inout Cursor, closer: Character, what: String, allowsValue: Bool = false
    ) throws(TemplateSyntaxError) -> String {
        let column = cursor.column
        let opener = cursor.current!
        cursor.position += 1
        var name = ""
        var sawEquals = false
        while let character = cursor.current, character != closer {
            if allowsValue, character == "=" { sawEquals = true }
            guard
                Self.isNameCharacter(character)
                    || (allowsValue && (character == "=" || (sawEquals && character != "{")))
            else {
                throw TemplateSyntaxError(
                    column: cursor.column,
                    message:
                        "unexpected '\(character)' in \(what) name; '\(opener)' at column \(column) needs a '\(closer)'"
                )
            }
            name.append(character)
            cursor.position += 1
        }
        guard cursor.current == closer else {
            throw TemplateSyntaxError(column: column, message: "'\(opener)' is not closed by '\(closer)'")
        }
        guard !name.isEmpty else { throw TemplateSyntaxError(column: column, message: "empty \(what) name") }
        cursor.position += 1
        return name
    }

    static func isNameCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "_" || character == "-"
    }

    private func parseWord(_ cursor: inout Cursor) throws(TemplateSyntaxError) -> String {
        var word = ""
        while let character = cursor.current, Self.isWordCharacter(character) {
            word.append(character == "\u{2019}" ? "'" : character)
            cursor.position += 1
        }
        guard !word.isEmpty else {
            throw TemplateSyntaxError(
                column: cursor.column,
                message: "unexpected '\(cursor.current!)'; words are letters, digits, apostrophes and hyphens")
        }
        return word.lowercased()
    }

    static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "'" || character == "\u{2019}" || character == "-"
    }

    private static func known(_ names: Set<String>) -> String {
        names.isEmpty ? "" : " (known: \(names.sorted().joined(separator: ", ")))"
    }
}
