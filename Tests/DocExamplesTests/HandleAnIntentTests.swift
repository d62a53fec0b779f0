import Foundation
import Testing

/// The README's program, built by the package, run as a user runs it on the bundled recording.
@Suite("README program: HandleAnIntent")
struct HandleAnIntentTests {
    struct Run {
        var status: Int32
        var output: String
        var error: String
    }

    /// SwiftPM puts the executable beside the test bundle. `TMPDIR` points at a folder of the
    /// test's own, so the program's search cache starts empty and is removed afterwards.
    func run(_ arguments: [String]) throws -> Run {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hark-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
            .appendingPathComponent("HandleAnIntent")
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(["TMPDIR": scratch.path]) { $1 }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // The program writes a few lines: neither pipe can fill while the other is read.
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Run(
            status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
            error: String(decoding: errorData, as: UTF8.self))
    }

    static let example = DocSources.root.appendingPathComponent("Examples/HandleAnIntent")

    @Test func ordersTheCoffeeHeardInTheRecording() throws {
        let run = try run([
            Self.example.appendingPathComponent("beanstalk.yaml").path,
            Self.example.appendingPathComponent("order.wav").path,
        ])
        #expect(run.status == 0, "\(run.error)")
        let lines = run.output.split(separator: "\n").map(String.init)
        // flite says "order a large latte on beanstalk"; the reply comes from the app's template
        // with the size and drink heard and the handler's wait time.
        #expect(lines.count == 2)
        #expect(lines.first?.hasPrefix("heard: order") == true)
        #expect(lines.first?.hasSuffix("large latte on beanstalk") == true)
        #expect(lines.last == "Your large latte will be ready in five minutes.")
    }

    /// The README says a request without a drink gets the definition's prompt back.
    @Test func asksForTheDrinkWhenNoneIsHeard() throws {
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hark-doc-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let audio = scratch.appendingPathComponent("no-drink.wav").path
        let flite = Process()
        flite.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        flite.arguments = ["flite", "-voice", "slt", "-t", "order on beanstalk", "-o", audio]
        try flite.run()
        flite.waitUntilExit()
        try #require(flite.terminationStatus == 0)

        let run = try run([Self.example.appendingPathComponent("beanstalk.yaml").path, audio])
        #expect(run.status == 0, "\(run.error)")
        #expect(run.output.split(separator: "\n").last == "What would you like to drink?")
    }

    @Test func aMissingRecordingIsNamedAndFails() throws {
        let missing = Self.example.appendingPathComponent("no-such-order.wav").path
        let run = try run([Self.example.appendingPathComponent("beanstalk.yaml").path, missing])
        #expect(run.status == 1)
        #expect(run.output.isEmpty)
        #expect(run.error.contains("no-such-order.wav"))
    }

    @Test func wrongArgumentsPrintTheUsage() throws {
        let run = try run([])
        #expect(run.status == 2)
        #expect(run.error.hasPrefix("usage: HandleAnIntent"))
    }
}
