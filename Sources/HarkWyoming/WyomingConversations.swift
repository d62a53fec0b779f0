import Synchronization

/// The dialogs a client names by id (Home Assistant sends `context.conversation_id` with each
/// `transcript`, on a new connection every turn), shared by every connection of one service:
/// the same id reaches the same dialog wherever it comes from. Bounded in number, the least
/// recently used forgotten first, and forgotten when idle too long, so a client that never ends
/// its conversations cannot grow the service without limit.
public final class WyomingConversations: Sendable {
    /// Dialogs kept at once.
    public let limit: Int
    /// Seconds after which an idle dialog is forgotten.
    public let idleSeconds: Double

    private struct Entry {
        var conversation: any WyomingConversation
        var language: String?
        var lastUse: ContinuousClock.Instant
    }

    private let entries = Mutex<[String: Entry]>([:])

    public init(limit: Int, idleSeconds: Double) {
        self.limit = max(1, limit)
        self.idleSeconds = idleSeconds
    }

    /// Dialogs alive now.
    public var count: Int { entries.withLock { $0.count } }

    /// The dialog `id` in `language`: the one kept, or a new one from `make`. A dialog asked for
    /// in another language than it was begun in begins again in the new one.
    public func conversation(
        id: String, language: String?, make: () async throws -> any WyomingConversation
    ) async throws -> any WyomingConversation {
        let now = ContinuousClock.now
        let kept = entries.withLock { entries -> (any WyomingConversation)? in
            guard var entry = entries[id], entry.language == language,
                now - entry.lastUse < .seconds(idleSeconds)
            else { return nil }
            entry.lastUse = now
            entries[id] = entry
            return entry.conversation
        }
        if let kept { return kept }
        let made = try await make()
        entries.withLock { entries in
            entries = entries.filter { now - $0.value.lastUse < .seconds(idleSeconds) }
            entries[id] = Entry(conversation: made, language: language, lastUse: now)
            while entries.count > limit, let oldest = entries.min(by: { $0.value.lastUse < $1.value.lastUse }) {
                entries[oldest.key] = nil
            }
        }
        return made
    }
}
