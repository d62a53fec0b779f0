import Foundation
import HarkTestSupport

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `hark serve` started as a user starts it, on a port the system picks, in a temporary state
/// folder of its own; stopped with SIGTERM.
final class ServerProcess {
    let process = Process()
    let state: URL
    private(set) var base: URL!
    private let output = Pipe()
    private let session = URLSession(configuration: .ephemeral)

    /// SwiftPM puts the executable beside the test bundle.
    static var executable: URL { Products.hark }

    init(_ arguments: [String] = [], environment: [String: String] = [:]) throws {
        state = FileManager.default.temporaryDirectory.appendingPathComponent("hark-serve-test-\(UUID().uuidString)")
        process.executableURL = Self.executable
        process.arguments = ["serve", "--port", "0", "--state", state.path] + arguments
        process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        process.standardOutput = output
        try process.run()
        // The first line says where it listens; nothing comes before it is ready.
        var line = Data()
        while let byte = try output.fileHandleForReading.read(upToCount: 1), !byte.isEmpty, byte != Data("\n".utf8) {
            line += byte
        }
        let text = String(decoding: line, as: UTF8.self)
        guard text.hasPrefix("listening on "), let url = URL(string: String(text.dropFirst("listening on ".count)))
        else {
            stop()
            throw ServerStartFailure(line: text)
        }
        base = url
    }

    struct ServerStartFailure: Error {
        var line: String
    }

    func stop() {
        if process.isRunning {
            process.terminate()
            process.waitUntilExit()
        }
        try? FileManager.default.removeItem(at: state)
    }

    /// Runs another `hark` command on the server's state (contacts, messages).
    func hark(_ arguments: [String]) throws -> String {
        let other = Process()
        other.executableURL = Self.executable
        other.arguments = arguments + ["--state", state.path]
        let pipe = Pipe()
        other.standardOutput = pipe
        try other.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        other.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    struct Answer {
        var status: Int
        var body: Data
        var headers: [String: String]

        var json: [String: Any] { (try? JSONSerialization.jsonObject(with: body)) as? [String: Any] ?? [:] }
        var error: String? { json["error"] as? String }
        var text: String { String(decoding: body, as: UTF8.self) }
    }

    func send(
        _ method: String, _ path: String, body: Data? = nil, contentType: String? = nil,
        headers: [String: String] = [:]
    ) async throws -> Answer {
        var request = URLRequest(url: URL(string: path, relativeTo: base)!)
        request.httpMethod = method
        request.httpBody = body
        if let contentType { request.setValue(contentType, forHTTPHeaderField: "Content-Type") }
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        let (data, response) = try await session.data(for: request)
        let http = response as! HTTPURLResponse
        var fields: [String: String] = [:]
        for (name, value) in http.allHeaderFields {
            if let name = name as? String, let value = value as? String { fields[name.lowercased()] = value }
        }
        return Answer(status: http.statusCode, body: data, headers: fields)
    }

    func text(_ path: String, _ text: String, headers: [String: String] = [:]) async throws -> Answer {
        let body = try JSONSerialization.data(withJSONObject: ["text": text])
        return try await send("POST", path, body: body, contentType: "application/json", headers: headers)
    }

    func audio(_ path: String, _ file: URL, contentType: String = "audio/wav") async throws -> Answer {
        try await send("POST", path, body: try Data(contentsOf: file), contentType: contentType)
    }
}
