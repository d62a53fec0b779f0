import Foundation
import HarkIntents
import MonkeyChat
import Testing

/// Sending by voice through the real engine: recipients resolved against the address book, the
/// content checked, and the message stored with the recipients' last use.
@Suite struct HandlerSendMessageTests {
    /// The recipients' names and the content, as the engine's questions and the answer say them.
    struct Said: Equatable {
        var recipients: [String]
        var content: String?
    }

    func said(_ turn: DialogTurn) -> Said {
        let intent = SendMessageIntent(turn.parameters)
        return Said(recipients: intent.recipients.map(\.displayName), content: intent.content)
    }

    func sentMessages(_ turn: DialogTurn) -> [IntentMessage] {
        turn.response?.properties["sentMessages"].compactMap(\.message) ?? []
    }

    func outgoing(_ fixture: HandlerFixture) throws -> [Message] {
        try fixture.store.allMessages().filter(\.isOutgoing)
    }

    @Test func withOneBoboTheMessageGoesToBoboAsTheUserSaidIt() async throws {
        let fixture = try HandlerFixture(contacts: HandlerFixture.contactsWithOneBobo, messages: nil)
        defer { fixture.remove() }
        let turn = await fixture.engine().start(HandlerRequest.send(["Bobo"], content: "send more bananas"))
        #expect(turn.resolutions["recipients"]?.map(\.kind) == ["success"])
        #expect(turn.resolutions["content"]?.map(\.kind) == ["success"])
        #expect(turn.response?.code == .success)
        #expect(said(turn) == Said(recipients: ["Bobo"], content: "Send more bananas"))
        let sent = try #require(sentMessages(turn).first)
        #expect(sent.content == "Send more bananas")
        #expect(sent.sender == nil, "the user sent it")
        #expect(sent.recipients.map(\.displayName) == ["Bobo"])
        #expect(sent.recipients.map(\.handle) == ["Bobo"])

        let bobo = try fixture.contact("Bobo the Great")
        let stored = try #require(try outgoing(fixture).first)
        #expect(try outgoing(fixture).count == 1)
        #expect(stored.recipientIDs == [bobo.id])
        #expect(stored.content == "Send more bananas")
        #expect("\(stored.id)" == sent.identifier)
        #expect(stored.date == HandlerFixture.now)
        #expect(sent.dateSent == stored.date)
    }

    @Test func withThreeBobosTheUserPicksOneByFullNameAndItIsUsedAndRecorded() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        #expect(try fixture.store.screenNamesByRecentUse().first == "Kiki")

        let turn = await engine.start(HandlerRequest.send(["Bobo"], content: "send more bananas"))
        let options = try ["Bobo the Great", "Bobo Jr.", "Little Bobo"].map {
            IntentValue.person(try fixture.person($0, called: $0))
        }
        #expect(turn.acts == [.askChoice(parameter: "recipients", options: options)])
        #expect(turn.resolutions["recipients"]?.map(\.kind) == ["disambiguation"])
        #expect(try outgoing(fixture).isEmpty)

        let done = await engine.answer("little bobo", to: try #require(turn.pending))
        #expect(done.response?.code == .success)
        #expect(said(done) == Said(recipients: ["Little Bobo"], content: "Send more bananas"))
        #expect(sentMessages(done).first?.recipients.map(\.displayName) == ["Little Bobo"])

        let littleBobo = try fixture.contact("Little Bobo")
        #expect(try outgoing(fixture).map(\.recipientIDs) == [[littleBobo.id]])
        #expect(littleBobo.lastUsed == HandlerFixture.now)
        #expect(try fixture.contact("Bobo Jr.").lastUsed == nil, "only the one picked was addressed")
        #expect(try fixture.store.screenNamesByRecentUse().first == "Bobo")
    }

    @Test(arguments: [
        ("little bobo", "Little Bobo"), ("Bobo Jr", "Bobo Jr."), ("bobo junior", "Bobo Jr."),
        ("BOBO THE GREAT", "Bobo the Great"), ("kiki", "Kiki"), ("Zuzu Petrakis", "Zuzu Petrakis"),
    ])
    func aNameThatPicksOneContactOutSucceedsAsTheContactSpellsIt(name: String, expected: String) async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let turn = await fixture.engine().start(HandlerRequest.send([name], content: "hi"))
        #expect(turn.resolutions["recipients"]?.map(\.kind) == ["success"])
        #expect(said(turn).recipients == [expected])
        #expect(turn.response?.code == .success)
    }

    @Test func aContactFoundByPartOfTheirNameIsConfirmedFirst() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let turn = await engine.start(HandlerRequest.send(["moreau"], content: "hi"))
        let kiki = IntentValue.person(try fixture.person("Kiki Moreau", called: "Kiki Moreau"))
        #expect(turn.acts == [.askValueConfirmation(parameter: "recipients", value: kiki)])
        #expect(turn.resolutions["recipients"]?.map(\.kind) == ["confirmationRequired"])
        let declined = await engine.answer("no", to: try #require(turn.pending))
        #expect(declined.acts == [.askValue(parameter: "recipients")])
        #expect(try outgoing(fixture).isEmpty)
        let accepted = await engine.answer("yes", to: try #require(turn.pending))
        #expect(accepted.response?.code == .success)
        #expect(said(accepted).recipients == ["Kiki Moreau"])
        #expect(try outgoing(fixture).map(\.recipientIDs) == [[fixture.contact("Kiki Moreau").id]])
    }

    @Test func aWordInsideANameFindsNoOne() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        // "bob" is part of "Bobo" but not a word of it.
        let turn = await fixture.engine().start(HandlerRequest.send(["bob"], content: "hi"))
        #expect(turn.resolutions["recipients"]?.map(\.kind) == ["unsupported"])
    }

    @Test func missingRecipientsAndContentAreAskedForInOrder() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let first = await engine.start(HandlerRequest.send())
        #expect(first.acts == [.askValue(parameter: "recipients")])
        #expect(first.resolutions["recipients"]?.map(\.kind) == ["needsValue"])
        let second = await engine.answer("Zuzu", to: try #require(first.pending))
        #expect(second.acts == [.askValue(parameter: "content")])
        #expect(second.resolutions["content"]?.map(\.kind) == ["needsValue"])
        #expect(said(second).recipients == ["Zuzu"])
        let blank = await engine.answer("   ", to: try #require(second.pending))
        #expect(blank.acts == [.askValue(parameter: "content")], "white space says nothing")
        #expect(try outgoing(fixture).isEmpty)
        let third = await engine.answer("see you at the lagoon", to: try #require(blank.pending))
        #expect(third.response?.code == .success)
        #expect(said(third) == Said(recipients: ["Zuzu"], content: "See you at the lagoon"))
        #expect(try outgoing(fixture).map(\.content) == ["See you at the lagoon"])
    }

    @Test func anUnknownNameIsUnsupportedAndAnotherNameIsAsked() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let turn = await engine.start(HandlerRequest.send(["Kiki", "Mowgli"], content: "hi"))
        #expect(
            turn.acts == [
                .unsupported(
                    parameter: "recipients", reason: "noSuchContact", value: .person(.unresolved(name: "Mowgli"))),
                .askValue(parameter: "recipients"),
            ])
        #expect(turn.resolutions["recipients"]?.map(\.kind) == ["success", "unsupported"])
        let done = await engine.answer("Coco", to: try #require(turn.pending))
        #expect(done.response?.code == .success)
        #expect(said(done).recipients == ["Kiki", "Coco"])
        let ids = try [fixture.contact("Kiki Moreau").id, fixture.contact("Coco Fairbanks").id].sorted()
        #expect(try outgoing(fixture).map(\.recipientIDs) == [ids])
    }

    @Test func cancellingAtAQuestionSendsNothing() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let engine = fixture.engine()
        let turn = await engine.start(HandlerRequest.send(["Bobo"], content: "hi"))
        let done = await engine.answer("never mind", to: try #require(turn.pending))
        #expect(done.acts == [.cancelled])
        #expect(try outgoing(fixture).isEmpty)
        #expect(try fixture.contact("Bobo Jr.").lastUsed == nil)
    }

    @Test func sendingIsRefusedWhileLockedAndStoresNothing() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let locked = await fixture.engine(locked: true).start(HandlerRequest.send(["Zuzu"], content: "hi"))
        #expect(locked.acts == [.refuse(.deviceLocked)])
        // Locked after the question was asked: the answer is refused too.
        let turn = await fixture.engine().start(HandlerRequest.send(["Bobo"], content: "hi"))
        let late = await fixture.engine(locked: true).answer("little bobo", to: try #require(turn.pending))
        #expect(late.acts == [.refuse(.deviceLocked)])
        #expect(try outgoing(fixture).isEmpty)
        #expect(try fixture.contact("Zuzu Petrakis").lastUsed == nil)
    }

    @Test func aRecipientTheStoreDoesNotHaveFailsWithoutStoringAnything() async throws {
        let fixture = try HandlerFixture()
        defer { fixture.remove() }
        let handler = SendMessageHandler(store: fixture.store, now: { HandlerFixture.now })
        let zuzu = try fixture.person("Zuzu Petrakis", called: "Zuzu")
        #expect(await handler.confirm(intent: SendMessageIntent(recipients: [zuzu], content: "boo")).code == .ready)
        for stranger in ["999999", "not a number"] {
            let intent = SendMessageIntent(
                recipients: [zuzu, Person(identifier: stranger, displayName: "Ghost")], content: "boo")
            #expect(await handler.confirm(intent: intent).code == .failure)
            #expect(await handler.handle(intent: intent).code == .failure)
        }
        let unresolved = SendMessageIntent(recipients: [.unresolved(name: "Zuzu")], content: "boo")
        #expect(await handler.confirm(intent: unresolved).code == .failure)
        #expect(await handler.handle(intent: unresolved).code == .failure)
        #expect(await handler.handle(intent: SendMessageIntent(recipients: [zuzu], content: " ")).code == .failure)
        #expect(try outgoing(fixture).isEmpty)
        #expect(try fixture.contact("Zuzu Petrakis").lastUsed == nil)
    }

    @Test func moreThanTenMatchesOfferTheTenAddressedMostRecently() async throws {
        let fixture = try HandlerFixture(contacts: "[]", messages: nil)
        defer { fixture.remove() }
        // Twelve Jojos; the fourth and the eighth were never addressed, the others on successive days.
        var jojos: [Contact] = []
        for index in 0..<12 {
            let used = [3, 7].contains(index) ? nil : HandlerFixture.now.addingTimeInterval(Double(index) * -86_400)
            jojos.append(try fixture.store.saveContact(screenName: "Jojo", fullName: "Jojo \(index)", lastUsed: used))
        }
        func offered() async -> [String] {
            let turn = await fixture.engine().start(HandlerRequest.send(["jojo"], content: "hi"))
            guard case .askChoice(_, let options)? = turn.acts.first else { return [] }
            return options.map(\.displayText)
        }
        func names(except excluded: Set<Int>) -> [String] {
            jojos.enumerated().filter { !excluded.contains($0.offset) }.map(\.element.fullName)
        }
        #expect(await offered() == names(except: [3, 7]))
        // With an eleventh use, the oldest use drops out instead.
        try fixture.store.markUsed(contactIDs: [jojos[3].id], at: HandlerFixture.now)
        #expect(await offered() == names(except: [7, 11]))
    }
}
