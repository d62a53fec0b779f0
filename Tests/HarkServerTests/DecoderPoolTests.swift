import Foundation
import Synchronization
import Testing

@testable import Hark

/// The pool lends each decoder to one borrower at a time and refuses work, rather than queueing
/// it, once its decoders and its waiting line are full.
@Suite("Decoder pool")
struct DecoderPoolTests {
    /// Stands in for a decoder: counts how many borrowers hold it at once.
    final class CountingDecoder: Sendable {
        let holders = Atomic<Int>(0)
        let mostHolders = Atomic<Int>(0)
        let uses = Atomic<Int>(0)

        func use(_ work: () -> Void) {
            let now = holders.wrappingAdd(1, ordering: .sequentiallyConsistent).newValue
            mostHolders.max(now, ordering: .sequentiallyConsistent)
            uses.add(1, ordering: .sequentiallyConsistent)
            work()
            holders.subtract(1, ordering: .sequentiallyConsistent)
        }
    }

    @Test func aBusyPoolWithAFullLineRefusesAndTheWaiterGetsTheDecoderNext() async throws {
        let pool = try DecoderPool(size: 1, queueLimit: 1) { CountingDecoder() }
        let release = DispatchSemaphore(value: 0)
        let first = Task { try await pool.withDecoder { decoder in decoder.use { release.wait() } } }
        while pool.load.busy < 1 { await Task.yield() }
        let second = Task { try await pool.withDecoder { decoder in decoder.use {} } }
        while pool.load.waiting < 1 { await Task.yield() }

        await #expect(throws: DecoderPool<CountingDecoder>.Full.self) {
            try await pool.withDecoder { _ in }
        }
        release.signal()
        try await first.value
        try await second.value
        #expect(pool.load.busy == 0 && pool.load.waiting == 0)
        // The refused request never touched the decoder; the waiting one did.
        let uses = try await pool.withDecoder { $0.uses.load(ordering: .sequentiallyConsistent) }
        #expect(uses == 2)
    }

    @Test func noDecoderIsEverHeldTwice() async throws {
        let made = Mutex<[CountingDecoder]>([])
        let pool = try DecoderPool(size: 3, queueLimit: 64) {
            let decoder = CountingDecoder()
            made.withLock { $0.append(decoder) }
            return decoder
        }
        try await withThrowingTaskGroup(of: Void.self) { group in
            for _ in 0..<60 {
                group.addTask { try await pool.withDecoder { $0.use { usleep(200) } } }
            }
            try await group.waitForAll()
        }
        let decoders = made.withLock { $0 }
        #expect(decoders.count == 3)
        #expect(decoders.map { $0.uses.load(ordering: .sequentiallyConsistent) }.reduce(0, +) == 60)
        #expect(decoders.allSatisfy { $0.mostHolders.load(ordering: .sequentiallyConsistent) == 1 })
    }

    @Test func aZeroLengthLineRefusesAsSoonAsEveryDecoderIsBusy() async throws {
        let pool = try DecoderPool(size: 1, queueLimit: 0) { CountingDecoder() }
        let release = DispatchSemaphore(value: 0)
        let holder = Task { try await pool.withDecoder { $0.use { release.wait() } } }
        while pool.load.busy < 1 { await Task.yield() }
        await #expect(throws: DecoderPool<CountingDecoder>.Full.self) { try await pool.withDecoder { _ in } }
        release.signal()
        try await holder.value
        try await pool.withDecoder { _ in }
    }

    @Test func decodersPastThoseBuiltAtTheStartAreBuiltWhenRequestsNeedThem() async throws {
        let made = Atomic<Int>(0)
        let pool = try DecoderPool(size: 2, queueLimit: 4, builtAtStart: 0) {
            made.add(1, ordering: .sequentiallyConsistent)
            return CountingDecoder()
        }
        #expect(pool.built == 0 && made.load(ordering: .sequentiallyConsistent) == 0)
        try await pool.withDecoder { $0.use {} }
        try await pool.withDecoder { $0.use {} }
        // One request at a time needs one decoder, however many requests came.
        #expect(pool.built == 1)

        let release = DispatchSemaphore(value: 0)
        let holders = (0..<2).map { _ in Task { try await pool.withDecoder { $0.use { release.wait() } } } }
        while pool.load.busy < 2 { await Task.yield() }
        let third = Task { try await pool.withDecoder { $0.use {} } }
        while pool.load.waiting < 1 { await Task.yield() }
        // Never more than the pool's size: the third request waits for one of the two.
        #expect(pool.built == 2)
        release.signal()
        release.signal()
        for holder in holders { try await holder.value }
        try await third.value
        #expect(made.load(ordering: .sequentiallyConsistent) == 2)
    }

    struct BuildFailed: Error {}

    @Test func aDecoderThatCannotBeBuiltFailsItsRequestAndGivesUpItsPlace() async throws {
        let attempts = Atomic<Int>(0)
        let pool = try DecoderPool(size: 1, queueLimit: 4, builtAtStart: 0) { () throws -> CountingDecoder in
            if attempts.add(1, ordering: .sequentiallyConsistent).newValue == 1 { throw BuildFailed() }
            return CountingDecoder()
        }
        await #expect(throws: BuildFailed.self) { try await pool.withDecoder { _ in } }
        #expect(pool.built == 0)
        // The place is free again: the next request builds the decoder and is served.
        try await pool.withDecoder { $0.use {} }
        #expect(pool.built == 1 && attempts.load(ordering: .sequentiallyConsistent) == 2)
    }

    @Test func aRequestWaitingOnAFailedBuildBuildsInItsTurn() async throws {
        let attempts = Atomic<Int>(0)
        let firstBuild = DispatchSemaphore(value: 0)
        let pool = try DecoderPool(size: 1, queueLimit: 4, builtAtStart: 0) { () throws -> CountingDecoder in
            if attempts.add(1, ordering: .sequentiallyConsistent).newValue == 1 {
                firstBuild.wait()
                throw BuildFailed()
            }
            return CountingDecoder()
        }
        let first = Task { try await pool.withDecoder { _ in } }
        while attempts.load(ordering: .sequentiallyConsistent) < 1 { await Task.yield() }
        let second = Task { try await pool.withDecoder { $0.use {} } }
        while pool.load.waiting < 1 { await Task.yield() }
        firstBuild.signal()
        await #expect(throws: BuildFailed.self) { try await first.value }
        // The waiting request does not wait for a decoder that will never come back.
        try await second.value
        #expect(pool.built == 1 && attempts.load(ordering: .sequentiallyConsistent) == 2)
    }
}
