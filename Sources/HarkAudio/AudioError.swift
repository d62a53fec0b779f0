/// Why an audio file could not become speech audio. Every case names the file, so a batch can print
/// one line per failure and go on with the rest.
public struct AudioError: Error, Equatable, Sendable, CustomStringConvertible {
    /// What is wrong with the file; `reasonText` says it in words.
    public enum Reason: Equatable, Sendable {
        /// Nothing exists at the path.
        case notFound
        /// The path is a folder.
        case isDirectory
        /// The file, or standard input, holds 0 bytes.
        case empty
        /// libsndfile could not open or read the file; its own message.
        case unreadable(String)
        /// MPEG audio inside a WAV container that libmpg123 could not decode.
        case undecodableMPEG
        /// Float samples that are NaN or infinite, this many.
        case nonFiniteSamples(Int)
        /// A `.raw` or `.pcm` file was given without a ``RawAudioFormat``: its bytes cannot say their layout.
        case headerlessNeedsFormat
        /// The header promises `declaredBytes` of audio but the file holds only `presentBytes`.
        case truncated(declaredBytes: Int, presentBytes: Int)
        /// The header declares 0 channels.
        case noChannels
        /// The header's sample rate, in Hz, is outside ``AudioLimits/sampleRates``.
        case unsupportedSampleRate(Int)
        /// The file decodes to no frames at all.
        case noAudioFrames
        /// No sample rises above ``AudioLimits/silenceThresholdDBFS``: digital silence, nothing to recognize (thrown by
        /// the transcribers, not the reader).
        case silent
        /// Converting to 16 kHz failed; the resampler's message.
        case resamplingFailed(String)
        /// A WAV could not be written; libsndfile's or the file system's message.
        case unwritable(String)
    }

    /// The file as the caller named it; ``AudioFileReader/standardInput`` (`-`) for standard input.
    public let path: String
    /// What is wrong with it.
    public let reason: Reason

    /// An error for the file at `path`.
    public init(path: String, reason: Reason) {
        self.path = path
        self.reason = reason
    }

    /// The message `hark` prints: the file's name (``displayName(_:)``), then ``reasonText``.
    public var description: String { "\(Self.displayName(path)): \(reasonText)" }

    /// How a message names `path`: `-` is standard input.
    public static func displayName(_ path: String) -> String {
        path == AudioFileReader.standardInput ? "standard input" : path
    }

    /// The reason in words, without the file's name: "no such file", "unsupported sample rate 2000 Hz (…)", ….
    public var reasonText: String {
        switch reason {
        case .notFound: "no such file"
        case .isDirectory: "is a directory, not an audio file"
        case .empty: "file is empty (0 bytes)"
        case .unreadable(let detail): "not a readable audio file (\(detail))"
        case .undecodableMPEG:
            "MPEG audio in a WAV container that libmpg123 cannot decode (its notes on stderr, if any, are about this file)"
        case .nonFiniteSamples(let count):
            "\(count) samples are not finite numbers (NaN or infinite): damaged float audio"
        case .headerlessNeedsFormat:
            "headerless raw audio: give its format, e.g. --raw s16le:16000:1"
        case .truncated(let declared, let present):
            "truncated or damaged: header declares \(declared) bytes of audio but the file holds \(present)"
        case .noChannels: "header declares 0 channels"
        case .unsupportedSampleRate(let rate):
            "unsupported sample rate \(rate) Hz (supported: \(AudioLimits.sampleRates.lowerBound)–\(AudioLimits.sampleRates.upperBound) Hz)"
        case .noAudioFrames: "contains no audio frames"
        case .silent: "contains only silence (no signal above \(AudioLimits.silenceThresholdDBFS) dBFS)"
        case .resamplingFailed(let detail): "resampling failed (\(detail))"
        case .unwritable(let detail): "cannot write audio (\(detail))"
        }
    }
}

/// Bounds on what Hark accepts, in one place so the errors and the checks agree.
public enum AudioLimits {
    /// Telephone-band 4 kHz up to studio 768 kHz; anything else in a header is taken to be corrupt.
    public static let sampleRates: ClosedRange<Int> = 4_000...768_000
    /// More channels than any real recording format carries; a larger count means a broken header.
    public static let maxChannels = 256
    /// The peak level under which a file is treated as silence: below one step of 16-bit audio.
    public static let silenceThresholdDBFS = -90.0
}
