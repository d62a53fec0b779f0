/// The largest parts of an event the parser takes: what one peer may make the service hold in
/// memory before an event is complete.
public struct WyomingFrameLimits: Sendable, Equatable {
    /// The header line, newline excluded.
    public var maxHeaderBytes: Int
    /// The data that follows the header (`data_length`).
    public var maxDataBytes: Int
    /// One event's binary payload (`payload_length`): an audio chunk. Clients send chunks of
    /// tens of milliseconds; a whole second of 48 kHz stereo 32-bit audio is 384 KB.
    public var maxPayloadBytes: Int

    /// Limits of the given sizes; the defaults leave a normal client far inside them.
    public init(maxHeaderBytes: Int = 16_384, maxDataBytes: Int = 65_536, maxPayloadBytes: Int = 1_048_576) {
        self.maxHeaderBytes = maxHeaderBytes
        self.maxDataBytes = maxDataBytes
        self.maxPayloadBytes = maxPayloadBytes
    }
}
