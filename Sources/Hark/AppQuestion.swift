import HarkIntents

/// The assistant's own question about a request that named no app: "Do you want to use Soup
/// Chef?" when one installed app can serve it, "Which app do you want to use?" when several might.
///
/// It is asked before any app has the request, so the engine's `PendingIntent` cannot hold it;
/// the request is kept as said, to be read again with the app the user picks.
public struct AppQuestion: Hashable, Sendable {
    /// The request as it was said.
    public var request: String
    /// The domain classifier's scores for the request, so reading it again with the app picked
    /// weighs the same evidence as the reading that offered the app.
    public var domainScores: [String: Double]
    /// The apps it is offered to; one for "Do you want to use …?", several for "Which app …?".
    public var apps: [String]
    /// The intent the offered app's templates read the request as, for the reply; nil when the
    /// request goes to a choice of apps.
    public var intent: String?
    /// Answers that fitted neither the question nor a new request, so far.
    public var misses = 0
    /// Whether the request was written rather than heard: its values are then read as typed
    /// words when it is carried on (see `Assistant`'s confirmation of values).
    public var requestWasTyped = false

    /// A question the user misses this many times is dropped: as often as an app's own questions.
    public static let maximumMisses = IntentEngine.maximumMissedAnswers

    /// A question not yet missed.
    public init(request: String, domainScores: [String: Double], apps: [String], intent: String?) {
        self.request = request
        self.domainScores = domainScores
        self.apps = apps
        self.intent = intent
    }

    /// True for "Do you want to use …?", answered yes or no.
    public var isOffer: Bool { apps.count == 1 }

    /// The question as a dialog act.
    public var act: DialogAct {
        isOffer ? .askAppConfirmation(app: apps[0]) : .askAppChoice(apps: apps)
    }

    /// The reply's `expecting`, as the engine's questions say it.
    public var expecting: String { isOffer ? "confirmation" : "choice" }
}
