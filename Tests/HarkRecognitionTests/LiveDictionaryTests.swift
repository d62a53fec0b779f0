import Foundation
import HarkTestSupport
import Testing

@testable import Hark
@testable import HarkRecognition

@Suite("Changing a live decoder", .tags(.audio))
struct LiveDictionaryTests {
    static let grammar = """
        #JSGF V1.0;
        grammar robot;
        public <command> = go forward ten (meters | zorblaxes);
        """

    @Test func wordsAddedAtRunTimeAreUsableAtOnce() throws {
        let recognizer = try Recognizer(configuration: .generalEnglish())
        #expect(!recognizer.knows("zorblaxes"))
        // A grammar naming an unknown word cannot be built...
        #expect(throws: RecognizerError.self) { try recognizer.useGrammar(Self.grammar, name: "robot") }
        // ...until the word is added, without rebuilding the decoder.
        try recognizer.addWord("zorblaxes", phones: ["Z", "AO", "R", "B", "L", "AE", "K", "S", "IH", "Z"])
        #expect(recognizer.knows("zorblaxes"))
        try recognizer.useGrammar(Self.grammar, name: "robot")

        let audio = try SpeechAudioConditioner().condition(
            try AudioFileReader().read(TestData.goForward, raw: .sphinx), path: TestData.goForward)
        #expect(try recognizer.recognize(audio.samples).text == "go forward ten meters")
    }

    @Test func unknownPhonesAreRejected() throws {
        let recognizer = try Recognizer(configuration: .generalEnglish())
        #expect(throws: RecognizerError.self) { try recognizer.addWord("blip", phones: ["B", "QQ", "P"]) }
    }

    @Test func switchingBetweenSearches() throws {
        let recognizer = try Recognizer(configuration: .generalEnglish())
        let audio = try SpeechAudioConditioner().condition(
            try AudioFileReader().read(TestData.goForward, raw: .sphinx), path: TestData.goForward)
        try recognizer.useGrammar(
            "#JSGF V1.0;\ngrammar yesno;\npublic <answer> = yes | no;\n", name: "yesno")
        let narrowed = try recognizer.recognize(audio.samples).text
        #expect(narrowed == "yes" || narrowed == "no" || narrowed.isEmpty)
        try recognizer.useSearch(
            .languageModel(path: AcousticModelLocation.standard().languageModel), name: "general")
        #expect(try recognizer.recognize(audio.samples).text == "go forward ten meters")
    }
}
