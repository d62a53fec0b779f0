internal import CPocketSphinx
import Foundation

/// PocketSphinx logs to one process-wide stream. Hark keeps it quiet (a CLI prints only what it
/// means to) unless `HARK_SPHINX_LOG` names a file to collect it in for debugging.
enum SphinxLog {
    static let environmentVariable = "HARK_SPHINX_LOG"

    /// Runs once per process, whichever thread builds the first decoder.
    private static let configured: Bool = {
        if let path = ProcessInfo.processInfo.environment[environmentVariable], !path.isEmpty {
            err_set_logfile(path)
        } else {
            err_set_logfp(nil)
        }
        return true
    }()

    static func configureOnce() { _ = configured }
}
