import ArgumentParser

/// Options of the commands that hold a conversation (`ask`, `converse`).
struct AssistantOptions: ParsableArguments {
    @Option(
        help: ArgumentHelp(
            "Response language, e.g. en-US or fr-FR.",
            discussion: "Default: the device setting (hark device language).",
            valueName: "code"))
    var language: String?

    @Flag(help: "Print one JSON object per turn: transcript, domain, app, intent, parameters, resolution, response.")
    var json = false
}
