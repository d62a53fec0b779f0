import Foundation
import Testing

/// Tags every test target shares (README, "Tests"). Swift 6.3's `swift test` cannot filter on
/// tags yet (`--skip tag:slow` arrives with swift-testing's ST-0025), so a slow test also carries
/// `.skippedInQuickRuns`.
extension Tag {
    /// Decodes audio with PocketSphinx, or synthesizes it with flite: needs the Debian packages
    /// `scripts/setup.sh` installs.
    @Tag public static var audio: Self
    /// Takes more than a few seconds on the project's 2-core machine; carries a time limit too.
    @Tag public static var slow: Self
}

extension Trait where Self == ConditionTrait {
    /// Skips a slow test when `HARK_QUICK_TESTS=1`, for a quick run while working; CI and
    /// `scripts/test.sh` run everything.
    public static var skippedInQuickRuns: Self {
        .disabled(
            if: ProcessInfo.processInfo.environment["HARK_QUICK_TESTS"] == "1",
            "slow: HARK_QUICK_TESTS=1 leaves it out")
    }
}
