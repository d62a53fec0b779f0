import Testing

@testable import HarkDefinitions

/// Home Assistant's template syntax, as hassil reads it, in Hark's word-level templates.
@Suite struct HassilExpressionTests {
    /// Every sentence a template says, as words joined by spaces, slots as {slot} and rules as <rule>.
    static func sentences(_ template: String) throws -> Set<String> {
        Set(try HassilExpression.parse(template).templateNode().sentences())
    }

    @Test func alternativesOptionalsAndPermutations() throws {
        #expect(
            try Self.sentences("(turn|switch) on [the] light") == [
                "turn on the light", "turn on light", "switch on the light", "switch on light",
            ])
        #expect(try Self.sentences("(lights; off)") == ["lights off", "off lights"])
        #expect(try Self.sentences("[<the>] {area}") == ["<the> {area}", "{area}"])
        #expect(try Self.sentences("{cover_classes:device_class}") == ["{device_class}"])
    }

    /// Text glued to a group is spelled into whole words; spaces inside a group count.
    @Test func textGluedToAGroupMakesWholeWords() throws {
        #expect(try Self.sentences("fan[s]") == ["fan", "fans"])
        #expect(try Self.sentences("turn on[ the] tv") == ["turn on the tv", "turn on tv"])
        #expect(try Self.sentences("day[ ]light") == ["daylight", "day light"])
        #expect(try Self.sentences("auto[matic]") == ["auto", "automatic"])
    }

    /// A list or rule is a word of its own even when written against text; a hyphen parts words
    /// and a percent sign is not said.
    @Test func listsAndRulesStandApartFromGluedText() throws {
        #expect(try Self.sentences("{minutes}( |-)minute[s]") == ["{minutes} minute", "{minutes} minutes"])
        #expect(try Self.sentences("{brightness}[%| percent]") == ["{brightness}", "{brightness} percent"])
        #expect(
            try Self.sentences("{temperature}[[ ](k|kelvin)]") == [
                "{temperature}", "{temperature} k", "{temperature} kelvin",
            ])
        #expect(
            try Self.sentences("stop [[<the> ]lawn] mower") == [
                "stop <the> lawn mower", "stop lawn mower", "stop mower",
            ])
    }

    @Test func escapesAndErrors() throws {
        #expect(try Self.sentences("what\\'s up") == ["what's up"])
        #expect(throws: HassilExpression.SyntaxError.self) { try HassilExpression.parse("(turn on") }
        #expect(throws: HassilExpression.SyntaxError.self) { try HassilExpression.parse("turn on]") }
        #expect(throws: HassilExpression.SyntaxError.self) { try HassilExpression.parse("(a|b;c)") }
        #expect(throws: HassilExpression.SyntaxError.self) { try HassilExpression.parse("{}") }
    }
}

extension TemplateNode {
    /// Every word sequence the node says, joined by spaces: slots as {name}, phrases as <name>.
    func sentences() -> [String] {
        switch self {
        case .word(let word): return [word]
        case .slot(let name, _): return ["{\(name)}"]
        case .fixed: return [""]
        case .app: return ["{app}"]
        case .phrase(let name): return ["<\(name)>"]
        case .sequence(let items):
            return items.reduce([""]) { prefixes, item in
                prefixes.flatMap { prefix in
                    item.sentences().map { [prefix, $0].filter { !$0.isEmpty }.joined(separator: " ") }
                }
            }
        case .alternatives(let choices): return choices.flatMap { $0.sentences() }
        case .optional(let item): return item.sentences() + [""]
        }
    }
}
