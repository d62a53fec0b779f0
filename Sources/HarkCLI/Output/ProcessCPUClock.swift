import Foundation
import HarkSupport

/// CPU time of the whole process (all threads) and of the child processes it forked for its own
/// work (``ForkedWorkCPU``), for CPU seconds per audio second.
enum ProcessCPUClock {
    static var now: Double {
        rusage.cpuSeconds(of: RUSAGE_SELF) + ForkedWorkCPU.total
    }
}
