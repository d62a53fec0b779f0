/// How an intent's confirm or handle step came out (SiriKit's per-intent `…IntentResponseCode`).
///
/// The codes every intent shares are declared here; a domain adds its specific failures as more
/// static members (``failureMessageServiceNotAvailable``, …), so the type is a string wrapper
/// rather than a closed enum.
public struct IntentResponseCode: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The code's name, as response templates and JSON write it.
    public var rawValue: String

    /// The code named `rawValue`; a domain's own codes are declared as static members.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// Confirm: the app is ready to handle the intent.
    public static let ready = IntentResponseCode(rawValue: "ready")
    /// Handle: the work has started and finishes later.
    public static let inProgress = IntentResponseCode(rawValue: "inProgress")
    /// Handle: done.
    public static let success = IntentResponseCode(rawValue: "success")
    /// The app could not do it, for no reason the user can act on.
    public static let failure = IntentResponseCode(rawValue: "failure")
    /// The request can only be finished in the app itself (the response's activity says where).
    public static let failureRequiringAppLaunch = IntentResponseCode(rawValue: "failureRequiringAppLaunch")

    /// Codes after which the intent counts as done or under way.
    public var isSuccessful: Bool { self == .ready || self == .inProgress || self == .success }

    /// The raw value.
    public var description: String { rawValue }

    /// Decodes from a bare string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes as a bare string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
