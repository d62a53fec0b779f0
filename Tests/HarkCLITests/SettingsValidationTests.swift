import Foundation
import HarkTestSupport
import Testing

/// Settings that name something Hark does not have are refused before anything is stored, and
/// `hark evaluate` keeps out of the user's own state unless `--state` is given.
@Suite("Settings validation and evaluation state")
struct SettingsValidationTests {
    /// Every file in the state folder with its bytes: what "nothing stored" is checked against.
    func snapshot(_ state: String) throws -> [String: Data] {
        let names = (try? FileManager.default.contentsOfDirectory(atPath: state)) ?? []
        var files: [String: Data] = [:]
        for name in names {
            files[name] = try Data(contentsOf: URL(fileURLWithPath: state).appendingPathComponent(name))
        }
        return files
    }

    @Test func anUnknownLanguageIsRefusedWithTheKnownOnesAndNothingIsStored() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = workspace.path("state")
        #expect(try HarkProcess.run(["device", "language", "fr", "--state", state]).status == 0)
        let before = try snapshot(state)
        #expect(!before.isEmpty)

        let run = try HarkProcess.run(["device", "language", "de-DE", "--state", state])
        #expect(run.status != 0)
        #expect(run.standardError.contains("'de-DE'"))
        #expect(run.standardError.contains("available: en-US, fr-FR"), "\(run.standardError)")
        #expect(try snapshot(state) == before)
        let status = try HarkProcess.run(["device", "status", "--state", state])
        #expect(status.standardOutput.contains("language fr-FR"), "a bare fr is stored under its full code")
        // Answered (in French; no app tells the time, so the request is refused: status 3).
        let asked = try HarkProcess.run(["ask", "--text", "what time is it", "--state", state])
        #expect(asked.status == 3, "\(asked.standardError)")
        #expect(asked.standardOutput.contains("applications"), "\(asked.standardOutput)")
    }

    @Test func anUnknownLanguageLeavesNoStateBehindWhenThereWasNone() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = workspace.path("state")
        let run = try HarkProcess.run(["device", "language", "klingon", "--state", state])
        #expect(run.status != 0)
        #expect(!FileManager.default.fileExists(atPath: state))
    }

    @Test func anUnknownAppIsRefusedWithTheInstalledOnesAndNothingIsStored() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = workspace.path("state")
        #expect(try HarkProcess.run(["device", "lock", "--state", state]).status == 0)
        let before = try snapshot(state)

        for arguments in [
            ["apps", "authorization", "MonkeyChatt", "denied"], ["apps", "remove", "SoupChief"],
            ["apps", "add", "Nope"],
        ] {
            let run = try HarkProcess.run(arguments + ["--state", state])
            #expect(run.status != 0, "\(arguments)")
            #expect(run.standardError.contains("unknown app '\(arguments[2])'"), "\(run.standardError)")
            #expect(run.standardError.contains("installed: MonkeyChat, SoupChef, MonkeyFit"), "\(run.standardError)")
            #expect(try snapshot(state) == before, "\(arguments)")
        }
        let status = try HarkProcess.run(["device", "status", "--state", state])
        #expect(status.standardOutput == "device locked; language en-US\n")
    }

    @Test func anAppNamedInAnotherCaseIsStoredUnderItsOwnName() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = workspace.path("state")
        let run = try HarkProcess.run(["apps", "authorization", "monkeychat", "denied", "--state", state])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "MonkeyChat is denied\n")
    }

    /// A broken vocabulary database in the default state folder ($XDG_DATA_HOME/hark) stops an
    /// evaluation that reads it; without --state, evaluate never looks there, writes nothing
    /// there, and leaves no temporary state behind.
    @Test func evaluateKeepsOutOfTheDefaultStateUnlessAsked() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let defaultState = workspace.path("data/hark"), temporary = workspace.path("tmp")
        try FileManager.default.createDirectory(atPath: defaultState, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(atPath: temporary, withIntermediateDirectories: true)
        try workspace.write(Data("not a database".utf8), "data/hark/vocabulary.sqlite")
        let before = try snapshot(defaultState)
        let manifest = """
            {"audio": "/usr/share/pocketsphinx/test/data/goforward.raw", "text": "go forward ten meters", "rawFormat": "s16le:16000:1"}
            """
        let manifestPath = try workspace.write(Data(manifest.utf8), "set.jsonl")
        let environment = ["XDG_DATA_HOME": workspace.path("data"), "TMPDIR": temporary]

        let asked = try HarkProcess.run(
            ["evaluate", "--jobs", "1", "--understand", "--state", defaultState, manifestPath],
            environment: environment)
        #expect(asked.status != 0, "the explicit --state is read")

        let run = try HarkProcess.run(
            ["evaluate", "--jobs", "1", "--understand", manifestPath], environment: environment)
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.contains("WER"))
        #expect(try snapshot(defaultState) == before)
        #expect(
            try FileManager.default.contentsOfDirectory(atPath: temporary).filter {
                $0.hasPrefix("hark-evaluate-state")
            }.isEmpty)
    }
}
