import ArgumentParser
import Hark

/// `--jobs N`: how many files a batch decodes at once, one decoder each.
struct JobsOptions: ParsableArguments {
    // Optional, so that the help states the one default in words rather than this machine's count.
    @Option(
        name: .customLong("jobs"), parsing: .unconditional,
        help: ArgumentHelp(
            "Decode this many files at once, one decoder each (default: the core count).", valueName: "jobs"))
    var requested: Int?

    /// The jobs asked for, else one per core.
    var count: Int { requested ?? BatchRunner.defaultJobs }

    func validate() throws {
        if count < 1 { throw ValidationError("--jobs must be at least 1") }
    }
}
