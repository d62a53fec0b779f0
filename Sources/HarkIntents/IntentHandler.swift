/// The seam between the engine and an app: one intent's resolve, confirm and handle steps over
/// untyped parameters.
///
/// For the SiriKit intents Hark knows, apps implement a typed protocol (``SendMessageIntentHandling``,
/// …) and register it through its adapter, which converts between typed intents and
/// ``IntentParameters``, as SiriKit's generated intent classes do. An app's own intent can be
/// handled by implementing this protocol directly (the README's "Using Hark from Swift"), or
/// through a typed protocol and adapter of the app's own, as Soup Chef's `OrderSoup` is.
public protocol IntentHandler: Sendable {
    /// The intent handled, as the definition files name it: `INSendMessageIntent`.
    var intentName: String { get }
    /// The parameters to resolve, in the order the user is asked about them.
    var resolutionOrder: [String] { get }
    /// True when the user must say yes before ``handle(_:)`` runs ("Ready to send it?").
    var requiresUserConfirmation: Bool { get }

    /// One result per value of the parameter, or a single result when it has no value (typically
    /// ``ParameterResolution/needsValue`` or ``ParameterResolution/notRequired``).
    func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution]
    /// Checks that the app can handle the intent now; ``IntentResponseCode/ready`` lets it go on.
    func confirm(_ intent: IntentParameters) async -> IntentResponse
    /// Does what was asked, with every parameter resolved; the response's code picks the reply
    /// (``IntentResponseCode/success``, a failure) and its properties fill the reply's template.
    func handle(_ intent: IntentParameters) async -> IntentResponse
}
