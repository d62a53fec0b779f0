import Dispatch
import Synchronization

/// A fixed set of decoders lent to one request at a time, with a short, bounded line of requests
/// waiting for one.
///
/// PocketSphinx decoders keep per-utterance state and are not thread-safe, so a decoder belongs to
/// one request while it decodes. When every decoder is busy and `queueLimit` requests already
/// wait, the next is refused at once (``Full``, answered 503): under overload the server sheds
/// work instead of piling it up in memory. Decoding is CPU-bound and blocking, so it runs on a
/// Dispatch thread rather than on Swift's cooperative pool, which stays free to accept and refuse
/// requests.
public final class DecoderPool<Decoder>: Sendable {
    /// Every decoder is busy and the waiting line is full.
    public struct Full: Error, Sendable {}

    /// One decoder, owned by whoever holds it: the pool hands it to one borrower at a time, which
    /// is what makes moving it between threads safe.
    private final class Lease: @unchecked Sendable {
        let decoder: Decoder
        init(_ decoder: Decoder) { self.decoder = decoder }
    }

    private struct State {
        var idle: [Lease]
        var waiting: [(id: Int, continuation: CheckedContinuation<Lease, any Error>)] = []
        var nextWaiterID = 0
    }

    /// How many decoders the pool holds: how many requests are decoded at once.
    public let size: Int
    /// How many requests may wait for a decoder before more are refused (``Full``).
    public let queueLimit: Int
    private let state: Mutex<State>

    /// Builds `size` decoders with `make` now, so a bad model fails at startup, not per request.
    public init(size: Int, queueLimit: Int, make: () throws -> Decoder) throws {
        precondition(size > 0, "a pool needs at least one decoder")
        self.size = size
        self.queueLimit = max(0, queueLimit)
        let idle = try (0..<size).map { _ in Lease(try make()) }
        state = Mutex(State(idle: idle))
    }

    /// Decoders now lent out, and requests waiting for one.
    public var load: (busy: Int, waiting: Int) {
        state.withLock { (size - $0.idle.count, $0.waiting.count) }
    }

    /// Runs `body` with a decoder of its own on a Dispatch thread, waiting in line for one when all
    /// are busy. Throws ``Full`` without waiting when the line is full too.
    public func withDecoder<T: Sendable>(_ body: @escaping @Sendable (Decoder) throws -> T) async throws -> T {
        let lease = try await borrow()
        defer { giveBack(lease) }
        return try await withCheckedThrowingContinuation { continuation in
            DispatchQueue.global(qos: .userInitiated).async {
                continuation.resume(with: Result { try body(lease.decoder) })
            }
        }
    }

    private func borrow() async throws -> Lease {
        try await withCheckedThrowingContinuation { continuation in
            state.withLock { state in
                if let lease = state.idle.popLast() {
                    continuation.resume(returning: lease)
                } else if state.waiting.count < queueLimit {
                    state.waiting.append((state.nextWaiterID, continuation))
                    state.nextWaiterID += 1
                } else {
                    continuation.resume(throwing: Full())
                }
            }
        }
    }

    /// Hands the decoder to the longest-waiting request, or back to the idle ones.
    private func giveBack(_ lease: Lease) {
        state.withLock { state in
            if state.waiting.isEmpty {
                state.idle.append(lease)
            } else {
                state.waiting.removeFirst().continuation.resume(returning: lease)
            }
        }
    }
}
