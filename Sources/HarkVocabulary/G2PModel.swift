import Foundation

/// Where the committed G2P model lives, so the CLI and tests find it without configuration.
public enum G2PModel {
    /// The model's path below a `Models/` folder.
    public static let relativePath = "g2p/cmudict-en-us.g2p"

    /// Environment variable naming the `Models/` folder to use instead of searching.
    public static let modelsDirectoryVariable = "HARK_MODELS_DIR"

    /// The committed model: `$HARK_MODELS_DIR/g2p/…` when that variable is set, else the first
    /// `Models/g2p/…` found walking up from the executable's directory, then from the current
    /// directory (so both `swift run` from the package and a built binary in `.build/…` find it).
    /// Nil when none exists.
    public static var defaultURL: URL? {
        let fileManager = FileManager.default
        if let directory = ProcessInfo.processInfo.environment[modelsDirectoryVariable], !directory.isEmpty {
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
