import Foundation

/// Where the shipped intent definitions live, so the CLI and tests find them without configuration.
public enum IntentDefinitionFiles {
    /// The definitions' folder below a `Models/` folder.
    public static let relativePath = "intents"

    /// Environment variable naming the `Models/` folder to use instead of searching.
    public static let modelsDirectoryVariable = "HARK_MODELS_DIR"

    /// `$HARK_MODELS_DIR/intents` when that variable is set, else the first `Models/intents` found
    /// walking up from the executable's directory, then from the current directory. Nil when none
    /// exists.
    public static var defaultDirectory: URL? {
        let fileManager = FileManager.default
        let exists = { (url: URL) -> Bool in
            var isDirectory: ObjCBool = false
            return fileManager.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
        }
        if let directory = ProcessInfo.processInfo.environment[modelsDirectoryVariable], !directory.isEmpty {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(relativePath)
            return exists(candidate) ? candidate : nil
        }
        var starts: [URL] = []
        if let executable = Bundle.main.executableURL?.resolvingSymlinksInPath() {
            starts.append(executable.deletingLastPathComponent())
        }
        starts.append(URL(fileURLWithPath: fileManager.currentDirectoryPath))
        for start in starts {
            var directory = start.standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent("Models").appendingPathComponent(relativePath)
                if exists(candidate) { return candidate }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }
}
