import HarkSupport

/// What the recognizer heard in one utterance: plain data handed to understanding and evaluation.
public struct Transcript: Sendable, Equatable, Codable {
    /// The best hypothesis, words separated by single spaces, without silence or filler markers.
    public var text: String
    /// Timed words of the best hypothesis.
    public var words: [WordSegment]
    /// The decoder's path score (log domain, larger is better); comparable only within one decoder.
    public var score: Int
    /// The mean of the words' lattice posteriors (0…1); 0 when nothing was recognized.
    public var confidence: Double
    /// Competing hypotheses, best first, when asked for; the first equals `text` in most cases.
    public var alternatives: [Alternative]
    /// How well the spoken words fit the audio: their path's acoustic score per frame, from the
    /// first word to the last, relative to each frame's best-scoring senone (0 would be a perfect
    /// fit; PocketSphinx's scaled log units). Nil unless the decoder scored every senone, which
    /// ``RecognizerConfiguration/minimumAcousticFit`` asks for, or when no word was heard.
    public var acousticFit: Double?
    /// How noisy the audio was (``NoiseEstimate``), set by whoever read the samples; nil when
    /// unknown or for audio too short to tell. The confidence calibrator doubts words heard in noise.
    public var noise: NoiseEstimate?
    /// Seconds of garbage (a word graph's `++garbage-…++` phones) after the last spoken word: how
    /// much of the utterance's end the search gave to sounds that are no command. 0 when the
    /// path ends on a word or silence, or holds no word at all.
    public var trailingGarbageSeconds: Double = 0
    /// What the command search's general reading (``RecognizerConfiguration/generalReading``)
    /// heard in the same audio, timed; nil when there was none. Understanding refuses a reading
    /// when this holds a meaning-changing word that `words` lack.
    public var generalReading: [WordSegment]?
    /// A word of the reading that fits the audio worse than its median word by more than
    /// ``RecognizerConfiguration/unfitWordMargin`` (``firstUnfitWord(margin:)``): the search forced
    /// it where something else was said, and understanding refuses the reading. Nil when no word
    /// is that unfit, or when the search does not judge its words.
    public var unfitWord: WordSegment?
    /// Whether this reading came from the command search's completion pass
    /// (``RecognizerConfiguration/completionSearch``): the first pass ended in garbage, and the
    /// same sentences without the trailing loop scored better.
    public var completed = false
    /// Why the transcript is empty when a gate or a rejection emptied it; nil otherwise, and when
    /// the decoder itself heard no word.
    public var heardNothingBecause: HeardNothingReason?
    /// True when a question was open and this utterance is no answer to it but a whole command of
    /// some app, which the command search heard: a dialog drops its question and runs the command.
    /// False for every other transcript.
    public var heardAsCommand = false

    /// A transcript of the given parts; ``Recognizer`` makes them.
    public init(
        text: String, words: [WordSegment], score: Int, confidence: Double,
        alternatives: [Alternative] = []
    ) {
        self.text = text
        self.words = words
        self.score = score
        self.confidence = confidence
        self.alternatives = alternatives
    }

    /// One n-best hypothesis: its words and its path score (comparable within one utterance).
    public struct Alternative: Sendable, Equatable, Codable {
        /// The hypothesis's words, separated by single spaces, as in ``Transcript/text``.
        public var text: String
        /// The decoder's path score for it (log domain, larger is better).
        public var score: Int

        /// An alternative of `text` with path score `score`.
        public init(text: String, score: Int) {
            self.text = text
            self.score = score
        }
    }
}

/// One recognized word with its place in the audio.
public struct WordSegment: Sendable, Equatable, Codable {
    /// The word as the dictionary spells it, without its pronunciation variant number (`read(2)` is `read`).
    public var word: String
    /// Seconds from the start of the audio.
    public var start: Double
    /// Seconds from the start of the audio to the end of the word's last frame.
    public var end: Double
    /// Posterior probability of this word from the lattice (0…1).
    public var confidence: Double
    /// How well the word fits the audio: its acoustic score per frame relative to each frame's
    /// best senone (0 would be a perfect fit; PocketSphinx's scaled log units). Nil unless the
    /// decoder scored every senone (``RecognizerConfiguration/scoresEverySenone``).
    public var acousticFit: Double?

    /// A word heard from `start` to `end` seconds with posterior `confidence` (0…1) and, when
    /// known, its ``acousticFit``.
    public init(word: String, start: Double, end: Double, confidence: Double, acousticFit: Double? = nil) {
        self.word = word
        self.start = start
        self.end = end
        self.confidence = confidence
        self.acousticFit = acousticFit
    }
}

extension Transcript {
    /// The transcript of audio that was not decoded because nothing in it was said to the device
    /// (a front end's gate found no foreground): no words, no score, no confidence.
    public static let nothingHeard = Transcript(text: "", words: [], score: 0, confidence: 0)

    /// This transcript as `configuration`'s search keeps it: ``rejecting(_:minimumFit:)`` with its
    /// rejection words and least acoustic fit.
    public func rejecting(per configuration: RecognizerConfiguration) -> Transcript {
        rejecting(configuration.rejectionWords, minimumFit: configuration.minimumAcousticFit)
    }

    /// The first word of at least ``RecognizerConfiguration/unfitWordShortestSeconds`` that fits
    /// the audio worse than the words' median fit by more than `margin` per frame: a word the
    /// search forced where something else was said. Nil when there is none, or when the words
    /// carry no fit.
    public func firstUnfitWord(margin: Double) -> WordSegment? {
        let fits = words.compactMap(\.acousticFit).sorted()
        guard !fits.isEmpty else { return nil }
        let median = OrderStatistics.median(ofSorted: fits)
        return words.first { word in
            guard let fit = word.acousticFit else { return false }
            return word.end - word.start >= RecognizerConfiguration.unfitWordShortestSeconds - 1e-9
                && fit < median - margin
        }
    }

    /// This transcript, or an empty one with the same score when the search heard speech that is
    /// none of its sentences: it holds any of `rejectionWords` (words only a rejection path can
    /// produce), or its words fit the audio worse than `minimumFit` (``acousticFit``). A grammar
    /// forces whatever is said into its sentences; a voice saying something else fits them badly.
    public func rejecting(_ rejectionWords: Set<String>, minimumFit: Double? = nil) -> Transcript {
        let heldRejectionWord =
            !rejectionWords.isEmpty && words.contains(where: { rejectionWords.contains($0.word) })
        let fitsBadly = minimumFit.map { minimum in acousticFit.map { $0 < minimum } ?? false } ?? false
        if heldRejectionWord { return emptied(because: .rejectionWord) }
        return fitsBadly ? emptied(because: .poorFit) : self
    }

    /// This transcript of audio that began `seconds` into the audio given: every word's times
    /// told from the start of the audio given.
    public func delayed(by seconds: Double) -> Transcript {
        guard seconds != 0 else { return self }
        func later(_ word: WordSegment) -> WordSegment {
            var word = word
            word.start += seconds
            word.end += seconds
            return word
        }
        var delayed = self
        delayed.words = words.map(later)
        delayed.unfitWord = unfitWord.map(later)
        return delayed
    }

    /// This transcript with no words: the search's score, confidence and noise estimate kept, so a
    /// rejection still tells how it was reached and in what audio; `reason` says why.
    public func emptied(because reason: HeardNothingReason? = nil) -> Transcript {
        var empty = Transcript(text: "", words: [], score: score, confidence: confidence)
        empty.noise = noise
        empty.heardNothingBecause = reason
        return empty
    }
}
