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
        if let kept = lookup(key) { return kept }
        let answer = await asking()
        lock.withLock {
            let now = Date()
            answers = answers.filter { now.timeIntervalSince($0.value.at) < lifetime }
            answers[key] = (now, answer)
        }
        return answer
    }

    func lookup(_ key: Key) -> Result<HandlerAnswer, HandlerFailure>? {
        lock.withLock {
            guard let kept = answers[key], Date().timeIntervalSince(kept.at) < lifetime else { return nil }
            return kept.answer
        }
    }
}
