import Foundation
import Hark

/// One line of `hark transcribe --json`. Times are rounded to milliseconds and confidences to four
/// places: finer digits are noise, and they make diffs of outputs unreadable.
struct TranscriptJSON: Encodable {
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

    var file: String
    var text: String
    var words: [Word]
    var audioSeconds: Double
    var decodeSeconds: Double
    var confidence: Double
    var score: Int
    var format: Format
    var alternatives: [Transcript.Alternative]?

    init(_ result: TranscriptionResult, includeAlternatives: Bool) {
        file = result.file
        text = result.transcript.text
        words = result.transcript.words.map {
            Word(
                word: $0.word, start: $0.start.rounded(places: 3), end: $0.end.rounded(places: 3),
                confidence: $0.confidence.rounded(places: 4))
        }
        audioSeconds = result.audioSeconds.rounded(places: 3)
        decodeSeconds = result.decodeSeconds.rounded(places: 3)
        confidence = result.transcript.confidence.rounded(places: 4)
        score = result.transcript.score
        format = Format(
            container: result.source.container, encoding: result.source.encoding,
            sampleRate: result.source.sampleRate, channels: result.source.channels)
        alternatives = includeAlternatives ? result.transcript.alternatives : nil
    }
}

/// The JSON line for a file that failed, so a consumer of the stream sees every input once.
struct FailureJSON: Encodable {
    var file: String
    var error: String
}

enum JSONLine {
    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    static func encode(_ value: some Encodable) -> String {
        guard let data = try? encoder.encode(value) else { return "{}" }
        return String(decoding: data, as: UTF8.self)
    }
}

extension Double {
    func rounded(places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (self * scale).rounded() / scale
    }
}
