import Foundation
import HarkRecognition
import HarkVocabulary

/// A wake word spotter: PocketSphinx's keyphrase search finds the stretches that resemble the
/// phrase, then each is scored by how well the phrase's phones fit it per frame, and the best one
/// that reaches the threshold wakes the device.
///
/// Any phrase works: words the acoustic model's dictionary lacks get the G2P model's
/// pronunciation. Like its decoder, a spotter belongs to one thread at a time.
public final class WakeWordSpotter {
    /// What the spotter listens for and how sure it must be.
    public let settings: WakeWordSettings
    /// The phrase as the keyphrase search takes it.
    public var phrase: String { keyphrase.phrase }
    private let keyphrase: KeyphraseSpotter
    /// The general English search with the phrase added, hearing doubtful stretches again.
    private let verifier: Recognizer?
    /// The last seconds of a stream, for the verifier: (samples, where they begin in the stream).
    private var recent: (samples: [Int16], start: Double) = ([], 0)
    /// The learned enhancer a near miss is heard again through; nil hears each utterance once.
    private let enhancer: (any SpeechEnhancer)?

    /// A spotter for `phrase`, as sure as `settings` say, with the acoustic model at `model`;
    /// `enhancer` hears a near miss again (``WakeWordSettings/enhancedSecondHearing``).
    /// - Throws: when the phrase is empty, a word of it cannot be pronounced, or the model fails
    ///   to load.
    public init(
        phrase: String, settings: WakeWordSettings = WakeWordSettings(), model: AcousticModelLocation = .standard(),
        g2pModel: URL? = G2PModel.defaultURL, enhancer: (any SpeechEnhancer)? = nil
    ) throws {
        self.settings = settings
        self.enhancer = enhancer
        // The G2P model is read only when a dictionary lacks a word of the phrase.
        var g2p: GraphemeToPhoneme?
        func pronounce(_ word: String) -> [String]? {
            if g2p == nil, let url = g2pModel { g2p = try? GraphemeToPhoneme.shared(contentsOf: url) }
            return PhoneticTranscriber(g2p: g2p).pronunciations(of: word).first
        }
        keyphrase = try KeyphraseSpotter(
            phrase: phrase, acousticModel: model.acousticModel, dictionary: model.dictionary,
            pronounce: pronounce, floor: settings.searchFloor)
        verifier =
            settings.scoring == .verified
            ? try Self.verifier(for: keyphrase.phrase, model: model, pronounce: pronounce) : nil
    }

    /// The general search of `model` interpolated with a model of the phrase alone, so that the
    /// phrase is as likely as a common word and no likelier. A phrase of several words is also one
    /// word of the verifier's (``verifierWord(_:)``), its words' pronunciations joined: heard as
    /// separate words, the general model's own pairs decide, and it hears two words it rarely sees
    /// together ("smart mirror") as others ("smart to mirror", "start a minute"): docs/benchmarks.md,
    /// "Wake word".
    private static func verifier(
        for phrase: String, model: AcousticModelLocation, pronounce: (String) -> [String]?
    ) throws -> Recognizer {
        let recognizer = try Recognizer(configuration: .generalEnglish(model))
        let spoken = phrase.split(separator: " ").map(String.init)
        var phones: [String] = []
        for word in spoken {
            if let known = recognizer.phones(of: word) {
                phones += known
                continue
            }
            guard let made = pronounce(word) else { throw RecognizerError("'\(word)' has no pronunciation") }
            try recognizer.addWord(word, phones: made)
            phones += made
        }
        let word = verifierWord(phrase)
        if spoken.count > 1 { try recognizer.addWord(word, phones: phones) }
        let half = log10(0.5)
        let arpa = [
            "\\data\\", "ngram 1=3", "", "\\1-grams:", "\(half) </s>", "-99 <s>", "\(half) \(word)", "", "\\end\\", "",
        ]
        .joined(separator: "\n")
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("hark-wake-\(UUID().uuidString).arpa")
        try arpa.write(to: file, atomically: true, encoding: .utf8)
        defer { try? FileManager.default.removeItem(at: file) }
        try recognizer.useInterpolatedLanguageModels(
            [(model.languageModel, 1 - phraseWeight), (file.path, phraseWeight)], name: "wake-verification")
        return recognizer
    }

    /// The phrase as one word of the verifier's dictionary: its words joined by `_`.
    static func verifierWord(_ phrase: String) -> String {
        phrase.split(separator: " ").joined(separator: "_")
    }

    /// The phrase model's share of the verifier's language model.
    static let phraseWeight = 0.01

    /// Listens to `samples` (16 kHz mono). With an enhancer, an utterance where the verifier
    /// heard a stretch that did not wake is heard again through it, when its condition takes the
    /// utterance; the enhanced hearing stands only if it wakes. A stretch the verifier never
    /// heard is not heard again: the enhancer brings out the words of voices behind, and wakes
    /// on coffee orders in a crowd (docs/benchmarks.md, "Wake word").
    public func listen(to samples: [Int16]) throws -> WakeWordResult {
        let plain = try hear(samples)
        guard plain.detection == nil, let enhancer, settings.scoring == .verified,
            plain.candidates.contains(where: { Self.wasVerified($0.score) }), enhancer.changes(samples)
        else { return plain }
        var enhanced = try hear(try enhancer.enhance(samples))
        enhanced.enhanced = true
        return enhanced.detected ? enhanced : plain
    }

    /// Whether a score is the verifier's (a posterior from 0 to 1), not a stretch below the
    /// verification floor (its per-frame score minus 10).
    static func wasVerified(_ score: Double) -> Bool { score >= 0 }

    private func hear(_ samples: [Int16]) throws -> WakeWordResult {
        let candidates = try keyphrase.detections(in: samples).map {
            WakeWordResult.Candidate(
                start: $0.start, end: $0.end, score: try score($0, in: samples, from: 0),
                keyphraseScore: $0.logLikelihoodRatio)
        }
        let best = candidates.max { $0.score < $1.score }
        return WakeWordResult(
            detection: best.flatMap { $0.score >= settings.threshold ? $0 : nil }, candidates: candidates,
            audioSeconds: Double(samples.count) / Double(SpeechAudio.sampleRate))
    }

    /// Reads, conditions and listens to `file`.
    public func listen(file: String, raw: RawAudioFormat? = nil) throws -> WakeWordResult {
        try listen(to: SpeechFile.read(file, raw: raw).samples)
    }

    /// Starts listening to a stream (a satellite's microphone) from its beginning.
    public func startStream() throws {
        recent = ([], 0)
        try keyphrase.startStream()
    }

    /// Listens to the stream's next `samples`: the wake word, when a stretch that ended at least
    /// `KeyphraseSpotter.settlingSeconds` ago reached the threshold (times from the stream's
    /// start), else nil.
    public func feed(_ samples: [Int16]) throws -> WakeWordResult.Candidate? {
        recent.samples += samples
        // A stretch is settled a little after it ends, and lasts a few seconds at most. The memory
        // is trimmed a second at a time, not on every chunk: each trim copies what is kept.
        let keep = Int(Self.streamMemorySeconds * Double(SpeechAudio.sampleRate))
        if recent.samples.count > keep + SpeechAudio.sampleRate {
            let drop = recent.samples.count - keep
            recent.samples.removeFirst(drop)
            recent.start += Double(drop) / Double(SpeechAudio.sampleRate)
        }
        return try wake(in: try keyphrase.feed(samples))
    }

    /// Seconds of a stream kept for the verifier.
    static let streamMemorySeconds = 8.0

    /// Ends the stream: the wake word in what was not yet settled, else nil.
    public func endStream() throws -> WakeWordResult.Candidate? { try wake(in: try keyphrase.endStream()) }

    private func wake(in detections: [KeyphraseDetection]) throws -> WakeWordResult.Candidate? {
        try detections.map {
            WakeWordResult.Candidate(
                start: $0.start, end: $0.end, score: try score($0, in: recent.samples, from: recent.start),
                keyphraseScore: $0.logLikelihoodRatio)
        }
        .filter { $0.score >= settings.threshold }.max { $0.score < $1.score }
    }

    /// A detection's score by the settings' scoring; `samples` begin `start` seconds into the
    /// audio the detection's times count from.
    func score(_ detection: KeyphraseDetection, in samples: [Int16], from start: Double) throws -> Double {
        let perFrame = detection.logLikelihoodRatio / max(1, detection.duration * 100)
        switch settings.scoring {
        case .keyphrase: return detection.logLikelihoodRatio
        case .perFrame: return perFrame
        case .verified:
            guard let verifier, perFrame >= settings.verificationFloor else { return perFrame - 10 }
            let rate = Double(SpeechAudio.sampleRate)
            let from = max(0, Int(((detection.start - settings.verificationMargin - start) * rate).rounded()))
            let to = min(samples.count, Int(((detection.end + settings.verificationMargin - start) * rate).rounded()))
            guard to - from > Int(0.1 * rate) else { return perFrame - 10 }
            let heard = try verifier.recognize(Array(samples[from..<to]))
            return Self.phraseConfidence(phrase, in: heard.words)
        }
    }

    /// The posterior of the phrase heard as one word (``verifierWord(_:)``), or the lowest of its
    /// words' where `words` hold them in order, whichever is higher; 0 when neither is there.
    static func phraseConfidence(_ phrase: String, in words: [WordSegment]) -> Double {
        let whole = verifierWord(phrase)
        let asOne = words.filter { $0.word == whole }.map(\.confidence).max() ?? 0
        return max(asOne, wordsConfidence(phrase, in: words))
    }

    private static func wordsConfidence(_ phrase: String, in words: [WordSegment]) -> Double {
        let wanted = phrase.split(separator: " ").map(String.init)
        guard !wanted.isEmpty, words.count >= wanted.count else { return 0 }
        var best = 0.0
        for first in 0...(words.count - wanted.count)
        where zip(words[first..<(first + wanted.count)], wanted).allSatisfy({ $0.word == $1 }) {
            best = max(best, words[first..<(first + wanted.count)].map(\.confidence).min() ?? 0)
        }
        return best
    }
}
