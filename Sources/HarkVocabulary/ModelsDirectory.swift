import Foundation

/// Finds the project's `Models/` folder (G2P model, intent definitions, app vocabularies, domain
/// classifier) without configuration: `$HARK_MODELS_DIR` when set, else the first `Models/`
/// holding the wanted file found walking up from the executable's directory, then from the current
/// directory — so `swift run`, a built binary in `.build/…` and the tests all find the committed
/// files.
public enum ModelsDirectory {
    public static let environmentVariable = "HARK_MODELS_DIR"

    /// The file or folder at `relativePath` below `Models/`, or nil when there is none.
    public static func locate(
        _ relativePath: String, environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> URL? {
        let fileManager = FileManager.default
        if let directory = environment[environmentVariable], !directory.isEmpty {
            let candidate = URL(fileURLWithPath: directory).appendingPathComponent(relativePath)
            return fileManager.fileExists(atPath: candidate.path) ? candidate : nil
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
                if fileManager.fileExists(atPath: candidate.path) { return candidate }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }
}
