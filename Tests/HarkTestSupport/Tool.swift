import Foundation

/// Runs a command-line tool found on `PATH` (sox, flite, pocketsphinx_batch), its output left to
/// the test's own; a non-zero exit is an error.
public enum Tool {
    public static func run(_ tool: String, _ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw ToolError(tool: tool, arguments: arguments, status: process.terminationStatus)
        }
    }
}

public struct ToolError: Error, CustomStringConvertible {
    public var tool: String
    public var arguments: [String]
    public var status: Int32

    public var description: String { "\(tool) \(arguments.joined(separator: " ")) exited with \(status)" }
}
