/// Built enhancers applied one after another. Owned by one worker, like its decoder.
public final class FrontEndChain {
    /// The built enhancers, applied in order by ``enhance(_:)``.
    public let enhancers: [any SpeechEnhancer]
    /// The gate ``admits(_:answering:)`` asks of a command; nil admits every utterance.
    public let foregroundGate: ForegroundGate?
    /// The gate it asks of an answer to a question; nil admits every answer.
    public let answerForegroundGate: ForegroundGate?
    /// Whether the utterance path hears the uncut audio again when a decode of the trimmed audio
    /// is empty (`FrontEnd.hearsUncutWhenEmpty`).
    public var hearsUncutWhenEmpty = true

    /// A chain of `enhancers` (each with its own state, so the chain belongs to one worker) behind
    /// `foregroundGate` for commands and `answerForegroundGate` for answers.
    public init(
        _ enhancers: [any SpeechEnhancer], foregroundGate: ForegroundGate? = nil,
        answerForegroundGate: ForegroundGate? = nil
    ) {
        self.enhancers = enhancers
        self.foregroundGate = foregroundGate
        self.answerForegroundGate = answerForegroundGate
    }

    /// Whether the utterance is to be decoded at all: false when the gate of a command, or of an
    /// answer (`answering`), finds no foreground. Judged on the audio as conditioned, before any
    /// enhancer trims or cleans it.
    public func admits(_ samples: [Int16], answering: Bool = false) -> Bool {
        (answering ? answerForegroundGate : foregroundGate)?.admits(samples) ?? true
    }

    /// `samples` (16 kHz mono) passed through every enhancer in turn; the first error stops the chain.
    /// `cutting` false skips the trimmers (``SpeechEnhancer/cuts``), to hear what they cut; `plain`
    /// skips the enhancers whose readings confirm a plain one (``SpeechEnhancer/confirmsPlainReading``).
    public func enhance(
        _ samples: [Int16], cutting: Bool = true, plain: Bool = false
    ) throws(SpeechEnhancementError) -> [Int16] {
        try enhanced(samples, cutting: cutting, plain: plain).samples
    }

    /// Whether `samples` are to be heard plainly first: an enhancer that confirms a plain reading
    /// would change them.
    public func needsPlainReading(_ samples: [Int16]) -> Bool {
        enhancers.contains { $0.confirmsPlainReading && $0.changes(samples) }
    }

    /// Whether a plain reading of nothing gives way to the reading through the whole chain: every
    /// enhancer that confirms a plain reading and would change the audio it is given vouches for
    /// speech in it (``SpeechEnhancer/vouchesForSpeech(in:)``).
    public func vouchesForSpeech(_ samples: [Int16]) throws(SpeechEnhancementError) -> Bool {
        guard let last = enhancers.lastIndex(where: \.confirmsPlainReading) else { return false }
        var current = EnhancedUtterance(samples: samples, startSample: 0)
        var vouched = false
        for enhancer in enhancers[...last] {
            if enhancer.confirmsPlainReading, enhancer.changes(current.samples) {
                guard try enhancer.vouchesForSpeech(in: current.samples) else { return false }
                vouched = true
            }
            try Self.apply(enhancer, to: &current)
        }
        return vouched
    }

    /// One stage: a trimmer (``SpeechTrimmer``) cuts `utterance` to its speech, adding the cut at the
    /// start to its `startSample`; any other enhancer replaces its samples.
    private static func apply(
        _ enhancer: any SpeechEnhancer, to utterance: inout EnhancedUtterance
    ) throws(SpeechEnhancementError) {
        if let trimmer = enhancer as? any SpeechTrimmer {
            guard let range = try trimmer.speechRange(utterance.samples) else { return }
            utterance.startSample += range.lowerBound
            utterance.samples = Array(utterance.samples[range])
        } else {
            utterance.samples = try enhancer.enhance(utterance.samples)
        }
    }

    /// ``enhance(_:cutting:)``'s samples, with where they begin in `samples`: the trimmers'
    /// (``SpeechTrimmer``) cuts at the start added up.
    public func enhanced(
        _ samples: [Int16], cutting: Bool = true, plain: Bool = false
    ) throws(SpeechEnhancementError) -> EnhancedUtterance {
        var result = EnhancedUtterance(samples: samples, startSample: 0)
        // The audio before the first trimmer is the uncut reading when no cleaner follows it.
        let stages = enhancers.filter { !plain || !$0.confirmsPlainReading }
        let firstTrimmer = stages.firstIndex(where: \.cuts)
        let cleanerAfterTrimmer = firstTrimmer.map { stages[$0...].contains { !$0.cuts } } ?? true
        var uncut: [Int16]?
        for (index, enhancer) in stages.enumerated() where cutting || !enhancer.cuts {
            if index == firstTrimmer, cutting, !cleanerAfterTrimmer { uncut = result.samples }
            try Self.apply(enhancer, to: &result)
        }
        result.uncut = uncut
        return result
    }

    /// Whether any enhancer cuts (``SpeechEnhancer/cuts``).
    public var cuts: Bool { enhancers.contains(where: \.cuts) }
}
