import Foundation
import Synchronization

/// Hands utterances from the thread reading a stream to the task answering them. Bounded: when
/// `capacity` utterances wait, the reader blocks (and with it the source, through the pipe)
/// rather than memory growing.
final class UtteranceQueue<Element: Sendable>: Sendable {
    private struct State {
        var items: [Element] = []
        var finished = false
        var waiting: CheckedContinuation<Element?, Never>?
    }

    private let state = Mutex(State())
    private let slots: DispatchSemaphore

    init(capacity: Int) {
        slots = DispatchSemaphore(value: capacity)
    }

    /// Adds `item`, blocking the calling thread while the queue is full.
    func push(_ item: Element) {
        slots.wait()
        let waiting = state.withLock { state -> CheckedContinuation<Element?, Never>? in
            guard let waiting = state.waiting else {
                state.items.append(item)
                return nil
            }
            state.waiting = nil
            return waiting
        }
        if let waiting {
            slots.signal()
            waiting.resume(returning: item)
        }
    }

    /// No more items will come; a waiting `next()` gets nil.
    func finish() {
        let waiting = state.withLock { state in
            state.finished = true
            defer { state.waiting = nil }
            return state.waiting
        }
        waiting?.resume(returning: nil)
    }

    /// The next item, waiting for it; nil once the queue is finished and empty.
    func next() async -> Element? {
        await withCheckedContinuation { continuation in
            let ready = state.withLock { state -> Element?? in
                if !state.items.isEmpty { return .some(state.items.removeFirst()) }
                if state.finished { return .some(nil) }
                state.waiting = continuation
                return nil
            }
            if let ready {
                if ready != nil { slots.signal() }
                continuation.resume(returning: ready)
            }
        }
    }
}
