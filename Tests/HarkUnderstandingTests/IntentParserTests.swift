import Foundation
import HarkUnderstanding
import HarkVocabulary
import Testing

@Suite struct IntentParserTests {
    static let parser = IntentParser(
        definitions: try! RepositoryFiles.monkeyChat(),
        vocabulary: ["contactName": ["Bobo", "Kiki", "Zuzu", "Coco", "Lulu", "Mango", "Bananarific"]])
    /// Saturday 2026-11-21, noon UTC.
    static let now = Date(timeIntervalSince1970: 1_795_262_400)
    static var utc: Calendar {
        var calendar = SpokenDateParser.defaultCalendar
        calendar.timeZone = TimeZone(identifier: "UTC")!
        return calendar
    }

    func parse(_ text: String) -> UnderstandingResult {
        Self.parser.parse(text, referenceDate: Self.now, calendar: Self.utc)
    }

    func values(_ result: UnderstandingResult, _ name: String) -> [String] {
        result.understanding.parameters[name]?.map(\.value) ?? []
    }

    /// The phrasings the brief names, including the app name as a verb and long polite requests.
    @Test(arguments: [
        ("Hey Siri, send a message with MonkeyChat", [String](), nil as String?),
        ("Bobo on MonkeyChat send a message", ["Bobo"], nil),
        ("MonkeyChat Bobo send more bananas", ["Bobo"], "send more bananas"),
        ("monkey chat kiki and zuzu see you at the lagoon", ["Kiki", "Zuzu"], "see you at the lagoon"),
        (
            "Could you please send a message to Kiki on MonkeyChat saying I'll be there soon", ["Kiki"],
            "i'll be there soon"
        ),
        (
            "I'd like to send a new message on MonkeyChat to my friend Zuzu telling her that dinner is ready", ["Zuzu"],
            "dinner is ready"
        ),
        ("tell bobo on monkeychat that the figs are ripe", ["Bobo"], "the figs are ripe"),
        (
            "send a monkeychat message to bobo, kiki and zuzu saying practice is canceled", ["Bobo", "Kiki", "Zuzu"],
            "practice is canceled"
        ),
        ("use monkeychat to text lulu saying call me later", ["Lulu"], "call me later"),
    ])
    func sendMessagePhrasings(text: String, recipients: [String], content: String?) {
        let result = parse(text)
        #expect(result.rejection == nil, "\(text): \(String(describing: result.rejection))")
        #expect(result.understanding.intent == "INSendMessageIntent")
        #expect(result.understanding.app == "MonkeyChat")
        #expect(result.understanding.domain == "messaging")
        #expect(values(result, "recipients") == recipients, "\(text)")
        #expect(values(result, "content") == (content.map { [$0] } ?? []), "\(text)")
        #expect(result.understanding.confidence > 0.5)
    }

    @Test func searchWithAttributesSenderAndDate() {
        let result = parse("show unread and flagged messages from coco on monkeychat from yesterday")
        #expect(result.understanding.intent == "INSearchForMessagesIntent")
        #expect(values(result, "attributes") == ["unread", "flagged"])
        #expect(values(result, "sender") == ["Coco"])
        #expect(values(result, "dateTime") == ["2026-11-20"])
        #expect(result.understanding.parameters["dateTime"]?.first?.heard == "yesterday")
        // A synonym is reported with what was heard.
        let new = parse("show my new messages on monkeychat")
        #expect(new.understanding.parameters["attributes"] == [ParameterValue(value: "unread", heard: "new")])
    }

    @Test func setAttributeFromVerbOrAdjective() {
        let flag = parse("flag the last message from mango on monkeychat")
        #expect(flag.understanding.intent == "INSetMessageAttributeIntent")
        #expect(values(flag, "attribute") == ["flagged"])
        #expect(values(flag, "sender") == ["Mango"])
        let mark = parse("mark lulu's message as unread on monkeychat")
        #expect(values(mark, "attribute") == ["unread"])
        #expect(values(mark, "sender") == ["Lulu"])
    }

    /// Names as a recognizer may write them: split, or as similar-sounding words.
    @Test(arguments: [
        ("send a message to bo bo on monkeychat", "Bobo", "bo bo"),
        ("send a message to key key on monkeychat", "Kiki", "key key"),
        ("send a message to zoo zoo on monkeychat", "Zuzu", "zoo zoo"),
        ("send a message to banana rific on monkeychat", "Bananarific", "banana rific"),
        ("send a message to coco on monkey chat", "Coco", "coco"),
    ])
    func fuzzyNames(text: String, name: String, heard: String) throws {
        let result = parse(text)
        let recipient = try #require(result.understanding.parameters["recipients"]?.first, "\(text)")
        #expect(recipient.value == name)
        #expect(recipient.heard == heard)
        if heard != name.lowercased() { #expect(recipient.score < 1) }
    }

    @Test func fillerWordsAndRecognitionSlipsAreTolerated() {
        let result = parse("um send uh a massage to kiki on monkeychat saying hi")
        #expect(result.understanding.intent == "INSendMessageIntent")
        #expect(values(result, "recipients") == ["Kiki"])
        #expect(values(result, "content") == ["hi"])
        // Every slip costs something: less sure than the clean request.
        #expect(
            result.understanding.confidence
                < parse("send a message to kiki on monkeychat saying hi").understanding.confidence)
    }

    @Test func noAppNameIsRejected() {
        let result = parse("send a message to bobo saying hello")
        #expect(result.rejection == .noAppName)
        #expect(result.understanding.intent == Understanding.none)
        #expect(result.understanding.app == nil)
        for text in ["what's the weather tomorrow", "call coco", "pay lulu five dollars"] {
            #expect(parse(text).rejection == .noAppName)
        }
        #expect(parse("").rejection == .emptyTranscript)
    }

    @Test func appNamedButNothingFits() {
        let result = parse("monkeychat what is the capital of france")
        #expect(result.isRejected)
        #expect(result.understanding.intent == Understanding.none)
    }

    @Test func domainScoresShiftConfidence() {
        let text = "send a message to bobo on monkeychat saying hi"
        let plain = parse(text).understanding.confidence
        let agreeing = Self.parser.parse(
            text, domainScores: ["messaging": 0.95, "none": 0.05], referenceDate: Self.now)
        let disagreeing = Self.parser.parse(
            text, domainScores: ["messaging": 0.02, "none": 0.98], referenceDate: Self.now)
        #expect(agreeing.understanding.confidence > plain)
        #expect(disagreeing.understanding.confidence < plain)
    }

    @Test func understandingEncodesWithExactlyTheDocumentedKeys() throws {
        let data = try JSONEncoder().encode(parse("monkeychat bobo hi").understanding)
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(Set(object.keys) == ["transcript", "domain", "app", "intent", "parameters", "confidence"])
    }

    @Test func definitionPronunciationsAndDictionaryHelpMatching() throws {
        // "mowgli" spelled as a recognizer with the stock dictionary might: "mo glee".
        let transcriber = PhoneticTranscriber(pronunciations: [
            "mowgli": ["M OW G L IY"], "glee": ["G L IY"], "mo": ["M OW"],
        ])
        let parser = IntentParser(
            definitions: try RepositoryFiles.monkeyChat(), vocabulary: ["contactName": ["Mowgli"]],
            transcriber: transcriber)
        let result = parser.parse("send a message to mo glee on monkeychat")
        #expect(result.understanding.parameters["recipients"]?.first?.value == "Mowgli")
    }

    /// An app addressed after a connector at the end or start is found however the rest reads; a
    /// name said without one, or in the middle, addresses nothing.
    @Test(arguments: [
        ("i'd like a minor stroke from soup chef", ["SoupChef"]),
        ("order to pull i'm chowders on soup chef", ["SoupChef"]),
        ("blah blah using monkey chat", ["MonkeyChat"]),
        ("using monkey fit start a run", ["MonkeyFit"]),
        ("see you on monkeychat later tonight", []),
        ("tell him to check monkeychat", []),
        ("soup chef is closed today", []),
        ("i will be home late tonight", []),
    ])
    func appsAddressedByNameAfterAConnector(text: String, apps: [String]) throws {
        let parser = IntentParser(definitions: try RepositoryFiles.monkeyChat())
        #expect(parser.appsAddressed(in: text) == apps)
    }
}
