internal import CPocketSphinx
import Foundation

/// One stretch where PocketSphinx's keyphrase search heard its phrase.
public struct KeyphraseDetection: Sendable, Equatable, Codable {
    /// Where the phrase begins in the audio given, in seconds.
    public var start: Double
    /// Where the phrase ends in the audio given, in seconds.
    public var end: Double
    /// The keyphrase search's own score, in nats: how much better the phrase's path fits at its
    /// last frame than the best path through the phone loop alone. The search reports a
    /// detection when this reaches the log of its threshold (`-kws_threshold`): 0 for
    /// PocketSphinx's default of 1, -46 for 1e-20.
    public var logLikelihoodRatio: Double

    /// A detection of the given stretch and score.
    public init(start: Double, end: Double, logLikelihoodRatio: Double) {
        self.start = start
        self.end = end
        self.logLikelihoodRatio = logLikelihoodRatio
    }

    /// How long the phrase was heard for, in seconds.
    public var duration: Double { end - start }
}

/// PocketSphinx's keyphrase search (`ps_set_keyphrase`): a phone loop beside the phrase's phones,
/// reporting each stretch where the phrase fits better than the loop by more than a threshold.
/// This is the search Picovoice's wake-word benchmark measures as PocketSphinx's spotter.
///
/// The threshold here is a floor, set low so that doubtful stretches are reported with their
/// score too; the caller decides which to believe. It owns its decoder, so like `Recognizer` it
/// belongs to one thread at a time.
public final class KeyphraseSpotter {
    /// The phrase listened for, lowercased, one space between words.
    public let phrase: String
    private let config: OpaquePointer
    private let decoder: OpaquePointer
    private let secondsPerFrame: Double
    static let searchName = "keyphrase"
    /// What 0.8+5prealpha's kws_search.c takes off a detection's score before it reports it
    /// (`KWS_MAX`), added back so that the score is the one its threshold is compared with.
    static let reportedOffset = 1500
    /// Acoustic scores are the logmath's units shifted right by this many bits (`SENSCR_SHIFT`),
    /// and the threshold with them.
    static let scoreShift = 10

    /// The weakest detection reported by default: PocketSphinx's own default threshold is 1 (a
    /// log of 0); 1e-50 reports nearly every stretch that resembles the phrase at all.
    public static let defaultFloor = 1e-50

    /// A spotter for `phrase` with the acoustic model and dictionary of `location`.
    ///
    /// - Parameters:
    ///   - pronounce: phones for a word of the phrase the dictionary lacks (from G2P); a word it
    ///     gives none for fails here with its name.
    ///   - floor: the keyphrase search's threshold (`-kws_threshold`), as a likelihood ratio.
    ///   - extraArguments: further PocketSphinx flags, e.g. `["-kws_plp": "1e-1"]`.
    public init(
        phrase: String, acousticModel: String, dictionary: String, pronounce: (String) -> [String]? = { _ in nil },
        floor: Double = KeyphraseSpotter.defaultFloor, extraArguments: [String: String] = [:]
    ) throws(RecognizerError) {
        let words = phrase.lowercased().split(whereSeparator: \.isWhitespace).map(String.init)
        guard !words.isEmpty else { throw RecognizerError("the keyphrase is empty") }
        self.phrase = words.joined(separator: " ")
        SphinxLog.configureOnce()
        var arguments = ["hark", "-hmm", acousticModel, "-dict", dictionary, "-kws_threshold", String(floor)]
        for (flag, value) in extraArguments.sorted(by: { $0.key < $1.key }) {
            arguments += [flag.hasPrefix("-") ? flag : "-" + flag, value]
        }
        guard let config = Recognizer.parse(arguments) else {
            throw RecognizerError(
                "PocketSphinx rejected the keyphrase configuration \(arguments.joined(separator: " "))")
        }
        guard let decoder = ps_init(config) else {
            cmd_ln_free_r(config)
            throw RecognizerError(
                "PocketSphinx could not load its model from \(acousticModel) (set \(SphinxLog.environmentVariable)=FILE to see its log)"
            )
        }
        self.config = config
        self.decoder = decoder
        let frameRate = cmd_ln_int_r(config, "-frate")
        secondsPerFrame = frameRate > 0 ? 1 / Double(frameRate) : 0.01
        for word in Set(words) {
            if let phones = ps_lookup_word(decoder, word) {
                free(phones)
                continue
            }
            guard let phones = pronounce(word), !phones.isEmpty,
                ps_add_word(decoder, word, phones.joined(separator: " "), 0) >= 0
            else {
                throw RecognizerError("'\(word)' of the keyphrase '\(self.phrase)' has no pronunciation")
            }
        }
        guard ps_set_keyphrase(decoder, Self.searchName, self.phrase) >= 0,
            ps_set_search(decoder, Self.searchName) >= 0
        else {
            throw RecognizerError("PocketSphinx could not listen for the keyphrase '\(self.phrase)'")
        }
    }

    deinit {
        ps_free(decoder)
        cmd_ln_free_r(config)
    }

    /// Every stretch of `samples` (16 kHz mono, one utterance or a whole recording) where the
    /// phrase scored at least the floor, in time order; overlapping ones are one, the best kept.
    public func detections(in samples: [Int16]) throws(RecognizerError) -> [KeyphraseDetection] {
        guard !samples.isEmpty else { return [] }
        try startUtterance()
        // The search reports a stretch only once it has heard frames after it: a phrase that ends
        // the audio gets a little silence to end on.
        try process(samples + Array(repeating: 0, count: Self.trailingSilence), whole: true)
        guard ps_end_utt(decoder) >= 0 else {
            throw RecognizerError("the keyphrase search could not end its utterance")
        }
        return readDetections(offset: 0).sorted { $0.start < $1.start }
    }

    // MARK: - A stream

    /// Seconds of the stream decoded before the utterance in progress.
    private var streamOffset = 0.0
    /// Seconds of the utterance in progress decoded so far; nil when no stream is open.
    private var streamSeconds: Double?
    /// Where the detections already reported end, so that each is reported once.
    private var reportedEnds: Set<Double> = []

    /// A detection is final once the stream has gone this far past its end: until then the
    /// search may still extend or better it.
    public static let settlingSeconds = 0.3
    /// The utterance of a stream is restarted after this much audio, so that its detections and
    /// its search state stay bounded in an endless stream.
    static let streamUtteranceSeconds = 60.0

    /// Starts listening to a stream from its beginning.
    public func startStream() throws(RecognizerError) {
        try startUtterance()
        streamOffset = 0
        streamSeconds = 0
        reportedEnds = []
    }

    /// Decodes the next `samples` of the stream and returns the detections that became final,
    /// with times in seconds from the stream's start.
    public func feed(_ samples: [Int16]) throws(RecognizerError) -> [KeyphraseDetection] {
        guard let seconds = streamSeconds else { throw RecognizerError("the keyphrase search has no stream open") }
        try process(samples, whole: false)
        let now = seconds + Double(samples.count) / Double(Self.sampleRate)
        streamSeconds = now
        var found = newDetections(settledBefore: streamOffset + now - Self.settlingSeconds)
        if now >= Self.streamUtteranceSeconds {
            guard ps_end_utt(decoder) >= 0 else {
                throw RecognizerError("the keyphrase search could not end its utterance")
            }
            found += newDetections(settledBefore: .infinity)
            streamOffset += now
            reportedEnds = []
            try startUtterance()
            streamSeconds = 0
        }
        return found
    }

    /// Ends the stream and returns the detections not yet reported.
    public func endStream() throws(RecognizerError) -> [KeyphraseDetection] {
        guard streamSeconds != nil else { return [] }
        streamSeconds = nil
        guard ps_end_utt(decoder) >= 0 else {
            throw RecognizerError("the keyphrase search could not end its utterance")
        }
        return newDetections(settledBefore: .infinity)
    }

    private func newDetections(settledBefore limit: Double) -> [KeyphraseDetection] {
        let fresh = readDetections(offset: streamOffset).filter { $0.end <= limit && !reportedEnds.contains($0.end) }
        reportedEnds.formUnion(fresh.map(\.end))
        return fresh.sorted { $0.start < $1.start }
    }

    // MARK: - Decoding

    static let sampleRate = 16_000
    /// A quarter second.
    static let trailingSilence = 4_000

    private func startUtterance() throws(RecognizerError) {
        guard ps_start_stream(decoder) >= 0, ps_start_utt(decoder) >= 0 else {
            throw RecognizerError("the keyphrase search could not start an utterance")
        }
    }

    /// Decodes `samples`; `whole` when they are the whole utterance, so that the cepstral mean is
    /// the utterance's own rather than a running estimate.
    private func process(_ samples: [Int16], whole: Bool) throws(RecognizerError) {
        guard !samples.isEmpty else { return }
        let processed = samples.withUnsafeBufferPointer {
            ps_process_raw(decoder, $0.baseAddress, $0.count, 0, whole ? 1 : 0)
        }
        guard processed >= 0 else { throw RecognizerError("the keyphrase search failed while processing audio") }
    }

    /// The search's detections so far, `offset` seconds added to their times.
    private func readDetections(offset: Double) -> [KeyphraseDetection] {
        let logmath = ps_get_logmath(decoder)
        let nats = Double(1 << Self.scoreShift) * logmath_log_to_ln(logmath, 1)
        return DecoderSegment.bestPath(of: decoder).map {
            KeyphraseDetection(
                start: offset + Double($0.startFrame) * secondsPerFrame,
                end: offset + Double($0.endFrame + 1) * secondsPerFrame,
                logLikelihoodRatio: Double(Int($0.logProbability) + Self.reportedOffset) * nats)
        }
    }
}
