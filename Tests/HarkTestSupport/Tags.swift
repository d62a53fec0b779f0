import Testing

/// Tags every test target shares; run the fast tests alone with `swift test --skip tag:slow`
/// (README, "Tests").
extension Tag {
    /// Decodes audio with PocketSphinx, or synthesizes it with flite: needs the Debian packages
    /// `scripts/setup.sh` installs.
    @Tag public static var audio: Self
    /// Takes more than a few seconds on the project's 2-core machine; carries a time limit too.
    @Tag public static var slow: Self
}
