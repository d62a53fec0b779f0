import Foundation
import HarkUnderstanding
import Testing

/// Requests that leave something out: a required value ("order soup on Soup Chef") or the app's
/// name, read again with the app the user picked (`assumingNamed:`).
@Suite struct IncompleteRequestParsingTests {
    static let parser = IntentParser(
        definitions: try! RepositoryFiles.monkeyChat(), vocabulary: ["contactName": ["Bobo", "Kiki", "Zuzu"]])

    @Test(arguments: ["order soup on soup chef", "i'd like to order on soup chef", "soup chef"])
    func aNamedAppsRequestWithoutItsRequiredValueIsReadWithoutIt(text: String) {
        let result = Self.parser.parse(text)
        #expect(result.rejection == nil, "\(text): \(String(describing: result.rejection))")
        #expect(result.understanding.app == "SoupChef")
        #expect(result.understanding.intent == "OrderSoup")
        #expect(result.understanding.parameters["soup"] == nil, "the app asks for it")
    }

    @Test func aCompleteRequestStillReadsItsValue() {
        let result = Self.parser.parse("order two tomato soups on soup chef")
        #expect(result.understanding.parameters["soup"]?.map(\.value) == ["tomatoSoup"])
        #expect(result.understanding.parameters["quantity"]?.map(\.value) == ["2"])
    }

    @Test func aRequiredValueMayNotBeLeftOutWhenTheAppIsNotNamedEither() {
        #expect(Self.parser.parse("order soup").rejection == .noAppName)
        let assumed = Self.parser.parse("order soup", assumingNamed: "SoupChef")
        #expect(assumed.rejection == .noTemplateMatched(app: "SoupChef"))
    }

    @Test func aRequestNamingNoAppIsReadAsTheAssumedAppsRequest() {
        #expect(Self.parser.parse("order a tomato soup").rejection == .noAppName)
        let soup = Self.parser.parse("order a tomato soup", assumingNamed: "soupchef")
        #expect(soup.understanding.app == "SoupChef")
        #expect(soup.understanding.parameters["soup"]?.map(\.value) == ["tomatoSoup"])

        let message = Self.parser.parse("send a message to kiki saying hi", assumingNamed: "MonkeyChat")
        #expect(message.understanding.intent == "INSendMessageIntent")
        #expect(message.understanding.parameters["recipients"]?.map(\.value) == ["Kiki"])
        #expect(message.understanding.parameters["content"]?.map(\.value) == ["hi"])
    }

    @Test func anAssumedAppDoesNotTakeARequestItsTemplatesCannotRead() {
        let result = Self.parser.parse("order a tomato soup", assumingNamed: "MonkeyChat")
        #expect(result.isRejected)
        #expect(result.understanding.app == nil)
    }

    @Test func namedAppsAreFoundBySpokenName() {
        #expect(Self.parser.namedApps(in: "soup chef") == ["SoupChef"])
        #expect(Self.parser.namedApps(in: "use monkeychat please") == ["MonkeyChat"])
        #expect(Self.parser.namedApps(in: "yes") == [])
    }
}
