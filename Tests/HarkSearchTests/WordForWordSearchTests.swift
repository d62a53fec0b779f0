import Foundation
import HarkRecognition
import HarkSearch
import HarkTestSupport
import Testing

/// A command search of sentences said word for word (Home Assistant's) is a word graph with its
/// own word beam, common words on its rejection path and, unless asked for, no completion pass;
/// the coffee maker's keeps the decoder's beam, phones alone and its pass, and judges each word's fit.
@Suite struct WordForWordSearchTests {
    @Test(.enabled(if: Repository.homeAssistantTemplates != nil))
    func homeAssistantsSearchIsAWordGraphWithoutACompletionPass() throws {
        let scratch = try ScratchDirectory()
        defer { scratch.remove() }
        var home = CommandSearchConfiguration(
            intentDefinitions: [try #require(Repository.homeAssistantTemplates)], cacheDirectory: scratch.url)
        home.settings.homeAssistantEntities = Repository.file("Models/home-assistant/entities.yaml").path
        let homeSearch = try CommandSearch.prepare(home).recognizer
        guard case .finiteStateGrammar = homeSearch.search else {
            Issue.record("Home Assistant's search is \(homeSearch.search), not a word graph")
            return
        }
        #expect(homeSearch.completionSearch == nil)
        #expect(homeSearch.wordBeam == SearchSettings().wordForWordBeam)
        // Its way out hears common words, none a sentence needs.
        #expect(!homeSearch.rejectionWords.isEmpty)
        #expect(homeSearch.rejectionWords.count <= SearchSettings().wordForWordRejectionWords)
        #expect(!homeSearch.rejectionWords.contains("turn") && !homeSearch.rejectionWords.contains("light"))
        let spelled = Set(
            try String(contentsOfFile: homeSearch.dictionary, encoding: .utf8).split(separator: "\n").compactMap {
                $0.split(whereSeparator: \.isWhitespace).first.map(String.init)
            })
        #expect(homeSearch.rejectionWords.isSubset(of: spelled))
        // Each is a setting: the pass can be asked for, and the beam given.
        home.settings.wordForWordCompletionPass = true
        home.settings.wordForWordBeam = 1e-30
        home.settings.unfitWordMargin = 70
        let asked = try CommandSearch.prepare(home).recognizer
        #expect(asked.completionSearch != nil)
        #expect(asked.wordBeam == 1e-30)
        #expect(asked.unfitWordMargin == nil, "sentences said word for word are not judged word by word")

        let coffee = CommandSearchConfiguration(
            intentDefinitions: [Repository.file("Models/coffee-maker/coffee_maker.yaml")], cacheDirectory: scratch.url)
        let coffeeSearch = try CommandSearch.prepare(coffee).recognizer
        guard case .finiteStateGrammar = coffeeSearch.search else {
            Issue.record("the coffee maker's search is \(coffeeSearch.search), not a word graph")
            return
        }
        #expect(coffeeSearch.completionSearch != nil)
        #expect(coffeeSearch.wordBeam == nil)
        #expect(coffeeSearch.rejectionWords.isEmpty)
        #expect(coffeeSearch.unfitWordMargin == 70 && coffeeSearch.scoresEverySenone, "on by default")
        #expect(coffeeSearch.completionMarginPerSecond == nil)
        var judging = coffee
        judging.settings.unfitWordMargin = nil
        #expect(try !CommandSearch.prepare(judging).recognizer.scoresEverySenone)
        judging.settings.unfitWordMargin = 70
        judging.mode = .languageModel
        #expect(
            try CommandSearch.prepare(judging).recognizer.unfitWordMargin == nil, "a language model forces no word")
    }
}
