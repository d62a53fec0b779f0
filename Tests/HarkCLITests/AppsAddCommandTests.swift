import Foundation
import HarkTestSupport
import Testing

/// `hark apps add FOLDER` on a fresh state folder, then the coffee maker answering `hark ask`.
@Suite("hark apps add")
struct AppsAddCommandTests {
    @Test func theCoffeeMakerInstallsAndAnswersTextAndSpeech() throws {
        let scratch = try ScratchDirectory("hark-apps-add")
        defer { scratch.remove() }
        let state = scratch.path("state")
        let added = try HarkProcess.run(["apps", "add", Repository.file("Models/coffee-maker").path, "--state", state])
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.outputLines.first == "installed coffee_maker in \(state)/apps/coffee_maker")
        let listed = try HarkProcess.run(["apps", "--state", state])
        #expect(listed.standardOutput.contains("coffee_maker\tcoffee_maker\tauthorized"))

        let typed = try HarkProcess.run(["ask", "--state", state, "--text", "brew a large latte"])
        #expect(typed.outputLines == ["One large latte coming right up! Order number one, ready in two minutes."])
        let orders = try String(contentsOfFile: "\(state)/app-data/coffee_maker/orders.jsonl", encoding: .utf8)
        #expect(orders.split(separator: "\n").count == 1)

        // flite's "latte" is heard as "let"; its cappuccino is heard right.
        let audio = try scratch.speak("make me a large cappuccino", as: "order.wav")
        let spoken = try HarkProcess.run(["ask", "--state", state, "--no-heard", audio])
        #expect(spoken.outputLines == ["One large cappuccino coming right up! Order number two, ready in two minutes."])

        let removed = try HarkProcess.run(["apps", "remove", "coffee_maker", "--state", state])
        #expect(removed.status == 0)
        // Removed, it is gone from the search: nothing hears the request as the coffee maker's.
        let refused = try HarkProcess.run(["ask", "--state", state, "--text", "brew a large latte"])
        #expect(refused.outputLines == ["Sorry, none of your apps can help with that."])
        #expect(refused.status == 3)
        // Its folder, given with --intents, stands in for it as docs/apps.md says, removed or not.
        let folder = Repository.file("Models/coffee-maker").path
        let tried = try HarkProcess.run(["ask", "--state", state, "--intents", folder, "--text", "brew a large latte"])
        #expect(tried.status == 0, "\(tried.standardOutput)\(tried.standardError)")
        #expect(tried.outputLines.first?.hasPrefix("One large latte coming right up!") == true)
    }

    @Test func aBrokenFolderIsRefusedWithItsFileAndReason() throws {
        let scratch = try ScratchDirectory("hark-apps-add")
        defer { scratch.remove() }
        let folder = scratch.file("app")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data("intents: nope.yaml\nhandler: {command: [sh]}\n".utf8).write(
            to: folder.appendingPathComponent("app.yaml"))
        let result = try HarkProcess.run(["apps", "add", folder.path, "--state", scratch.path("state")])
        #expect(result.status != 0)
        #expect(result.errorLines == ["hark: \(folder.path)/app.yaml: 'intents' names nope.yaml, which does not exist"])
        #expect(!FileManager.default.fileExists(atPath: scratch.path("state/apps/app")))
    }
}
