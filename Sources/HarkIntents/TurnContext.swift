import Foundation

/// What a handler may want to know about the turn beside the intent's parameters: the words it
/// came from, how sure the understanding was, and the reply language. The assistant sets it for
/// the engine calls of one turn (a task-local value, so conversations served side by side never
/// see each other's); a declared app's handler passes it on to its command or webhook.
public struct TurnContext: Sendable, Hashable {
    /// One engine call's identity: the steps of one turn share it.
    public var id = UUID()
    /// The words of the turn: the request, or the answer to a question.
    public var transcript: String
    /// The understanding's confidence (calibrated when a calibrator is set); nil for an answer.
    public var confidence: Double?
    /// Each parameter's values' confidences, as heard.
    public var parameterConfidences: [String: [Double]]
    /// The reply language, `en-US`.
    public var language: String
    /// True when the turn answers a question the engine asked.
    public var isAnswer: Bool

    /// The context of a turn.
    public init(
        transcript: String, confidence: Double? = nil, parameterConfidences: [String: [Double]] = [:],
        language: String, isAnswer: Bool = false
    ) {
        self.transcript = transcript
        self.confidence = confidence
        self.parameterConfidences = parameterConfidences
        self.language = language
        self.isAnswer = isAnswer
    }

    /// The context of the turn being run; nil outside the assistant (an engine driven directly).
    @TaskLocal public static var current: TurnContext?
}
