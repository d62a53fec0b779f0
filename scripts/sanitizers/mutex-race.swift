// ThreadSanitizer and Swift's `Mutex` on Linux (docs/benchmarks.md, Hardening): four threads
// count under one `Mutex`, and the count always comes out right, yet TSan reports a "Swift
// access race" on the guarded value in every run. A contended `Mutex` waits and wakes through
// code in the toolchain's uninstrumented Synchronization library, so TSan never sees the lock
// order. The same kind of report in Hark's own `Mutex`-guarded code (BatchRunner's delivery)
// is this false positive, not a race.
//
//   swiftc -sanitize=thread -Onone scripts/sanitizers/mutex-race.swift -o /tmp/mutex-race
//   TSAN_OPTIONS=halt_on_error=0 /tmp/mutex-race 2>&1 | grep -c "WARNING: ThreadSanitizer"
import Dispatch
import Synchronization

struct Tally {
    var count = 0
    var lastWorker: [Int: Int] = [:]
}

func countTogether() -> Int {
    let tally = Mutex(Tally())
    DispatchQueue.concurrentPerform(iterations: 4) { worker in
        for step in 0..<2_000 {
            tally.withLock { tally in
                tally.count += 1
                tally.lastWorker[step % 64] = worker
            }
        }
    }
    return tally.withLock { $0.count }
}

let total = (0..<3).reduce(0) { sum, _ in sum + countTogether() }
print(total == 3 * 4 * 2_000 ? "counted right: \(total)" : "miscounted: \(total)")
