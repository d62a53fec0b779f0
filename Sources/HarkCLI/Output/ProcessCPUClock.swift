import Foundation
import HarkSupport

/// CPU time of the whole process (all threads) and of the child processes it forked for its own
/// work (``ForkedWorkCPU``), for CPU seconds per audio second.
enum ProcessCPUClock {
    static var now: Double {
        var usage = rusage()
        getrusage(RUSAGE_SELF.rawValue, &usage)
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(usage.ru_utime) + seconds(usage.ru_stime) + ForkedWorkCPU.total
    }
}
