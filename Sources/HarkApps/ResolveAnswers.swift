import Foundation
import HarkIntents

/// The resolve answer of the turn's current values, so one resolution pass calls the handler
/// once, not once per parameter: the engine resolves parameter after parameter with the same
/// values. Kept per turn (``TurnContext/id``) and briefly, since a resolve step changes nothing.
final class ResolveAnswers: @unchecked Sendable {
    struct Key: Hashable {
        var turn: UUID?
        var parameters: IntentParameters
    }

    private let lock = NSLock()
    private var answers: [Key: (at: Date, answer: Result<HandlerAnswer, HandlerFailure>)] = [:]
    /// Long enough for one pass; a new turn has a new key anyway.
    private let lifetime: TimeInterval = 30

    func answer(
        for key: Key, asking: () async -> Result<HandlerAnswer, HandlerFailure>
    ) async -> Result<HandlerAnswer, HandlerFailure> {
        let kept = lock.withLock { answers[key].flatMap { Date().timeIntervalSince($0.at) < lifetime ? $0 : nil } }
        if let kept { return kept.answer }
        let answer = await asking()
        lock.withLock {
            let now = Date()
            answers = answers.filter { now.timeIntervalSince($0.value.at) < lifetime }
            answers[key] = (now, answer)
        }
        return answer
    }
}
