import Foundation
import HarkUnderstanding
import Testing

/// Requests too long to be spoken are refused before they are read (issue 15: a 131 KB request
/// did not finish in 120 s).
@Suite struct RequestLimitTests {
    static let parser = IntentParser(
        definitions: try! RepositoryFiles.monkeyChat(), vocabulary: ["contactName": ["Bobo", "Kiki"]])

    static func words(_ count: Int) -> String {
        let sentence = "send more bananas to bobo on monkeychat".split(separator: " ")
        return (0..<count).map { String(sentence[$0 % sentence.count]) }.joined(separator: " ")
    }

    @Test func requestAtTheWordLimitIsRead() {
        let text = Self.words(RequestLimits.maximumWords)
        #expect(RequestLimits.problem(with: text) == nil)
        let rejection = Self.parser.parse(text).rejection
        if case .tooLong? = rejection { Issue.record("a request at the limit was refused as too long") }
    }

    @Test func requestOverTheWordLimitIsRefused() {
        let text = Self.words(RequestLimits.maximumWords + 1)
        let problem = RequestTooLong.words(RequestLimits.maximumWords + 1, limit: RequestLimits.maximumWords)
        #expect(RequestLimits.problem(with: text) == problem)
        #expect(Self.parser.parse(text).rejection == .tooLong(problem))
        #expect(Self.parser.readAnswer(text, app: "MonkeyChat", intent: "SendMessage", parameter: "recipients").isEmpty)
        #expect(problem.description == "too long for a spoken request: 101 words, at most 100")
    }

    @Test func megabyteWithoutSpacesIsRefusedByItsCharacters() {
        let text = String(repeating: "a", count: 1 << 20)
        #expect(RequestLimits.problem(with: text) == .characters(limit: RequestLimits.maximumCharacters))
        #expect(Self.parser.parse(text).rejection == .tooLong(.characters(limit: RequestLimits.maximumCharacters)))
    }

    @Test func manyBytesFewCharactersAreNotTooLong() {
        // 400 family emoji: 10,000 UTF-8 bytes but 400 characters and no words.
        let text = String(repeating: "👨‍👩‍👧‍👦", count: 400)
        #expect(text.utf8.count > RequestLimits.maximumCharacters)
        #expect(RequestLimits.problem(with: text) == nil)
    }
}
