import Foundation
import Synchronization

/// Runs the built `hark` executable the way a user does, capturing both streams.
struct HarkProcess {
    var status: Int32
    var standardOutput: String
    var standardError: String

    var outputLines: [String] { standardOutput.split(separator: "\n").map(String.init) }
    var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }

    /// SwiftPM puts the executable beside the test bundle.
    static var executable: URL {
        URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("hark")
    }

    /// - Parameters:
    ///   - unsetting: variables removed from the inherited environment.
    ///   - program: another executable than the built `hark` (an installed copy, a script).
    ///   - directory: the working directory, when not the test's own.
    ///   - standardInput: a file read as standard input, when not the test's own.
    static func run(
        _ arguments: [String], environment: [String: String] = [:], unsetting: [String] = [],
        program: URL = executable, in directory: URL? = nil, standardInput: URL? = nil
    ) throws -> HarkProcess {
        let process = Process()
        process.executableURL = program
        process.arguments = arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            .filter { !unsetting.contains($0.key) }
        process.currentDirectoryURL = directory
        if let standardInput { process.standardInput = try FileHandle(forReadingFrom: standardInput) }
        let output = Pipe(), error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        // Read both pipes concurrently so a full stderr pipe cannot stall the child. The reader
        // hands its bytes over under a lock: polling `isFinished` alone orders nothing (a data race
        // ThreadSanitizer reported, scripts/sanitizers.sh).
        let errorData = ReadBytes()
        let reader = Thread { errorData.set(error.fileHandleForReading.readDataToEndOfFile()) }
        reader.start()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        while !reader.isFinished { usleep(1_000) }
        return HarkProcess(
            status: process.terminationStatus, standardOutput: String(decoding: outputData, as: UTF8.self),
            standardError: String(decoding: errorData.get(), as: UTF8.self))
    }
}

/// Bytes one thread reads for another.
private final class ReadBytes: Sendable {
    private let bytes = Mutex(Data())
    func set(_ data: Data) { bytes.withLock { $0 = data } }
    func get() -> Data { bytes.withLock { $0 } }
}

/// A temporary folder of good and bad audio for one test.
struct Workspace {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-cli-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    func remove() { try? FileManager.default.removeItem(at: directory) }

    func path(_ name: String) -> String { directory.appendingPathComponent(name).path }

    @discardableResult
    func write(_ data: Data, _ name: String) throws -> String {
        try data.write(to: directory.appendingPathComponent(name))
        return path(name)
    }

    /// goforward.raw wrapped in a WAV header by sox: real speech with a known transcript.
    func goForwardWAV(_ name: String = "goforward.wav", options: [String] = []) throws -> String {
        try sox(
            [
                "-t", "raw", "-r", "16000", "-e", "signed", "-b", "16", "-c", "1",
                "/usr/share/pocketsphinx/test/data/goforward.raw",
            ] + options + [path(name)])
        return path(name)
    }

    /// Seeded pink noise made by sox (`-R`: repeatable).
    func pinkNoise(_ name: String, seconds: Int) throws -> String {
        try sox(["-R", "-n", "-r", "16000", "-c", "1", "-b", "16", path(name), "synth", "\(seconds)", "pinknoise"])
        return path(name)
    }

    private func sox(_ arguments: [String]) throws {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = ["sox"] + arguments
        try process.run()
        process.waitUntilExit()
        if process.terminationStatus != 0 { throw CocoaError(.fileWriteUnknown) }
    }
}
