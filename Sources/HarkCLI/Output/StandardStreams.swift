import Foundation

/// Line-oriented output. Each line is written with one `write` so lines from a batch never
/// interleave, and stdout is flushed per line so a pipe sees results as they finish.
enum StandardStreams {
    static func printLine(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }

    /// Errors and diagnostics, prefixed with the program name as Unix tools do.
    static func printError(_ line: String) {
        FileHandle.standardError.write(Data(("hark: " + line + "\n").utf8))
    }
}
