import ArgumentParser
import HarkStorage
import HarkVocabulary

/// `--state DIR`: where per-user state lives (user vocabulary now; MonkeyChat's address book and
/// messages later). Any command that reads or writes state takes it with `@OptionGroup`.
struct StateOptions: ParsableArguments {
    @Option(
        name: .customLong("state"),
        help: ArgumentHelp(
            "Folder for per-user state.", discussion: "Default: $XDG_DATA_HOME/hark, else ~/.local/share/hark.",
            valueName: "dir"),
        completion: .directory)
    var path: String?

    /// The folder this invocation uses (not created until something is stored).
    var directory: StateDirectory { StateDirectory.resolve(explicitPath: path) }
}
