/// One stage of audio clean-up between conditioning and recognition: 16 kHz mono 16-bit samples
/// of a whole utterance in, samples out.
///
/// An enhancer keeps C state (noise estimates, filter memory), so one instance belongs to one
/// thread: each decoder worker builds its own chain. Every call starts from a fresh state, so what
/// came before never changes what comes out: a batch's results do not depend on its file order.
public protocol SpeechEnhancer: AnyObject {
    /// The name a user selects it by, e.g. in `--enhance` and in report context.
    var name: String { get }

    /// Whether its purpose is to cut the utterance (a trimmer) rather than to clean it.
    var cuts: Bool { get }

    /// Whether what is heard through it is taken only where the audio heard without it was heard
    /// as something. A learned enhancer brings out the voices of a room's background as well as
    /// the user's: a crowd's noise alone, which the plain front end hears as nothing, would be
    /// heard as commands through it.
    var confirmsPlainReading: Bool { get }

    /// For an enhancer that confirms a plain reading: whether its own evidence says `samples`
    /// hold a voice said to the device, so that its reading stands even where the plain one heard
    /// nothing.
    func vouchesForSpeech(in samples: [Int16]) throws(SpeechEnhancementError) -> Bool

    /// Whether it would change `samples` at all: an enhancer with a condition passes some audio
    /// through untouched, and then nothing needs hearing twice.
    func changes(_ samples: [Int16]) -> Bool

    /// The enhanced utterance. Length is kept unless the enhancer's purpose is to cut (a trimmer).
    func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16]
}

/// An enhancer that cuts by keeping one stretch of the utterance: what it keeps begins
/// ``speechRange(_:)``'s lower bound into the audio it was given, which a reading's word times
/// must add back to be times in the audio the user gave.
public protocol SpeechTrimmer: SpeechEnhancer {
    /// The samples to keep; nil keeps them all.
    func speechRange(_ samples: [Int16]) throws(SpeechEnhancementError) -> Range<Int>?
}

extension SpeechTrimmer {
    /// The samples in ``speechRange(_:)``, or all of them when it is nil.
    public func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] {
        guard let range = try speechRange(samples) else { return samples }
        return Array(samples[range])
    }
}

extension SpeechEnhancer {
    /// Enhancers clean unless they say otherwise.
    public var cuts: Bool { false }
    /// Enhancers' readings stand alone unless they say otherwise.
    public var confirmsPlainReading: Bool { false }
    /// Enhancers change every utterance unless they say otherwise.
    public func changes(_ samples: [Int16]) -> Bool { true }
    /// Enhancers vouch for nothing unless they say otherwise.
    public func vouchesForSpeech(in samples: [Int16]) throws(SpeechEnhancementError) -> Bool { false }
}
