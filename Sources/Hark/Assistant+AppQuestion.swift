import HarkDefinitions
import HarkIntents
import HarkUnderstanding

/// Requests that name no app. SiriKit asks rather than refuses: the one installed app that can
/// serve the request is offered ("Do you want to use Soup Chef?"), several are offered as a
/// choice, and the answer carries the request on with the app picked.
extension Assistant {
    /// Routes a request that named no app. The installed apps whose templates read it, as if it had
    /// named them, are offered; a template reading comes before the domain classifier's guess, as
    /// an app that reads the request is better evidence than a classifier trained on sentences
    /// that name no app ("send hi to Kiki" is a message, not a payment). A request no app reads is
    /// refused by its domain: by its one serving app ("MonkeyChat can't do that yet"), after a
    /// choice when several serve it, or as a domain none serves ("none of your apps can book
    /// rides").
    func route(unnamed text: String, domain prediction: DomainPrediction?, parser: IntentParser, typed: Bool) async
        -> DialogTurn
    {
        let scores = Understander.domainScores(of: prediction)
        let readings = engine.apps.compactMap { reading(text, scores, as: $0.name, parser: parser) }
        if !readings.isEmpty {
            let apps = readings.compactMap(\.app)
            var question = AppQuestion(
                request: text, domainScores: scores, apps: apps, intent: apps.count == 1 ? readings[0].intent : nil)
            question.requestWasTyped = typed
            return ask(question)
        }
        let domain = prediction?.domain?.rawValue
        let serving = engine.apps.map(\.name).filter {
            domain != nil && parser.definitions.app(named: $0)?.domain.rawValue == domain
        }
        switch serving.count {
        case 0:
            return DialogTurn(
                app: nil, intent: nil, acts: [.refuse(refusal(for: .noAppName, domain: prediction, parser: parser))],
                pending: nil)
        case 1: return DialogTurn(app: serving[0], intent: nil, acts: [.refuse(.unsupportedIntent)], pending: nil)
        default:
            var question = AppQuestion(request: text, domainScores: scores, apps: serving, intent: nil)
            question.requestWasTyped = typed
            return ask(question)
        }
    }

    /// Carries the request on with the app the answer picks: by name ("Soup Chef", "use
    /// MonkeyChat": any installed app, not only those offered), by yes to an offer, or by its place
    /// in a choice ("the second one"). A no or "never mind" ends it; anything else is asked again,
    /// up to ``AppQuestion/maximumMisses`` times.
    func answer(_ text: String, to question: AppQuestion, parser: IntentParser) async -> DialogTurn {
        if SpokenAnswer.isCancel(text) { return DialogTurn(app: nil, intent: nil, acts: [.cancelled], pending: nil) }
        let installed = Set(engine.apps.map { $0.name.lowercased() })
        let named = parser.namedApps(in: text).filter { installed.contains($0.lowercased()) }
        if named.count == 1 { return await carryOn(question, with: named[0], parser: parser) }
        if question.isOffer, let yes = SpokenAnswer.yesOrNo(text) {
            guard yes else { return DialogTurn(app: nil, intent: nil, acts: [.cancelled], pending: nil) }
            return await carryOn(question, with: question.apps[0], parser: parser)
        }
        if !question.isOffer,
            let picked = SpokenAnswer.choice(text, among: question.apps.map { composer.appDisplayNames[$0] ?? $0 })
        {
            return await carryOn(question, with: question.apps[picked], parser: parser)
        }
        var next = question
        next.misses += 1
        guard next.misses <= AppQuestion.maximumMisses else {
            return DialogTurn(app: nil, intent: nil, acts: [.notUnderstood, .gaveUp], pending: nil)
        }
        let turn = ask(next)
        return DialogTurn(app: turn.app, intent: turn.intent, acts: [.notUnderstood] + turn.acts, pending: nil)
    }

    /// True when the answer is a request of its own ("order a clam chowder on Soup Chef", "show my
    /// messages on MonkeyChat"), which replaces the question. An answer read only as an app's name
    /// — no values, and the intent the kept request has for that app ("Soup Chef", "send a message
    /// on MonkeyChat") — picks the app.
    func startsOver(_ question: AppQuestion, with understanding: UnderstandingResult, parser: IntentParser) -> Bool {
        guard !understanding.isRejected, let app = understanding.understanding.app else { return false }
        if !understanding.understanding.parameters.isEmpty { return true }
        return reading(question.request, question.domainScores, as: app, parser: parser)?.intent
            != understanding.understanding.intent
    }

    /// What the recognizer listens for after an app question: yes or no to an offer, the apps'
    /// names for a choice.
    func followUpExpectation(for question: AppQuestion) -> FollowUpExpectation {
        question.isOffer ? .yesNo : .names(question.apps.map { composer.appDisplayNames[$0] ?? $0 })
    }

    /// The request read again as if it had named `app`, templates alone (see
    /// ``route(unnamed:domain:parser:)``); nil when that app's templates do not read it, or when
    /// the app needs no name (it competed already).
    private func reading(_ text: String, _ domainScores: [String: Double], as app: String, parser: IntentParser)
        -> Understanding?
    {
        guard let definition = parser.definitions.app(named: app), definition.requiresName else { return nil }
        let result = parser.parse(
            text, domainScores: Self.scores(domainScores, for: definition.domain), referenceDate: now(),
            calendar: calendar, assumingNamed: definition.name)
        guard !result.isRejected, result.understanding.app == definition.name else { return nil }
        return result.understanding
    }

    /// The classifier's scores as the question "this app's domain or not?": the reading of an app
    /// of a SiriKit domain weighs that domain's probability against all the others together, so a
    /// request the classifier firmly puts in a domain no app serves ("send ten dollars to Kiki")
    /// is not offered to a messaging app whose templates stretch to it, while one it is unsure of
    /// ("send hi to Kiki") is. A custom domain the classifier does not know keeps the scores as
    /// they are, which leaves the decision to the templates.
    private static func scores(_ scores: [String: Double], for domain: IntentDomain) -> [String: Double] {
        guard domain.isSiriKitDomain, !scores.isEmpty else { return scores }
        let probability = scores[domain.rawValue] ?? 0
        return [domain.rawValue: probability, DomainLabel.none: 1 - probability]
    }

    private func carryOn(_ question: AppQuestion, with app: String, parser: IntentParser) async -> DialogTurn {
        guard let understanding = reading(question.request, question.domainScores, as: app, parser: parser) else {
            return DialogTurn(app: app, intent: nil, acts: [.refuse(.unsupportedIntent)], pending: nil)
        }
        return await start(understanding, parser: parser, typed: question.requestWasTyped)
    }

    /// Opens the question and says it.
    private func ask(_ question: AppQuestion) -> DialogTurn {
        appQuestion = question
        return DialogTurn(
            app: question.isOffer ? question.apps[0] : nil, intent: question.intent, acts: [question.act],
            pending: nil)
    }
}
