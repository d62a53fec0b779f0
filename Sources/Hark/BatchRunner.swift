import Foundation
import Synchronization

/// Runs one job per input over `jobs` worker threads and hands results back **in input order** as
/// soon as each prefix is complete, so output streams while the rest still decodes.
///
/// Each worker builds its own state (a `Transcriber` holds a decoder, which must not be shared
/// across threads) with `makeWorker`, once, before its first item. Memory stays flat: a result is
/// released as soon as `deliver` has seen it, and out-of-order results wait only until the slower
/// item ahead of them lands.
public struct BatchRunner: Sendable {
    /// Worker threads, at least one.
    public let jobs: Int

    /// A runner of `jobs` workers (fewer than one counts as one).
    public init(jobs: Int) {
        self.jobs = max(1, jobs)
    }

    /// The machine's core count: the default for `--jobs`.
    public static var defaultJobs: Int { ProcessInfo.processInfo.activeProcessorCount }

    /// - Parameters:
    ///   - count: number of items, processed as indices `0..<count`.
    ///   - makeWorker: builds one worker's private state. A worker that fails to build takes no
    ///     items; the others take them.
    ///   - work: processes item `index` with the worker's state.
    ///   - deliver: called on one thread at a time, with indices strictly increasing.
    /// - Returns: nil when every item was delivered; otherwise no worker could be built, nothing
    ///   was delivered, and this is why (a bad model fails every worker the same way, so the caller
    ///   reports it once rather than once per file).
    @discardableResult
    public func run<Worker, Output>(
        count: Int,
        makeWorker: @Sendable () throws -> Worker,
        work: @Sendable (inout Worker, Int) -> Output,
        deliver: @Sendable (Int, Output) -> Void
    ) -> (any Error)? where Output: Sendable {
        let state = Mutex(OrderedDelivery<Output>())
        let nextIndex = Atomic<Int>(0)
        let setupError = Mutex<(any Error)?>(nil)
        let workers = min(jobs, max(count, 1))

        DispatchQueue.concurrentPerform(iterations: workers) { _ in
            var worker: Worker
            do {
                worker = try makeWorker()
            } catch {
                setupError.withLock { $0 = error }
                return
            }
            while true {
                let index = nextIndex.wrappingAdd(1, ordering: .relaxed).oldValue
                if index >= count { break }
                let output = work(&worker, index)
                // Deliver under the lock so output order and `deliver`'s exclusivity both hold.
                state.withLock { delivery in
                    delivery.pending[index] = output
                    while let ready = delivery.pending.removeValue(forKey: delivery.next) {
                        deliver(delivery.next, ready)
                        delivery.next += 1
                    }
                }
            }
        }
        // Items remain only when every worker failed to build.
        let delivered = state.withLock { $0.next }
        return delivered < count ? setupError.withLock { $0 } : nil
    }
}

private struct OrderedDelivery<Output> {
    var next = 0
    var pending: [Int: Output] = [:]
}
