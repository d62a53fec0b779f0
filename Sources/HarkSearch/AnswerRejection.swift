import HarkRecognition
import HarkUnderstanding

/// How a dialog's answer searches (yes/no, names) can say "none of these": a path of one-phone
/// garbage words and common English words competes with the answers, so a sound or a sentence
/// that answers nothing comes out as an empty transcript instead of as the nearest answer ("what
/// time is it" heard as "go ahead", and an order placed).
///
/// A phone loop explains any speech better than a forced answer does, so only its penalties keep
/// it from taking real answers too: a price to start it, a price per phone and a price per word.
/// Garbage can also be allowed around the answers ("uh, yes"), at the same prices. The values in use were chosen on
/// the tune half of the non-answer set (docs/benchmarks.md, "Non-answers").
public struct AnswerRejection: Hashable, Sendable {
    /// The FSG probability of the first garbage phone.
    public var entryProbability: Double
    /// The FSG probability of each further garbage phone.
    public var phoneProbability: Double
    /// The FSG probability of ending after garbage alone: the rejection itself.
    public var rejectionProbability: Double
    /// Whether garbage may also come before and after an answer.
    public var surroundsAnswers: Bool
    /// The probability of a silence, and of a noise filler, at each state of the answer search
    /// (the decoder's `-silprob` and `-fillprob` for that search only). The decoder puts both
    /// everywhere, inside answers too, where they cost no more than their acoustic score: an
    /// unrelated sentence could become "send" + silence over "a timer for ten" + "it". Low
    /// values leave the pauses before and after an answer, which every path pays alike.
    public var silenceProbability: Double
    /// The noise fillers' share of the same (the decoder's `-fillprob` for the answer search).
    public var fillerProbability: Double
    /// How many of the general language model's most likely words the rejection path may also
    /// take (`EdgeGarbage.rejectionWords`; the answers' own words are left out), each at
    /// `wordProbability`; 0 for phones alone.
    public var rejectionWordCount: Int = 0
    /// The FSG probability of each of those words on the rejection path.
    public var wordProbability: Double = 1e-6
    /// An answer heard in audio whose loudest frames hold less than this share of their energy
    /// between 80 Hz and 1 kHz (``NoiseEstimate/lowBandShare``) is no answer: a kitchen's clatter
    /// is heard as "ok" or "cancel" with a posterior of 1, and no garbage path wins it, but a
    /// voice is loudest in its vowels, below 1 kHz, and clinks are bright. Nil never rejects so.
    public var minimumLowBandShare: Double?
    /// When a question is open, the command search hears the utterance too, and a whole command of
    /// some app it reads there is heard in place of the answer (``Transcript/heardAsCommand``): a
    /// new request that replaces the question. Nil hears answers alone.
    public var commandOverAnswer: CommandOverAnswer? = .standard

    /// A rejection with phones alone (no words); the silence and filler prices default to almost never.
    public init(
        entryProbability: Double, phoneProbability: Double, rejectionProbability: Double = 1,
        surroundsAnswers: Bool = false, silenceProbability: Double = 1e-8, fillerProbability: Double = 1e-8
    ) {
        self.entryProbability = entryProbability
        self.phoneProbability = phoneProbability
        self.rejectionProbability = rejectionProbability
        self.surroundsAnswers = surroundsAnswers
        self.silenceProbability = silenceProbability
        self.fillerProbability = fillerProbability
    }

    /// The least share of its loudest energy below 1 kHz that audio holding a voice has: the free-text
    /// read-back's (`confirmation.freeTextLowBandUnder`) and ``standard``'s
    /// ``minimumLowBandShare``. Chosen for the read-back on the tune half of the non-answer set and
    /// of issue 12's noise-alone files (docs/benchmarks.md, "Free text heard with doubt"): the
    /// middle of the gap between the brightest tune noise the other two tests took unread (0.015)
    /// and the darkest tune answer (0.307), rounded down to a multiple of 0.05.
    public static let brightAudioLowBandShare = 0.15

    /// The decoder's silence word, free before and after an answer (`EdgeGarbage.edgeSilence`).
    public static let silenceWord = "<sil>"

    /// The rejection in use unless a caller chooses another.
    public static let standard: AnswerRejection = {
        var rejection = AnswerRejection(entryProbability: 1e-3, phoneProbability: 3e-2)
        rejection.rejectionWordCount = 1000
        // 3e-6, not 1e-6, since names get four G2P guesses (`DecoderDictionaryBuilder`): more ways
        // to say a name are more ways to hear one in an unrelated sentence (tune half: false
        // accepts 1.6 → 1.0 %, answers 97.6 → 97.1 %).
        rejection.wordProbability = 3e-6
        // The free-text read-back's value, not chosen again (docs/benchmarks.md, "Answer searches
        // reject bright audio too").
        rejection.minimumLowBandShare = brightAudioLowBandShare
        return rejection
    }()

    /// The garbage over `phones` (the acoustic model's speech phones) for a word graph; the
    /// rejection path's real words are chosen per question (`EdgeGarbage.rejectionWords`).
    public func garbage(phones: [String]) -> EdgeGarbage {
        var garbage = EdgeGarbage(
            phones: phones, entryProbability: entryProbability, phoneProbability: phoneProbability,
            rejectionProbability: rejectionProbability, surroundsSentences: surroundsAnswers,
            edgeSilence: Self.silenceWord)
        garbage.wordProbability = wordProbability
        return garbage
    }
}
