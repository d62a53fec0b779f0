/// The device-wide settings the engine consults on every request.
public struct AssistantSettings: Hashable, Sendable, Codable {
    /// While locked, intents an app restricts are refused until the user unlocks.
    public var isDeviceLocked: Bool
    /// BCP 47 language of responses, e.g. `en-US` or `fr-FR`.
    public var languageCode: String
    /// Per app; an app without an entry is ``defaultAuthorization``.
    public var authorizations: [String: AuthorizationStatus]
    /// Apps the user removed from the device: their requests are answered as for an app that is
    /// not there, and their data stays in the state directory for when they come back.
    public var removedApps: Set<String>

    /// Apps Hark ships asked for access when installed and the user agreed, so a fresh state
    /// directory works out of the box; `hark apps authorization` changes it.
    public static let defaultAuthorization = AuthorizationStatus.authorized

    /// Settings with the given values; the defaults are an unlocked device answering in `en-US`, every app
    /// ``defaultAuthorization`` and none removed.
    public init(
        isDeviceLocked: Bool = false, languageCode: String = "en-US",
        authorizations: [String: AuthorizationStatus] = [:], removedApps: Set<String> = []
    ) {
        self.isDeviceLocked = isDeviceLocked
        self.languageCode = languageCode
        self.authorizations = authorizations
        self.removedApps = removedApps
    }

    private enum CodingKeys: String, CodingKey {
        case isDeviceLocked, languageCode, authorizations, removedApps
    }

    /// Every key may be missing: a settings file written before a key existed keeps working.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let defaults = AssistantSettings()
        isDeviceLocked = try container.decodeIfPresent(Bool.self, forKey: .isDeviceLocked) ?? defaults.isDeviceLocked
        languageCode = try container.decodeIfPresent(String.self, forKey: .languageCode) ?? defaults.languageCode
        authorizations =
            try container.decodeIfPresent([String: AuthorizationStatus].self, forKey: .authorizations) ?? [:]
        removedApps = try container.decodeIfPresent(Set<String>.self, forKey: .removedApps) ?? []
    }

    /// The authorization of `app` (its registered name): its entry in ``authorizations``, else
    /// ``defaultAuthorization``.
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
