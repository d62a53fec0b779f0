import Foundation

/// The repository's committed files, found from this file's location (two folders above
/// `Tests/HarkTestSupport`), so tests run from any working directory.
public enum Repository {
    public static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// A file or folder by its path in the repository, e.g. `Models/intents/monkeychat.yaml`.
    public static func file(_ path: String) -> URL { root.appendingPathComponent(path) }

    /// The sample apps' intent definitions (MonkeyChat's among them).
    public static let intents = file("Models/intents")
    /// The coffee maker written as Hark's YAML, the documentation's example.
    public static let coffeeExample = file("docs/examples/coffee.yaml")

    /// Home Assistant's English templates (the home-assistant-intents package's `data/en.json`) in
    /// the repository's Python tools, when scripts/setup-python.sh has installed them.
    public static let homeAssistantTemplates: URL? = {
        let lib = root.appendingPathComponent(".venv-tools/lib")
        let pythons = (try? FileManager.default.contentsOfDirectory(atPath: lib.path)) ?? []
        return pythons.sorted().map {
            lib.appendingPathComponent("\($0)/site-packages/home_assistant_intents/data/en.json")
        }.first { FileManager.default.fileExists(atPath: $0.path) }
    }()
}

/// What SwiftPM builds beside the test bundle: the `hark` executable and the examples.
public enum Products {
    /// The folder the test binary runs from.
    public static var directory: URL { URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent() }

    /// The built `hark`.
    public static var hark: URL { directory.appendingPathComponent("hark") }
}
