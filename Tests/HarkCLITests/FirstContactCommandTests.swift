import Foundation
import HarkTestSupport
import Testing

/// What a new user tries first from the command line (issue 39): a removed app, exit statuses a
/// script can read, what `hark apps` says it did, a mistyped command, the help.
@Suite("hark: first contact")
final class FirstContactCommandTests {
    let scratch: ScratchDirectory
    var state: String { scratch.path("state") }

    init() throws { scratch = try ScratchDirectory("hark-first-contact") }
    deinit { scratch.remove() }

    func handled() -> [String] { LightsApp.handled(in: scratch.file("state/app-data/Lights")) }

    @Test func aRemovedAppIsGoneFromTheSearchAndRouting() throws {
        let added = try HarkProcess.run(["apps", "add", try LightsApp.folder(in: scratch).path, "--state", state])
        #expect(added.status == 0, "\(added.standardError)")
        #expect(added.outputLines == ["installed Lights in \(state)/apps/Lights"])
        let on = try HarkProcess.run(["ask", "--state", state, "--text", "turn on the kitchen light"])
        #expect(on.outputLines == ["The kitchen light is on."])
        #expect(on.status == 0)

        let removed = try HarkProcess.run(["apps", "remove", "lights", "--state", state])
        #expect(removed.status == 0)
        #expect(removed.outputLines.first?.hasPrefix("removed Lights") == true, "\(removed.standardOutput)")
        let after = try HarkProcess.run(["ask", "--state", state, "--text", "turn on the kitchen light"])
        #expect(after.outputLines == ["Sorry, none of your apps can help with that."])
        #expect(after.status == 3)
        #expect(handled() == [#""room":["kitchen"]"#])

        let back = try HarkProcess.run(["apps", "add", "Lights", "--state", state])
        #expect(back.outputLines == ["put Lights back"])
        let again = try HarkProcess.run(["ask", "--state", state, "--text", "turn on the garage light"])
        #expect(again.outputLines == ["The garage light is on."])
    }

    @Test func askExitsNonZeroWhenNothingIsDoneOrTheHandlerFails() throws {
        let failing = try LightsApp.folder(in: scratch, handler: "handler: {command: [sh, -c, 'exit 3']}")
        let crashed = try HarkProcess.run(
            ["ask", "--state", state, "--intents", failing.path, "--text", "turn on the kitchen light"])
        #expect(crashed.status == 4, "\(crashed.standardError)")
        #expect(crashed.standardError.contains("exited with status 3"))

        let unserved = try HarkProcess.run(
            ["ask", "--state", state, "--intents", failing.path, "--text", "what is the weather"])
        #expect(unserved.status == 3)
        let understood = try HarkProcess.run(
            ["understand", "--intents", failing.path, "--text", "turn on the garage light"])
        #expect(understood.status == 0)
        let notUnderstood = try HarkProcess.run(
            [
                "understand", "--json", "--intents", failing.path, "--text", "turn on the garage light", "--text",
                "tell me a joke",
            ])
        #expect(notUnderstood.status == 3)
        #expect(notUnderstood.outputLines.count == 2, "both requests are still printed")
    }

    @Test func askExitsZeroWhenTheRequestIsDoneOrAsks() throws {
        let lights = try LightsApp.folder(in: scratch)
        let done = try HarkProcess.run(
            ["ask", "--state", state, "--intents", lights.path, "--text", "switch on the bedroom light"])
        #expect(done.status == 0, "\(done.standardError)")
        let asks = try HarkProcess.run(
            ["ask", "--state", state, "--intents", lights.path, "--text", "turn on the bathroom light"])
        #expect(asks.status == 0)
        #expect(asks.outputLines.first?.contains("bedroom") == true, "\(asks.standardOutput)")
        #expect(handled() == [#""room":["bedroom"]"#], "the bathroom turned on no light")
    }

    @Test func aRequiredParameterWithoutAPromptIsWarnedAbout() throws {
        let lights = try LightsApp.folder(in: scratch, prompts: false)
        let added = try HarkProcess.run(["apps", "add", lights.path, "--state", state])
        #expect(added.status == 0)
        #expect(added.standardError.contains("'room' has no prompt"), "\(added.standardError)")
    }

    @Test func appsAddSaysWhatIsWrongWithAPath() throws {
        let missing = try HarkProcess.run(["apps", "add", "/no/such/folder", "--state", state])
        #expect(missing.status == 1)
        #expect(missing.errorLines == ["hark: /no/such/folder: no such folder"])
    }

    @Test func aMistypedCommandIsGivenTheNearestOne() throws {
        let run = try HarkProcess.run(["asq", "--text", "hello"])
        #expect(run.status == 64)
        #expect(run.errorLines == ["hark: 'asq' is not a hark command. Did you mean 'ask'?"])
    }

    @Test func theHelpPutsTheEverydayCommandsFirstOnOneScreen() throws {
        let help = try HarkProcess.run(["--help"]).outputLines
        #expect(help.count <= 50, "\(help.count) lines")
        let ask = try #require(help.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("ask ") })
        let mix = try #require(help.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("mix ") })
        let contacts = try #require(help.firstIndex { $0.trimmingCharacters(in: .whitespaces).hasPrefix("contacts ") })
        #expect(ask < contacts && contacts < mix)
    }

    @Test(arguments: ["serve", "wyoming"]) func servicesDoNotOfferRaw(_ command: String) throws {
        let help = try HarkProcess.run([command, "--help"])
        #expect(help.status == 0)
        #expect(!help.standardOutput.contains("--raw"))
    }
}
