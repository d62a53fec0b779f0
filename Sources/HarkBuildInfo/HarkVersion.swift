/// What `hark --version` prints: the release number, kept by hand here, and the commit the binary
/// was built from, stamped at build time by the `GitCommitStamp` plugin (see there for why).
public enum HarkVersion {
    /// Bumped by hand on a release.
    public static let number = "0.14.0"
    /// The full hash of the commit built, or "unknown" when built outside a git checkout.
    public static let commit = GitCommit.hash

    /// "0.14.0 (commit 0123456789ab)": the number, and the commit shortened as git shows it.
    public static var description: String {
        "\(number) (commit \(commit == "unknown" ? commit : String(commit.prefix(12))))"
    }
}
