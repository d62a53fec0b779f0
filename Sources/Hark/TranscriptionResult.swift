/// One audio file through decoding, conditioning and recognition.
public struct TranscriptionResult: Sendable {
    /// The path as given (`-` for standard input).
    public var file: String
    /// The words with their times and confidences, and any n-best alternatives.
    public var transcript: Transcript
    /// The file's own layout before conditioning: container, encoding, rate, channels.
    public var source: AudioSourceFormat
    /// Length of the audio after conditioning, in seconds.
    public var audioSeconds: Double
    /// Wall-clock seconds spent in the decoder (not in reading or resampling).
    public var decodeSeconds: Double
    /// Wall-clock seconds for the whole file: read, condition and decode.
    public var totalSeconds: Double
    /// The second-opinion search heard the file again and its transcript was kept.
    public var usedSecondOpinion = false

    /// A result as the transcriber builds it; `usedSecondOpinion` starts false.
    public init(
        file: String, transcript: Transcript, source: AudioSourceFormat, audioSeconds: Double,
        decodeSeconds: Double, totalSeconds: Double
    ) {
        self.file = file
        self.transcript = transcript
        self.source = source
        self.audioSeconds = audioSeconds
        self.decodeSeconds = decodeSeconds
        self.totalSeconds = totalSeconds
    }
}
