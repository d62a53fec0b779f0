/// A phrase the user chose to run one exact request ("soup time" → two tomato soups with
/// croutons from Soup Chef), as SiriKit's `INVoiceShortcut`: the phrase, the app, the intent and
/// its parameters as canonical values (the parser's `ParameterValue.value` spelling).
public struct VoiceShortcut: Hashable, Sendable, Codable {
    public var phrase: String
    public var app: String
    public var intent: String
    public var parameters: [String: [String]]

    public init(phrase: String, app: String, intent: String, parameters: [String: [String]]) {
        self.phrase = phrase
        self.app = app
        self.intent = intent
        self.parameters = parameters
    }
}
