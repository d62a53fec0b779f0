import Foundation
import Hark
import HarkSupport

/// Runs a program to completion and reports the CPU time it used, from the kernel's accounting of
/// reaped children (`RUSAGE_CHILDREN`), so the figure covers exactly that process and its threads.
enum ChildProcess {
    struct Outcome {
        var status: Int32
        var cpuSeconds: Double
        var wallSeconds: Double
        var standardOutput: String
    }

    static func run(_ executable: String, _ arguments: [String]) throws -> Outcome {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        let before = rusage.cpuSeconds(of: RUSAGE_CHILDREN)
        let clock = ContinuousClock()
        let started = clock.now
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let wall = (clock.now - started)
        return Outcome(
            status: process.terminationStatus, cpuSeconds: rusage.cpuSeconds(of: RUSAGE_CHILDREN) - before,
            wallSeconds: wall.seconds,
            standardOutput: String(decoding: data, as: UTF8.self))
    }

    /// This very executable, to run a second copy of Hark as the measured process.
    static var currentExecutable: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
    }
}
