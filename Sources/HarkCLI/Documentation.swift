import Foundation
import Synchronization

/// Where the documents the help points to (`docs/NAME` in the source tree) are for whoever reads
/// it: `scripts/install.sh` puts them in `PREFIX/share/doc/hark/`, beside the binary's
/// `PREFIX/bin`, so an installed `hark` names that folder; a binary run from a clone names
/// `docs/`, relative to the clone.
enum Documentation {
    /// Where the installed documents lie relative to the folder holding the executable.
    static let installedRelativePath = "../share/doc/hark"

    /// Set by `hark manual --doc-dir`, so a page made before the copy names the folder it will have.
    private static let chosenDirectory = Mutex<String?>(nil)

    static func use(directory: String) {
        chosenDirectory.withLock { $0 = directory }
    }

    /// The path of document `name` (e.g. `front-end.md`) to print in help text.
    static func path(_ name: String) -> String {
        "\(directory)/\(name)"
    }

    /// The folder the documents are in, as help text names it.
    static var directory: String {
        if let chosen = chosenDirectory.withLock({ $0 }) { return chosen }
        if let installed = installedDirectory { return installed.path }
        return "docs"
    }

    /// `../share/doc/hark` beside the executable (its symlinks resolved), when it exists.
    static var installedDirectory: URL? {
        guard let executable = Bundle.main.executableURL else { return nil }
        let directory = executable.resolvingSymlinksInPath().deletingLastPathComponent()
            .appendingPathComponent(installedRelativePath).standardizedFileURL
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: directory.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { return nil }
        return directory
    }
}
