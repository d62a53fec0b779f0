import Foundation
import HarkSupport
import HarkTestSupport
import HarkVocabulary
import Testing

@testable import HarkDefinitions
@testable import HarkUnderstanding

/// The term matcher's quick search (words looked up, terms that cannot win left unscored) must
/// find the match that scoring every term finds, to the last bit of its similarity, so readings
/// and confidences are the same with it as without it.
@Suite struct SpokenTermMatcherTests {
    /// Every stretch of every heard sentence, up to the matcher's longest, read both ways; how
    /// many stretches matched a term, and how many of those not word for word.
    @discardableResult
    static func expectSameMatches(
        _ matcher: SpokenTermMatcher, _ sentences: [[String]], threshold: Double
    ) -> (matched: Int, inexact: Int) {
        var matched = 0, inexact = 0
        for words in sentences {
            for start in words.indices {
                for end in (start + 1)...min(words.count, start + matcher.maxSpan) {
                    let quick = matcher.bestMatch(words[start..<end], threshold: threshold)
                    let exhaustive = matcher.exhaustiveBestMatch(words[start..<end], threshold: threshold)
                    #expect(quick == exhaustive, "\(words[start..<end])")
                    if let exhaustive {
                        matched += 1
                        if exhaustive.similarity < 1 { inexact += 1 }
                    }
                }
            }
        }
        return (matched, inexact)
    }

    /// The words misheard as a recognizer or a typist might: a letter dropped, doubled, swapped
    /// or changed, a word split in two or joined to the next.
    static func misheard(_ words: [String], using generator: inout SplitMix64) -> [String] {
        var heard: [String] = []
        var index = 0
        while index < words.count {
            var letters = Array(words[index])
            let position = Int.random(in: 0..<letters.count, using: &generator)
            switch Int.random(in: 0..<7, using: &generator) {
            case 0 where letters.count > 1: letters.remove(at: position)
            case 1: letters.insert(letters[position], at: position)
            case 2 where position + 1 < letters.count: letters.swapAt(position, position + 1)
            case 3: letters[position] = "aeiouy".randomElement(using: &generator)!
            case 4 where position > 0:
                heard.append(String(letters[..<position]))
                letters = Array(letters[position...])
            case 5 where index + 1 < words.count:
                letters += Array(words[index + 1])
                index += 1
            default: break
            }
            heard.append(String(letters))
            index += 1
        }
        return heard
    }

    /// The terms of every list the definitions' parameters read, as the parser makes them.
    static func lists(of definitions: IntentDefinitionSet) -> [[(value: String, words: [String])]] {
        var seen: Set<[String]> = []
        var lists: [[(value: String, words: [String])]] = []
        for parameter in definitions.apps.flatMap(\.intents).flatMap(\.parameters) {
            guard case .closedList(let list) = parameter.type else { continue }
            let terms = list.values.flatMap { value in value.synonyms.map { (value: value.value, words: $0) } }
            guard seen.insert(terms.map { $0.value + "=" + $0.words.joined(separator: " ") }).inserted else {
                continue
            }
            lists.append(terms)
        }
        return lists
    }

    /// Sentences that say the terms, as said and misheard, among other words and beside each other.
    static func sentences(saying terms: [(value: String, words: [String])], seed: UInt64) -> [[String]] {
        var generator = SplitMix64(seed: seed)
        var sentences: [[String]] = []
        for (index, term) in terms.enumerated() {
            let other = terms[(index * 7 + 3) % terms.count].words
            sentences.append(["turn", "on", "the"] + term.words + ["in", "the"] + other)
            sentences.append(Self.misheard(term.words, using: &generator) + Self.misheard(other, using: &generator))
            sentences.append(["set"] + Self.misheard(term.words, using: &generator) + ["to", "fifty"])
        }
        return sentences
    }

    @Test func homeAssistantsListsAreReadAlike() throws {
        let definitions = try IntentDefinitionSet(apps: [try HomeAssistantAppTests.app()])
        var totals = (matched: 0, inexact: 0)
        for terms in Self.lists(of: definitions) {
            let matcher = SpokenTermMatcher(terms: terms, transcriber: .spellingOnly)
            for threshold in [0.7, 0.78] {
                let found = Self.expectSameMatches(
                    matcher, Self.sentences(saying: terms, seed: 50), threshold: threshold)
                totals = (totals.matched + found.matched, totals.inexact + found.inexact)
            }
        }
        // The comparison covers readings by sound, not only the words heard exactly.
        #expect(totals.inexact > 0 && totals.inexact < totals.matched, "\(totals)")
    }

    /// The sample home's names and areas, many of them alike, and a pronunciation with a phone
    /// outside ARPAbet, which only the comparison of phone strings takes.
    @Test(arguments: [false, true])
    func theSampleHomesNamesAreReadAlike(unusualPhone: Bool) throws {
        let entities = try HomeAssistantEntities(
            contentsOf: Repository.root.appendingPathComponent("Models/home-assistant/entities.yaml"))
        var terms = entities.entities.map { (value: $0.id, words: WordTokenizer.words(in: $0.name)) }
        terms += entities.areas.map { (value: $0, words: WordTokenizer.words(in: $0)) }
        // The same words twice: the first is the one found.
        terms += terms.prefix(3).map { (value: $0.value + ".again", words: $0.words) }
        let transcriber = PhoneticTranscriber(
            pronunciations: unusualPhone ? ["lamp": ["L AE M P", "L AE M Q"], "lammp": ["L AE M Q"]] : [:])
        let matcher = SpokenTermMatcher(terms: terms, transcriber: transcriber)
        let sentences = Self.sentences(saying: terms, seed: 51) + [["lammp"], ["desk", "lammp"]]
        var inexact = 0
        for threshold in [0.5, 0.7, 0.78, 0.9] {
            inexact += Self.expectSameMatches(matcher, sentences, threshold: threshold).inexact
        }
        #expect(inexact > 0)
    }

    /// Coded phones compare exactly as their strings do, and the least distance the shared phones
    /// allow never exceeds the distance.
    @Test func codedPhonesScoreAsTheirStrings() throws {
        var generator = SplitMix64(seed: 52)
        for _ in 0..<2000 {
            let a = (0..<Int.random(in: 0...9, using: &generator)).map { _ in
                ARPAbet.phones.randomElement(using: &generator)!
            }
            // Often a variant of the first, as names misheard are.
            var b = a
            for _ in 0..<Int.random(in: 0...4, using: &generator) {
                let phone = ARPAbet.phones.randomElement(using: &generator)!
                switch Int.random(in: 0..<3, using: &generator) {
                case 0 where !b.isEmpty: b.remove(at: Int.random(in: 0..<b.count, using: &generator))
                case 1 where !b.isEmpty: b[Int.random(in: 0..<b.count, using: &generator)] = phone
                default: b.insert(phone, at: Int.random(in: 0...b.count, using: &generator))
                }
            }
            let codedA = try #require(PhoneticSimilarity.coded(a)), codedB = try #require(PhoneticSimilarity.coded(b))
            let similarity = PhoneticSimilarity.phones(a, b)
            #expect(PhoneticSimilarity.phones(coded: codedA, codedB) == similarity, "\(a) \(b)")
            guard !a.isEmpty || !b.isEmpty else { continue }
            let least = PhoneticSimilarity.leastPhoneDistance(
                codedA, codedB, countsOfB: PhoneticSimilarity.phoneCounts(codedB))
            #expect(1 - least / Double(max(a.count, b.count)) + 1e-9 >= similarity, "\(a) \(b)")
        }
        #expect(PhoneticSimilarity.coded(["K", "Q"]) == nil)
    }

    /// Whole parses, rejections and alternatives included, are the same with the quick search as
    /// with the exhaustive one: MonkeyChat's names (matched by sound) and a small Home Assistant.
    @Test func theParserReadsAlikeWithAndWithoutTheIndex() throws {
        let monkeyChat = IntentParser(
            definitions: try RepositoryFiles.monkeyChat(),
            vocabulary: ["contactName": ["Bobo", "Kiki", "Zuzu", "Coco", "Lulu", "Mango", "Bananarific"]])
        let texts = [
            "MonkeyChat Bobo send more bananas", "monkey chat kiki and zuzu see you at the lagoon",
            "tell bo bo on monkeychat that the figs are ripe", "send a message to key key on monkey chat",
            "monkeychat message cocoa and lou lou dinner is ready", "search monkey chat for messages from mango",
            "on monkey chats send zu zu a note saying hi", "bananarific on monkeychat read my messages",
        ]
        try Self.expectSameParses(monkeyChat, texts)
        let home = IntentParser(definitions: try IntentDefinitionSet(apps: [try HomeAssistantAppTests.app()]))
        try Self.expectSameParses(
            home,
            [
                "turn on the desk lamp", "turn on my desk lamb", "switch on the desklamp", "turn on the kitchen lights",
                "turn on the kitchn lights", "set the living room brightness to fifty percent",
                "set the livingroom to twenty degrees", "turn on the front door", "broadcast the desk lamp is on",
            ])
    }

    /// Home Assistant's own English templates, when scripts/setup-python.sh has installed them:
    /// sentences sampled from every intent, as said and with a word misheard.
    @Test(.enabled(if: WordForWordFilterTests.homeAssistantTemplates != nil))
    func theParserReadsHomeAssistantsTemplatesAlike() throws {
        let file = try #require(WordForWordFilterTests.homeAssistantTemplates)
        let entities = try HomeAssistantEntities(
            contentsOf: Repository.root.appendingPathComponent("Models/home-assistant/entities.yaml"))
        let app = try HomeAssistantApp.load(from: file, entities: entities)
        let definitions = try IntentDefinitionSet(apps: [app])
        var generator = SplitMix64(seed: 53)
        var texts: [String] = []
        for intent in app.intents {
            let template = intent.templates.randomElement(using: &generator)!
            let words = WordForWordFilterTests.sample(template.root, app: app, intent: intent, using: &generator)
            guard !words.isEmpty else { continue }
            texts.append(words.joined(separator: " "))
            texts.append(Self.misheard(words, using: &generator).joined(separator: " "))
        }
        try Self.expectSameParses(IntentParser(definitions: definitions), texts)
    }

    static func expectSameParses(_ parser: IntentParser, _ texts: [String]) throws {
        var exhaustive = parser
        exhaustive.indexesTerms = false
        var understood = 0
        for text in texts {
            let reading = parser.parse(text)
            #expect(reading == exhaustive.parse(text), "\(text)")
            if reading.rejection == nil { understood += 1 }
        }
        #expect(understood > 0)
    }
}
