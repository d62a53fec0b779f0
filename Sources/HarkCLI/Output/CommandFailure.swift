import ArgumentParser
import Foundation

/// Why a command failed, said once on standard error by the entry point (``Hark/main()``), which
/// then exits with status 1: a command throws it instead of printing and exiting itself.
struct CommandFailure: Error, CustomStringConvertible {
    /// The line printed, as is: a file and its reason, or the error's own words.
    var description: String

    init(_ message: String) { description = message }

    init(_ error: any Error) { description = "\(error)" }

    /// Runs the command `arguments` name; a ``CommandFailure`` is printed bare (no "Error:"), the
    /// parser's own errors and exit codes as ArgumentParser prints them.
    static func run<Root: AsyncParsableCommand>(_ root: Root.Type, _ arguments: [String]) async {
        do {
            var command = try root.parseAsRoot(arguments)
            if var asyncCommand = command as? any AsyncParsableCommand {
                try await asyncCommand.run()
            } else {
                try command.run()
            }
        } catch let failure as CommandFailure {
            StandardStreams.printError(failure.description)
            Foundation.exit(ExitCode.failure.rawValue)
        } catch {
            root.exit(withError: error)
        }
    }
}
