/// The layout of headerless PCM, which the caller must state because the bytes cannot.
///
/// Written as `ENCODING:RATE:CHANNELS`, e.g. `s16le:16000:1` (the layout of the `.raw` files in
/// `pocketsphinx-testdata`). Channels default to 1 when omitted.
public struct RawAudioFormat: Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The sample encoding: signedness or float, bits, byte order (`le`/`be`); µ-law and A-law are
    /// 8-bit.
    public enum Encoding: String, CaseIterable, Sendable {
        /// Signed and unsigned 8-bit integers.
        case s8, u8
        /// Signed 16-, 24- and 32-bit integers, little- or big-endian.
        case s16le, s16be, s24le, s24be, s32le, s32be
        /// 32- and 64-bit IEEE floats, little- or big-endian, in [-1, 1].
        case f32le, f32be, f64le, f64be
        /// 8-bit G.711 µ-law and A-law.
        case ulaw, alaw
    }

    /// How each sample is stored.
    public var encoding: Encoding
    /// Samples per second per channel, in Hz.
    public var sampleRate: Int
    /// Interleaved channels per frame (1 for mono).
    public var channels: Int

    /// A layout of `channels` channels of `encoding` at `sampleRate` Hz.
    public init(encoding: Encoding, sampleRate: Int, channels: Int = 1) {
        self.encoding = encoding
        self.sampleRate = sampleRate
        self.channels = channels
    }

    /// The format of PocketSphinx's own raw files: 16 kHz, 16-bit little-endian, mono.
    public static let sphinx = RawAudioFormat(encoding: .s16le, sampleRate: 16_000, channels: 1)

    /// Parses `ENCODING:RATE[:CHANNELS]`; returns nil with no partial guesses.
    public init?(_ text: String) {
        let parts = text.split(separator: ":", omittingEmptySubsequences: false).map(String.init)
        guard parts.count == 2 || parts.count == 3,
            let encoding = Encoding(rawValue: parts[0].lowercased()),
            let rate = Int(parts[1]), rate > 0
        else { return nil }
        let channels = parts.count == 3 ? Int(parts[2]) : 1
        guard let channels, channels > 0 else { return nil }
        self.init(encoding: encoding, sampleRate: rate, channels: channels)
    }

    /// The layout as `--raw` takes it, `ENCODING:RATE:CHANNELS` (e.g. `s16le:16000:1`).
    public var description: String { "\(encoding.rawValue):\(sampleRate):\(channels)" }
}
