import Foundation

/// Where the documents the help points to (`docs/NAME` in the source tree) are for whoever reads
/// it: `$HARK_DOC_DIR` when set (`scripts/install.sh` sets it to make the man page, which names
/// the folder as it will be after the copy); else `../share/doc/hark` beside the executable, where
/// `scripts/install.sh` puts them, so an installed `hark` names that folder; else `docs`, for a
/// binary run from a clone.
///
/// A variable rather than an option of `hark manual`: the commands' descriptions are read once,
/// while the command line is parsed, before any option could be applied.
enum Documentation {
    /// The variable naming the folder the help gives for the documents.
    static let environmentVariable = "HARK_DOC_DIR"
    /// Where the installed documents lie relative to the folder holding the executable.
    static let installedRelativePath = "../share/doc/hark"

    /// The path of document `name` (e.g. `front-end.md`) to print in help text.
    static func path(_ name: String) -> String {
        "\(directory)/\(name)"
    }

    /// The folder the documents are in, as help text names it. Found once per run: the help of an
    /// option group names it, and the groups are built many times over while arguments are parsed.
    static let directory: String = {
        if let chosen = ProcessInfo.processInfo.environment[environmentVariable], !chosen.isEmpty { return chosen }
        if let installed = installedDirectory { return installed.path }
        return "docs"
    }()

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
