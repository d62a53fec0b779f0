import Foundation
import HarkDefinitions
import HarkUnderstanding
import HarkVocabulary

/// A recognizer that hears text instead of audio, for testing dialogs: each utterance it is asked
/// to hear is the next text given to ``hear(_:confidence:wordConfidences:noise:)``, whatever the samples,
/// and a file is never opened. Through it an `Assistant` runs its follow-up questions,
/// confirmations, "Did you mean Kiki?" and turns heard as nothing without speech synthesis or
/// PocketSphinx.
///
/// It hears as a PocketSphinx command recognizer would at best. The words come in the decoder's
/// spelling (lower case, no punctuation), each with the posterior given (1 unless told otherwise),
/// so a name heard with doubt can be confirmed. When the dialog expects the answer to a question,
/// only an answer is heard: words that are none of the answers `LiveCommandRecognizer` would listen
/// for (the names offered, an ordinal of a list read out, yes, no, cancel, each as
/// `FollowUpSearch` words them) are heard as nothing, as its answer searches' rejection path hears
/// speech that is no answer. Any words answer a free-text question. A whole command of some app
/// (``CommandOverAnswer``) is heard as that command instead (``Transcript/heardAsCommand``), as the
/// live recognizer's command search hears it beside the answer search.
public final class TextRecognizer: CommandRecognizing {
    /// One utterance as it was heard.
    public struct Hearing: Sendable, Equatable {
        /// The text given to ``TextRecognizer/hear(_:confidence:wordConfidences:noise:)``.
        public var said: String
        /// What the dialog expected the utterance to answer; nil for a request.
        public var expectation: FollowUpExpectation?
        /// What was heard: the words said, or nothing when they were no answer to the expectation.
        public var transcript: Transcript
    }

    /// Reads what this recognizer hears; given, not built from the heard words.
    public var parser: IntentParser
    /// Whether an expected answer narrows what is heard (see the type); true by default. When
    /// false, every text is heard as said, as typed words are, though with the posteriors given.
    public var narrowsToAnswers = true
    /// Every utterance heard so far, in order: a test checks with it what the dialog expected.
    public private(set) var hearings: [Hearing] = []
    /// Texts given and not yet heard, with their words' posteriors.
    private var queue: [(said: String, words: [(word: String, posterior: Double)], noise: NoiseEstimate?)] = []

    /// The length a word is given in the transcript's times.
    private static let secondsPerWord = 0.3

    /// A recognizer whose transcripts `parser` reads.
    public init(parser: IntentParser) {
        self.parser = parser
    }

    /// Queues the next utterance. Its words are heard with posterior `confidence`, except those
    /// named in `wordConfidences` (by the word as heard: lower case), e.g. `["kiki": 0.4]`. An
    /// empty text is an utterance in which nothing was heard. `noise` is how noisy its audio is to
    /// seem (``Transcript/noise``); none by default.
    public func hear(
        _ text: String, confidence: Double = 1, wordConfidences: [String: Double] = [:], noise: NoiseEstimate? = nil
    ) {
        let words = DecoderSpelling.words(in: text).map { ($0, wordConfidences[$0] ?? confidence) }
        queue.append((text, words, noise))
    }

    /// How many utterances are queued and not yet heard.
    public var queued: Int { queue.count }

    /// Hears the next queued text, whatever `samples` hold. Throws when none is queued.
    public func recognize(_ samples: [Int16], expecting expectation: FollowUpExpectation? = nil) throws -> Transcript {
        try next(expecting: expectation).transcript
    }

    /// Hears the next queued text as the utterance of `file`, which is not opened. The result's
    /// audio is as long as the words said, at 0.3 s a word.
    public func transcribe(
        file: String, raw: RawAudioFormat? = nil, expecting expectation: FollowUpExpectation? = nil
    ) throws -> TranscriptionResult {
        let (transcript, saidWords) = try next(expecting: expectation)
        let seconds = Double(saidWords) * Self.secondsPerWord
        let source = AudioSourceFormat(
            container: "text", encoding: "text", sampleRate: SpeechAudio.sampleRate, channels: 1,
            frames: Int(seconds * Double(SpeechAudio.sampleRate)))
        return TranscriptionResult(
            file: file, transcript: transcript, source: source, audioSeconds: seconds, decodeSeconds: 0,
            totalSeconds: 0)
    }

    /// Nothing to catch up with: the parser is the one given.
    @discardableResult public func refreshVocabulary() -> VocabularySwap? { nil }

    private func next(expecting expectation: FollowUpExpectation?) throws -> (transcript: Transcript, saidWords: Int) {
        guard !queue.isEmpty else {
            throw RecognizerError("the text recognizer was asked to hear an utterance, but no text was queued")
        }
        let (said, words, noise) = queue.removeFirst()
        var transcript = Transcript(
            text: words.map(\.word).joined(separator: " "),
            words: words.enumerated().map { index, heard in
                WordSegment(
                    word: heard.word, start: Double(index) * Self.secondsPerWord,
                    end: Double(index + 1) * Self.secondsPerWord, confidence: heard.posterior)
            },
            score: 0,
            confidence: words.isEmpty ? 0 : words.reduce(0) { $0 + $1.posterior } / Double(words.count))
        transcript.noise = noise
        if let expectation, narrowsToAnswers {
            let command = transcript
            let answers = try answers(to: expectation)
            if let answers, !Self.accepts(answers, words.map(\.word)) { transcript = .nothingHeard }
            if CommandOverAnswer.standard.prefers(command, over: answers == nil ? nil : transcript, parser: parser) {
                transcript = command
                transcript.heardAsCommand = true
            }
        }
        hearings.append(Hearing(said: said, expectation: expectation, transcript: transcript))
        return (transcript, words.count)
    }

    /// The answers the follow-up search for `expectation` hears, as a template of words; nil for
    /// free text, where any words answer.
    private func answers(to expectation: FollowUpExpectation) throws -> TemplateNode? {
        if case .freeText = expectation { return nil }
        // Only a free-text search writes a model to its cache directory.
        let search = try FollowUpSearch(
            expectation, definitions: parser.definitions, cacheDirectory: FileManager.default.temporaryDirectory)
        guard case .answers(let answers) = search.source else { return nil }
        return answers
    }

    /// Whether `words` are one of the sentences of `template` (plain words, choices and optional
    /// parts, as answer templates are made).
    static func accepts(_ template: TemplateNode, _ words: [String]) -> Bool {
        ends(of: template, from: [0], in: words).contains(words.count)
    }

    /// The positions in `words` where `node` can end when it starts at any of `starts`.
    private static func ends(of node: TemplateNode, from starts: Set<Int>, in words: [String]) -> Set<Int> {
        switch node {
        case .word(let word):
            return Set(starts.filter { $0 < words.count && words[$0] == word }.map { $0 + 1 })
        case .sequence(let items):
            return items.reduce(starts) { reached, item in ends(of: item, from: reached, in: words) }
        case .alternatives(let choices):
            return choices.reduce(into: Set<Int>()) { $0.formUnion(ends(of: $1, from: starts, in: words)) }
        case .optional(let inner):
            return starts.union(ends(of: inner, from: starts, in: words))
        case .slot, .fixed, .app, .phrase:
            // Answer templates have none of these.
            return []
        }
    }
}
