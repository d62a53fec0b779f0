import Foundation
import Hark
import Synchronization

/// One conversation kept between requests: the dialog state of `hark converse` (the question
/// waiting for an answer, the app asked about) behind an id.
///
/// An `Assistant` belongs to one task at a time, so a session takes one turn at a time: a turn
/// sent while another is running is refused (409) rather than queued or interleaved, which would
/// answer one question with the other's words.
final class ConversationSession: @unchecked Sendable {
    struct Summary: Encodable {
        var id: String
        var turns: Int
        /// What the next turn should answer (`value`, `choice`, `confirmation`), or nil.
        var expecting: String?

        private enum CodingKeys: String, CodingKey {
            case id, turns, expecting
        }

        /// `null` for no expectation, so the keys are always the same.
        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encode(id, forKey: .id)
            try container.encode(turns, forKey: .turns)
            try container.encode(expecting, forKey: .expecting)
        }
    }

    private struct State {
        var busy = false
        var turns = 0
        var expecting: String?
        var lastUsed: ContinuousClock.Instant
    }

    let id: String
    /// Touched only inside `takeTurn`, which the `busy` flag makes exclusive: that is what the
    /// unchecked `Sendable` stands on.
    private let assistant: Assistant
    private let state: Mutex<State>

    init(id: String = UUID().uuidString.lowercased(), assistant: Assistant) {
        self.id = id
        self.assistant = assistant
        state = Mutex(State(lastUsed: .now))
    }

    var summary: Summary {
        state.withLock { Summary(id: id, turns: $0.turns, expecting: $0.expecting) }
    }

    /// Whether the session has been idle, not mid-turn, for longer than `seconds`.
    func isExpired(after seconds: Double, now: ContinuousClock.Instant = .now) -> Bool {
        state.withLock { !$0.busy && now - $0.lastUsed > .seconds(seconds) }
    }

    /// Runs one turn with the conversation to itself.
    func takeTurn(_ body: (Assistant) async throws -> AssistantReply) async throws -> AssistantReply {
        try state.withLock { state in
            guard !state.busy else {
                throw APIError(
                    .conflict, "session \(id) is still answering its previous turn; send turns one at a time")
            }
            state.busy = true
        }
        var reply: AssistantReply?
        defer {
            state.withLock { state in
                state.busy = false
                state.lastUsed = .now
                if let reply {
                    state.turns += 1
                    state.expecting = reply.expecting
                }
            }
        }
        reply = try await body(assistant)
        return reply!
    }
}
