/// Parses one Rhino expression (`[brew, can I get] [a, an] $size:size (please)`) into a template,
/// collecting the slots and macros it uses with their character offsets for error messages.
struct RhinoExpressionParser {
    struct Failure: Error {
        var message: String
        /// 0-based character offset in the expression.
        var offset: Int
    }

    struct Use {
        var type: String
        var name: String
        var offset: Int
    }

    private let characters: [Character]
    private var position = 0
    private(set) var slots: [Use] = []
    private(set) var macros: [Use] = []

    init(characters: [Character]) {
        self.characters = characters
    }

    mutating func parse() throws(Failure) -> TemplateNode {
        let root = try sequence(depth: 0, closing: nil)
        if position < characters.count {
            throw Failure(message: "unexpected '\(characters[position])'", offset: position)
        }
        guard root != .sequence([]) else { throw Failure(message: "the expression says nothing", offset: 0) }
        return root
    }

    /// Items up to `closing` (not consumed) or a comma inside a group.
    private mutating func sequence(depth: Int, closing: Character?) throws(Failure) -> TemplateNode {
        var items: [TemplateNode] = []
        while position < characters.count {
            let character = characters[position]
            if character.isWhitespace {
                position += 1
            } else if character == "," || character == "]" || character == ")" {
                guard closing != nil else { throw Failure(message: "unexpected '\(character)'", offset: position) }
                break
            } else if character == "[" || character == "(" {
                guard depth < DefinitionLimits.maximumTemplateNesting else {
                    throw Failure(
                        message: "nested deeper than \(DefinitionLimits.maximumTemplateNesting) groups",
                        offset: position)
                }
                items.append(try group(depth: depth + 1))
            } else if character == "$" {
                items.append(try slot())
            } else if character == "@" {
                let start = position
                position += 1
                let name = identifier(allowingDots: false)
                guard !name.isEmpty else {
                    throw Failure(message: "'@' must be followed by a macro name", offset: start)
                }
                macros.append(Use(type: "", name: name, offset: start))
                items.append(.phrase(name))
            } else if Self.isWordCharacter(character) {
                let start = position
                while position < characters.count, Self.isWordCharacter(characters[position]) { position += 1 }
                items.append(.word(String(characters[start..<position]).lowercased()))
            } else {
                throw Failure(message: "'\(character)' cannot appear in an expression", offset: position)
            }
        }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    /// `[a, b]` (one of them) or `(a, b)` (optionally one of them).
    private mutating func group(depth: Int) throws(Failure) -> TemplateNode {
        let open = position
        let isOptional = characters[position] == "("
        let closing: Character = isOptional ? ")" : "]"
        position += 1
        var choices: [TemplateNode] = []
        while true {
            let choiceStart = position
            let choice = try sequence(depth: depth, closing: closing)
            guard choice != .sequence([]) else { throw Failure(message: "an empty choice", offset: choiceStart) }
            choices.append(choice)
            guard position < characters.count else {
                throw Failure(message: "'\(characters[open])' is never closed with '\(closing)'", offset: open)
            }
            let next = characters[position]
            position += 1
            if next == closing { break }
            guard next == "," else {
                throw Failure(
                    message: "'\(characters[open])' is closed with '\(next)', expected '\(closing)'",
                    offset: position - 1)
            }
        }
        let body = choices.count == 1 ? choices[0] : .alternatives(choices)
        return isOptional ? .optional(body) : body
    }

    /// `$type:name`.
    private mutating func slot() throws(Failure) -> TemplateNode {
        let start = position
        position += 1
        let type = identifier(allowingDots: true)
        guard !type.isEmpty, position < characters.count, characters[position] == ":" else {
            throw Failure(message: "a slot is written $type:name", offset: start)
        }
        position += 1
        let name = identifier(allowingDots: false)
        guard !name.isEmpty else { throw Failure(message: "a slot is written $type:name", offset: start) }
        slots.append(Use(type: type, name: name, offset: start))
        return .slot(name, possessive: false)
    }

    private mutating func identifier(allowingDots: Bool) -> String {
        let start = position
        while position < characters.count {
            let character = characters[position]
            guard
                character.isLetter || character.isNumber || character == "_" || character == "-"
                    || (allowingDots && character == ".")
            else { break }
            position += 1
        }
        return String(characters[start..<position])
    }

    private static func isWordCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "'" || character == "-"
    }
}
