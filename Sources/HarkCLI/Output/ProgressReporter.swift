import Foundation

/// Progress of a long batch on stderr: a redrawn bar with ETA on a terminal, and a plain line at
/// every tenth when stderr is a file or a CI log (where a carriage-return bar would be noise), or
/// nothing there when `terminalOnly` (commands whose stderr carries only their errors).
final class ProgressReporter: Sendable {
    private let label: String
    private let interactive: Bool
    private let terminalOnly: Bool
    private let started = ContinuousClock.now

    init(label: String, terminalOnly: Bool = false) {
        self.label = label
        self.terminalOnly = terminalOnly
        interactive = isatty(STDERR_FILENO) == 1
    }

    /// Wipes the bar from the terminal, so that a line printed next starts at the left edge; the
    /// next update draws it again below.
    func clear() {
        if interactive { FileHandle.standardError.write(Data("\r\u{1B}[K".utf8)) }
    }

    func update(done: Int, total: Int) {
        guard total > 0, interactive || !terminalOnly else { return }
        let elapsed = (ContinuousClock.now - started).seconds
        let remaining = done > 0 ? elapsed / Double(done) * Double(total - done) : 0
        if interactive {
            let width = 30
            let filled = width * done / total
            let bar = String(repeating: "#", count: filled) + String(repeating: ".", count: width - filled)
            let line = "\r\(label) [\(bar)] \(done)/\(total)  ETA \(Self.clock(remaining)) "
            FileHandle.standardError.write(Data(line.utf8))
            if done == total { FileHandle.standardError.write(Data("\n".utf8)) }
        } else if done == total || done * 10 / total != (done - 1) * 10 / total {
            let line =
                "\(label): \(done)/\(total) files, \(Self.clock(elapsed)) elapsed, ETA \(Self.clock(remaining))\n"
            FileHandle.standardError.write(Data(line.utf8))
        }
    }

    static func clock(_ seconds: Double) -> String {
        let whole = Int(seconds.rounded())
        return String(format: "%d:%02d", whole / 60, whole % 60)
    }
}
