import Foundation
import HarkDefinitions
import HarkUnderstanding
import Testing

/// A reading is acted on only when its template explains every word but the harmless ones: a
/// word left over may turn the request around.
@Suite struct UnexplainedWordsTests {
    /// An app of a greenhouse that needs no name: vents and sprinklers by bed.
    static let greenhouse = """
        app:
          name: Greenhouse
          domain: garden
          nameRequired: false
          harmless: [dear greenhouse]
        types:
          bed:
            values: [tomato, herb, orchid]
        intents:
          openVent:
            parameters:
              bed: {type: bed, required: true}
            templates:
              - open [the] {bed} vent[s]
              - open [the] vent[s] over [the] {bed} bed
          water:
            parameters:
              bed: {type: bed, required: true}
              minutes: {type: number}
            templates:
              - water [the] {bed} bed [for {minutes} minutes]
        """

    static let parser = IntentParser(
        definitions: try! IntentDefinitionSet(apps: [
            try! IntentDefinitionLoader().parse(yaml: greenhouse, file: "greenhouse.yaml"),
            try! RepositoryFiles.monkeyChat().apps.first { $0.name == "MonkeyChat" }!,
        ]),
        vocabulary: ["contactName": ["Bobo", "Kiki"]])

    /// Plain requests, polite or not, with fillers or the app's own harmless phrase, are acted on.
    @Test(arguments: [
        ("open the orchid vent", "openVent"),
        ("please open the orchid vents", "openVent"),
        ("could you open the vents over the herb bed please", "openVent"),
        ("um can you water the tomato bed for ten minutes thank you", "water"),
        ("dear greenhouse open the herb vent", "openVent"),
        ("i'd like to water the orchid bed now", "water"),
    ])
    func plainRequestsAreActedOn(text: String, intent: String) {
        let result = Self.parser.parse(text)
        #expect(result.rejection == nil, "\(text): \(String(describing: result.rejection))")
        #expect(result.understanding.intent == intent, "\(text)")
    }

    /// Negations, questions, statements, another device, another time: each keeps the request
    /// from being acted on, and the rejection names the words no template explains.
    @Test(arguments: [
        ("don't open the orchid vent", ["don't"]),
        ("do not water the herb bed", ["do", "not"]),
        ("never open the tomato vents", ["never"]),
        ("did you water the herb bed", ["did", "you"]),
        ("does it water the herb bed", ["does", "it"]),
        ("open the orchid attic vent", ["attic"]),
        ("water the tomato bed tomorrow", ["tomorrow"]),
        ("open the herb vent at noon", ["at", "noon"]),
        ("water the tomato bed for ten minutes every day", ["every", "day"]),
    ])
    func wordsThatMayChangeTheMeaningAreNamed(text: String, unexplained: [String]) {
        let result = Self.parser.parse(text)
        #expect(result.understanding.isNone, "\(text) was acted on as \(result.understanding.intent)")
        guard case .unexplainedWords(let app, _, let words)? = result.rejection else {
            Issue.record("\(text): \(String(describing: result.rejection))")
            return
        }
        #expect(app == "Greenhouse")
        #expect(words == unexplained, "\(text)")
        // The reading is kept for a caller that wants to say what it would have been.
        #expect(result.alternatives.first?.app == "Greenhouse")
    }

    /// Requests with more left over than a template's leeway are refused as fitting nothing.
    @Test(arguments: [
        "is the orchid vent open", "the tomato vent is open", "open the orchid vent and the door",
        "don't you ever open the herb vents",
    ])
    func requestsFarFromEveryTemplateAreNotActedOn(text: String) {
        #expect(Self.parser.parse(text).understanding.isNone, "\(text)")
    }

    /// A harmless phrase counts only whole: "you" alone is no politeness.
    @Test func aHarmlessPhraseCountsOnlyWhole() {
        #expect(!Self.parser.parse("can you open the herb vent").isRejected)
        guard case .unexplainedWords(_, _, let words)? = Self.parser.parse("you open the herb vent").rejection else {
            Issue.record("'you open the herb vent' was not rejected for its words")
            return
        }
        #expect(words == ["you"])
    }

    /// Free text explains the words it takes: a message may say anything, "don't" included, but a
    /// "don't" before the request is no part of it.
    @Test func freeTextExplainsItsWords() {
        let message = Self.parser.parse("send a message to bobo on monkeychat saying don't open the vents")
        #expect(message.understanding.intent == "INSendMessageIntent")
        #expect(message.understanding.parameters["content"]?.map(\.value) == ["don't open the vents"])
        let refused = Self.parser.parse("don't send a message to bobo on monkeychat saying hi")
        #expect(refused.understanding.isNone)
        guard case .unexplainedWords(_, _, let words)? = refused.rejection else {
            Issue.record("\(String(describing: refused.rejection))")
            return
        }
        #expect(words == ["don't"])
    }

    /// A request to an app its user named may hold words its templates lack when they change
    /// nothing; a negation, another time, a number or another of the app's names still stops it.
    @Test func aNamedAppGetsLeewayOnlyForWordsThatChangeNothing() {
        for text in ["did kiki write back on monkeychat", "flag bobo's message on monkeychat as important"] {
            let result = Self.parser.parse(text)
            #expect(result.rejection == nil, "\(text): \(String(describing: result.rejection))")
        }
        for (text, unexplained) in [
            ("send a message to bobo on monkeychat tomorrow saying hi", ["tomorrow"]),
            ("mark kiki's messages as read on monkeychat again", ["again"]),
            ("flag bobo's message on monkeychat as important kiki", ["kiki"]),
            ("flag bobo's message on monkeychat as important twice", ["twice"]),
            // What a search heard as no word it knows may be any word: no leeway.
            ("flag bobo's message on monkeychat as hark-unknown", ["hark-unknown"]),
        ] {
            let result = Self.parser.parse(text)
            guard case .unexplainedWords(_, _, let words)? = result.rejection else {
                Issue.record("\(text): \(String(describing: result.rejection))")
                continue
            }
            #expect(words == unexplained, "\(text)")
        }
    }

    /// The same rule for a Rhino context (the coffee maker's): its expressions explain a plain
    /// order, and a negated or postponed one is refused.
    @Test func rhinoContextsFollowTheSameRule() throws {
        let url = RepositoryFiles.root.appendingPathComponent("Models/coffee-maker/coffee_maker.yaml")
        let parser = IntentParser(definitions: try IntentDefinitionSet.load(from: [url]))
        #expect(parser.parse("can i have a large latte please").understanding.intent == "orderDrink")
        for text in ["don't make me a large latte", "i want a large latte tomorrow"] {
            let result = parser.parse(text)
            #expect(result.understanding.isNone, "\(text)")
            if case .unexplainedWords? = result.rejection {
            } else {
                Issue.record("\(text): \(String(describing: result.rejection))")
            }
        }
    }
}

extension UnexplainedWordsTests {
    /// A value the list lacks, heard through a search's way out of the list (`UnknownWord`), is
    /// no listed value: the request is not acted on, and no near value is put in its place.
    @Test(arguments: [
        "open the hark-unknown vent", "water the hark-unknown bed", "open the vents over the hark-unknown bed",
    ])
    func aValueHeardAsUnknownIsNotActedOn(text: String) {
        let result = Self.parser.parse(text)
        #expect(result.understanding.isNone, "\(text) was acted on as \(result.understanding.intent)")
    }

    /// The rejection says which parameter was heard outside its list, with the values it knows,
    /// so the reply can be SiriKit's `unsupported` and not "I didn't understand 'hark-unknown'".
    @Test(arguments: [
        ("open the hark-unknown vent", "openVent"), ("open the vents over the hark-unknown bed", "openVent"),
        ("water the hark-unknown bed for ten minutes", "water"),
    ])
    func aValueHeardAsUnknownIsRefusedWithTheValuesKnown(text: String, intent: String) {
        let result = Self.parser.parse(text)
        #expect(
            result.rejection
                == .valueOutsideList(
                    app: "Greenhouse", intent: intent, parameter: "bed", known: ["tomato", "herb", "orchid"]),
            "\(text): \(String(describing: result.rejection))")
    }

    /// The way out of a list explains a closed slot only: other words beside it stay unexplained
    /// ("don't" still stops the request, and is what the rejection names).
    @Test func anUnknownValueDoesNotExplainOtherWords() {
        let result = Self.parser.parse("don't open the hark-unknown vent")
        #expect(result.understanding.isNone)
        if case .unexplainedWords(_, _, let words)? = result.rejection {
            #expect(words == ["don't"])
        } else {
            Issue.record("\(String(describing: result.rejection))")
        }
    }
}
