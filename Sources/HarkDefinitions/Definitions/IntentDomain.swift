/// The SiriKit domain an app's intents belong to, or a custom one. The domain classifier and the
/// intent parser meet on these names.
public struct IntentDomain: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    /// The domain's name: a SiriKit domain's (`messaging`) or a custom one's.
    public var rawValue: String

    /// The domain called `rawValue`.
    public init(rawValue: String) { self.rawValue = rawValue }

    /// SiriKit's VoIP calling domain.
    public static let voipCalling = IntentDomain(rawValue: "voipCalling")
    /// SiriKit's ride booking domain.
    public static let rideBooking = IntentDomain(rawValue: "rideBooking")
    /// SiriKit's workouts domain.
    public static let workouts = IntentDomain(rawValue: "workouts")
    /// SiriKit's messaging domain.
    public static let messaging = IntentDomain(rawValue: "messaging")
    /// SiriKit's photo search domain.
    public static let photoSearch = IntentDomain(rawValue: "photoSearch")
    /// SiriKit's payments domain.
    public static let payments = IntentDomain(rawValue: "payments")

    /// The domains SiriKit defines; any other name is a custom domain.
    public static let siriKitDomains: [IntentDomain] = [
        .voipCalling, .rideBooking, .workouts, .messaging, .photoSearch, .payments,
    ]

    /// Whether the domain is one of ``siriKitDomains``.
    public var isSiriKitDomain: Bool { Self.siriKitDomains.contains(self) }

    /// The domain's name.
    public var description: String { rawValue }

    /// Decodes the name from a JSON string.
    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    /// Encodes the name as a JSON string.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
