/// The device-wide settings the engine consults on every request.
public struct AssistantSettings: Hashable, Sendable, Codable {
    /// While locked, intents an app restricts are refused until the user unlocks.
    public var isDeviceLocked: Bool
    /// BCP 47 language of responses, e.g. `en-US` or `fr-FR`.
    public var languageCode: String
    /// Per app; an app without an entry is ``defaultAuthorization``.
    public var authorizations: [String: AuthorizationStatus]

    /// Apps Hark ships asked for access when installed and the user agreed, so a fresh state
    /// directory works out of the box; `hark apps authorization` changes it.
    public static let defaultAuthorization = AuthorizationStatus.authorized

    public init(
        isDeviceLocked: Bool = false, languageCode: String = "en-US",
        authorizations: [String: AuthorizationStatus] = [:]
    ) {
        self.isDeviceLocked = isDeviceLocked
        self.languageCode = languageCode
        self.authorizations = authorizations
    }

    public func authorization(of app: String) -> AuthorizationStatus {
        authorizations[app] ?? Self.defaultAuthorization
    }
}

extension AssistantSettings {
    /// Whether `app` may register user-specific vocabulary: as with SiriKit's `INVocabulary`,
    /// only an app the user authorized teaches the assistant its users' words.
    public func mayRegisterVocabulary(for app: String) -> Bool {
        authorization(of: app) == .authorized
    }
}
