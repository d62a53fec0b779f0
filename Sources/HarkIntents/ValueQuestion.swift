/// The question a follow-up answer replies to when it should hold a parameter's value: which
/// app, intent and parameter, so the reader knows the value's type.
public struct ValueQuestion: Hashable, Sendable {
    public var app: String
    public var intent: String
    public var parameter: String

    public init(app: String, intent: String, parameter: String) {
        self.app = app
        self.intent = intent
        self.parameter = parameter
    }
}
