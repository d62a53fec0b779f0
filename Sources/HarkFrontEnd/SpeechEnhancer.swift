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
}
