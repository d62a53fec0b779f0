import Foundation
import HarkTestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `hark serve` and `hark wyoming` as commands: what they print once they listen, the token taken
/// from the environment, and SIGTERM ending them as a normal exit. What they serve is tested
/// in-process, from their library modules (HarkServerTests, HarkWyomingTests).
@Suite("hark serve and hark wyoming as commands", .serialized)
struct ServiceCommandTests {
    /// A service started as a user starts it, in a state folder of the test's own.
    final class Service {
        let process = Process()
        let output = Pipe()
        let scratch: ScratchDirectory
        /// The first line it printed.
        private(set) var firstLine = ""

        init(_ arguments: [String], environment: [String: String] = [:]) throws {
            scratch = try ScratchDirectory("hark-service-command")
            process.executableURL = HarkProcess.executable
            process.arguments = arguments + ["--state", scratch.path("state")]
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
            process.standardOutput = output
            try process.run()
            // The first line says where it listens; nothing comes before it is ready.
            var line = Data()
            while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty,
                byte != Data("\n".utf8)
            {
                line += byte
            }
            firstLine = String(decoding: line, as: UTF8.self)
        }

        /// Sends SIGTERM and waits: the exit status, nil when a signal ended it.
        func terminate() -> Int32? {
            if process.isRunning {
                process.terminate()
                process.waitUntilExit()
            }
            return process.terminationReason == .exit ? process.terminationStatus : nil
        }

        func remove() {
            _ = terminate()
            scratch.remove()
        }
    }

    @Test func serveSaysWhereItListensTakesItsTokenFromTheEnvironmentAndEndsOnSIGTERM() async throws {
        let service = try Service(
            ["serve", "--port", "0", "--decoders", "1"], environment: ["HARK_SERVE_TOKEN": "s3cret"])
        defer { service.remove() }
        #expect(service.firstLine.hasPrefix("listening on http://127.0.0.1:"), "\(service.firstLine)")
        let base = try #require(URL(string: String(service.firstLine.dropFirst("listening on ".count))))
        let session = URLSession(configuration: .ephemeral)
        func status(_ method: String, _ path: String, token: String? = nil) async throws -> Int? {
            var request = URLRequest(url: base.appendingPathComponent(path))
            request.httpMethod = method
            if method == "POST" {
                request.httpBody = Data(#"{"text": "order a tomato soup"}"#.utf8)
                request.setValue("application/json", forHTTPHeaderField: "Content-Type")
            }
            if let token { request.setValue("Bearer \(token)", forHTTPHeaderField: "Authorization") }
            return (try await session.data(for: request).1 as? HTTPURLResponse)?.statusCode
        }
        #expect(try await status("GET", "health") == 200)
        #expect(try await status("POST", "v1/understand") == 401)
        #expect(try await status("POST", "v1/understand", token: "s3cret") == 200)
        #expect(service.terminate() == 0, "SIGTERM ends the server as a normal exit")
    }

    @Test func wyomingSaysWhereItListensAndEndsOnSIGTERM() throws {
        let service = try Service(["wyoming", "--uri", "tcp://127.0.0.1:0", "--decoders", "1"])
        defer { service.remove() }
        #expect(service.firstLine.hasPrefix("listening on tcp://127.0.0.1:"), "\(service.firstLine)")
        #expect(Int(service.firstLine.split(separator: ":").last ?? "") ?? 0 > 0, "\(service.firstLine)")
        #expect(service.terminate() == 0, "SIGTERM ends the service as a normal exit")
    }
}
