import Foundation
import HarkIntents

extension DeclaredApp {
    /// The environment variable naming the folder a command handler keeps its data in.
    public static let dataDirectoryVariable = "HARK_APP_DATA"
    /// The environment variable naming the app's own folder.
    public static let folderVariable = "HARK_APP_DIR"

    /// The app as the engine knows it: one handler per intent, each calling the app's command
    /// (in the app's folder, with `HARK_APP_DATA` set to `dataDirectory`, created when missing)
    /// or webhook. `log` gets the reason of every failed call.
    public func registration(dataDirectory: URL, log: @escaping @Sendable (String) -> Void) -> AppRegistration {
        let exchange: any HandlerExchange
        switch manifest.handler {
        case .command(let words):
            try? FileManager.default.createDirectory(at: dataDirectory, withIntermediateDirectories: true)
            exchange = CommandExchange(
                executable: executable ?? URL(fileURLWithPath: words[0]), arguments: Array(words.dropFirst()),
                workingDirectory: folder,
                environment: [Self.dataDirectoryVariable: dataDirectory.path, Self.folderVariable: folder.path])
        case .webhook(let url):
            exchange = WebhookExchange(url: url)
        }
        return AppRegistration(
            name: name,
            handlers: definition.intents.map {
                DeclaredIntentHandler(
                    app: name, intent: $0, phases: manifest.phases, timeout: manifest.timeoutSeconds,
                    exchange: exchange, log: log)
            }, restrictedWhileLocked: manifest.restrictedWhileLocked)
    }
}
