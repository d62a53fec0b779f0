/// One thing the assistant says in a turn. A turn may say several: the reason a name was not
/// found, then the question asking for another. The response layer turns acts into words.
public enum DialogAct: Hashable, Sendable {
    /// Ask for a parameter's value.
    case askValue(parameter: String)
    /// Ask which of the options the user meant.
    case askChoice(parameter: String, options: [IntentValue])
    /// Ask whether a value is the right one.
    case askValueConfirmation(parameter: String, value: IntentValue)
    /// Ask whether to go ahead; `response` is the app's answer to confirm (code ready).
    case askIntentConfirmation(response: IntentResponse)
    /// Ask which of these apps should take a request that named none.
    case askAppChoice(apps: [String])
    /// Ask whether the one app that can serve a request that named none should take it ("Do you
    /// want to use Soup Chef?").
    case askAppConfirmation(app: String)
    /// Say why a value cannot be used; `value` is what the user said, if anything.
    case unsupported(parameter: String, reason: String, value: IntentValue?)
    /// The outcome of handling (or a confirm step that failed).
    case respond(response: IntentResponse)
    /// The request was not run.
    case refuse(Refusal)
    /// The answer did not fit the question; it is asked again.
    case notUnderstood
    /// The user called the request off ("cancel", or no to a confirmation); nothing was done.
    case cancelled
    /// Too many questions went unanswered; the request is dropped.
    case gaveUp
    /// The app's handler broke a rule (e.g. a disambiguation with one option); a bug in the app.
    case handlerError(String)
}
