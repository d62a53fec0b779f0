/// How `hark serve` listens and how much it takes on.
public struct ServerConfiguration: Sendable {
    /// Loopback unless asked otherwise: the API can change the user's data (send messages, place
    /// orders), so reaching it from another machine must be a decision.
    public var host = "127.0.0.1"
    /// 0 asks the system for a free port; the server reports the one it got.
    public var port = 8_321
    /// When set, every request but `GET /health` must carry `Authorization: Bearer TOKEN`.
    public var token: String?
    /// Decoders in each pool (one for transcribing, one for commands and dialog).
    public var decoders = 2
    /// Requests that may wait for a busy pool's decoder before the next is refused with 503 (and
    /// Wyoming's `busy`): as many as `hark wyoming` takes connections, so that a house of
    /// satellites speaking at once is queued, not refused (20 at once all served within 2 s on
    /// the project's 2-core machine: docs/benchmarks.md, "Network front doors").
    public var queueLimit = 16
    /// The largest request body taken (413 beyond): 10 MiB is five minutes of 16 kHz 16-bit mono.
    public var maxBodyBytes = 10 * 1_024 * 1_024
    /// Conversations kept at once; creating one more is refused with 503 until one ends or expires.
    public var maxSessions = 256
    /// A conversation with no turn for this long is forgotten.
    public var sessionIdleSeconds = 600.0

    public init() {}

    /// Whether `host` only accepts connections from this machine.
    public var isLoopback: Bool { ["127.0.0.1", "::1", "localhost"].contains(host) || host.hasPrefix("127.") }
}
