/// The SiriKit domain an app's intents belong to, or a custom one. The domain classifier and the
/// intent parser meet on these names.
public struct IntentDomain: RawRepresentable, Hashable, Sendable, Codable, CustomStringConvertible {
    public var rawValue: String

    public init(rawValue: String) { self.rawValue = rawValue }

    public static let voipCalling = IntentDomain(rawValue: "voipCalling")
    public static let rideBooking = IntentDomain(rawValue: "rideBooking")
    public static let workouts = IntentDomain(rawValue: "workouts")
    public static let messaging = IntentDomain(rawValue: "messaging")
    public static let photoSearch = IntentDomain(rawValue: "photoSearch")
    public static let payments = IntentDomain(rawValue: "payments")

    /// The domains SiriKit defines; any other name is a custom domain.
    public static let siriKitDomains: [IntentDomain] = [
        .voipCalling, .rideBooking, .workouts, .messaging, .photoSearch, .payments,
    ]

    public var isSiriKitDomain: Bool { Self.siriKitDomains.contains(self) }

    public var description: String { rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(String.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }
}
