import ArgumentParser
import HarkDevice

/// `--user NAME`: whose state a command reads or changes. One machine account can hold several
/// Hark users, as one device can be shared; each has separate vocabulary.
struct UserOptions: ParsableArguments {
    @Option(help: ArgumentHelp("The Hark user.", valueName: "name"))
    var user: String = Device.defaultUser

    func validate() throws {
        if user.allSatisfy(\.isWhitespace) { throw ValidationError("--user must not be empty") }
    }
}
