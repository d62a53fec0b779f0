import Foundation
import Synchronization

/// Runs the built `hark` executable the way a user does, capturing both streams.
public struct HarkProcess: Sendable {
    public var status: Int32
    public var standardOutput: String
    public var standardError: String

    public var outputLines: [String] { standardOutput.split(separator: "\n").map(String.init) }
    public var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }

    /// SwiftPM puts the executable beside the test bundle.
    public static var executable: URL { Products.hark }

    /// - Parameters:
    ///   - unsetting: variables removed from the inherited environment.
    ///   - program: another executable than the built `hark` (an installed copy, a script).
    ///   - directory: the working directory, when not the test's own.
    ///   - standardInput: a file read as standard input, when not the test's own.
    public static func run(
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
