/// What runs on the audio before recognition: a gate that can say nothing was said to the device,
/// then the enhancers in order. The default leaves audio as is and admits everything.
public struct FrontEnd: Sendable, Equatable, CustomStringConvertible {
    /// The enhancers, applied in order after the gate; empty leaves the audio as is.
    public var stages: [SpeechEnhancement]
    /// Nil admits every utterance. Command searches use one (see `ForegroundGate`).
    public var foregroundGate: ForegroundGate?
    /// The gate of answer searches (a question's follow-up); nil admits every answer.
    public var answerForegroundGate: ForegroundGate?
    /// Whether a command decode that comes back empty from trimmed audio is heard again from the
    /// uncut audio (`FrontEndChain.hearsUncutWhenEmpty`). False to measure what the trim alone does.
    public var hearsUncutWhenEmpty = true

    /// A front end of `stages`, in order, behind `foregroundGate` (nil admits everything); answers
    /// are admitted by ``answerForegroundGate``, which starts nil.
    public init(_ stages: [SpeechEnhancement] = [], foregroundGate: ForegroundGate? = nil) {
        self.stages = stages
        self.foregroundGate = foregroundGate
    }

    /// "none", or the gates and the stages joined by " → " with their settings; an answer gate
    /// other than the commands' is named inside it (`foreground gate(7.0 dB, answers 11.0 dB)`).
    public var description: String {
        var gate = foregroundGate?.description
        if let answers = answerForegroundGate, answers != foregroundGate {
            gate =
                foregroundGate.map { "foreground gate(\($0.minimumRangeDB) dB, answers \(answers.minimumRangeDB) dB)" }
                ?? "foreground gate(answers \(answers.minimumRangeDB) dB)"
        }
        let parts = (gate.map { [$0] } ?? []) + stages.map(\.description)
        return parts.isEmpty ? "none" : parts.joined(separator: " → ")
    }

    /// A chain with its own state, for one worker thread.
    public func makeChain() throws(SpeechEnhancementError) -> FrontEndChain {
        var enhancers: [any SpeechEnhancer] = []
        for stage in stages { enhancers.append(try stage.makeEnhancer()) }
        let chain = FrontEndChain(enhancers, foregroundGate: foregroundGate, answerForegroundGate: answerForegroundGate)
        chain.hearsUncutWhenEmpty = hearsUncutWhenEmpty
        return chain
    }
}
