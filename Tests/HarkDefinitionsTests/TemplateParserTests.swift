import HarkDefinitions
import Testing

@Suite struct TemplateParserTests {
    let parser = TemplateParser(
        parameters: ["recipients", "content", "attribute"], phrases: ["intro"],
        closedValues: ["attribute": ["read", "flagged"]])

    @Test func wordsAreLowercasedAndSequenced() throws {
        #expect(try parser.parse("Send A message") == .sequence([.word("send"), .word("a"), .word("message")]))
        #expect(try parser.parse("hello") == .word("hello"))
    }

    /// Text written against a group spells whole words, as hassil reads it: `light[s]` is "light"
    /// or "lights", never the word "light" then a word "s".
    @Test func aWordGluedToAGroupSpellsWholeWords() throws {
        #expect(
            try parser.parse("turn on the light[s]")
                == .sequence([
                    .word("turn"), .word("on"), .word("the"), .alternatives([.word("light"), .word("lights")]),
                ]))
        #expect(try parser.parse("(re)start") == .word("restart"))
        #expect(
            try parser.parse("(light[s] | lamp)")
                == .alternatives([.alternatives([.word("light"), .word("lights")]), .word("lamp")]),
            "inside a group too")
        #expect(
            try parser.parse("[re]start it")
                == .sequence([.alternatives([.word("start"), .word("restart")]), .word("it")]))
        #expect(
            try parser.parse("(a|the)[s]") == .alternatives([.word("a"), .word("as"), .word("the"), .word("thes")]))
        #expect(
            try parser.parse("light [s]") == .sequence([.word("light"), .optional(.word("s"))]),
            "a space keeps them apart")
        #expect(
            try parser.parse("turn on[ the] light")
                == .sequence([.word("turn"), .word("on"), .optional(.word("the")), .word("light")]),
            "a space inside the bracket keeps it apart")
        #expect(throws: TemplateSyntaxError.self) { try parser.parse("to{recipients}") }
        #expect {
            try parser.parse("send it to{recipients}")
        } throws: { error in
            (error as? TemplateSyntaxError)?.column == 9
        }
    }

    @Test func nestedAlternativesAndOptionals() throws {
        let node = try parser.parse(
            "<intro> (send | write [me]) [a [new] (message | text)] to {recipients} [saying {content}]")
        #expect(
            node
                == .sequence([
                    .phrase("intro"),
                    .alternatives([.word("send"), .sequence([.word("write"), .optional(.word("me"))])]),
                    .optional(
                        .sequence([
                            .word("a"), .optional(.word("new")), .alternatives([.word("message"), .word("text")]),
                        ])),
                    .word("to"), .slot("recipients", possessive: false),
                    .optional(.sequence([.word("saying"), .slot("content", possessive: false)])),
                ]))
    }

    @Test func appPossessiveAndFixedValues() throws {
        #expect(
            try parser.parse("{app} {recipients}'s") == .sequence([.app, .slot("recipients", possessive: true)]))
        #expect(
            try parser.parse("flag {attribute=flagged} it")
                == .sequence([.word("flag"), .fixed("attribute", value: "flagged"), .word("it")]))
        #expect(try parser.parse("a | b") == .alternatives([.word("a"), .word("b")]))
    }

    /// Each malformed template and the 1-based column the error must point at.
    @Test(arguments: [
        ("send (a | b", 6, "not closed"),
        ("send a | b)", 11, "without a matching"),
        ("send [a | ]", 11, "empty choice"),
        ("send {recipient}", 6, "unknown parameter '{recipient}'"),
        ("send <outro>", 6, "unknown phrase"),
        ("send {recipients", 6, "not closed"),
        ("send a, b", 7, "unexpected ','"),
        ("(a | (b | c) ]", 14, "not closed by ')'"),
        ("flag {attribute=starred}", 6, "not a value"),
        ("  ", 1, "empty template"),
        ("send {}", 6, "empty parameter name"),
    ])
    func errorsPointAtTheColumn(template: String, column: Int, message: String) {
        #expect {
            _ = try parser.parse(template)
        } throws: { error in
            guard let error = error as? TemplateSyntaxError else { return false }
            return error.column == column && error.message.contains(message)
        }
    }
}
