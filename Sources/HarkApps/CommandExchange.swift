import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Runs a declared app's handler program once per call, in the app's folder: the request on its
/// standard input, the answer read from its standard output. A program still running at the
/// timeout is killed (SIGKILL), so no call outlives its turn.
public struct CommandExchange: HandlerExchange {
    public var executable: URL
    public var arguments: [String]
    public var workingDirectory: URL
    /// Added to Hark's own environment (`HARK_APP_DATA`, …).
    public var environment: [String: String]

    public init(executable: URL, arguments: [String], workingDirectory: URL, environment: [String: String]) {
        self.executable = executable
        self.arguments = arguments
        self.workingDirectory = workingDirectory
        self.environment = environment
    }

    public func exchange(_ request: Data, timeout: Double) async -> Result<Data, HandlerFailure> {
        // Process and pipes block: on a thread of their own, never on the cooperative pool.
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: run(request, timeout: timeout)) }
        }
    }

    /// A program that exits without reading its input would otherwise kill Hark with SIGPIPE.
    private static let pipeSignalIgnored: Void = { _ = signal(SIGPIPE, SIG_IGN) }()

    private func run(_ request: Data, timeout: Double) -> Result<Data, HandlerFailure> {
        Self.pipeSignalIgnored
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = workingDirectory
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        let input = Pipe()
        let output = Pipe()
        let errors = Pipe()
        process.standardInput = input
        process.standardOutput = output
        process.standardError = errors
        let exited = DispatchSemaphore(value: 0)
        process.terminationHandler = { _ in exited.signal() }
        do {
            try process.run()
        } catch {
            return .failure(.launchFailed("\(executable.path): \(error.localizedDescription)"))
        }
        let answer = StreamCollector(output.fileHandleForReading, limit: HandlerExchangeLimits.maximumAnswerBytes)
        let detail = StreamCollector(errors.fileHandleForReading, limit: 64 << 10)
        let writer = input.fileHandleForWriting
        Thread.detachNewThread {
            try? writer.write(contentsOf: request)
            try? writer.close()
        }
        if exited.wait(timeout: .now() + timeout) == .timedOut {
            let pid = process.processIdentifier
            // Its own process group when Foundation made one: kill what it started too.
            kill(getpgid(pid) == pid ? -pid : pid, SIGKILL)
            exited.wait()
            return .failure(.timedOut(seconds: timeout))
        }
        // A child of the program may still hold the pipes open: wait briefly, not forever.
        let bytes = answer.finish(waiting: 1)
        let stderrText = detail.finish(waiting: 0.2).map { String(decoding: $0, as: UTF8.self) } ?? ""
        switch process.terminationReason {
        case .uncaughtSignal:
            return .failure(.killed(signal: process.terminationStatus))
        case .exit where process.terminationStatus != 0:
            let tail = stderrText.split(separator: "\n").last.map(String.init) ?? ""
            return .failure(.exited(status: process.terminationStatus, detail: String(tail.suffix(300))))
        default:
            guard let bytes else { return .failure(.answerTooLong) }
            return .success(bytes)
        }
    }
}

/// Reads a stream to its end on a thread of its own, keeping at most `limit` bytes.
private final class StreamCollector: @unchecked Sendable {
    private let lock = NSLock()
    private var data = Data()
    private var overflowed = false
    private let done = DispatchSemaphore(value: 0)

    init(_ handle: FileHandle, limit: Int) {
        Thread.detachNewThread { [self] in
            while let chunk = try? handle.read(upToCount: 64 << 10), !chunk.isEmpty {
                lock.withLock {
                    if data.count + chunk.count > limit { overflowed = true } else { data += chunk }
                }
            }
            done.signal()
        }
    }

    /// What was read, after waiting up to `seconds` for the end; nil when it overflowed.
    func finish(waiting seconds: Double) -> Data? {
        _ = done.wait(timeout: .now() + seconds)
        return lock.withLock { overflowed ? nil : data }
    }
}
