import Foundation

/// A sentence template of Home Assistant's intents, parsed as hassil (its reference parser) reads
/// it: text, `(a|b)` alternatives, `[a]` optionals, `(a; b)` permutations, `{list}` and
/// `{list:slot}` list references, `<rule>` expansion rules, `\` escapes. Whitespace is part of
/// the text, as in hassil: `fan[s]` says "fan" or "fans", `on[ the]` says "on" or "on the".
indirect enum HassilExpression: Equatable, Sendable {
    /// Characters as written (escapes removed), spaces included.
    case text(String)
    /// Items said one after another, with whatever spaces their texts hold.
    case sequence([HassilExpression])
    /// Any one of the choices; an optional is the choices plus an empty one.
    case alternatives([HassilExpression], optional: Bool)
    /// Every item, in any order, separated by spaces.
    case permutation([HassilExpression])
    /// `{list}` or `{list:slot}`: a value of the list, kept as the slot (the list's name unless given).
    case list(name: String, slot: String)
    /// `<rule>`: the expansion rule of that name.
    case rule(String)

    /// A template that hassil's syntax cannot read, with where it went wrong.
    struct SyntaxError: Error, Equatable, CustomStringConvertible {
        var template: String
        var reason: String
        var description: String { "'\(template)': \(reason)" }
    }

    /// Parses a whole template.
    static func parse(_ template: String) throws(SyntaxError) -> HassilExpression {
        var parser = Parser(characters: Array(template), template: template)
        let result = try parser.group(until: nil)
        guard parser.index == parser.characters.count else {
            throw SyntaxError(template: template, reason: "unexpected '\(parser.characters[parser.index])'")
        }
        return result
    }

    private struct Parser {
        let characters: [Character]
        let template: String
        var index = 0

        /// Items up to `end` (or the end of the template), split into choices by `|` or into
        /// permutation items by `;`.
        mutating func group(until end: Character?) throws(SyntaxError) -> HassilExpression {
            var choices: [[HassilExpression]] = [[]]
            var separator: Character?
            var text = ""
            func flush() {
                if !text.isEmpty { choices[choices.count - 1].append(.text(text)) }
                text = ""
            }
            while index < characters.count {
                let character = characters[index]
                if character == end { break }
                switch character {
                case "\\":
                    index += 1
                    guard index < characters.count else {
                        throw SyntaxError(template: template, reason: "an escape '\\' ends the template")
                    }
                    text.append(characters[index])
                    index += 1
                case "|", ";":
                    if let separator, separator != character {
                        throw SyntaxError(template: template, reason: "'|' and ';' mixed in one group")
                    }
                    separator = character
                    flush()
                    choices.append([])
                    index += 1
                case "(", "[":
                    flush()
                    index += 1
                    let inner = try group(until: character == "(" ? ")" : "]")
                    try expect(character == "(" ? ")" : "]")
                    if character == "[" {
                        if case .alternatives(let items, _) = inner {
                            choices[choices.count - 1].append(.alternatives(items, optional: true))
                        } else {
                            choices[choices.count - 1].append(.alternatives([inner], optional: true))
                        }
                    } else {
                        choices[choices.count - 1].append(inner)
                    }
                case "{":
                    flush()
                    index += 1
                    let name = try reference(until: "}")
                    let parts = name.split(separator: ":", maxSplits: 1).map(String.init)
                    guard let list = parts.first, !list.isEmpty else {
                        throw SyntaxError(template: template, reason: "an empty list reference '{}'")
                    }
                    choices[choices.count - 1].append(.list(name: list, slot: parts.count > 1 ? parts[1] : list))
                case "<":
                    flush()
                    index += 1
                    let name = try reference(until: ">")
                    guard !name.isEmpty else {
                        throw SyntaxError(template: template, reason: "an empty rule reference '<>'")
                    }
                    choices[choices.count - 1].append(.rule(name))
                case ")", "]", "}", ">":
                    throw SyntaxError(template: template, reason: "'\(character)' closes nothing")
                default:
                    text.append(character)
                    index += 1
                }
            }
            flush()
            let items = choices.map { $0.count == 1 ? $0[0] : .sequence($0) }
            if separator == ";" { return .permutation(items) }
            if separator == "|" { return .alternatives(items, optional: false) }
            return items[0]
        }

        mutating func expect(_ character: Character) throws(SyntaxError) {
            guard index < characters.count, characters[index] == character else {
                throw SyntaxError(template: template, reason: "'\(character)' is missing")
            }
            index += 1
        }

        mutating func reference(until end: Character) throws(SyntaxError) -> String {
            var name = ""
            while index < characters.count, characters[index] != end {
                name.append(characters[index])
                index += 1
            }
            try expect(end)
            return name.trimmingCharacters(in: .whitespaces)
        }
    }
}
