import Foundation

/// Audio file in, transcript out: the first half of the pipeline behind one call.
///
/// Owns a `Recognizer`, so like it a `Transcriber` belongs to one thread at a time; build one per
/// worker with `BatchRunner`. As a ``SpeechRecognizing`` it hears every utterance with its one
/// search: an expectation does not narrow it.
public final class Transcriber: SpeechRecognizing {
    /// The decoder and this transcriber's own enhancer state: like the decoder, never shared
    /// between threads.
    private let pipeline: UtterancePipeline
    private var recognizer: Recognizer { pipeline.recognizer }
    /// How many n-best hypotheses each transcript carries besides the best (0 for none).
    public var alternatives: Int {
        get { pipeline.alternatives }
        set { pipeline.alternatives = newValue }
    }
    /// Whether a transcript is too doubtful to keep without a second hearing. When the
    /// configuration has a second-opinion search and this says yes, the audio is decoded again
    /// with that search, and its transcript replaces the first unless it is doubtful too. Nil
    /// never asks for a second hearing.
    public var isDoubtful: ((Transcript) -> Bool)? {
        get { pipeline.isDoubtful }
        set { pipeline.isDoubtful = newValue }
    }

    /// Builds the decoder.
    ///
    /// - Parameters:
    ///   - configuration: the acoustic model, dictionary, search and decoder flags.
    ///   - alternatives: how many n-best hypotheses each transcript carries besides the best (0 for
    ///     none).
    ///   - frontEnd: enhancers run on the conditioned audio before decoding; none by default. A
    ///     front end that cannot be built fails here, like a bad model, not per file.
    ///   - understander: when given, a configuration's second-opinion search (the `…Then…`
    ///     searches) hears again what it finds doubtful (``isDoubtful``); without it, none is asked.
    public init(
        configuration: RecognizerConfiguration, alternatives: Int = 0, frontEnd: FrontEnd = FrontEnd(),
        understander: Understander? = nil
    ) throws(RecognizerError) {
        let recognizer = try Recognizer(configuration: configuration)
        let frontEndChain: FrontEndChain
        do {
            frontEndChain = try frontEnd.makeChain()
        } catch {
            throw RecognizerError(error.description)
        }
        pipeline = UtterancePipeline(recognizer: recognizer, frontEndChain: frontEndChain, alternatives: alternatives)
        if let understander { pipeline.isDoubtful = { understander.isDoubtful($0.text) } }
    }

    /// Reads, conditions and decodes `file`; `raw` gives the layout of headerless PCM. An
    /// `expectation` changes nothing (see the type).
    public func transcribe(
        file: String, raw: RawAudioFormat? = nil, expecting expectation: FollowUpExpectation? = nil
    ) throws(TranscriptionError) -> TranscriptionResult {
        let clock = ContinuousClock()
        let started = clock.now
        let speech = try SpeechFile.read(file, raw: raw)
        let decodeStarted = clock.now
        let heard: UtterancePipeline.Heard?
        do {
            heard = try hear(speech.samples)
        } catch {
            throw TranscriptionError(file: file, reason: "\(error)")
        }
        guard let heard else {
            return TranscriptionResult(
                file: file, transcript: .nothingHeard, source: speech.source, audioSeconds: speech.durationSeconds,
                decodeSeconds: 0, totalSeconds: (clock.now - started).seconds)
        }
        let finished = clock.now
        var result = TranscriptionResult(
            file: file, transcript: heard.transcript, source: speech.source,
            // The file's length, not the trimmed one: speed is CPU per second of audio given.
            audioSeconds: speech.durationSeconds,
            decodeSeconds: (finished - decodeStarted).seconds,
            totalSeconds: (finished - started).seconds)
        result.usedSecondOpinion = heard.usedSecondOpinion
        return result
    }

    /// Decodes one utterance of 16 kHz mono samples as ``transcribe(file:raw:expecting:)`` decodes
    /// a file's: front end, search, second opinion. An `expectation` changes nothing.
    public func recognize(_ samples: [Int16], expecting expectation: FollowUpExpectation? = nil) throws -> Transcript {
        try hear(samples)?.transcript ?? .nothingHeard
    }

    /// The utterance through the pipeline with this transcriber's one search; nil when the front
    /// end's gate found nothing said to the device.
    private func hear(_ samples: [Int16]) throws -> UtterancePipeline.Heard? {
        try pipeline.hear(samples) { .command(rejectingPer: recognizer.configuration) }
    }
}

extension Duration {
    /// Seconds as a `Double`, for reports.
    public var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
