import HarkSupport
import HarkUnderstanding

/// A pattern that stands for many requests, for generating training examples.
///
/// Syntax: `(a|b|c)` chooses one alternative (alternatives may be empty and may nest), `[x]` is
/// optional (the same as `(x|)`), and `{name}` takes a value from the slot list `name`. Everything
/// else is literal text; runs of spaces left by empty choices collapse.
///
///     [please] (call|ring) {contact} (on|with|using) {voipApp}
public struct DomainTemplate: Hashable, Sendable {
    indirect enum Part: Hashable, Sendable {
        case text(String)
        case slot(String)
        case choice([[Part]])
    }

    /// The template as written; it is what the held-out split hashes.
    public let source: String
    let parts: [Part]

    /// Parses `source`; throws with the offending column when brackets do not balance.
    public init(_ source: String) throws(DomainDataError) {
        self.source = source
        var parser = Parser(scalars: Array(source.unicodeScalars))
        let parts = try parser.sequence(closing: nil)
        self.parts = parts
    }

    /// Names of the slot lists the template uses.
    public var slotNames: Set<String> { Self.slotNames(in: parts) }

    /// How many distinct fillings the template has (alternatives × slot values), saturating at
    /// `Int.max`; used to enumerate small templates completely instead of sampling them.
    public func combinationCount(slots: [String: [String]]) -> Int {
        Self.count(parts, slots: slots)
    }

    /// Up to `limit` distinct requests. A template with at most `limit` fillings yields all of them
    /// in order; a larger one yields a seeded sample, so the same template, slots and seed always
    /// give the same requests. Slot names missing from `slots` expand to nothing.
    public func expand(slots: [String: [String]], limit: Int, seed: UInt64) -> [String] {
        guard limit > 0 else { return [] }
        var results: [String] = []
        var seen: Set<String> = []
        if combinationCount(slots: slots) <= limit {
            for filling in Self.enumerate(parts, slots: slots) {
                let text = Self.tidy(filling)
                if seen.insert(text).inserted { results.append(text) }
            }
            return results
        }
        var generator = SplitMix64(seed: seed, item: source, itemHash: .caseFolded)
        var attempts = 0
        while results.count < limit && attempts < limit * 20 {
            attempts += 1
            let text = Self.tidy(Self.sample(parts, slots: slots, using: &generator))
            if seen.insert(text).inserted { results.append(text) }
        }
        return results
    }

    private static func tidy(_ text: String) -> String {
        text.split(separator: " ", omittingEmptySubsequences: true).joined(separator: " ")
    }

    private static func slotNames(in parts: [Part]) -> Set<String> {
        var names: Set<String> = []
        for part in parts {
            switch part {
            case .text: break
            case .slot(let name): names.insert(name)
            case .choice(let alternatives):
                for alternative in alternatives { names.formUnion(slotNames(in: alternative)) }
            }
        }
        return names
    }

    private static func count(_ parts: [Part], slots: [String: [String]]) -> Int {
        var total = 1
        for part in parts {
            let factor: Int
            switch part {
            case .text: factor = 1
            case .slot(let name): factor = max(slots[name]?.count ?? 1, 1)
            case .choice(let alternatives):
                factor = alternatives.reduce(0) { sum, alternative in
                    let (value, overflow) = sum.addingReportingOverflow(count(alternative, slots: slots))
                    return overflow ? Int.max : value
                }
            }
            let (product, overflow) = total.multipliedReportingOverflow(by: factor)
            total = overflow ? Int.max : product
        }
        return total
    }

    private static func enumerate(_ parts: [Part], slots: [String: [String]]) -> [String] {
        var prefixes = [""]
        for part in parts {
            let options: [String]
            switch part {
            case .text(let text): options = [text]
            case .slot(let name): options = slots[name] ?? [""]
            case .choice(let alternatives): options = alternatives.flatMap { enumerate($0, slots: slots) }
            }
            prefixes = prefixes.flatMap { prefix in options.map { prefix + $0 } }
        }
        return prefixes
    }

    private static func sample(_ parts: [Part], slots: [String: [String]], using generator: inout SplitMix64)
        -> String
    {
        var text = ""
        for part in parts {
            switch part {
            case .text(let literal): text += literal
            case .slot(let name):
                if let values = slots[name], !values.isEmpty {
                    text += values[generator.nextIndex(below: values.count)]
                }
            case .choice(let alternatives):
                text += sample(
                    alternatives[generator.nextIndex(below: alternatives.count)], slots: slots, using: &generator)
            }
        }
        return text
    }

    /// Recursive descent over the template's characters.
    private struct Parser {
        let scalars: [Unicode.Scalar]
        var position = 0

        init(scalars: [Unicode.Scalar]) { self.scalars = scalars }

        /// Parts up to `closing` (consumed) or, at top level, the end of the line. Inside `( )` a `|`
        /// also ends a sequence; it is consumed too and `endedByBar` says so.
        mutating func sequence(closing: Unicode.Scalar?) throws(DomainDataError) -> [Part] {
            try sequenceAndEnd(closing: closing).parts
        }

        mutating func sequenceAndEnd(closing: Unicode.Scalar?) throws(DomainDataError) -> (
            parts: [Part], endedByBar: Bool
        ) {
            var parts: [Part] = []
            var literal = ""
            func flush() {
                if !literal.isEmpty { parts.append(.text(literal)) }
                literal = ""
            }
            while position < scalars.count {
                let scalar = scalars[position]
                position += 1
                switch scalar {
                case "(":
                    flush()
                    parts.append(.choice(try alternatives()))
                case "[":
                    flush()
                    parts.append(.choice([try sequence(closing: "]"), []]))
                case "{":
                    flush()
                    guard let end = scalars[position...].firstIndex(of: "}") else { throw error("unclosed {") }
                    let name = String(String.UnicodeScalarView(scalars[position..<end]))
                    guard !name.isEmpty, !name.contains(" ") else { throw error("bad slot name {\(name)}") }
                    parts.append(.slot(name))
                    position = end + 1
                case "|" where closing == ")":
                    flush()
                    return (parts, true)
                case ")", "]", "}", "|":
                    guard scalar == closing else { throw error("unexpected \(scalar)") }
                    flush()
                    return (parts, false)
                default:
                    literal.unicodeScalars.append(scalar)
                }
            }
            if let closing { throw error("missing \(closing)") }
            flush()
            return (parts, false)
        }

        /// Alternatives after an opening `(`, up to and including its `)`.
        mutating func alternatives() throws(DomainDataError) -> [[Part]] {
            var alternatives: [[Part]] = []
            while true {
                let (parts, endedByBar) = try sequenceAndEnd(closing: ")")
                alternatives.append(parts)
                if !endedByBar { return alternatives }
            }
        }

        func error(_ reason: String) -> DomainDataError {
            DomainDataError("", "column \(position): \(reason)")
        }
    }
}
