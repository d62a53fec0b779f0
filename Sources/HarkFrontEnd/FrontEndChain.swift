/// Built enhancers applied one after another. Owned by one worker, like its decoder.
public final class FrontEndChain {
    public let enhancers: [any SpeechEnhancer]
    public let foregroundGate: ForegroundGate?

    public init(_ enhancers: [any SpeechEnhancer], foregroundGate: ForegroundGate? = nil) {
        self.enhancers = enhancers
        self.foregroundGate = foregroundGate
    }

    /// Whether the utterance is to be decoded at all: false when the gate finds no foreground.
    /// Judged on the audio as conditioned, before any enhancer trims or cleans it.
    public func admits(_ samples: [Int16]) -> Bool {
        foregroundGate?.admits(samples) ?? true
    }

    public func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] {
        var samples = samples
        for enhancer in enhancers { samples = try enhancer.enhance(samples) }
        return samples
    }
}
