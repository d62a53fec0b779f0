/// Drives a request through SiriKit's lifecycle — resolve every parameter, confirm, handle —
/// over as many turns as it takes, asking the user whenever a handler needs them.
///
/// The engine keeps no state between turns: a turn that asks something returns a
/// ``PendingIntent``, and the caller passes it back with the answer. It knows nothing of speech
/// either; answers arrive as text, and the caller supplies ``valueReader`` to read a value of a
/// parameter's type from words.
public struct IntentEngine: Sendable {
    /// The apps installed, each with its handlers.
    public var apps: [AppRegistration]
    /// The device's lock, language and the apps' authorizations, consulted on every request.
    public var settings: AssistantSettings
    /// Reads the answer to "Who do you want to send it to?" as values of the parameter asked
    /// about; empty when the words hold none.
    public var valueReader: @Sendable (ValueQuestion, String) -> [IntentValue]

    /// Questions asked about one request before the engine gives up on it.
    public static let maximumQuestions = 6
    /// Answers in a row that answer nothing before the engine stops asking: the question is asked
    /// again at most this many times, as SiriKit does, rather than until the question limit.
    public static let maximumMissedAnswers = 2

    /// An engine for `apps`. `valueReader` reads an answer's words as values of the parameter asked about (the
    /// `Assistant` sets its own, which uses the parser).
    public init(
        apps: [AppRegistration], settings: AssistantSettings = AssistantSettings(),
        valueReader: @escaping @Sendable (ValueQuestion, String) -> [IntentValue]
    ) {
        self.apps = apps
        self.settings = settings
        self.valueReader = valueReader
    }

    /// The app registered under `name`, ignoring case.
    public func app(named name: String) -> AppRegistration? {
        apps.first { $0.name.caseInsensitiveCompare(name) == .orderedSame }
    }

    /// Starts a request: refuses it if the app, the permission or the device state forbid it,
    /// otherwise resolves until it needs the user or is done.
    public func start(_ request: IntentRequest) async -> DialogTurn {
        func refuse(_ refusal: Refusal) -> DialogTurn {
            DialogTurn(
                app: request.app, intent: request.intent, parameters: request.parameters, acts: [.refuse(refusal)],
                pending: nil)
        }
        guard let app = app(named: request.app) else { return refuse(.appNotRegistered) }
        guard let handler = app.handler(for: request.intent) else { return refuse(.unsupportedIntent) }
        let status = settings.authorization(of: app.name)
        guard status == .authorized else { return refuse(.notAuthorized(status)) }
        if settings.isDeviceLocked && app.restrictedWhileLocked.contains(request.intent) {
            return refuse(.deviceLocked)
        }
        var pending = PendingIntent(app: app.name, intent: request.intent, parameters: request.parameters)
        pending.doubtfulValues = request.doubtfulValues
        return await advance(pending, handler: handler, saying: [])
    }

    /// Carries a pending request on with the user's answer to the question it asked.
    /// `heardWithDoubt`: the answer was heard with too little confidence to be used as it is, so a
    /// value read from it is confirmed first ("Did you say …?"), as a doubtful name in a request is.
    public func answer(_ text: String, to pending: PendingIntent, heardWithDoubt: Bool = false) async -> DialogTurn {
        guard let app = app(named: pending.app), let handler = app.handler(for: pending.intent),
            let expectation = pending.expectation
        else {
            return DialogTurn(
                app: pending.app, intent: pending.intent, acts: [.refuse(.unsupportedIntent)], pending: nil)
        }
        if SpokenAnswer.isCancel(text) { return finished(pending, [.cancelled]) }
        // The device may have been locked since the question was asked.
        if settings.isDeviceLocked && app.restrictedWhileLocked.contains(pending.intent) {
            return finished(pending, [.refuse(.deviceLocked)])
        }

        var next = pending
        next.missedAnswers = 0
        switch expectation {
        case .value(let parameter, let replacing):
            let question = ValueQuestion(app: pending.app, intent: pending.intent, parameter: parameter)
            let values = valueReader(question, text)
            guard !values.isEmpty else { return await askAgain(pending) }
            let placed: Range<Int>
            if let replacing, replacing < next.parameters[parameter].count {
                next.parameters[parameter].replaceSubrange(replacing...replacing, with: values)
                next.doubtfulValues[parameter]?.remove(replacing)
                placed = replacing..<(replacing + values.count)
            } else {
                next.parameters[parameter] = values
                next.doubtfulValues[parameter] = nil
                placed = values.indices
            }
            if heardWithDoubt { next.doubtfulValues[parameter, default: []].formUnion(placed) }
            next.settled.remove(parameter)
        case .choice(let parameter, let index, let options):
            guard let picked = SpokenAnswer.choice(text, among: options.map(\.displayText)) else {
                return await askAgain(pending)
            }
            next.parameters[parameter] = Self.replacing(next.parameters[parameter], at: index, with: options[picked])
            next.confirmedValues.insert(options[picked])
            next.settled.remove(parameter)
        case .valueConfirmation(let parameter, let index, let value):
            switch SpokenAnswer.yesOrNo(text) {
            case true?:
                next.parameters[parameter] = Self.replacing(next.parameters[parameter], at: index, with: value)
                next.confirmedValues.insert(value)
                next.settled.remove(parameter)
            case false?:
                next.expectation = .value(parameter: parameter, replacing: index)
                return question(next, [.askValue(parameter: parameter)])
            case nil:
                return await askAgain(pending)
            }
        case .intentConfirmation:
            switch SpokenAnswer.yesOrNo(text) {
            case true?:
                next.expectation = nil
                let response = await handler.handle(next.parameters)
                return finished(next, [.respond(response: response)])
            case false?:
                return finished(pending, [.cancelled])
            case nil:
                return await askAgain(pending)
            }
        }
        next.expectation = nil
        return await advance(next, handler: handler, saying: [])
    }

    /// Resolves the parameters not yet settled, in the handler's order, then confirms and handles.
    private func advance(_ start: PendingIntent, handler: any IntentHandler, saying: [DialogAct]) async -> DialogTurn {
        var pending = start
        for parameter in handler.resolutionOrder where !pending.settled.contains(parameter) {
            let values = pending.parameters[parameter]
            var results = await handler.resolve(parameter, of: pending.parameters)
            guard results.count == max(values.count, 1) else {
                return finished(
                    pending,
                    saying + [
                        .handlerError(
                            "\(handler.intentName).\(parameter): \(results.count) resolution results for \(values.count) values"
                        )
                    ])
            }
            // A value the user already said yes to needs no second confirmation; one heard with
            // doubt needs a first, whatever the handler thought of it.
            for (index, result) in results.enumerated() {
                if case .confirmationRequired(let value) = result, pending.confirmedValues.contains(value) {
                    results[index] = .success(value)
                } else if case .success(let value) = result, !pending.confirmedValues.contains(value),
                    pending.doubtfulValues[parameter]?.contains(index) == true
                {
                    results[index] = .confirmationRequired(value)
                }
            }
            pending.resolutions[parameter] = results
            var resolved: [IntentValue] = []
            for (index, result) in results.enumerated() {
                switch result {
                case .success(let value):
                    resolved.append(value)
                case .notRequired:
                    continue
                case .needsValue:
                    pending.expectation = .value(parameter: parameter, replacing: nil)
                    return question(pending, saying + [.askValue(parameter: parameter)])
                case .disambiguation(let options):
                    guard ParameterResolution.optionLimits.contains(options.count) else {
                        return finished(
                            pending,
                            saying + [
                                .handlerError(
                                    "\(handler.intentName).\(parameter): disambiguation among \(options.count) options (2 to 10 allowed)"
                                )
                            ])
                    }
                    pending.expectation = .choice(parameter: parameter, index: index, options: options)
                    return question(pending, saying + [.askChoice(parameter: parameter, options: options)])
                case .confirmationRequired(let value):
                    pending.expectation = .valueConfirmation(parameter: parameter, index: index, value: value)
                    return question(pending, saying + [.askValueConfirmation(parameter: parameter, value: value)])
                case .unsupported(let reason):
                    let heard = index < values.count ? values[index] : nil
                    pending.expectation = .value(parameter: parameter, replacing: index < values.count ? index : nil)
                    return question(
                        pending,
                        saying + [
                            .unsupported(parameter: parameter, reason: reason, value: heard),
                            .askValue(parameter: parameter),
                        ])
                }
            }
            pending.parameters[parameter] = resolved
            pending.settled.insert(parameter)
        }

        let confirmation = await handler.confirm(pending.parameters)
        guard confirmation.code == .ready else { return finished(pending, saying + [.respond(response: confirmation)]) }
        if handler.requiresUserConfirmation || confirmation.requestsUserConfirmation {
            pending.expectation = .intentConfirmation
            return question(pending, saying + [.askIntentConfirmation(response: confirmation)])
        }
        let response = await handler.handle(pending.parameters)
        return finished(pending, saying + [.respond(response: response)])
    }

    /// The answer fitted nothing: say so and ask the same question again, up to the limit.
    private func askAgain(_ pending: PendingIntent) async -> DialogTurn {
        guard let expectation = pending.expectation else { return finished(pending, [.notUnderstood]) }
        guard pending.missedAnswers < Self.maximumMissedAnswers else {
            return finished(pending, [.notUnderstood, .gaveUp])
        }
        var pending = pending
        pending.missedAnswers += 1
        let repeated: DialogAct
        switch expectation {
        case .value(let parameter, _): repeated = .askValue(parameter: parameter)
        case .choice(let parameter, _, let options): repeated = .askChoice(parameter: parameter, options: options)
        case .valueConfirmation(let parameter, _, let value):
            repeated = .askValueConfirmation(parameter: parameter, value: value)
        case .intentConfirmation:
            guard let app = app(named: pending.app), let handler = app.handler(for: pending.intent) else {
                return finished(pending, [.notUnderstood])
            }
            repeated = .askIntentConfirmation(response: await handler.confirm(pending.parameters))
        }
        return question(pending, [.notUnderstood, repeated])
    }

    private func question(_ pending: PendingIntent, _ acts: [DialogAct]) -> DialogTurn {
        var pending = pending
        pending.questionsAsked += 1
        guard pending.questionsAsked <= Self.maximumQuestions else { return finished(pending, [.gaveUp]) }
        return DialogTurn(
            app: pending.app, intent: pending.intent, parameters: pending.parameters,
            resolutions: pending.resolutions, acts: acts, pending: pending)
    }

    private func finished(_ pending: PendingIntent, _ acts: [DialogAct]) -> DialogTurn {
        DialogTurn(
            app: pending.app, intent: pending.intent, parameters: pending.parameters,
            resolutions: pending.resolutions, acts: acts, pending: nil)
    }

    private static func replacing(_ values: [IntentValue], at index: Int, with value: IntentValue) -> [IntentValue] {
        var values = values
        if index < values.count { values[index] = value } else { values.append(value) }
        return values
    }
}
