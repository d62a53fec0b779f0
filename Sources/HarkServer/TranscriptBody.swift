import Foundation
import Hark

/// The answer of `POST /v1/transcribe`: the fields of `hark transcribe --json` but the file name,
/// times rounded to milliseconds and confidences to four places as there.
struct TranscriptBody: Encodable {
    struct Word: Encodable {
        var word: String
        var start: Double
        var end: Double
        var confidence: Double
    }

    struct Format: Encodable {
        var container: String
        var encoding: String
        var sampleRate: Int
        var channels: Int
    }

    var text: String
    var words: [Word]
    var confidence: Double
    var score: Int
    var audioSeconds: Double
    var decodeSeconds: Double
    var format: Format

    init(_ transcript: Transcript, speech: SpeechAudio, decodeSeconds: Double) {
        text = transcript.text
        words = transcript.words.map {
            Word(
                word: $0.word, start: Self.round($0.start, 3), end: Self.round($0.end, 3),
                confidence: Self.round($0.confidence, 4))
        }
        confidence = Self.round(transcript.confidence, 4)
        score = transcript.score
        audioSeconds = Self.round(speech.durationSeconds, 3)
        self.decodeSeconds = Self.round(decodeSeconds, 3)
        format = Format(
            container: speech.source.container, encoding: speech.source.encoding,
            sampleRate: speech.source.sampleRate, channels: speech.source.channels)
    }

    private static func round(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
