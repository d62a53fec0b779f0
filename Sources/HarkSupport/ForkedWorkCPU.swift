import Foundation
import Synchronization

/// CPU time spent in short-lived child processes that work for this one (a model state forked
/// fresh for one utterance), by the thread that waited for each: a thread's or the process's
/// own CPU clock counts neither, yet the work is this process's cost and goes in its figures.
public enum ForkedWorkCPU {
    private static let seconds = Mutex<(total: Double, byThread: [UInt: Double])>((0, [:]))

    /// Adds what a reaped child used, to the calling thread and to the total.
    public static func add(_ usage: rusage) {
        let used = usage.cpuSeconds
        let thread = UInt(pthread_self())
        Self.seconds.withLock {
            $0.total += used
            $0.byThread[thread, default: 0] += used
        }
    }

    /// All such CPU seconds of the process so far.
    public static var total: Double { seconds.withLock { $0.total } }

    /// Those that the calling thread waited for so far.
    public static var ofCurrentThread: Double {
        let thread = UInt(pthread_self())
        return seconds.withLock { $0.byThread[thread] ?? 0 }
    }
}
