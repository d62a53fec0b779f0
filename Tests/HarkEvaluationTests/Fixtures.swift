@testable import HarkEvaluation

/// Small builders so each test states only what it is about.
enum Fixtures {
    static func sample(
        _ id: String, set: String = "test", reference: String? = nil, intent: String? = nil,
        parameters: [String: [String]]? = nil, metadata: [String: String] = [:]
    ) -> EvaluationSample {
        EvaluationSample(
            id: id, audioPath: "\(id).wav", set: set, reference: reference, intent: intent,
            parameters: parameters, metadata: metadata)
    }

    static func decoded(
        _ sample: EvaluationSample, _ text: String, intent: String? = nil,
        parameters: [String: [String]] = [:], audioSeconds: Double? = 1,
        decodeSeconds: Double = 0.5, cpuSeconds: Double? = nil, score: Int? = nil
    ) -> UtteranceOutcome {
        UtteranceOutcome(
            sample: sample,
            decoding: .decoded(
                Hypothesis(text: text, intent: intent, parameters: parameters, score: score)),
            audioSeconds: audioSeconds, decodeSeconds: decodeSeconds, cpuSeconds: cpuSeconds)
    }

    static func failed(
        _ sample: EvaluationSample, _ message: String = "no such file",
        audioSeconds: Double? = nil, decodeSeconds: Double = 0.01
    ) -> UtteranceOutcome {
        UtteranceOutcome(
            sample: sample, decoding: .failed(message), audioSeconds: audioSeconds,
            decodeSeconds: decodeSeconds)
    }
}

/// Equality for computed rates, which may differ from a literal in the last bit.
func isClose(_ value: Double?, _ expected: Double, tolerance: Double = 1e-12) -> Bool {
    guard let value else { return false }
    return abs(value - expected) <= tolerance
}
