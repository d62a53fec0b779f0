/// What this implementation of the Wyoming protocol speaks.
public enum WyomingProtocol {
    /// The version written in every event header Hark sends.
    public static let version = "1.7.0"
    /// The first version with `transcript-start`, `transcript-chunk` and `transcript-stop`: a
    /// client that writes it or a later one gets them around its `transcript`.
    public static let transcriptStreamingVersion = "1.7.0"

    /// Whether `version` (`1.10.2`) is `minimum` or later, compared part by part as numbers; an
    /// unreadable version is not.
    public static func version(_ version: String, isAtLeast minimum: String) -> Bool {
        func parts(_ text: String) -> [Int]? {
            let parts = text.split(separator: ".", omittingEmptySubsequences: false).map { Int($0) }
            guard !parts.isEmpty, parts.allSatisfy({ $0 != nil }) else { return nil }
            return parts.map { $0! }
        }
        guard let have = parts(version), let want = parts(minimum) else { return false }
        for index in 0..<max(have.count, want.count) {
            let a = index < have.count ? have[index] : 0
            let b = index < want.count ? want[index] : 0
            if a != b { return a > b }
        }
        return true
    }
}
