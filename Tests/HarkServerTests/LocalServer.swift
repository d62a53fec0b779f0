import Foundation
import Hark
import HarkDevice
import HarkIntents
import HarkServer
import HarkStorage
import HarkTestSupport
import HarkUserVocabulary
import MonkeyChat
import SoupChef
import Synchronization

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `hark serve`'s server, from the HarkServer library, in the test's own process: the engine the
/// command builds with its defaults (the profile of `$HARK_PROFILE`, the shipped apps) on a device
/// in a temporary state folder of its own, on a loopback port the system picks, called over HTTP.
final class LocalServer {
    let state: StateDirectory
    let base: URL
    private let session = URLSession(configuration: .ephemeral)

    private init(state: StateDirectory, port: Int) {
        self.state = state
        base = URL(string: "http://127.0.0.1:\(port)")!
    }

    struct StartFailure: Error {}

    /// Runs `body` against a server configured by `configure` (over `hark serve`'s defaults, on
    /// port 0), then stops the server and removes its state folder, whether or not `body` threw.
    static func serving<T>(
        _ configure: (inout ServerConfiguration) -> Void = { _ in }, _ body: (LocalServer) async throws -> T
    ) async throws -> T {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "hark-serve-test-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        var configuration = ServerConfiguration()
        configuration.port = 0
        configure(&configuration)
        // As `hark serve` builds its engine (ServedPipelineOptions.engine) when given no flags.
        let state = StateDirectory(url: folder)
        let pipeline = try HarkPipeline(configuration: HarkProfile.load(file: nil).configuration)
        let device = try Device(pipeline: pipeline, state: state)
        let server = try HarkHTTPServer(
            configuration: configuration, engine: device.served())

        let port = Mutex<Int?>(nil)
        let ended = Mutex(false)
        let serving = Task(executorPreference: ServiceThreads.shared) {
            defer { ended.withLock { $0 = true } }
            try await server.run(stoppingOnSignals: false) { chosen in port.withLock { $0 = chosen } }
        }
        // Generous: under the whole suite on two cores, tests that block the cooperative pool for
        // minutes (child processes waited for) can hold back the start; the test's own limit bounds it.
        let deadline = ContinuousClock.now + .seconds(600)
        while port.withLock({ $0 }) == nil, !ended.withLock({ $0 }), ContinuousClock.now < deadline {
            try await Task.sleep(for: .milliseconds(10))
        }
        guard let chosen = port.withLock({ $0 }) else {
            serving.cancel()
            try await serving.value
            throw StartFailure()
        }
        let local = LocalServer(state: state, port: chosen)
        do {
            let result = try await body(local)
            serving.cancel()
            try await serving.value
            return result
        } catch {
            serving.cancel()
            _ = await serving.result
            throw error
        }
    }

    // MARK: The device's state, as the other `hark` commands change and show it

    /// Imports MonkeyChat's address book from `file` and registers its names in the default
    /// user's vocabulary when MonkeyChat may (as `hark contacts import` does); the contacts added.
    func importContacts(_ file: URL) throws -> Int { try Self.importContacts(file, into: state) }

    /// Imports MonkeyChat's address book from `file` into `state` as `hark contacts import` does.
    static func importContacts(_ file: URL, into state: StateDirectory) throws -> Int {
        let store = try MonkeyChatStore(stateDirectory: state)
        let result = try store.importContacts(from: file)
        let settings = try AssistantSettingsStore(stateDirectory: state).load()
        if settings.mayRegisterVocabulary(for: MonkeyChatApp.name) {
            _ = try store.syncVocabulary(
                into: try UserVocabularyStore(stateDirectory: state).vocabulary(for: Device.defaultUser))
        }
        return result.added
    }

    /// MonkeyChat's messages, one line each: the recipients' full names, a tab, the content.
    func messages() throws -> String {
        let store = try MonkeyChatStore(stateDirectory: state)
        let names = Dictionary(uniqueKeysWithValues: try store.contacts().map { ($0.id, $0.fullName) })
        return try store.allMessages().map { message in
            message.recipientIDs.map { names[$0] ?? "#\($0)" }.joined(separator: ", ") + "\t" + message.content
        }.joined(separator: "\n")
    }

    /// Soup Chef's orders placed on this device.
    func orders() throws -> [PlacedOrder] { try SoupChefStore(stateDirectory: state).orders() }

    /// Sets the language replies are given in (as `hark device language` does).
    func setLanguage(_ code: String) throws {
        _ = try AssistantSettingsStore(stateDirectory: state).update { $0.languageCode = code }
    }

    // MARK: HTTP

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
