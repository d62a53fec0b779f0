import Dispatch
import Synchronization

/// A set of at most `size` decoders lent to one request at a time, with a short, bounded line of
/// requests waiting for one.
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
        /// Decoders built, or being built, so far: never more than ``size``.
        var built: Int
        var waiting: [(id: Int, continuation: CheckedContinuation<Grant, any Error>)] = []
        var nextWaiterID = 0
    }

    /// What a borrower is given: a decoder, or leave to build one.
    private enum Grant: Sendable {
        case lease(Lease)
        case build
    }

    /// How many decoders the pool may hold: how many requests are decoded at once.
    public let size: Int
    /// How many requests may wait for a decoder before more are refused (``Full``).
    public let queueLimit: Int
    private let make: @Sendable () throws -> Decoder
    private let state: Mutex<State>

    /// A pool of up to `size` decoders made by `make`. `builtAtStart` of them (all, unless given)
    /// are built now, so a bad model fails at startup, not per request; the rest are built when a
    /// request finds every built decoder busy. A decoder of a large search holds 100 MB or more,
    /// so a service whose second decoder, or whose dictation model, may never be asked for need
    /// not hold it from the start.
    public init(
        size: Int, queueLimit: Int, builtAtStart: Int? = nil, make: @escaping @Sendable () throws -> Decoder
    ) throws {
        precondition(size > 0, "a pool needs at least one decoder")
        self.size = size
        self.queueLimit = max(0, queueLimit)
        self.make = make
        let count = min(size, max(0, builtAtStart ?? size))
        let idle = try (0..<count).map { _ in Lease(try make()) }
        state = Mutex(State(idle: idle, built: count))
    }

    /// Decoders built so far (at most ``size``).
    public var built: Int { state.withLock { $0.built } }

    /// Decoders now lent out, and requests waiting for one.
    public var load: (busy: Int, waiting: Int) {
        state.withLock { ($0.built - $0.idle.count, $0.waiting.count) }
    }

    /// Runs `body` with a decoder of its own on a Dispatch thread, waiting in line for one when all
    /// are busy and the pool is full. Throws ``Full`` without waiting when the line is full too,
    /// and what `make` throws when a decoder built for this request could not be.
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
        let grant: Grant = try await withCheckedThrowingContinuation { continuation in
            state.withLock { state in
                if let lease = state.idle.popLast() {
                    continuation.resume(returning: .lease(lease))
                } else if state.built < size {
                    state.built += 1
                    continuation.resume(returning: .build)
                } else if state.waiting.count < queueLimit {
                    state.waiting.append((state.nextWaiterID, continuation))
                    state.nextWaiterID += 1
                } else {
                    continuation.resume(throwing: Full())
                }
            }
        }
        switch grant {
        case .lease(let lease): return lease
        case .build: return try await build()
        }
    }

    /// Builds a decoder for the borrower that was given leave to, on a Dispatch thread: building
    /// reads models and blocks. When it fails, the place is given up, and a request waiting (for
    /// a decoder that may now never come back) is given leave to try in turn.
    private func build() async throws -> Lease {
        do {
            return try await withCheckedThrowingContinuation { continuation in
                DispatchQueue.global(qos: .userInitiated).async { [make] in
                    continuation.resume(with: Result { Lease(try make()) })
                }
            }
        } catch {
            state.withLock { state in
                if state.waiting.isEmpty {
                    state.built -= 1
                } else {
                    state.waiting.removeFirst().continuation.resume(returning: .build)
                }
            }
            throw error
        }
    }

    /// Hands the decoder to the longest-waiting request, or back to the idle ones.
    private func giveBack(_ lease: Lease) {
        state.withLock { state in
            if state.waiting.isEmpty {
                state.idle.append(lease)
            } else {
                state.waiting.removeFirst().continuation.resume(returning: .lease(lease))
            }
        }
    }
}
