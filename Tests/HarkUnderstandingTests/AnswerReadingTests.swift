import Foundation
import HarkUnderstanding
import Testing

/// Follow-up answers read as the value of the one parameter a dialog asked about.
@Suite struct AnswerReadingTests {
    let parser = IntentParserTests.parser

    func read(_ answer: String, _ intent: String, _ parameter: String) -> [String] {
        parser.readAnswer(
            answer, app: "MonkeyChat", intent: intent, parameter: parameter, referenceDate: IntentParserTests.now,
            calendar: IntentParserTests.utc
        ).map(\.value)
    }

    @Test(arguments: [
        ("bobo", ["Bobo"]), ("to kiki", ["Kiki"]), ("send it to kiki and zuzu please", ["Kiki", "Zuzu"]),
        ("boboo", ["Bobo"]), ("the weather", []),
    ])
    func recipients(answer: String, expected: [String]) {
        #expect(read(answer, "INSendMessageIntent", "recipients") == expected)
    }

    @Test func contentTakesEveryWord() {
        #expect(read("Send more bananas!", "INSendMessageIntent", "content") == ["send more bananas"])
    }

    @Test func closedListsAndDates() {
        #expect(read("as unread please", "INSetMessageAttributeIntent", "attribute") == ["unread"])
        #expect(read("from yesterday", "INSearchForMessagesIntent", "dateTime") == ["2026-11-20"])
    }

    @Test func unknownAppIntentOrParameterReadsNothing() {
        #expect(read("bobo", "INSendMessageIntent", "sender").isEmpty)
        #expect(read("bobo", "INStartWorkoutIntent", "recipients").isEmpty)
        #expect(
            parser.readAnswer("bobo", app: "SoupChef", intent: "INSendMessageIntent", parameter: "recipients").isEmpty)
    }
}
