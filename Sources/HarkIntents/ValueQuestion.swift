/// The question a follow-up answer replies to when it should hold a parameter's value: which
/// app, intent and parameter, so the reader knows the value's type.
public struct ValueQuestion: Hashable, Sendable {
    /// The app's registered name.
    public var app: String
    /// The intent's name, as the definition files name it.
    public var intent: String
    /// The parameter asked about; its declared type says how the answer is read.
    public var parameter: String

    /// The question asking `app`'s `intent` for `parameter`.
    public init(app: String, intent: String, parameter: String) {
        self.app = app
        self.intent = intent
        self.parameter = parameter
    }
}
