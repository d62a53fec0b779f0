import Foundation
import Testing

@testable import HarkIntents

/// A messaging app small enough to read in the test: recipients are looked up in a fixed list,
/// sent messages are recorded.
final class TestMessenger: SendMessageIntentHandling, @unchecked Sendable {
    let contacts: [Person]
    private let lock = NSLock()
    private var sentLog: [SendMessageIntent] = []
    var confirmCode = IntentResponseCode.ready

    init(contacts: [String]) {
        self.contacts = contacts.enumerated().map { Person(identifier: "\($0)", displayName: $1) }
    }

    var sent: [SendMessageIntent] { lock.withLock { sentLog } }

    func resolveRecipients(for intent: SendMessageIntent) async -> [ResolutionResult<Person>] {
        guard !intent.recipients.isEmpty else { return [.needsValue] }
        return intent.recipients.map { person in
            if person.isResolved { return .success(person) }
            let matches = contacts.filter { $0.displayName.lowercased().contains(person.displayName.lowercased()) }
            switch matches.count {
            case 0: return .unsupported(reason: "noSuchContact")
            case 1:
                return matches[0].displayName.lowercased() == person.displayName.lowercased()
                    ? .success(matches[0]) : .confirmationRequired(matches[0])
            default: return .disambiguation(matches)
            }
        }
    }

    func resolveContent(for intent: SendMessageIntent) async -> ResolutionResult<String> {
        guard let content = intent.content, !content.isEmpty else { return .needsValue }
        return .success(content)
    }

    func confirm(intent: SendMessageIntent) async -> SendMessageIntentResponse {
        SendMessageIntentResponse(code: confirmCode)
    }

    func handle(intent: SendMessageIntent) async -> SendMessageIntentResponse {
        lock.withLock { sentLog.append(intent) }
        return SendMessageIntentResponse(code: .success)
    }
}

@Suite("Intent engine")
struct IntentEngineTests {
    static let contacts = ["Bobo the Great", "Bobo Jr.", "Little Bobo", "Kiki", "Zuzu Banana"]

    /// The answer reader a real pipeline gets from the intent parser: here, a name is the text.
    func engine(_ messenger: TestMessenger, settings: AssistantSettings = AssistantSettings(), confirm: Bool = true)
        -> IntentEngine
    {
        IntentEngine(
            apps: [
                AppRegistration(
                    name: "MonkeyChat",
                    handlers: [SendMessageIntentHandler(messenger, requiresUserConfirmation: confirm)],
                    restrictedWhileLocked: [SendMessageIntent.name])
            ], settings: settings
        ) { question, text in
            question.parameter == "recipients" ? [.person(.unresolved(name: text))] : [.text(text)]
        }
    }

    func request(_ recipients: [String] = [], content: String? = nil) -> IntentRequest {
        var parameters = IntentParameters()
        parameters["recipients"] = recipients.map { .person(.unresolved(name: $0)) }
        parameters["content"] = content.map { [.text($0)] } ?? []
        return IntentRequest(app: "MonkeyChat", intent: SendMessageIntent.name, parameters: parameters)
    }

    @Test func everyMissingValueIsAskedForInOrderThenConfirmedThenHandled() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let engine = engine(messenger)
        let first = await engine.start(request())
        #expect(first.acts == [.askValue(parameter: "recipients")])
        let second = await engine.answer("Kiki", to: try #require(first.pending))
        #expect(second.acts == [.askValue(parameter: "content")])
        #expect(SendMessageIntent(second.parameters).recipients.map(\.identifier) == ["3"])
        let third = await engine.answer("send more bananas", to: try #require(second.pending))
        guard case .askIntentConfirmation(let response)? = third.acts.last else {
            Issue.record("expected a confirmation question, got \(third.acts)")
            return
        }
        #expect(response.code == .ready)
        #expect(messenger.sent.isEmpty, "nothing is sent before the user says yes")
        let last = await engine.answer("yes", to: try #require(third.pending))
        #expect(last.response?.code == .success)
        #expect(last.pending == nil)
        #expect(messenger.sent.map(\.content) == ["send more bananas"])
    }

    @Test func severalMatchesAreOfferedAndTheChoiceIsUsed() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let turn = await engine(messenger, confirm: false).start(request(["Bobo"], content: "hi"))
        let options = ["Bobo the Great", "Bobo Jr.", "Little Bobo"].enumerated().map {
            IntentValue.person(Person(identifier: "\($0)", displayName: $1))
        }
        #expect(turn.acts == [.askChoice(parameter: "recipients", options: options)])
        #expect(turn.resolutions["recipients"]?.first?.kind == "disambiguation")
        let done = await engine(messenger, confirm: false).answer("little bobo", to: try #require(turn.pending))
        #expect(done.response?.code == .success)
        #expect(messenger.sent.first?.recipients.map(\.displayName) == ["Little Bobo"])
    }

    @Test func anUnknownNameIsReportedAndAskedForAgain() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let engine = engine(messenger, confirm: false)
        let turn = await engine.start(request(["Kiki", "Mowgli"], content: "hi"))
        #expect(
            turn.acts == [
                .unsupported(
                    parameter: "recipients", reason: "noSuchContact", value: .person(.unresolved(name: "Mowgli"))),
                .askValue(parameter: "recipients"),
            ])
        let done = await engine.answer("Zuzu Banana", to: try #require(turn.pending))
        #expect(done.response?.code == .success)
        #expect(messenger.sent.first?.recipients.map(\.displayName) == ["Kiki", "Zuzu Banana"])
    }

    @Test func aConfirmedValueIsNotConfirmedTwiceAndANoAsksAgain() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let engine = engine(messenger, confirm: false)
        let turn = await engine.start(request(["zuzu"], content: "hi"))
        let zuzu = IntentValue.person(Person(identifier: "4", displayName: "Zuzu Banana"))
        #expect(turn.acts == [.askValueConfirmation(parameter: "recipients", value: zuzu)])
        let declined = await engine.answer("no", to: try #require(turn.pending))
        #expect(declined.acts == [.askValue(parameter: "recipients")])
        let accepted = await engine.answer("yes", to: try #require(turn.pending))
        #expect(accepted.response?.code == .success)
    }

    @Test func aNameHeardWithDoubtIsConfirmedBeforeItIsUsed() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let engine = engine(messenger, confirm: false)
        var doubtful = request(["Kiki", "Zuzu Banana"], content: "hi")
        doubtful.doubtfulValues = ["recipients": [1]]
        let turn = await engine.start(doubtful)
        let zuzu = IntentValue.person(Person(identifier: "4", displayName: "Zuzu Banana"))
        #expect(turn.acts == [.askValueConfirmation(parameter: "recipients", value: zuzu)])
        #expect(turn.resolutions["recipients"]?.map(\.kind) == ["success", "confirmationRequired"])
        #expect(messenger.sent.isEmpty, "nothing is sent to a name the user has not confirmed")
        let accepted = await engine.answer("yes", to: try #require(turn.pending))
        #expect(accepted.response?.code == .success)
        #expect(messenger.sent.first?.recipients.map(\.displayName) == ["Kiki", "Zuzu Banana"])
    }

    @Test func aDoubtfulNameTheUserDeclinesIsAskedForAndTheAnswerIsNotDoubted() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let engine = engine(messenger, confirm: false)
        var doubtful = request(["Kiki"], content: "hi")
        doubtful.doubtfulValues = ["recipients": [0]]
        let turn = await engine.start(doubtful)
        let declined = await engine.answer("no", to: try #require(turn.pending))
        #expect(declined.acts == [.askValue(parameter: "recipients")])
        let done = await engine.answer("Zuzu Banana", to: try #require(declined.pending))
        #expect(done.response?.code == .success, "the name the user gave is used without asking again")
        #expect(messenger.sent.first?.recipients.map(\.displayName) == ["Zuzu Banana"])
    }

    @Test func aNameHeardWithoutDoubtIsNotConfirmed() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let turn = await engine(messenger, confirm: false).start(request(["Kiki"], content: "hi"))
        #expect(turn.response?.code == .success)
        #expect(turn.pending == nil)
    }

    @Test func anAnswerThatFitsNothingIsAskedAgainTwiceThenTheEngineGivesUp() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let engine = engine(messenger)
        var turn = await engine.start(request(["Kiki"], content: "hi"))
        for _ in 0..<IntentEngine.maximumMissedAnswers {
            turn = await engine.answer("purple", to: try #require(turn.pending))
            #expect(turn.acts.first == .notUnderstood)
            #expect(turn.pending != nil)
        }
        turn = await engine.answer("purple", to: try #require(turn.pending))
        #expect(turn.acts == [.notUnderstood, .gaveUp])
        #expect(turn.pending == nil)
        #expect(messenger.sent.isEmpty)
    }

    @Test func anUnderstoodAnswerStartsTheCountOfMissedAnswersAgain() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let engine = engine(messenger, confirm: false)
        var turn = await engine.start(request(["zuzu"], content: "hi"))
        turn = await engine.answer("purple", to: try #require(turn.pending))
        turn = await engine.answer("purple", to: try #require(turn.pending))
        #expect(turn.pending?.missedAnswers == IntentEngine.maximumMissedAnswers)
        // A no is understood: the question that follows has its own two chances.
        turn = await engine.answer("no", to: try #require(turn.pending))
        #expect(turn.acts == [.askValue(parameter: "recipients")])
        #expect(turn.pending?.missedAnswers == 0)
    }

    @Test func cancelEndsTheDialogWithoutHandling() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let turn = await engine(messenger).start(request(["Kiki"], content: "hi"))
        let cancelled = await engine(messenger).answer("never mind", to: try #require(turn.pending))
        #expect(cancelled.acts == [.cancelled])
        #expect(messenger.sent.isEmpty)
    }

    @Test func aRestrictedIntentIsRefusedWhileLocked() async throws {
        let messenger = TestMessenger(contacts: Self.contacts)
        let locked = await engine(messenger, settings: AssistantSettings(isDeviceLocked: true))
            .start(request(["Kiki"], content: "hi"))
        #expect(locked.acts == [.refuse(.deviceLocked)])
        #expect(messenger.sent.isEmpty)
    }

    @Test(arguments: [AuthorizationStatus.notDetermined, .denied, .restricted])
    func onlyAnAuthorizedAppIsHandled(status: AuthorizationStatus) async {
        let messenger = TestMessenger(contacts: Self.contacts)
        let settings = AssistantSettings(authorizations: ["MonkeyChat": status])
        let turn = await engine(messenger, settings: settings).start(request(["Kiki"], content: "hi"))
        #expect(turn.acts == [.refuse(.notAuthorized(status))])
    }

    @Test func unknownAppsAndIntentsAreRefused() async {
        let engine = engine(TestMessenger(contacts: Self.contacts))
        #expect(
            await engine.start(IntentRequest(app: "SoupChef", intent: "OrderSoup")).acts == [.refuse(.appNotRegistered)]
        )
        #expect(
            await engine.start(IntentRequest(app: "MonkeyChat", intent: "INStartWorkoutIntent")).acts == [
                .refuse(.unsupportedIntent)
            ])
    }

    @Test func aFailedConfirmEndsWithItsCode() async {
        let messenger = TestMessenger(contacts: Self.contacts)
        messenger.confirmCode = .failureMessageServiceNotAvailable
        let turn = await engine(messenger).start(request(["Kiki"], content: "hi"))
        #expect(turn.response?.code == .failureMessageServiceNotAvailable)
        #expect(turn.pending == nil)
        #expect(messenger.sent.isEmpty)
    }
}

/// A handler that breaks SiriKit's rules, to check the engine reports it instead of asking.
struct OneOptionMessenger: SendMessageIntentHandling {
    func resolveRecipients(for intent: SendMessageIntent) async -> [ResolutionResult<Person>] {
        [.disambiguation([Person(displayName: "Only")])]
    }
    func resolveContent(for intent: SendMessageIntent) async -> ResolutionResult<String> { .notRequired }
    func handle(intent: SendMessageIntent) async -> SendMessageIntentResponse {
        SendMessageIntentResponse(code: .success)
    }
}

@Test func aDisambiguationWithOneOptionIsAHandlerError() async {
    let engine = IntentEngine(apps: [
        AppRegistration(name: "MonkeyChat", handlers: [SendMessageIntentHandler(OneOptionMessenger())])
    ]) {
        _, _ in []
    }
    let turn = await engine.start(IntentRequest(app: "MonkeyChat", intent: SendMessageIntent.name))
    guard case .handlerError(let message)? = turn.acts.first else {
        Issue.record("expected a handler error, got \(turn.acts)")
        return
    }
    #expect(message.contains("1 options"))
}
