import ArgumentParser
import Hark

/// The exit statuses of the commands that run requests (`ask`, `converse`, `understand`), so a
/// script can tell a request done from one that was not: printed in their help, and in the manual.
enum ExitStatus {
    /// A request was not understood, or understood and refused: no app serves it, or the app is
    /// removed, not authorized or locked out.
    static let notDone = ExitCode(3)
    /// An app's handler failed: it crashed, timed out, broke the protocol or answered a failure.
    static let handlerFailed = ExitCode(4)

    /// The statuses as help text says them.
    static let help = """
        Exit status: 0 when every request was done, asked a question or was cancelled; 1 when an \
        input could not be read or the setup failed; 3 when a request was not understood or was \
        refused (no app serves it); 4 when an app's handler failed (a crash, a timeout, no valid \
        answer, or a failure code); 64 for a usage error.
        """

    /// The status a run of replies ends with: a handler failure outweighs a request not done.
    static func status(of outcomes: [AssistantReply.Outcome]) -> ExitCode {
        if outcomes.contains(.failed) { return handlerFailed }
        if outcomes.contains(where: { $0 == .notUnderstood || $0 == .refused }) { return notDone }
        return .success
    }
}
