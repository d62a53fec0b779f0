import Synchronization

/// The conversations alive, by id, bounded in number and forgotten when idle too long, so a
/// client that never ends its sessions cannot grow the server without limit.
final class SessionRegistry: Sendable {
    let limit: Int
    let idleSeconds: Double
    private let sessions = Mutex<[String: ConversationSession]>([:])

    init(limit: Int, idleSeconds: Double) {
        self.limit = limit
        self.idleSeconds = idleSeconds
    }

    var count: Int { sessions.withLock { $0.count } }

    /// Keeps `session`, after forgetting the expired ones; 503 when `limit` are still alive.
    func add(_ session: ConversationSession) throws {
        try sessions.withLock { sessions in
            sessions = sessions.filter { !$0.value.isExpired(after: idleSeconds) }
            guard sessions.count < limit else {
                throw APIError(
                    .serviceUnavailable,
                    "\(limit) sessions are open, the most this server keeps; end one (DELETE /v1/sessions/{id})",
                    headers: [.retryAfter: "1"])
            }
            sessions[session.id] = session
        }
    }

    /// The live session `id`; 404 for one never made, ended or expired.
    func session(_ id: String) throws -> ConversationSession {
        try sessions.withLock { sessions in
            guard let session = sessions[id], !session.isExpired(after: idleSeconds) else {
                sessions[id] = nil
                throw APIError(.notFound, "no session '\(id)' (never made, ended, or idle too long)")
            }
            return session
        }
    }

    /// Ends session `id`; false when there was none.
    func remove(_ id: String) -> Bool {
        sessions.withLock { $0.removeValue(forKey: id) != nil }
    }
}
