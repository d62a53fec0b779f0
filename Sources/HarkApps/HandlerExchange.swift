import Foundation

/// One request sent to a handler and its answer's bytes, whatever carries them (a command's
/// standard streams, an HTTP POST).
public protocol HandlerExchange: Sendable {
    /// Sends `request`, waits at most `timeout` seconds, and returns the answer's bytes or why
    /// there are none. Never throws: every failure is a ``HandlerFailure``.
    func exchange(_ request: Data, timeout: Double) async -> Result<Data, HandlerFailure>
}

/// The limits every exchange shares.
public enum HandlerExchangeLimits {
    /// Answers longer than this (1 MiB) are refused: a reply is a sentence's worth of values.
    public static let maximumAnswerBytes = 1 << 20
}
