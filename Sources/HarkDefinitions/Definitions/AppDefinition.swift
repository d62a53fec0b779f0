/// An app and the intents it handles, from one definition file.
public struct AppDefinition: Hashable, Sendable {
    /// The app's name as written, e.g. `MonkeyChat`: how registrations and routing know it.
    public var name: String
    /// The name as responses say it ("Soup Chef" for `SoupChef`); the name unless the file gives one.
    public var displayName: String
    /// How people say the name, each as lowercase words: `[["monkey", "chat"], ["monkeychat"]]`.
    public var spokenNames: [[String]]
    /// Words that may introduce the name where a template leaves its place open ("on", "with", …).
    public var connectors: [String]
    /// False for an app on a dedicated device (a coffee maker, a kiosk): its requests need not name
    /// it, as it is the only app there. SiriKit apps keep the default, true: a request must say
    /// which app it is for.
    public var requiresName = true
    /// The SiriKit domain the app's intents belong to, or its own.
    public var domain: IntentDomain
    /// Named phrases templates refer to as `<name>`, already parsed.
    public var phrases: [String: TemplateNode]
    /// The app's intents, in file order.
    public var intents: [IntentDefinition]
    /// Pronunciations the file gives for words a stock dictionary may lack: word → ARPAbet phone
    /// strings ("M AH NG K IY CH AE T").
    public var pronunciations: [String: [String]]
    /// Where the app is defined: its file and line.
    public var location: SourceLocation
    /// SHA-256 of the file's text and every corpus it read: equal digests, equal definitions.
    public var sourceDigest: String
    /// True when a request must say one of the app's sentences word for word (Home Assistant's
    /// templates, read as hassil reads them): no template word missed or misheard, no word
    /// added. Its grammar search hears only such sentences anyway; typed text gets no leeway
    /// that would let a wildcard ("broadcast {message}") take any request.
    public var requiresExactMatch = false
    /// Phrases (each as lowercase words) the app's requests may hold beside its templates' words
    /// without changing what they ask, added to the language's (``HarmlessWords``): a shop's
    /// greeting, a brand said before the order.
    public var harmless: [[String]] = []
    /// What the file says that Hark cannot serve and left out, one line each (a Home Assistant
    /// data block that needs the request's context, say): named when the file is loaded.
    public var warnings: [String] = []

    /// An app of the given parts; ``displayName`` starts as `name` and ``requiresName`` as true.
    public init(
        name: String, spokenNames: [[String]], connectors: [String], domain: IntentDomain,
        phrases: [String: TemplateNode], intents: [IntentDefinition], pronunciations: [String: [String]],
        location: SourceLocation, sourceDigest: String
    ) {
        self.name = name
        self.displayName = name
        self.spokenNames = spokenNames
        self.connectors = connectors
        self.domain = domain
        self.phrases = phrases
        self.intents = intents
        self.pronunciations = pronunciations
        self.location = location
        self.sourceDigest = sourceDigest
    }

    /// Connectors used when a file names none.
    public static let defaultConnectors = ["on", "in", "with", "using", "via", "through"]

    /// The intent called `name` (exactly, as `INSendMessageIntent`); nil when the app has none.
    public func intent(named name: String) -> IntentDefinition? {
        intents.first { $0.name == name }
    }
}
