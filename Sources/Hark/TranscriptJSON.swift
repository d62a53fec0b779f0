import Foundation
import HarkAudio
import HarkRecognition

/// A transcript as JSON: one line of `hark transcribe --json`, and the answer of the server's
/// `POST /v1/transcribe` (which has no file). Times are rounded to milliseconds and confidences to
/// four places: finer digits are noise, and they make diffs of outputs unreadable.
public struct TranscriptJSON: Encodable, Sendable {
    public struct Word: Encodable, Sendable {
        public var word: String
        public var start: Double
        public var end: Double
        public var confidence: Double
    }

    public struct Format: Encodable, Sendable {
        public var container: String
        public var encoding: String
        public var sampleRate: Int
        public var channels: Int
    }

    /// Nil (and left out) where no file was read, as for audio sent to the server.
    public var file: String?
    public var text: String
    public var words: [Word]
    public var audioSeconds: Double
    public var decodeSeconds: Double
    public var confidence: Double
    public var score: Int
    public var format: Format
    public var alternatives: [Transcript.Alternative]?

    public init(
        file: String?, transcript: Transcript, source: AudioSourceFormat, audioSeconds: Double, decodeSeconds: Double,
        includeAlternatives: Bool = false
    ) {
        self.file = file
        text = transcript.text
        words = transcript.words.map {
            Word(
                word: $0.word, start: Self.round($0.start, 3), end: Self.round($0.end, 3),
                confidence: Self.round($0.confidence, 4))
        }
        self.audioSeconds = Self.round(audioSeconds, 3)
        self.decodeSeconds = Self.round(decodeSeconds, 3)
        confidence = Self.round(transcript.confidence, 4)
        score = transcript.score
        format = Format(
            container: source.container, encoding: source.encoding, sampleRate: source.sampleRate,
            channels: source.channels)
        alternatives = includeAlternatives ? transcript.alternatives : nil
    }

    public init(_ result: TranscriptionResult, includeAlternatives: Bool) {
        self.init(
            file: result.file, transcript: result.transcript, source: result.source,
            audioSeconds: result.audioSeconds, decodeSeconds: result.decodeSeconds,
            includeAlternatives: includeAlternatives)
    }

    private static func round(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
