/// Why a call to a declared app's handler gave no usable answer. Each ends the request with the
/// app's spoken failure, and the reason goes to the log (docs/apps.md, "Failures").
public enum HandlerFailure: Error, Hashable, Sendable, CustomStringConvertible {
    /// The program could not be started.
    case launchFailed(String)
    /// No answer within the manifest's `timeoutSeconds`; a command is killed.
    case timedOut(seconds: Double)
    /// The program exited with a status other than 0; `detail` is the end of its standard error.
    case exited(status: Int32, detail: String)
    /// The program was killed by a signal.
    case killed(signal: Int32)
    /// The webhook could not be reached.
    case unreachable(String)
    /// The webhook answered with an HTTP status other than 2xx.
    case httpStatus(Int)
    /// The answer was longer than ``HandlerExchangeLimits.maximumAnswerBytes``.
    case answerTooLong
    /// The answer is not a JSON object.
    case notJSON(String)
    /// The answer is JSON but breaks the protocol (a field of the wrong kind, an unknown parameter).
    case invalidAnswer(String)

    public var description: String {
        switch self {
        case .launchFailed(let reason): "could not be started: \(reason)"
        case .timedOut(let seconds): "gave no answer within \(seconds.formatted()) s (killed)"
        case .exited(let status, let detail):
            "exited with status \(status)" + (detail.isEmpty ? "" : ": \(detail)")
        case .killed(let signal): "was killed by signal \(signal)"
        case .unreachable(let reason): "could not be reached: \(reason)"
        case .httpStatus(let status): "answered HTTP \(status)"
        case .answerTooLong: "answered more than \(HandlerExchangeLimits.maximumAnswerBytes >> 10) KiB"
        case .notJSON(let reason): "did not answer a JSON object: \(reason)"
        case .invalidAnswer(let reason): "answered against the protocol: \(reason)"
        }
    }
}

extension Double {
    fileprivate func formatted() -> String {
        rounded() == self ? String(Int(self)) : String(self)
    }
}
