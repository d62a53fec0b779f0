import Foundation
import HarkTestSupport
import Testing

/// `scripts/install.sh` into a temporary prefix, then the installed `hark` run from another
/// directory with no HARK_MODELS_DIR, as a user on another machine would. The script installs the
/// binary this test run built (`--binary`) rather than building a release, to keep the suite fast;
/// everything else — the data, the documents, the man page, the completions, the layout — is what
/// a real install writes.
@Suite("Installing hark")
struct InstallTests {
    static let repository = Repository.root

    struct Installed {
        let workspace: Workspace
        /// What install.sh wrote to standard error.
        let log: String
        var prefix: URL { workspace.url.appendingPathComponent("prefix") }
        var hark: URL { prefix.appendingPathComponent("bin/hark") }
        /// Outside the repository, so no source tree can be found walking up from it.
        var elsewhere: URL { workspace.url.appendingPathComponent("elsewhere") }

        init() throws {
            workspace = try Workspace()
            let install = try HarkProcess.run(
                ["--prefix", workspace.path("prefix"), "--binary", HarkProcess.executable.path],
                program: InstallTests.repository.appendingPathComponent("scripts/install.sh"))
            try #require(install.status == 0, Comment(rawValue: install.standardError))
            log = install.standardError
            try FileManager.default.createDirectory(at: elsewhere, withIntermediateDirectories: true)
        }

        func run(_ arguments: [String], program: URL? = nil, withState: Bool = true) throws -> HarkProcess {
            try HarkProcess.run(
                arguments + (withState ? ["--state", workspace.path("state")] : []),
                environment: ["HARK_CACHE_DIR": workspace.path("cache")], unsetting: ["HARK_MODELS_DIR"],
                program: program ?? hark, in: elsewhere)
        }
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func theInstalledCommandFindsItsDataFromAnyDirectory() throws {
        let installed = try Installed()
        defer { installed.workspace.remove() }

        let understood = try installed.run(["understand", "--json", "--text", "MonkeyChat Bobo send more bananas"])
        #expect(understood.status == 0, Comment(rawValue: understood.standardError))
        let reading = try #require(
            try JSONSerialization.jsonObject(with: Data(understood.standardOutput.utf8)) as? [String: Any])
        #expect(reading["app"] as? String == "MonkeyChat")
        #expect(reading["intent"] as? String == "INSendMessageIntent")

        // The address book shipped in the installed data, then a request that needs it.
        let contacts = installed.prefix.appendingPathComponent("share/hark/monkeychat/contacts.json")
        #expect(try installed.run(["contacts", "import", contacts.path]).status == 0)
        let asked = try installed.run([
            "ask", "--json", "--text", "send a message to Kiki on MonkeyChat saying see you soon",
        ])
        #expect(asked.status == 0, Comment(rawValue: asked.standardError))
        let reply = try #require(
            try JSONSerialization.jsonObject(with: Data(asked.standardOutput.utf8)) as? [String: Any])
        let response = try #require(reply["response"] as? [String: Any])
        #expect(response["code"] as? String == "success")
        #expect((response["text"] as? String)?.contains("Kiki") == true)

        let apps = try installed.run(["apps"])
        #expect(apps.status == 0, Comment(rawValue: apps.standardError))
        for app in ["MonkeyChat", "SoupChef", "MonkeyFit"] { #expect(apps.standardOutput.contains("\(app)\t")) }
        // Only found through the installed Models: the apps' vocabularies.
        #expect(apps.standardOutput.contains("app vocabulary AppIntentVocabulary.plist: group.banana-bunch"))
    }

    /// The same binary copied alone, as `cp .build/release/hark /usr/local/bin` did: no data, and
    /// it says so — what the installed layout is there to prevent.
    @Test func aBinaryCopiedWithoutItsDataSaysWhatIsMissing() throws {
        let installed = try Installed()
        defer { installed.workspace.remove() }
        let bare = installed.workspace.url.appendingPathComponent("bare/bin/hark")
        try FileManager.default.createDirectory(
            at: bare.deletingLastPathComponent(), withIntermediateDirectories: true)
        try FileManager.default.copyItem(at: installed.hark, to: bare)
        let run = try installed.run(["understand", "--text", "MonkeyChat Bobo send more bananas"], program: bare)
        #expect(run.status != 0)
        #expect(run.standardError.contains("no intent definitions found"))
    }

    /// `--binary` compiles nothing: the man page comes from the binary itself (`hark manual`), the
    /// documents are copied. (Its time is not asserted: a loaded machine makes any bound flaky.)
    @Test func theManualAndTheDocumentsAreInstalledWithoutCompiling() throws {
        let installed = try Installed()
        defer { installed.workspace.remove() }
        #expect(!installed.log.contains("building hark"), "install.sh --binary built: \(installed.log)")
        #expect(installed.log.contains("install: hark"), "install.sh said: \(installed.log)")

        let documents = installed.prefix.appendingPathComponent("share/doc/hark")
        #expect(
            try Data(contentsOf: documents.appendingPathComponent("openapi.yaml"))
                == Data(contentsOf: Repository.file("docs/openapi.yaml")))
        for name in ["README.md", "front-end.md", "benchmarks.md", "monkeychat.md", "sharding.md", "evaluation.md"] {
            #expect(FileManager.default.fileExists(atPath: documents.appendingPathComponent(name).path), "\(name)")
        }
        let page = try String(
            contentsOf: installed.prefix.appendingPathComponent("share/man/man1/hark.1"), encoding: .utf8)
        #expect(page.contains(".Dt HARK 1"))
        #expect(page.contains(".It Em serve"))
        #expect(page.contains("\(documents.path)/openapi.yaml"), "the page names the installed documents")
        // The installed binary's help names the installed documents, from any directory.
        let help = try installed.run(["serve", "--help"], withState: false)
        #expect(help.status == 0)
        #expect(
            HelpDefaultsTests.flattened(help.standardOutput).contains("share/doc/hark/openapi.yaml"),
            "\(help.standardOutput)")
    }

    @Test func completionsAreInstalledForEachShell() throws {
        let installed = try Installed()
        defer { installed.workspace.remove() }
        let share = installed.prefix.appendingPathComponent("share")
        for (path, marker) in [
            ("bash-completion/completions/hark", "-F _hark hark"), ("zsh/site-functions/_hark", "#compdef hark"),
            ("fish/vendor_completions.d/hark.fish", "complete -c 'hark'"),
        ] {
            let script = try String(contentsOf: share.appendingPathComponent(path), encoding: .utf8)
            #expect(script.contains(marker), "\(path)")
            #expect(script.contains("understand"), "\(path) completes the subcommands")
        }
    }

    /// The version and the commit: a commit this repository holds, or "unknown" when built from
    /// a tree without .git.
    @Test func versionNamesTheCommitBuilt() throws {
        let installed = try Installed()
        defer { installed.workspace.remove() }
        let run = try installed.run(["--version"], withState: false)
        #expect(run.status == 0)
        let line = run.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let match = try #require(line.wholeMatch(of: /(\d+)\.(\d+)\.(\d+) \(commit ([0-9a-f]{12}|unknown)\)/))
        let commit = String(match.4)
        guard commit != "unknown" else { return }
        let git = try HarkProcess.run(
            ["-C", Self.repository.path, "cat-file", "-e", "\(commit)^{commit}"],
            program: URL(fileURLWithPath: "/usr/bin/git"))
        #expect(git.status == 0, "\(commit) is not a commit of this repository")
    }
}
