import Foundation
import HarkApps
import HarkStorage
import HarkTestSupport
import Testing

/// An app folder is checked before it is used or installed: each mistake names its file.
@Suite("Declared apps: folders, manifests and installing")
struct AppFolderTests {
    @Test(arguments: [
        ("handler: {command: [sh]}", "app.yaml: needs 'intents'"),
        ("intents: bell.yaml", "app.yaml: needs 'handler'"),
        ("intents: missing.yaml\nhandler: {command: [sh]}", "'intents' names missing.yaml, which does not exist"),
        ("intents: ../bell.yaml\nhandler: {command: [sh]}", "'intents' must name a file inside the app's folder"),
        ("intents: bell.yaml\nhandler: {command: [no-such-program-here]}", "'no-such-program-here' is not on PATH"),
        ("intents: bell.yaml\nhandler: {webhook: 'ftp://x/'}", "'handler.webhook' must be an http:// or https:// URL"),
        ("intents: bell.yaml\nhandler: {command: [sh], webhook: 'http://x/'}", "has both 'command' and 'webhook'"),
        ("intents: bell.yaml\nhandler: {command: [sh], phases: [guess]}", "'handler.phases' holds 'guess'"),
        ("intents: bell.yaml\nhandler: {command: [sh]}\ntimeoutSeconds: 600", "'timeoutSeconds' must be a number"),
        (
            "intents: bell.yaml\nname: Bell\nhandler: {command: [sh]}",
            "'name' is 'Bell' but bell.yaml names the app 'bell'"
        ),
        ("intents: bell.yaml\nhandler: {command: [sh]}\ncolour: red", "unknown key 'colour'"),
    ])
    func badManifestsAreRefusedByName(_ manifest: String, _ message: String) throws {
        let scratch = try ScratchDirectory("hark-bell")
        defer { scratch.remove() }
        let folder = try DeclaredAppFixture.bell(handler: "", in: scratch)
        try Data(manifest.utf8).write(to: folder.appendingPathComponent("app.yaml"))
        #expect {
            try DeclaredApp(folder: folder)
        } throws: { error in
            "\(error)".contains(message) && "\(error)".contains(folder.path)
        }
    }

    @Test func badResponsesNameTheirFileAndLine() throws {
        let scratch = try ScratchDirectory("hark-bell")
        defer { scratch.remove() }
        let folder = try DeclaredAppFixture.bell(handler: "handler: {command: [sh]}", in: scratch)
        try Data("ring:\n  responses:\n    en-US:\n      success: Ding {volume}.\n".utf8)
            .write(to: folder.appendingPathComponent("bell.responses.yaml"))
        #expect {
            try DeclaredApp(folder: folder)
        } throws: { error in
            "\(error)".contains("bell.responses.yaml:4") && "\(error)".contains("'{volume}' is not a parameter")
        }
    }

    @Test func installingCopiesTheFolderAndReplacesAnOlderCopy() throws {
        let scratch = try ScratchDirectory("hark-install")
        defer { scratch.remove() }
        let folder = try DeclaredAppFixture.bell(handler: "handler: {command: [sh]}", in: scratch)
        let folders = InstalledAppFolders(state: StateDirectory(url: scratch.file("state")))
        let installed = try folders.install(from: folder)
        #expect(installed.folder.path == folders.appsDirectory.appendingPathComponent("bell").path)
        #expect(folders.names() == ["bell"])
        try Data("intents: bell.yaml\nhandler: {command: [sh]}\ntimeoutSeconds: 9\n".utf8)
            .write(to: folder.appendingPathComponent("app.yaml"))
        try folders.install(from: folder)
        #expect(try folders.apps().map(\.manifest.timeoutSeconds) == [9])
        #expect(throws: DeclaredAppError.self) { try folders.install(from: folder, reservedNames: ["Bell"]) }
        #expect(throws: DeclaredAppError.self) { try folders.install(from: scratch.file("nowhere")) }
    }
}
