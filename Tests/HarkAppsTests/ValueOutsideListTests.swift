import Foundation
import Hark
import HarkApps
import HarkTestSupport
import Testing

/// A value its list lacks, heard through the command search's way out of the list (the word
/// `hark-unknown`, which typed text stands in for here), and requests that hold a cancel word:
/// neither is acted on, and the reply says why.
@Suite("Declared apps: values outside the list")
struct ValueOutsideListTests {
    /// A kennel that needs no name: a short list of runs and a long one of treats. Its handler
    /// writes a file for every call.
    static func kennel(in scratch: ScratchDirectory) throws -> URL {
        let folder = scratch.file("kennel")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try Data(
            """
            app:
              name: Kennel
              domain: pets
              nameRequired: false
            types:
              run: {values: [north, south, east]}
              treat: {values: [biscuit, bone, carrot, cheese, chicken, liver, salmon, apple]}
            intents:
              openRun:
                parameters:
                  run: {type: run, required: true}
                templates: ["open [the] {run} run"]
              giveTreat:
                parameters:
                  treat: {type: treat, required: true}
                templates: ["give [the] dogs [a] {treat} treat"]

            """.utf8
        ).write(to: folder.appendingPathComponent("kennel.yaml"))
        try Data("#!/bin/sh\ncat > \"$HARK_APP_DATA/call-$$.json\"\necho '{\"code\": \"success\"}'\n".utf8)
            .write(to: folder.appendingPathComponent("keeper.sh"))
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o755], ofItemAtPath: folder.appendingPathComponent("keeper.sh").path)
        try Data("intents: kennel.yaml\nhandler:\n  command: [./keeper.sh]\n".utf8)
            .write(to: folder.appendingPathComponent("app.yaml"))
        return folder
    }

    /// SiriKit's `unsupported`: the reply names the parameter and the values its list knows (a
    /// long list by its size and a few of it), the turn is refused, and the handler is not called.
    @Test func aValueOutsideTheListIsRefusedWithTheValuesKnown() async throws {
        let scratch = try ScratchDirectory("hark-kennel")
        defer { scratch.remove() }
        let fixture = try DeclaredAppFixture(folder: try Self.kennel(in: scratch))
        let run = await fixture.say("open the hark-unknown run")
        #expect(run.outcome == .refused)
        #expect(run.app == "Kennel")
        #expect(
            run.response.text == "Sorry, I don't know that run, so I didn't do anything. I know north, south, and east."
        )
        let treat = await fixture.say("please give the dogs a hark-unknown treat")
        #expect(treat.outcome == .refused)
        #expect(
            treat.response.text
                == "Sorry, I don't know that treat, so I didn't do anything. I know eight of them, such as biscuit, bone, or carrot."
        )
        #expect(fixture.dataFiles().isEmpty, "the handler was called")
        // A stretch heard as no word at all, elsewhere than a value: nothing to quote, nothing done.
        let unheard = await fixture.say("hark-unknown open the north run")
        #expect(unheard.response.text == "Sorry, I didn't catch all of that, so I didn't do anything.")
        let plain = await fixture.say("open the south run")
        #expect(plain.outcome == .done)
        #expect(fixture.dataFiles().count == 1)
    }

    /// With no question open, "stop …" is a request no app serves, not a cancel: it is refused,
    /// and not answered "OK, I won't do that" as if something had been stopped.
    @Test func aRequestHoldingACancelWordIsNoCancel() async throws {
        let fixture = try DeclaredAppFixture(folder: Repository.file("Models/coffee-maker"))
        let request = await fixture.say("stop the grinder in the kitchen")
        #expect(request.outcome != .cancelled)
        #expect(request.outcome != .done)
        #expect(request.response.text != "OK, I won't do that.")
        let cancel = await fixture.say("never mind")
        #expect(cancel.outcome == .cancelled)
        #expect(fixture.orders().isEmpty)
    }
}
