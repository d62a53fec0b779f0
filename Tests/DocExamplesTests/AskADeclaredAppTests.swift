import Foundation
import HarkTestSupport
import Testing

/// `Examples/AskADeclaredApp`: a program of its own opens the device with a declared app, as `hark
/// ask --intents FOLDER` does, with no command-line parser, and answers typed requests.
@Suite("Library program: AskADeclaredApp")
struct AskADeclaredAppTests {
    static let lights = DocSources.root.appendingPathComponent("Examples/AskADeclaredApp/lights").path

    func run(_ request: String) throws -> HarkProcess {
        let scratch = try ScratchDirectory("hark-doc")
        defer { scratch.remove() }
        return try HarkProcess.run(
            [Self.lights, request], environment: ["TMPDIR": scratch.url.path, "HARK_CACHE_DIR": scratch.path("cache")],
            program: Products.directory.appendingPathComponent("AskADeclaredApp"))
    }

    @Test func theAppHandlesItsRequest() throws {
        let run = try run("turn on the kitchen light")
        #expect(run.status == 0, "\(run.standardError)")
        #expect(run.standardOutput == "The kitchen light is on.\n")
    }

    @Test func aRequestNoAppServesIsSaidToBeSo() throws {
        let run = try run("what is the weather")
        #expect(run.status == 3)
        #expect(run.standardOutput == "Sorry, none of your apps can help with that.\n")
    }
}
