import Foundation

/// Audio file in, transcript out: the first half of the pipeline behind one call.
///
/// Owns a `Recognizer`, so like it a `Transcriber` belongs to one thread at a time; build one per
/// worker with `BatchRunner`.
public final class Transcriber {
    private let reader = AudioFileReader()
    private let conditioner = SpeechAudioConditioner()
    private let recognizer: Recognizer
    /// This transcriber's own enhancer state: like the decoder, never shared between threads.
    private let frontEndChain: FrontEndChain
    /// How many n-best hypotheses each transcript carries besides the best (0 for none).
    public var alternatives: Int
    /// Whether a transcript is too doubtful to keep without a second hearing. When the
    /// configuration has a second-opinion search and this says yes, the audio is decoded again
    /// with that search, and its transcript replaces the first unless it is doubtful too. Nil
    /// never asks for a second hearing.
    public var isDoubtful: ((Transcript) -> Bool)?

    /// Builds the decoder.
    ///
    /// - Parameters:
    ///   - configuration: the acoustic model, dictionary, search and decoder flags.
    ///   - alternatives: how many n-best hypotheses each transcript carries besides the best (0 for
    ///     none).
    ///   - frontEnd: enhancers run on the conditioned audio before decoding; none by default. A
    ///     front end that cannot be built fails here, like a bad model, not per file.
    public init(configuration: RecognizerConfiguration, alternatives: Int = 0, frontEnd: FrontEnd = FrontEnd())
        throws(RecognizerError)
    {
        recognizer = try Recognizer(configuration: configuration)
        self.alternatives = alternatives
        do {
            frontEndChain = try frontEnd.makeChain()
        } catch {
            throw RecognizerError(error.description)
        }
    }

    /// Reads, conditions and decodes `file`; `raw` gives the layout of headerless PCM.
    public func transcribe(file: String, raw: RawAudioFormat? = nil) throws(TranscriptionError)
        -> TranscriptionResult
    {
        let clock = ContinuousClock()
        let started = clock.now
        let speech: SpeechAudio
        do {
            let decoded = try reader.read(file, raw: raw)
            speech = try conditioner.condition(decoded, path: file)
        } catch {
            throw TranscriptionError(error)
        }
        // Digital silence would decode to an empty string that looks like a recognition miss;
        // saying so is more useful to whoever made the file.
        if speech.isSilent { throw TranscriptionError(AudioError(path: file, reason: .silent)) }
        let decodeStarted = clock.now
        guard frontEndChain.admits(speech.samples) else {
            return TranscriptionResult(
                file: file, transcript: .nothingHeard, source: speech.source, audioSeconds: speech.durationSeconds,
                decodeSeconds: 0, totalSeconds: (clock.now - started).seconds)
        }
        let samples: [Int16]
        do {
            samples = try frontEndChain.enhance(speech.samples)
        } catch {
            throw TranscriptionError(file: file, reason: error.description)
        }

        var transcript: Transcript
        var usedSecondOpinion = false
        do {
            transcript = try recognizer.recognize(samples, alternatives: alternatives)
            transcript = transcript.rejecting(recognizer.configuration.rejectionWords)
            // An empty transcript with a score is an answer: the search finished on silence, noise
            // or garbage alone. Only a search that found no complete path (no score) or a
            // reading the parser doubts is heard again.
            let heardNothing = transcript.text.isEmpty && transcript.score != 0
            if recognizer.configuration.secondOpinion != nil, !heardNothing, let isDoubtful, isDoubtful(transcript) {
                let second = try recognizer.recognizeWithSecondOpinion(samples, alternatives: alternatives)
                if !isDoubtful(second) {
                    transcript = second
                    usedSecondOpinion = true
                }
            }
        } catch {
            throw TranscriptionError(file: file, reason: error.description)
        }
        let finished = clock.now
        var result = TranscriptionResult(
            file: file, transcript: transcript, source: speech.source,
            // The file's length, not the trimmed one: speed is CPU per second of audio given.
            audioSeconds: speech.durationSeconds,
            decodeSeconds: (finished - decodeStarted).seconds,
            totalSeconds: (finished - started).seconds)
        result.usedSecondOpinion = usedSecondOpinion
        return result
    }
}

extension Duration {
    /// Seconds as a `Double`, for reports.
    public var seconds: Double {
        let (whole, fraction) = components
        return Double(whole) + Double(fraction) / 1e18
    }
}
