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
    /// A second set of enhancers a command is also heard through, when its first reading is less
    /// likely right than ``secondHearingBelow``; the reading more likely right stands (see
    /// `FrontEndChain.secondHearing`). Empty hears every command once. No one front end holds in
    /// every room: WebRTC's suppressor wins a crowd's steady murmur and loses footsteps.
    public var secondHearing: [SpeechEnhancement] = []
    /// A command read as a request with less confidence than this is heard the second way; 1
    /// hears every request not read with certainty.
    public var secondHearingBelow = 1.0

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
        let first = parts.isEmpty ? "none" : parts.joined(separator: " → ")
        guard !secondHearing.isEmpty else { return first }
        let below = secondHearingBelow < 1 ? " below \(secondHearingBelow)" : ""
        return first + "; heard again\(below) through " + secondHearing.map(\.description).joined(separator: " → ")
    }

    /// A chain with its own state, for one worker thread.
    public func makeChain() throws(SpeechEnhancementError) -> FrontEndChain {
        var enhancers: [any SpeechEnhancer] = []
        for stage in stages { enhancers.append(try stage.makeEnhancer()) }
        let chain = FrontEndChain(enhancers, foregroundGate: foregroundGate, answerForegroundGate: answerForegroundGate)
        chain.hearsUncutWhenEmpty = hearsUncutWhenEmpty
        if !secondHearing.isEmpty {
            var second: [any SpeechEnhancer] = []
            for stage in secondHearing { second.append(try stage.makeEnhancer()) }
            // The gate already admitted the utterance; the second chain only cleans and cuts.
            let secondChain = FrontEndChain(second)
            secondChain.hearsUncutWhenEmpty = hearsUncutWhenEmpty
            chain.secondHearing = (secondChain, below: secondHearingBelow)
        }
        return chain
    }
}
