import HarkUnderstanding

/// A strict reader of the JSGF subset the grammar builder writes, for tests: it checks the syntax
/// and that every rule referenced is defined, and can generate sentences from the grammar.
struct JSGFTestReader {
    indirect enum Expansion {
        case word(String)
        case reference(String)
        case sequence([Expansion])
        case alternatives([Expansion])
        case optional(Expansion)
        case repeated(Expansion, atLeastOnce: Bool)
    }

    struct SyntaxError: Error, CustomStringConvertible {
        var description: String
    }

    private(set) var rules: [String: Expansion] = [:]
    private(set) var publicRules: [String] = []

    init(_ text: String) throws {
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        guard lines.first == "#JSGF V1.0;" else { throw SyntaxError(description: "missing #JSGF V1.0; header") }
        var body = ""
        var sawGrammar = false
        for line in lines.dropFirst() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("grammar ") {
                guard trimmed.hasSuffix(";") else { throw SyntaxError(description: "grammar line needs ';'") }
                sawGrammar = true
                continue
            }
            body += " " + trimmed
        }
        guard sawGrammar else { throw SyntaxError(description: "no grammar declaration") }
        var tokens = Self.tokenize(body)
        while !tokens.isEmpty {
            var isPublic = false
            if tokens.first == "public" {
                isPublic = true
                tokens.removeFirst()
            }
            guard let name = tokens.first, name.hasPrefix("<"), tokens.count > 1, tokens[1] == "=" else {
                throw SyntaxError(description: "expected '<rule> =' at \(tokens.prefix(5))")
            }
            tokens.removeFirst(2)
            guard rules[name] == nil else { throw SyntaxError(description: "\(name) defined twice") }
            rules[name] = try Self.alternatives(&tokens)
            guard tokens.first == ";" else { throw SyntaxError(description: "\(name) not ended by ';'") }
            tokens.removeFirst()
            if isPublic { publicRules.append(name) }
        }
        for expansion in rules.values {
            for reference in Self.references(expansion) where rules[reference] == nil {
                guard reference == "<NULL>" || reference == "<VOID>" else {
                    throw SyntaxError(description: "\(reference) is used but not defined")
                }
            }
        }
    }

    private static func tokenize(_ text: String) -> [String] {
        var tokens: [String] = []
        var current = ""
        var inReference = false
        for character in text {
            if inReference {
                current.append(character)
                if character == ">" {
                    tokens.append(current)
                    current = ""
                    inReference = false
                }
                continue
            }
            if character == "<" {
                if !current.isEmpty { tokens.append(current) }
                current = "<"
                inReference = true
            } else if "()[]|;=*+".contains(character) {
                if !current.isEmpty { tokens.append(current) }
                current = ""
                tokens.append(String(character))
            } else if character.isWhitespace {
                if !current.isEmpty { tokens.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { tokens.append(current) }
        return tokens
    }

    private static func alternatives(_ tokens: inout [String]) throws -> Expansion {
        var choices = [try sequence(&tokens)]
        while tokens.first == "|" {
            tokens.removeFirst()
            choices.append(try sequence(&tokens))
        }
        return choices.count == 1 ? choices[0] : .alternatives(choices)
    }

    private static func sequence(_ tokens: inout [String]) throws -> Expansion {
        var items: [Expansion] = []
        while let token = tokens.first, ![")", "]", "|", ";"].contains(token) {
            tokens.removeFirst()
            var item: Expansion
            switch token {
            case "(", "[":
                let inner = try alternatives(&tokens)
                let closer = token == "(" ? ")" : "]"
                guard tokens.first == closer else { throw SyntaxError(description: "unbalanced '\(token)'") }
                tokens.removeFirst()
                item = token == "(" ? inner : .optional(inner)
            case "=", "*", "+":
                throw SyntaxError(description: "unexpected '\(token)'")
            default:
                guard token.allSatisfy({ $0.isLetter || $0.isNumber || "'-_<>".contains($0) }) else {
                    throw SyntaxError(description: "bad token '\(token)'")
                }
                item = token.hasPrefix("<") ? .reference(token) : .word(token)
            }
            while let suffix = tokens.first, suffix == "*" || suffix == "+" {
                tokens.removeFirst()
                item = .repeated(item, atLeastOnce: suffix == "+")
            }
            items.append(item)
        }
        guard !items.isEmpty else { throw SyntaxError(description: "empty expansion before \(tokens.prefix(3))") }
        return items.count == 1 ? items[0] : .sequence(items)
    }

    private static func references(_ expansion: Expansion) -> [String] {
        switch expansion {
        case .word: return []
        case .reference(let name): return [name]
        case .sequence(let items), .alternatives(let items): return items.flatMap(references)
        case .optional(let inner), .repeated(let inner, _): return references(inner)
        }
    }

    /// A random sentence of a rule.
    func sentence(_ rule: String, using random: inout some RandomNumberGenerator) -> [String] {
        expand(rules[rule]!, &random)
    }

    private func expand(_ expansion: Expansion, _ random: inout some RandomNumberGenerator) -> [String] {
        switch expansion {
        case .word(let word): return [word]
        case .reference(let name): return name == "<NULL>" ? [] : expand(rules[name]!, &random)
        case .sequence(let items): return items.flatMap { expand($0, &random) }
        case .alternatives(let choices): return expand(choices.randomElement(using: &random)!, &random)
        case .optional(let inner): return Bool.random(using: &random) ? expand(inner, &random) : []
        case .repeated(let inner, let atLeastOnce):
            let count = Int.random(in: (atLeastOnce ? 1 : 0)...3, using: &random)
            return (0..<count).flatMap { _ in expand(inner, &random) }
        }
    }
}
