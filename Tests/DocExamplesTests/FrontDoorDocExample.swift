import Foundation
import Hark
import HarkTestSupport
import Testing

/// The README's front door, run as written on the bundled recording: three statements after
/// `import Hark` from a file to an understood intent. Its claims are checked after it.
@Suite("README example: the front door", .tags(.audio))
struct FrontDoorDocExample {
    @Test func aRecordingIsUnderstoodInThreeStatements() throws {
        // The example's paths are the clone's, as `swift test` runs from it.
        try #require(FileManager.default.fileExists(atPath: "Examples/HandleAnIntent/order.wav"))

        // doc-example: README.md Sources/Hark/Hark.swift
        let hark = try Hark(intents: [URL(fileURLWithPath: "Examples/HandleAnIntent/beanstalk.yaml")])
        let heard = try hark.understand(file: "Examples/HandleAnIntent/order.wav")
        print(heard.understanding.intent, heard.understanding.parameters)  // OrderCoffee, drink and size
        // doc-example: end

        #expect(heard.rejection == nil)
        #expect(heard.understanding.intent == "OrderCoffee")
        #expect(heard.understanding.parameters["drink"]?.map(\.value) == ["latte"])
        #expect(heard.understanding.parameters["size"]?.map(\.value) == ["large"])
        // Typed text is read by the same understander; a request it cannot explain is refused.
        #expect(hark.understand(text: "order a small tea on beanstalk").understanding.intent == "OrderCoffee")
        #expect(hark.understand(text: "don't order a small tea on beanstalk").isRejected)
        // The general search hears the same recording in any words (flite's voice, badly).
        #expect(try !hark.transcribe(file: "Examples/HandleAnIntent/order.wav").text.isEmpty)
        #expect(throws: TranscriptionError.self) { try hark.understand(file: "Examples/HandleAnIntent/missing.wav") }
    }
}
