import Foundation
import Hark
import HarkDevice
import HarkStorage
import HarkTestSupport
import Testing

/// The README's program, built by the package, run as a user runs it on the bundled recording.
@Suite("README program: HandleAnIntent", .tags(.audio))
struct HandleAnIntentTests {
    /// The built program, run with `TMPDIR` pointing at a folder of the test's own, so the
    /// program's search cache starts empty and is removed afterwards.
    func run(_ arguments: [String]) throws -> HarkProcess {
        let scratch = try ScratchDirectory("hark-doc")
        defer { scratch.remove() }
        return try HarkProcess.run(
            arguments, environment: ["TMPDIR": scratch.url.path, "HARK_CACHE_DIR": scratch.path("cache")],
            program: Products.directory.appendingPathComponent("HandleAnIntent"))
    }

    static let example = DocSources.root.appendingPathComponent("Examples/HandleAnIntent")

    @Test func ordersTheCoffeeHeardInTheRecording() throws {
        let run = try run([
            Self.example.appendingPathComponent("beanstalk.yaml").path,
            Self.example.appendingPathComponent("order.wav").path,
        ])
        #expect(run.status == 0, "\(run.standardError)")
        let lines = run.standardOutput.split(separator: "\n").map(String.init)
        // flite says "order a large latte on beanstalk"; the reply comes from the app's template
        // with the size and drink heard and the handler's wait time.
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("heard: order") == true)
        #expect(lines.first?.hasSuffix("large latte on beanstalk") == true)
        #expect(lines.last == "Your large latte will be ready in five minutes.")
    }

    /// The library's pipeline is the command's (issue 32): the program hears the recording as `hark
    /// ask` does with the same definitions, word for word and intent for intent. `hark ask --intents
    /// FILE` opens a device on the definitions and asks an assistant hearing through the device's
    /// own decoder (ConversationSetup); that is done here, in the test's process.
    @Test func hearsWhatHarkAskHears() async throws {
        let definitions = Self.example.appendingPathComponent("beanstalk.yaml")
        let order = Self.example.appendingPathComponent("order.wav").path
        let program = try run([definitions.path, order])
        #expect(program.status == 0, "\(program.standardError)")
        let heard = try #require(program.standardOutput.split(separator: "\n").first).dropFirst("heard: ".count)
        let scratch = try ScratchDirectory("hark-doc-ask")
        defer { scratch.remove() }
        let pipeline = try HarkPipeline(configuration: HarkProfile.load(file: nil).configuration)
        let device = try Device(
            pipeline: pipeline, intents: [definitions], state: StateDirectory(url: scratch.file("state")))
        let reply = try await device.assistant(hearing: try device.commandRecognizer()).reply(toAudioFile: order)
        // The definitions file brings no handler: Beanstalk is not installed on the device, so the
        // request is refused (`hark ask` exits 3) after it was heard and read the same way.
        #expect(reply.outcome == .refused, "\(reply.response.text)")
        #expect(reply.transcript == String(heard))
        #expect(reply.intent == "OrderCoffee")
    }

    /// The README says a request without a drink gets the definition's prompt back.
    @Test func asksForTheDrinkWhenNoneIsHeard() throws {
        let scratch = try ScratchDirectory("hark-doc")
        defer { scratch.remove() }
        let audio = try scratch.speak("order on beanstalk", as: "no-drink")

        let run = try run([Self.example.appendingPathComponent("beanstalk.yaml").path, audio])
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput.split(separator: "\n").last == "What would you like to drink?")
    }

    @Test func aMissingRecordingIsNamedAndFails() throws {
        let missing = Self.example.appendingPathComponent("no-such-order.wav").path
        let run = try run([Self.example.appendingPathComponent("beanstalk.yaml").path, missing])
        #expect(run.status == 1)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("no-such-order.wav"))
    }

    @Test func wrongArgumentsPrintTheUsage() throws {
        let run = try run([])
        #expect(run.status == 2)
        #expect(run.standardError.hasPrefix("usage: HandleAnIntent"))
    }
}
