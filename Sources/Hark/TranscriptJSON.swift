import Foundation
import HarkAudio
import HarkRecognition

/// A transcript as JSON: one line of `hark transcribe --json`, and the answer of the server's
/// `POST /v1/transcribe` (which has no file). Times are rounded to milliseconds and confidences to
/// four places: finer digits are noise, and they make diffs of outputs unreadable.
public struct TranscriptJSON: Encodable, Sendable {
    /// One word heard: its times in seconds from the start of the audio, and its posterior.
    public struct Word: Encodable, Sendable {
        /// The word as the dictionary spells it.
        public var word: String
        /// Seconds from the start of the audio.
        public var start: Double
        /// Seconds from the start of the audio.
        public var end: Double
        /// The word's posterior probability, 0 to 1.
        public var confidence: Double
        /// How well the word fits the audio (``WordSegment/acousticFit``); left out when unknown.
        public var acousticFit: Double?
    }

    /// The audio's own layout, as read.
    public struct Format: Encodable, Sendable {
        /// The container as libsndfile names it.
        public var container: String
        /// The sample encoding, e.g. "Signed 16 bit PCM", "U-Law".
        public var encoding: String
        /// Hertz, before resampling to 16 kHz.
        public var sampleRate: Int
        /// Channels, before averaging to mono.
        public var channels: Int
    }

    /// Nil (and left out) where no file was read, as for audio sent to the server.
    public var file: String?
    /// The best hypothesis, words separated by single spaces, without silence or filler markers.
    public var text: String
    /// The words with their times and confidences.
    public var words: [Word]
    /// Length of the conditioned audio.
    public var audioSeconds: Double
    /// Wall-clock seconds in the decoder.
    public var decodeSeconds: Double
    /// The transcript's posterior probability, 0 to 1.
    public var confidence: Double
    /// PocketSphinx's path score (log domain): comparable only within one decoder.
    public var score: Int
    /// The audio's layout as read.
    public var format: Format
    /// The n-best hypotheses, when asked for; left out otherwise.
    public var alternatives: [Transcript.Alternative]?
    /// How well the words fit the audio (``Transcript/acousticFit``), when the decoder measured it
    /// (`--minimum-acoustic-fit`); left out otherwise.
    public var acousticFit: Double?
    /// How noisy the audio was (``Transcript/noise``), in dB to one place; left out for audio
    /// shorter than 0.2 s.
    public var noise: NoiseEstimate?
    /// True when a question was open and the words are a whole command heard in place of an answer
    /// (``Transcript/heardAsCommand``); left out otherwise.
    public var heardAsCommand: Bool?
    /// Why the transcript is empty (``Transcript/heardNothingBecause``: gated, rejected, only
    /// garbage, no complete path…), when it is and a reason is known; left out otherwise.
    public var heardNothing: String?
    /// What the general reading heard (``Transcript/generalReading``), timed as ``words`` are,
    /// when the search has one; left out otherwise.
    public var generalReading: [Word]?
    /// A word the search forced where something else was said (``Transcript/unfitWord``), when
    /// there is one; left out otherwise.
    public var unfitWord: Word?

    /// Rounds times to milliseconds and confidences to four places.
    public init(
        file: String?, transcript: Transcript, source: AudioSourceFormat, audioSeconds: Double, decodeSeconds: Double,
        includeAlternatives: Bool = false
    ) {
        self.file = file
        text = transcript.text
        words = transcript.words.map(Self.word)
        self.audioSeconds = Self.round(audioSeconds, 3)
        self.decodeSeconds = Self.round(decodeSeconds, 3)
        confidence = Self.round(transcript.confidence, 4)
        score = transcript.score
        format = Format(
            container: source.container, encoding: source.encoding, sampleRate: source.sampleRate,
            channels: source.channels)
        alternatives = includeAlternatives ? transcript.alternatives : nil
        acousticFit = transcript.acousticFit.map { Self.round($0, 2) }
        noise = transcript.noise.map {
            NoiseEstimate(
                overQuietFrames: Self.round($0.overQuietFrames, 1), overMedianFrame: Self.round($0.overMedianFrame, 1),
                lowBandShare: $0.lowBandShare.map { Self.round($0, 3) })
        }
        heardAsCommand = transcript.heardAsCommand ? true : nil
        heardNothing = transcript.text.isEmpty ? transcript.heardNothingBecause?.rawValue : nil
        generalReading = transcript.generalReading?.map(Self.word)
        unfitWord = transcript.unfitWord.map(Self.word)
    }

    /// The JSON line of one transcribed file.
    public init(_ result: TranscriptionResult, includeAlternatives: Bool) {
        self.init(
            file: result.file, transcript: result.transcript, source: result.source,
            audioSeconds: result.audioSeconds, decodeSeconds: result.decodeSeconds,
            includeAlternatives: includeAlternatives)
    }

    private static func word(_ segment: WordSegment) -> Word {
        Word(
            word: segment.word, start: round(segment.start, 3), end: round(segment.end, 3),
            confidence: round(segment.confidence, 4), acousticFit: segment.acousticFit.map { round($0, 1) })
    }

    private static func round(_ value: Double, _ places: Int) -> Double {
        let scale = pow(10, Double(places))
        return (value * scale).rounded() / scale
    }
}
