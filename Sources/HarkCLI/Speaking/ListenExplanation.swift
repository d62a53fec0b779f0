import Foundation
import Hark

/// What `hark listen --verbose` says on standard error about each stretch of speech: where it was,
/// and what came of it — dropped by the endpointer, heard as nothing (and why), or answered.
enum ListenExplanation {
    /// "listen: 3.20–4.10 s (0.90 s): dropped, steady (level spread 2.8 dB, brightness spread 2.9 dB)".
    static func dropped(_ dropped: DroppedSpeech) -> String {
        let span = self.span(dropped.startSeconds, dropped.endSeconds)
        return "listen: \(span): dropped, \(dropped.reason.rawValue) (\(figures(dropped.measure)))"
    }

    /// "listen: 1.89–4.06 s (2.17 s): heard nothing, rejected, as an answer to yesNo (…)".
    static func heardNothing(
        _ utterance: StreamUtterance, _ transcript: Transcript, expecting: FollowUpExpectation?
    ) -> String {
        let why = transcript.heardNothingBecause?.rawValue ?? "no words decoded"
        return "listen: \(span(utterance)): heard nothing, \(why)\(question(expecting))\(measured(utterance))"
    }

    /// "listen: 1.89–4.06 s (2.17 s): heard 'start a run on monkeyfit', MonkeyFit INStartWorkoutIntent".
    static func heard(_ utterance: StreamUtterance, _ reply: AssistantReply, expecting: FollowUpExpectation?) -> String
    {
        let outcome =
            reply.understood ? [reply.app, reply.intent].compactMap { $0 }.joined(separator: " ") : "no parse"
        return
            "listen: \(span(utterance)): heard '\(reply.transcript)'\(question(expecting)), \(outcome)\(measured(utterance))"
    }

    /// "listen: 3.20–4.10 s (0.90 s): asleep, 'computer' nearest at 3.41 s, score -0.52 (wakes at 0.00)",
    /// "listen: …: woke on 'computer' at 3.41 s, score 0.84; waiting for the command", or
    /// "listen: …: woke on 'computer' at 3.41 s, score 0.84; the command follows in the same breath".
    static func wake(_ decision: WakeWordGate.Decision, _ utterance: StreamUtterance, gate: WakeWordGate) -> String {
        let word = "'\(gate.word)'"
        let at = { (candidate: WakeWordResult.Candidate) in
            "at \(String(format: "%.2f", utterance.startSeconds + candidate.start)) s, score \(String(format: "%.2f", candidate.score))"
        }
        let outcome: String
        switch decision {
        case .asleep(let heard):
            let threshold = String(format: "%.2f", gate.threshold)
            outcome =
                heard.candidates.max { $0.score < $1.score }
                .map { "asleep, \(word) nearest \(at($0)) (wakes at \(threshold))" } ?? "asleep, nothing like \(word)"
        case .woke(let wake): outcome = "woke on \(word) \(at(wake)); waiting for the command"
        case .command(_, let wake?): outcome = "woke on \(word) \(at(wake)); the command follows in the same breath"
        case .command(_, nil): outcome = "awake: the command"
        }
        return "listen: \(span(utterance)): \(outcome)"
    }

    private static func question(_ expecting: FollowUpExpectation?) -> String {
        expecting.map { " as an answer to \(name($0))" } ?? ""
    }

    private static func name(_ expectation: FollowUpExpectation) -> String {
        switch expectation {
        case .choice: "a which-one question"
        case .names: "a who question"
        case .yesNo: "a yes/no question"
        case .freeText: "a free-text question"
        }
    }

    private static func measured(_ utterance: StreamUtterance) -> String {
        utterance.measure.map { " (\(figures($0)))" } ?? ""
    }

    private static func figures(_ measure: SpeechMeasure) -> String {
        String(
            format: "%.2f s of speech, level spread %.1f dB, brightness spread %.1f dB",
            Double(measure.speechMilliseconds) / 1_000, measure.levelSpreadDB, measure.brightnessSpreadDB)
    }

    private static func span(_ utterance: StreamUtterance) -> String {
        span(utterance.startSeconds, utterance.endSeconds)
    }

    private static func span(_ start: Double, _ end: Double) -> String {
        String(format: "%.2f–%.2f s (%.2f s)", start, end, end - start)
    }
}
