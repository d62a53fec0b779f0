/// A phrase the user chose to run one exact request ("soup time" → two tomato soups with
/// croutons from Soup Chef), as SiriKit's `INVoiceShortcut`: the phrase, the app, the intent and
/// its parameters as canonical values (the parser's `ParameterValue.value` spelling).
public struct VoiceShortcut: Hashable, Sendable, Codable {
    /// What the user says to run it: "soup time".
    public var phrase: String
    /// The app's registered name.
    public var app: String
    /// The intent's name, as the definition files name it.
    public var intent: String
    /// The request's values by parameter name, each a canonical value as the parser writes it.
    public var parameters: [String: [String]]

    /// A shortcut running `intent` of `app` with `parameters` when the user says `phrase`.
    public init(phrase: String, app: String, intent: String, parameters: [String: [String]]) {
        self.phrase = phrase
        self.app = app
        self.intent = intent
        self.parameters = parameters
    }
}
