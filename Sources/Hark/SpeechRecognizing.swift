/// The recognition stage as the rest of the pipeline sees it: one utterance in, what was heard
/// out, as a `Transcript` (words with their times and posteriors, and n-best hypotheses when the
/// recognizer was built to give them).
///
/// An utterance comes as samples already conditioned to 16 kHz mono (a stream's utterance cut by
/// an endpointer, a server request's body), or as a file to read. A dialog may say what it expects
/// next (a name, yes or no, a message's text): a recognizer may narrow its search to that, as
/// `LiveCommandRecognizer` does, or hear the utterance as any other, as `Transcriber` does. The
/// dialog reads the answer from the words either way; narrowing only makes it likelier to be heard
/// right, and lets what is no answer be heard as nothing.
///
/// The recognizers: ``Transcriber`` (PocketSphinx, one configured search),
/// ``LiveCommandRecognizer`` (PocketSphinx, the command search and narrowed follow-up searches)
/// and ``TextRecognizer`` (text instead of audio, for dialog tests). Each holds per-utterance
/// state, like the decoder behind it, and belongs to one task at a time.
public protocol SpeechRecognizing: AnyObject {
    /// Hears one utterance of 16 kHz mono samples; with an `expectation`, as the answer to it.
    /// Nothing heard is an empty transcript, not an error.
    func recognize(_ samples: [Int16], expecting expectation: FollowUpExpectation?) throws -> Transcript

    /// Reads, conditions and hears `file` (`-` for standard input); `raw` gives the layout of
    /// headerless PCM. Audio problems are `TranscriptionError`s naming the file.
    func transcribe(file: String, raw: RawAudioFormat?, expecting expectation: FollowUpExpectation?) throws
        -> TranscriptionResult
}

extension SpeechRecognizing {
    /// Reads `file` as every recognizer of Hark does (any format libsndfile reads, conditioned to
    /// 16 kHz mono, digital silence refused) and hears it with ``recognize(_:expecting:)``; `raw`
    /// gives the layout of headerless PCM. `LiveCommandRecognizer` hears files this way.
    public func transcribe(
        file: String, raw: RawAudioFormat? = nil, expecting expectation: FollowUpExpectation? = nil
    ) throws -> TranscriptionResult {
        let clock = ContinuousClock()
        let started = clock.now
        let speech = try SpeechFile.read(file, raw: raw)
        let decodeStarted = clock.now
        let transcript = try recognize(speech.samples, expecting: expectation)
        let finished = clock.now
        return TranscriptionResult(
            file: file, transcript: transcript, source: speech.source, audioSeconds: speech.durationSeconds,
            decodeSeconds: (finished - decodeStarted).seconds, totalSeconds: (finished - started).seconds)
    }
}

/// A recognizer of requests to apps, for a dialog: its search is compiled from the apps' intent
/// definitions and the user's vocabulary, and ``parser`` reads what it hears with the same ones,
/// so every name it can hear is a name the parser knows.
///
/// `Assistant` hears its audio turns through one, and the server keeps a pool of them. The
/// recognizers: ``LiveCommandRecognizer`` (PocketSphinx) and ``TextRecognizer`` (text, for tests).
public protocol CommandRecognizing: SpeechRecognizing {
    /// The parser of the command search in force. It changes when the user's vocabulary does, so
    /// read a transcript with the parser as it is after that transcript was heard.
    var parser: IntentParser { get }

    /// Catches up with the user's vocabulary now, as hearing an utterance does first, so that
    /// ``parser`` reads typed words with it too. Returns what the change took; nil when nothing
    /// changed.
    @discardableResult func refreshVocabulary() throws -> VocabularySwap?
}

/// An audio file as every recognizer hears it.
enum SpeechFile {
    /// Reads and conditions `file` to 16 kHz mono; digital silence is an error, since it would
    /// decode to an empty transcript that looks like a recognition miss.
    static func read(_ file: String, raw: RawAudioFormat?) throws(TranscriptionError) -> SpeechAudio {
        let speech: SpeechAudio
        do {
            speech = try SpeechAudioConditioner().condition(try AudioFileReader().read(file, raw: raw), path: file)
        } catch {
            throw TranscriptionError(error)
        }
        if speech.isSilent { throw TranscriptionError(AudioError(path: file, reason: .silent)) }
        return speech
    }
}
