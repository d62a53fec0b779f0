import Foundation
import HarkTestSupport
import Testing

/// Batch `transcribe` and `understand` draw a progress bar on stderr when it is a terminal, as
/// `evaluate` does, and print nothing more when it is a pipe or a file.
@Suite("Batch progress", .tags(.audio))
struct BatchProgressTests {
    static let goForward = PocketSphinxTestData.goForward

    /// `hark ARGUMENTS` run by script(1), which gives it a terminal; what the terminal showed.
    static func onTerminal(_ arguments: [String]) throws -> HarkProcess {
        let command = ([HarkProcess.executable.path] + arguments).map { "'\($0)'" }.joined(separator: " ")
        return try HarkProcess.run(
            ["--quiet", "--return", "--command", command, "/dev/null"], program: URL(fileURLWithPath: "/usr/bin/script")
        )
    }

    @Test(arguments: ["transcribe", "understand"])
    func aBatchShowsABarOnATerminalOnly(command: String) throws {
        let arguments = [command, "--jobs", "1", "--raw", "s16le:16000:1", Self.goForward, Self.goForward]
        // "go forward ten meters" is no app's request: understand says so with status 3.
        let status: Int32 = command == "understand" ? 3 : 0
        let shown = try Self.onTerminal(arguments)
        #expect(shown.status == status, Comment(rawValue: shown.standardOutput))
        #expect(
            shown.standardOutput.contains("\(command) [###############...............] 1/2"), "\(shown.standardOutput)")
        #expect(shown.standardOutput.contains("\(command) [##############################] 2/2"))
        // Each result line starts at the left edge: the bar is wiped before it is printed.
        #expect(shown.standardOutput.contains("\r\u{1B}[K\(command == "transcribe" ? Self.goForward : "== ")"))

        let piped = try HarkProcess.run(arguments)
        #expect(piped.status == status)
        #expect(piped.standardError.isEmpty, "\(piped.standardError)")
        #expect(!piped.standardOutput.contains("2/2"))
    }

    /// One file is no batch: no bar, even on a terminal.
    @Test func oneFileShowsNoBar() throws {
        let shown = try Self.onTerminal(["transcribe", "--raw", "s16le:16000:1", Self.goForward])
        #expect(shown.status == 0)
        #expect(shown.standardOutput.contains("go forward ten meters"))
        #expect(!shown.standardOutput.contains("transcribe ["), "\(shown.standardOutput)")
    }
}
