/// An intent waiting on the user between turns: everything the engine needs to carry on when the
/// answer comes. Plain data, so a dialog can be kept anywhere between turns.
public struct PendingIntent: Hashable, Sendable {
    /// The app's registered name.
    public var app: String
    /// The intent's name, as the definition files name it.
    public var intent: String
    /// The values so far, by parameter name, as answers and resolutions changed them.
    public var parameters: IntentParameters
    /// Parameters whose resolution succeeded (or was not required) and need no more asking.
    public var settled: Set<String>
    /// Values the user said yes to, so a handler asking again does not loop.
    public var confirmedValues: Set<IntentValue>
    /// Values heard with doubt (``IntentRequest/doubtfulValues``) that still need the user's yes.
    public var doubtfulValues: [String: Set<Int>]
    /// The latest resolution of each parameter, for callers that show it.
    public var resolutions: [String: [ParameterResolution]]
    /// What the last question waits to hear; nil when nothing was asked.
    public var expectation: Expectation?
    /// Questions asked so far; the engine gives up after ``IntentEngine/maximumQuestions``.
    public var questionsAsked: Int
    /// Answers in a row that answered nothing (noise, another request, words that fit no value);
    /// the engine gives up after ``IntentEngine/maximumMissedAnswers`` of them.
    public var missedAnswers: Int

    /// A fresh pending intent: nothing settled, confirmed, asked or expected.
    public init(app: String, intent: String, parameters: IntentParameters) {
        self.app = app
        self.intent = intent
        self.parameters = parameters
        settled = []
        confirmedValues = []
        doubtfulValues = [:]
        resolutions = [:]
        expectation = nil
        questionsAsked = 0
        missedAnswers = 0
    }
}
