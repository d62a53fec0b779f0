import Foundation
import HarkResponses
import Testing

@Suite struct ResponseRenderingTests {
    static let thin = "\u{202F}"
    let now = ResponseFixtures.now

    func parsed(_ language: String, _ templates: String) throws -> ResponseCatalog {
        try ResponseCatalog.parse(
            yaml: "language: \(language)\ntemplates:\n\(templates)", file: "inline.yaml",
            timeZone: ResponseFixtures.newYork)
    }

    func renderingError(_ body: () throws(ResponseError) -> String) -> ResponseError? {
        do {
            _ = try body()
            return nil
        } catch {
            return error
        }
    }

    let boboArguments: [String: ResponseArgument] = [
        "content": .quote("Send more bananas"), "recipients": .list(["Bobo"], .and), "app": .text("MonkeyChat"),
    ]

    @Test func theSpecifiedEnglishSuccessSentence() throws {
        let text = try ResponseFixtures.catalog("en-US").render("response.INSendMessageIntent.success", boboArguments)
        #expect(text == "OK, I sent 'Send more bananas' to Bobo on MonkeyChat.")
    }

    @Test func theSameSuccessInFrench() throws {
        let text = try ResponseFixtures.catalog("fr-FR").render("response.INSendMessageIntent.success", boboArguments)
        #expect(text == "D'accord, j'ai envoyé «\(Self.thin)Send more bananas\(Self.thin)» à Bobo sur MonkeyChat.")
    }

    @Test func disambiguationOffersAnOrList() throws {
        let options: [String: ResponseArgument] = [
            "options": .list(["Bobo the Great", "Bobo Jr.", "Little Bobo"], .or)
        ]
        #expect(
            try ResponseFixtures.catalog("en-US").render("prompt.disambiguation", options)
                == "Which one? Bobo the Great, Bobo Jr., or Little Bobo?")
        #expect(
            try ResponseFixtures.catalog("fr").render("prompt.disambiguation", options)
                == "Lequel\(Self.thin)? Bobo the Great, Bobo Jr. ou Little Bobo\(Self.thin)?")
    }

    @Test func countVariantsFollowTheCount() throws {
        let english = try ResponseFixtures.catalog("en-US")
        let french = try ResponseFixtures.catalog("fr-FR")
        let key = "response.INSearchForMessagesIntent.summary.unread"
        func say(_ catalog: ResponseCatalog, _ count: Int) throws -> String {
            try catalog.render(key, ["count": .number(count), "app": .text("MonkeyChat")])
        }
        #expect(try say(english, 0) == "You don't have any unread messages on MonkeyChat.")
        #expect(try say(english, 1) == "You have one unread message on MonkeyChat.")
        #expect(try say(english, 2) == "You have two unread messages on MonkeyChat.")
        #expect(try say(english, 21) == "You have twenty one unread messages on MonkeyChat.")
        #expect(try say(french, 0) == "Vous n'avez aucun message non lu sur MonkeyChat.")
        #expect(try say(french, 1) == "Vous avez un message non lu sur MonkeyChat.")
        #expect(try say(french, 21) == "Vous avez vingt et un messages non lus sur MonkeyChat.")
    }

    /// Without a `zero` variant, zero takes the language's plural: English "other", French "one".
    @Test func zeroFallsBackToTheLanguagesPluralRule() throws {
        let templates = "  n:\n    one: \"{count} message.\"\n    other: \"{count} messages.\"\n"
        #expect(try parsed("en-US", templates).render("n", ["count": .number(0)]) == "Zero messages.")
        #expect(try parsed("fr-FR", templates).render("n", ["count": .number(0)]) == "Zéro message.")
        #expect(try parsed("fr-FR", templates).render("n", ["count": .number(2)]) == "Deux messages.")
    }

    @Test func attributeWordsAgreeInFrench() throws {
        let french = try ResponseFixtures.catalog("fr-FR")
        let english = try ResponseFixtures.catalog("en-US")
        for (count, word) in [(1, "lu"), (3, "lus")] {
            let attribute = try french.render("attribute.read", ["count": .number(count)])
            #expect(attribute == word)
        }
        let attribute = try english.render("attribute.read", ["count": .number(2)])
        #expect(
            try english.render(
                "response.INSetMessageAttributeIntent.success", ["count": .number(2), "attribute": .text(attribute)])
                == "OK, I marked two messages as read.")
        let lus = try french.render("attribute.read", ["count": .number(2)])
        #expect(
            try french.render(
                "response.INSetMessageAttributeIntent.success", ["count": .number(2), "attribute": .text(lus)])
                == "D'accord, j'ai marqué deux messages comme lus.")
    }

    @Test func aMissingArgumentNamesKeyPlaceholderLanguageAndFile() throws {
        let catalog = try ResponseFixtures.catalog("fr-FR")
        let error = try #require(
            renderingError { () throws(ResponseError) in
                try catalog.render(
                    "response.INSendMessageIntent.success", ["content": .quote("x"), "app": .text("MonkeyChat")])
            })
        #expect(error.key == "response.INSendMessageIntent.success")
        #expect(error.message.contains("{recipients}"))
        #expect(error.message.contains("fr-FR"))
        #expect(error.description.contains("fr-FR.yaml"))
    }

    @Test func countArgumentMustBeGivenAsANumber() throws {
        let catalog = try ResponseFixtures.catalog("en-US")
        let key = "response.INSearchForMessagesIntent.more"
        let missing = try #require(renderingError { () throws(ResponseError) in try catalog.render(key) })
        #expect(missing.key == key && missing.message.contains("'count'"))
        let wrong = try #require(
            renderingError { () throws(ResponseError) in try catalog.render(key, ["count": .text("two")]) })
        #expect(wrong.message.contains("must be a number"))
    }

    @Test func unknownKeysAndEmptyListsAreErrors() throws {
        let catalog = try ResponseFixtures.catalog("en-US")
        let unknown = try #require(renderingError { () throws(ResponseError) in try catalog.render("prompt.nope") })
        #expect(unknown.key == "prompt.nope" && unknown.message.contains("en-US"))
        let empty = try #require(
            renderingError { () throws(ResponseError) in
                try catalog.render("prompt.INSendMessageIntent.content", ["recipients": .list(["", " "], .and)])
            })
        #expect(empty.message.contains("empty"))
    }

    @Test func optionalPlaceholdersLeaveNoGap() throws {
        let english = try ResponseFixtures.catalog("en-US")
        let french = try ResponseFixtures.catalog("fr-FR")
        let key = "response.INSearchForMessagesIntent.summary"
        var arguments: [String: ResponseArgument] = ["count": .number(2), "app": .text("MonkeyChat")]
        #expect(try english.render(key, arguments) == "You have two messages on MonkeyChat.")
        let fromEnglish = try english.render(
            "fragment.INSearchForMessagesIntent.from", ["senders": .list(["Bobo", "Kiki"], .and)])
        arguments["from"] = .text(fromEnglish)
        #expect(try english.render(key, arguments) == "You have two messages from Bobo and Kiki on MonkeyChat.")
        // French elides "de" before a vowel.
        let fromAlice = try french.render(
            "fragment.INSearchForMessagesIntent.from", ["senders": .list(["Alice"], .and)])
        let fromBobo = try french.render("fragment.INSearchForMessagesIntent.from", ["senders": .list(["Bobo"], .and)])
        #expect(fromAlice == "d'Alice")
        #expect(fromBobo == "de Bobo")
        arguments["from"] = .text(fromAlice)
        #expect(try french.render(key, arguments) == "Vous avez deux messages d'Alice sur MonkeyChat.")
        let elision = try parsed("fr-FR", "  a: je crois que {x} parle de {y}\n")
        #expect(
            try elision.render("a", ["x": .text("Émile"), "y": .list(["Hugo", "Ana"], conjunction: .and)])
                == "Je crois qu'Émile parle de Hugo et Ana.")
    }

    @Test func aMessageSummaryReadsLikeSpeech() throws {
        let catalog = try ResponseFixtures.catalog("en-US")
        let york = ResponseFixtures.newYork
        let summary = ResponseLine(
            "response.INSearchForMessagesIntent.summary.unread", ["count": .number(2), "app": .text("MonkeyChat")])
        let items = [
            ResponseLine(
                "response.INSearchForMessagesIntent.item",
                [
                    "sender": .text("Bobo the Great"), "content": .quote("Send more bananas."),
                    "when": .dateTime(ResponseFixtures.date(2024, 6, 12, 15, 15, in: york)),
                ]),
            ResponseLine(
                "response.INSearchForMessagesIntent.item",
                [
                    "sender": .text("Kiki"), "content": .quote("Where are you?"),
                    "when": .dateTime(ResponseFixtures.date(2024, 6, 11, 12, 0, in: york)),
                ]),
        ]
        let text = try catalog.render([summary] + items, now: now)
        #expect(
            text
                == "You have two unread messages on MonkeyChat. Bobo the Great said 'Send more bananas' at three "
                + "fifteen p.m. Kiki said 'Where are you?' yesterday at noon.")
    }

    @Test func longListsAreCutWithHowManyMore() throws {
        let catalog = try ResponseFixtures.catalog("en-US")
        let items = (1...7).map {
            ResponseLine(
                "response.INSearchForMessagesIntent.item",
                ["sender": .text("Friend \($0)"), "content": .quote("Hi"), "when": .dateTime(now)])
        }
        let summary = ResponseLine(
            "response.INSearchForMessagesIntent.summary", ["count": .number(7), "app": .text("MonkeyChat")])
        let text = try catalog.render(
            summary: summary, items: items, moreKey: "response.INSearchForMessagesIntent.more", limit: 5, now: now)
        #expect(text.hasPrefix("You have seven messages on MonkeyChat. Friend 1 said"))
        #expect(text.contains("Friend 5 said") && !text.contains("Friend 6"))
        #expect(text.hasSuffix("And two more."))
        let short = try catalog.render(
            summary: summary, items: Array(items.prefix(5)), moreKey: "response.INSearchForMessagesIntent.more",
            now: now)
        #expect(!short.contains("more"))
    }

    @Test func sentencesAreTidied() throws {
        let catalog = try parsed(
            "en-US",
            """
              a: "  ok   {name} .  then   {when}  "
              b: "{name} said '{quote}'"
              c: "it is {time}. fine"
              d: "{n:feminine} minutes"
            """)
        #expect(
            try catalog.render("a", ["name": .text("  bobo  "), "when": .day(now)], now: now) == "Ok bobo. Then today.")
        #expect(
            try catalog.render("b", ["name": .text("kiki"), "quote": .quote(" Hello there. ")])
                == "Kiki said 'Hello there'.")
        let threePM = ResponseFixtures.date(2024, 6, 12, 15, 0, in: ResponseFixtures.newYork)
        #expect(try catalog.render("c", ["time": .time(threePM)]) == "It is three p.m. Fine.")
        #expect(try catalog.render("d", ["n": .number(21)]) == "Twenty one minutes.")
    }

    @Test func frenchTypographyIsAppliedWhateverTheTemplateWrote() throws {
        let catalog = try parsed(
            "fr-FR",
            """
              a: "bon? {x}!"
              b: "« {x}»: {n:feminine} minutes ; {d}"
            """)
        let thin = Self.thin
        #expect(try catalog.render("a", ["x": .text(" oui ")]) == "Bon\(thin)? Oui\(thin)!")
        #expect(
            try catalog.render("b", ["x": .text("salut"), "n": .number(21), "d": .duration(5400)])
                == "«\(thin)Salut\(thin)»\(thin): vingt et une minutes\(thin); une heure et demie.")
    }

    @Test func timesAndDaysUseTheCatalogsTimeZone() throws {
        var catalog = try parsed("en-US", "  a: at {t} {d}\n")
        let instant = ResponseFixtures.date(2024, 6, 12, 2, 0, in: TimeZone(identifier: "UTC")!)
        #expect(
            try catalog.render("a", ["t": .time(instant), "d": .day(instant)], now: now) == "At ten p.m. yesterday.")
        catalog.timeZone = ResponseFixtures.paris
        #expect(try catalog.render("a", ["t": .time(instant), "d": .day(instant)], now: now) == "At four a.m. today.")
    }
}
