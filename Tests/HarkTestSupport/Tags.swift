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

    /// Skips a test under `scripts/sanitizers.sh`: one that runs DeepFilterNet again and again to
    /// check what it decides, not how Hark calls it (the library is not instrumented, and ASan's
    /// allocator makes each of its runs about ten times slower; the tests of its wrapper, the
    /// one-shot steps, the stream and the condition, still run there), or one that trains a wake
    /// word model (synthesizers, TensorFlow Lite and bounds-checked Swift arithmetic: ASan adds only
    /// time; the written file's check through TensorFlow Lite still runs there).
    public static var skippedUnderSanitizers: Self {
        .disabled(
            if: TestRun.isSanitized, "left to the plain build: scripts/sanitizers.sh checks the wrapper elsewhere")
    }
}

/// How this test run was started.
public enum TestRun {
    /// True under `scripts/sanitizers.sh`, which sets `HARK_SANITIZER` (`address` or `thread`).
    public static let isSanitized = ProcessInfo.processInfo.environment["HARK_SANITIZER"] != nil
}
