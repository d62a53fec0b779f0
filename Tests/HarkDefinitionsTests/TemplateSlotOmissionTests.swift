import Testing

@testable import HarkDefinitions

/// `TemplateNode.omittingSlots`: the template of a request that left a required value out.
@Suite struct TemplateSlotOmissionTests {
    let parser = TemplateParser(parameters: ["soup", "quantity"], phrases: ["serving", "intro"], closedValues: [:])

    @Test func onlyTheNamedSlotsBecomeOptional() throws {
        let node = try parser.parse("order [a | {quantity}] {soup} please")
        #expect(
            node.omittingSlots(["soup"], phrases: [:])
                == .sequence([
                    .word("order"),
                    .optional(.alternatives([.word("a"), .slot("quantity", possessive: false)])),
                    .optional(.slot("soup", possessive: false)), .word("please"),
                ]))
    }

    @Test func aPhraseHoldingTheSlotIsInlinedAndOthersAreKept() throws {
        let phrases: [String: TemplateNode] = [
            "serving": try parser.parse("bowl of {soup}"), "intro": try parser.parse("[please]"),
        ]
        let node = try parser.parse("<intro> <serving>")
        #expect(
            node.omittingSlots(["soup"], phrases: phrases)
                == .sequence([
                    .phrase("intro"),
                    .sequence([.word("bowl"), .word("of"), .optional(.slot("soup", possessive: false))]),
                ]))
    }
}
