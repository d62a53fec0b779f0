import Foundation

/// Finds Hark's model data — G2P model, intent definitions, app vocabularies, response catalogs,
/// domain classifier, calibration — without configuration. The one rule every command follows:
///
/// 1. `$HARK_MODELS_DIR`, when set: the explicit choice wins, and nothing else is looked at.
/// 2. `../share/hark` beside the executable (its symlinks resolved): the layout
///    `scripts/install.sh` writes, `PREFIX/bin/hark` with `PREFIX/share/hark/`, so an installed
///    `hark` finds its data from any directory.
/// 3. The first `Models/` holding the wanted file, walking up from the executable's directory and
///    then from the current directory: the source tree, so `swift run`, a binary in `.build/…`
///    and the tests all find the committed files.
public enum ModelsDirectory {
    /// The variable naming a folder laid out like `Models/`: it wins over everything else.
    public static let environmentVariable = "HARK_MODELS_DIR"
    /// Where the installed data lies relative to the folder holding the executable.
    public static let installedRelativePath = "../share/hark"

    /// The file or folder at `relativePath` below the models folder, or nil when there is none.
    public static func locate(
        _ relativePath: String, environment: [String: String] = ProcessInfo.processInfo.environment,
        executable: URL? = Bundle.main.executableURL,
        currentDirectory: URL = URL(fileURLWithPath: FileManager.default.currentDirectoryPath)
    ) -> URL? {
        let fileManager = FileManager.default
        func existing(_ candidate: URL) -> URL? { fileManager.fileExists(atPath: candidate.path) ? candidate : nil }

        if let directory = environment[environmentVariable], !directory.isEmpty {
            return existing(URL(fileURLWithPath: directory).appendingPathComponent(relativePath))
        }
        let executableDirectory = executable?.resolvingSymlinksInPath().deletingLastPathComponent()
        if let executableDirectory {
            // An installed copy is the whole of its data: a file missing from it is missing, not
            // looked for in whatever source tree the user happens to stand in.
            let installed = executableDirectory.appendingPathComponent(installedRelativePath).standardizedFileURL
            var isDirectory: ObjCBool = false
            if fileManager.fileExists(atPath: installed.path, isDirectory: &isDirectory), isDirectory.boolValue {
                return existing(installed.appendingPathComponent(relativePath))
            }
        }
        for start in [executableDirectory, currentDirectory].compactMap(\.self) {
            var directory = start.standardizedFileURL
            while true {
                let candidate = directory.appendingPathComponent("Models").appendingPathComponent(relativePath)
                if let found = existing(candidate) { return found }
                let parent = directory.deletingLastPathComponent()
                if parent.path == directory.path { break }
                directory = parent
            }
        }
        return nil
    }
}
