import Foundation

/// The folder where Hark keeps per-user state: the user vocabulary database now, MonkeyChat's
/// address book and messages later, each in its own database file.
///
/// Resolved as the XDG Base Directory specification places application data: an explicit
/// `--state DIR` first, else `$XDG_DATA_HOME/hark`, else `~/.local/share/hark`.
public struct StateDirectory: Hashable, Sendable, CustomStringConvertible {
    /// The subfolder Hark uses under a data home.
    public static let applicationName = "hark"

    /// The folder, as a standardized file URL (it need not exist yet; ``create()`` makes it).
    public let url: URL

    /// The state directory at `url`, used as given (no XDG lookup; see ``resolve(explicitPath:environment:)``).
    public init(url: URL) {
        self.url = url.standardizedFileURL
    }

    /// Where state lives for this invocation. A relative `explicitPath` is taken from the current
    /// directory; a relative `XDG_DATA_HOME` is ignored, as the specification requires. `HOME`
    /// falls back to the account's home directory when unset.
    public static func resolve(
        explicitPath: String? = nil,
        environment: [String: String] = ProcessInfo.processInfo.environment
    ) -> StateDirectory {
        if let explicitPath, !explicitPath.isEmpty {
            return StateDirectory(url: URL(fileURLWithPath: explicitPath))
        }
        if let dataHome = environment["XDG_DATA_HOME"], dataHome.hasPrefix("/") {
            return StateDirectory(url: URL(fileURLWithPath: dataHome).appendingPathComponent(applicationName))
        }
        let home =
            environment["HOME"].flatMap { $0.isEmpty ? nil : URL(fileURLWithPath: $0) }
            ?? FileManager.default.homeDirectoryForCurrentUser
        return StateDirectory(
            url: home.appendingPathComponent(".local/share").appendingPathComponent(applicationName))
    }

    /// A file inside the directory, e.g. `vocabulary.sqlite`.
    public func file(named name: String) -> URL {
        url.appendingPathComponent(name)
    }

    /// Creates the directory (and its parents) when missing; new folders are private to the user
    /// (0700) since they hold names of the user's contacts.
    public func create() throws(StateDirectoryError) {
        do {
            try FileManager.default.createDirectory(
                at: url, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        } catch {
            throw StateDirectoryError(path: url.path, detail: error.localizedDescription)
        }
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory), isDirectory.boolValue
        else { throw StateDirectoryError(path: url.path, detail: "not a directory") }
    }

    /// The folder's path.
    public var description: String { url.path }
}
