import ArgumentParser

/// `--language`: the language of the replies, for every command that replies (`ask`, `converse`,
/// `listen`, `serve`, `wyoming`).
struct ReplyLanguageOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Response language, e.g. en-US or fr-FR.",
            discussion: "Default: the device setting (hark device language), read for each conversation.",
            valueName: "code"))
    var language: String?
}
