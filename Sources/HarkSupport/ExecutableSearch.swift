import Foundation

/// Finds a program on `PATH`, as a shell would: the first directory holding an executable file of
/// that name. Declared apps' handlers, the synthesizers `hark wake train` runs and the programs
/// the command line measures are all found this way.
public enum ExecutableSearch {
    /// The path of `name` in the first `PATH` directory (default `/usr/bin:/bin`) that holds it as
    /// an executable file; nil when none does.
    public static func find(_ name: String) -> String? {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin"
        return path.split(separator: ":").map { "\($0)/\(name)" }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }
}
