import Foundation
import HarkTestSupport
import Testing

/// `hark manual`: the binary's own man page, which scripts/install.sh installs without compiling.
@Suite("The manual page")
struct ManualPageTests {
    /// The page as groff's man macros render it, with every warning on; warnings go to stderr.
    static func render(_ page: String, in workspace: Workspace) throws -> HarkProcess {
        let file = try workspace.write(Data(page.utf8), "hark.1")
        return try HarkProcess.run(
            ["-mandoc", "-Tutf8", "-ww", "-K", "utf8", file], environment: ["MANWIDTH": "100"],
            program: URL(fileURLWithPath: "/usr/bin/groff"))
    }

    @Test func thePageHoldsEveryCommandAndOptionAndRendersCleanly() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let made = try HarkProcess.run(
            ["manual", "--date", "2026-04-13", "--data-dir", "/opt/hark/share/hark"],
            environment: ["HARK_DOC_DIR": "/opt/hark/share/doc/hark"])
        #expect(made.status == 0, Comment(rawValue: made.standardError))
        let page = made.standardOutput
        #expect(page.contains(".Dd \"April 13, 2026\"\n.Dt HARK 1\n"))
        // Every subcommand of `hark --help`, and options of each kind.
        let help = try HarkProcess.run(["--help"]).standardOutput
        // Every group's section ("SUBCOMMANDS:", "RESEARCH SUBCOMMANDS:", …), names only.
        let subcommands = help.components(separatedBy: "SUBCOMMANDS:").dropFirst().flatMap { section in
            section.split(separator: "\n", omittingEmptySubsequences: false).dropFirst().prefix { !$0.isEmpty }
                .filter { $0.hasPrefix("  ") && !$0.hasPrefix("   ") && !$0.hasPrefix("  See ") }
                .compactMap { $0.split(separator: " ").first.map(String.init) }
        }
        #expect(subcommands.count > 15)
        for subcommand in subcommands { #expect(page.contains(".It Em \(subcommand)\n"), "\(subcommand)") }
        #expect(page.contains(".It Fl -jobs Ar jobs\n"))
        #expect(page.contains(".It Ar files...\n"))
        #expect(page.contains(".It Fl -json\n"))
        // The documents the help names are where HARK_DOC_DIR says, in options and in commands'
        // descriptions alike, and in the page's FILES section.
        #expect(page.contains("/opt/hark/share/doc/hark/front-end.md"))
        #expect(page.contains("(format: /opt/hark/share/doc/hark/monkeychat.md)"))
        #expect(page.contains("/opt/hark/share/doc/hark/openapi.yaml"))
        #expect(page.contains(".It Pa /opt/hark/share/doc/hark\n"))
        #expect(page.contains(".It Pa /opt/hark/share/hark\n"))
        #expect(!page.contains(/docs\/[a-z-]+\.(md|yaml)/), "every document named where it is installed")

        let rendered = try Self.render(page, in: workspace)
        #expect(rendered.status == 0)
        #expect(rendered.standardError.isEmpty, "\(rendered.standardError)")
        // Bold and underline as overstrikes or SGR sequences, taken out; lines as one.
        let text = HelpDefaultsTests.flattened(
            rendered.standardOutput.replacing(/.\u{8}/, with: "").replacing(/\u{1B}\[[0-9;]*m/, with: ""))
        #expect(
            text.contains("serve Serve transcribe, understand, ask and dialogs over HTTP."), "\(text)")
        #expect(text.contains("--jobs jobs Decode this many files at once, one decoder each"))
    }

    /// Run from the build folder, the help names the documents in the source tree.
    @Test func helpNamesTheSourceDocumentsOutsideAnInstall() throws {
        let help = try HarkProcess.run(["serve", "--help"])
        #expect(HelpDefaultsTests.flattened(help.standardOutput).contains("The API is described by docs/openapi.yaml"))
    }
}
