/// Built enhancers applied one after another. Owned by one worker, like its decoder.
public final class FrontEndChain {
    public let enhancers: [any SpeechEnhancer]

    public init(_ enhancers: [any SpeechEnhancer]) {
        self.enhancers = enhancers
    }

    public func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] {
        var samples = samples
        for enhancer in enhancers { samples = try enhancer.enhance(samples) }
        return samples
    }
}
