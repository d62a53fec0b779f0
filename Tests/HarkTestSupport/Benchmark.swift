import Foundation
import Testing

/// Measurements kept beside the tests they came from, so they share their helpers, but out of the
/// unit suite: a suite marked `.benchmark` runs only when `HARK_BENCHMARKS=1`, as
/// `scripts/benchmarks.sh` sets it (a release build, one test at a time). Its figures are in
/// docs/benchmarks.md; where it asserts a threshold, the script fails when the figure crosses it.
extension Trait where Self == ConditionTrait {
    public static var benchmark: Self {
        .enabled(
            if: ProcessInfo.processInfo.environment["HARK_BENCHMARKS"] == "1",
            "a measurement: scripts/benchmarks.sh runs it")
    }
}
