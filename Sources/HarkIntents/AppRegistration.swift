/// An app as the engine knows it: its name (as the intent definitions spell it), the handlers
/// it provides, and the intents it allows only on an unlocked device.
public struct AppRegistration: Sendable {
    /// The app's name as its intent definitions spell it (`app.name`); requests are routed by it.
    public var name: String
    /// One handler per intent the app supports.
    public var handlers: [any IntentHandler]
    /// Intents that need an unlocked device, as the `IntentsRestrictedWhileLocked` key of an
    /// app's Info.plist: reading or sending someone's messages, for example.
    public var restrictedWhileLocked: Set<String>

    /// An app with its handlers; no intent restricted unless listed.
    public init(name: String, handlers: [any IntentHandler], restrictedWhileLocked: Set<String> = []) {
        self.name = name
        self.handlers = handlers
        self.restrictedWhileLocked = restrictedWhileLocked
    }

    /// The intents the app supports (SiriKit's `IntentsSupported`).
    public var supportedIntents: [String] { handlers.map(\.intentName) }

    /// The handler of `intent`, or nil when the app does not support it.
    public func handler(for intent: String) -> (any IntentHandler)? {
        handlers.first { $0.intentName == intent }
    }
}
