/// Example requests for one intent (`IntentPhrases` entry), e.g. "Start a Monkey Mile in MonkeyFit".
public struct IntentPhrase: Hashable, Sendable {
    /// `IntentName`: the intent class, e.g. `INStartWorkoutIntent`.
    public var intentName: String
    /// `IntentExamples`: what users say.
    public var examples: [String]

    /// Examples of the intent class `intentName`.
    public init(intentName: String, examples: [String]) {
        self.intentName = intentName
        self.examples = examples
    }
}
