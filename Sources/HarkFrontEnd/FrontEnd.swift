/// The enhancers to run before recognition, in order; empty (the default) leaves audio as is.
public struct FrontEnd: Sendable, Equatable, CustomStringConvertible {
    public var stages: [SpeechEnhancement]

    public init(_ stages: [SpeechEnhancement] = []) {
        self.stages = stages
    }

    /// "none", or the stages joined by " → " with their settings.
    public var description: String {
        stages.isEmpty ? "none" : stages.map(\.description).joined(separator: " → ")
    }

    /// A chain with its own state, for one worker thread.
    public func makeChain() throws(SpeechEnhancementError) -> FrontEndChain {
        var enhancers: [any SpeechEnhancer] = []
        for stage in stages { enhancers.append(try stage.makeEnhancer()) }
        return FrontEndChain(enhancers)
    }
}
