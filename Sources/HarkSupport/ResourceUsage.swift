import Foundation

extension rusage {
    /// The user and system CPU time this usage records, in seconds.
    public var cpuSeconds: Double {
        func seconds(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
        return seconds(ru_utime) + seconds(ru_stime)
    }

    /// The CPU seconds `getrusage` reports for `who` (`RUSAGE_SELF`, `RUSAGE_CHILDREN`).
    public static func cpuSeconds(of who: __rusage_who) -> Double {
        var usage = rusage()
        getrusage(who.rawValue, &usage)
        return usage.cpuSeconds
    }
}
