/// What one connection, or all of them, may make the service hold or wait for.
public struct WyomingServiceLimits: Sendable, Equatable {
    /// The largest header, data and payload of one event.
    public var frames: WyomingFrameLimits
    /// The longest utterance kept, in seconds (16 kHz mono, so 32 KB a second whatever the client sends).
    public var maxUtteranceSeconds: Double
    /// How long an event may stay half-sent before the connection is closed with an `error`: a
    /// length that promised more bytes than the client sends.
    public var incompleteEventSeconds: Double
    /// Connections served at once; more wait to be accepted.
    public var maxConnections: Int
    /// Dialogs named by a client's conversation id kept at once (``WyomingConversations``).
    public var maxConversations: Int
    /// Seconds after which such a dialog, idle, is forgotten.
    public var conversationIdleSeconds: Double

    public init(
        frames: WyomingFrameLimits = WyomingFrameLimits(), maxUtteranceSeconds: Double = 30,
        incompleteEventSeconds: Double = 10, maxConnections: Int = 16, maxConversations: Int = 256,
        conversationIdleSeconds: Double = 600
    ) {
        self.frames = frames
        self.maxUtteranceSeconds = maxUtteranceSeconds
        self.incompleteEventSeconds = incompleteEventSeconds
        self.maxConnections = maxConnections
        self.maxConversations = maxConversations
        self.conversationIdleSeconds = conversationIdleSeconds
    }
}
