import Foundation
import PackagePlugin

/// Stamps the commit Hark is built from into the `HarkBuildInfo` module, for `hark --version`.
///
/// Why this way: the stamp has to come from an ordinary `swift build` — no script in front of it,
/// no flag to remember — and from CI's fresh clone, and must follow the checkout to each new
/// commit without recompiling anything on builds where the commit did not move.
/// - SwiftPM caches its build plan and does not ask plugins again on every build, so the commit
///   cannot be read here, at planning time: a build command reads it when it runs
///   (`HarkCommitStamp`), and this plugin only says which files it depends on. Git appends to
///   the working tree's `logs/HEAD` whenever HEAD moves (commit, checkout, reset, pull), so with
///   `HEAD`, the branch's loose ref and `packed-refs` as inputs, the command reruns — and the one
///   small module recompiles — exactly when the commit may have changed.
/// - The tool reads `.git` itself rather than running `git`: no dependence on a git binary, on
///   `safe.directory` ownership checks, or on a sandbox that forbids spawning one.
/// - Without a `.git` (a source tarball) the commit is "unknown" rather than a build failure.
/// Uncommitted changes are not marked: watching the index would rebuild on every `git add`.
@main
struct GitCommitStamp: BuildToolPlugin {
    func createBuildCommands(context: PluginContext, target: Target) throws -> [Command] {
        let output = context.pluginWorkDirectoryURL.appendingPathComponent("GitCommit.swift")
        let checkout = GitDirectories(packageDirectory: context.package.directoryURL)
        return [
            .buildCommand(
                displayName: "Stamping the git commit into \(target.name)",
                executable: try context.tool(named: "HarkCommitStamp").url,
                arguments: [checkout?.gitDirectory.path ?? "", checkout?.commonDirectory.path ?? "", output.path],
                inputFiles: checkout?.filesHeadDependsOn ?? [], outputFiles: [output])
        ]
    }
}

/// Where a working tree's git data lives.
struct GitDirectories {
    /// The repository folder for this working tree (`.git`, or a linked worktree's own folder).
    var gitDirectory: URL
    /// Where shared refs live: the main `.git` for a linked worktree, else ``gitDirectory``.
    var commonDirectory: URL

    init?(packageDirectory: URL) {
        let dotGit = packageDirectory.appendingPathComponent(".git")
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: dotGit.path, isDirectory: &isDirectory) else { return nil }
        if isDirectory.boolValue {
            gitDirectory = dotGit
        } else {
            // A linked worktree or submodule: ".git" is a file saying "gitdir: PATH".
            guard let text = Self.read(dotGit), text.hasPrefix("gitdir:") else { return nil }
            gitDirectory = Self.url(
                text.dropFirst("gitdir:".count).trimmingCharacters(in: .whitespaces), in: packageDirectory)
        }
        let gitDirectory = gitDirectory
        commonDirectory =
            Self.read(gitDirectory.appendingPathComponent("commondir")).map { Self.url($0, in: gitDirectory) }
            ?? gitDirectory
    }

    /// The files whose change may move HEAD to another commit, those that exist now.
    var filesHeadDependsOn: [URL] {
        var files = [
            gitDirectory.appendingPathComponent("HEAD"), gitDirectory.appendingPathComponent("logs/HEAD"),
            commonDirectory.appendingPathComponent("packed-refs"),
        ]
        if let head = Self.read(gitDirectory.appendingPathComponent("HEAD")), head.hasPrefix("ref:") {
            let reference = head.dropFirst("ref:".count).trimmingCharacters(in: .whitespaces)
            files.append(commonDirectory.appendingPathComponent(reference))
        }
        return files.filter { FileManager.default.fileExists(atPath: $0.path) }
    }

    private static func url(_ path: String, in directory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path).standardizedFileURL
    }

    private static func read(_ url: URL) -> String? {
        guard let data = FileManager.default.contents(atPath: url.path) else { return nil }
        return String(decoding: data, as: UTF8.self).trimmingCharacters(in: .whitespacesAndNewlines)
    }
}
