import Testing

@testable import HarkTraining
@testable import HarkUnderstanding

@Suite struct DomainTemplateTests {
    let slots = ["contact": ["bobo", "kiki"], "app": ["monkeychat", "monkey chat"]]

    @Test func smallTemplatesExpandCompletelyInOrder() throws {
        let template = try DomainTemplate("[please] (call|ring) {contact}")
        #expect(template.combinationCount(slots: slots) == 8)
        #expect(
            template.expand(slots: slots, limit: 10, seed: 0) == [
                "please call bobo", "please call kiki", "please ring bobo", "please ring kiki",
                "call bobo", "call kiki", "ring bobo", "ring kiki",
            ])
    }

    @Test func nestedChoicesAndEmptyAlternatives() throws {
        let template = try DomainTemplate("(send (a|the) text|text|) to {contact}")
        #expect(
            Set(template.expand(slots: ["contact": ["bobo"]], limit: 10, seed: 0)) == [
                "send a text to bobo", "send the text to bobo", "text to bobo", "to bobo",
            ])
        #expect(template.slotNames == ["contact"])
    }

    @Test func largeTemplatesAreSampledReproducibly() throws {
        let template = try DomainTemplate("(a|b|c|d|e) (f|g|h|i|j) {contact} {app}")
        #expect(template.combinationCount(slots: slots) == 100)
        let first = template.expand(slots: slots, limit: 12, seed: 7)
        #expect(first.count == 12)
        #expect(Set(first).count == 12)
        #expect(template.expand(slots: slots, limit: 12, seed: 7) == first)
        #expect(template.expand(slots: slots, limit: 12, seed: 8) != first)
    }

    @Test(arguments: ["(call|ring bobo", "call] bobo", "call {contact", "call {} now", "a | b"])
    func unbalancedTemplatesAreRejected(_ source: String) {
        #expect(throws: DomainDataError.self) { try DomainTemplate(source) }
    }
}
