import Foundation

/// Where the domain classifier's committed model and data live, so the CLI and tests find them
/// without configuration.
public enum DomainModelFiles {
    /// Environment variable naming the `Models/` folder to use instead of searching (shared with
    /// the other committed models).
    public static let modelsDirectoryVariable = "HARK_MODELS_DIR"
    /// The data folder below `Models/`: examples, templates, slots, confusions and the model.
    public static let dataFolder = "domains"
    /// The model below the data folder.
    public static let modelFile = "classifier.json"
    /// Groups of acoustically confusable phrases below the data folder.
    public static let confusionsFile = "confusions.txt"

    /// `Models/domains/classifier.json`, found as ``defaultDataDirectory`` is; nil when absent.
    public static var defaultModelURL: URL? {
        guard let directory = defaultDataDirectory else { return nil }
        let url = directory.appendingPathComponent(modelFile)
        return FileManager.default.fileExists(atPath: url.path) ? url : nil
    }

    /// `$HARK_MODELS_DIR/domains` when that variable is set, else the first `Models/domains` with an
    /// `examples` folder found walking up from the executable's directory, then from the current
    /// directory (so `swift run`, `swift test` and a built binary in `.build/…` all find it). Nil
    /// when there is none.
    public static var defaultDataDirectory: URL? {
        let fileManager = FileManager.default
        func isDataDirectory(_ url: URL) -> Bool {
            fileManager.fileExists(atPath: url.appendingPathComponent("examples").path)
        }
        if let models = ProcessInfo.processInfo.environment[modelsDirectoryVariable], !models.isEmpty {
            let candidate = URL(fileURLWithPath: models).appendingPathComponent(dataFolder)
            return isDataDirectory(candidate) ? candidate : nil
        }
        var starts: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            starts.append(executable.deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: fileManager.currentDirectoryPath))
        for start in starts {
            var directory = start.standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent("Models").appendingPathComponent(dataFolder)
                if isDataDirectory(candidate) { return candidate }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }
}
