import HarkDefinitions

/// The SiriKit domains a spoken request can be routed to.
///
/// A request outside all of them (weather, timers, music, chit-chat, general questions, …) has no
/// domain, so code that routes requests works with `SiriDomain?` and `nil` means "none".
///
/// This closed set is what the domain classifier chooses between, so a `switch` over its answer is
/// exhaustive. App intent definitions use ``IntentDomain``, which also admits custom domains; the two
/// share their names and convert with ``intentDomain`` and ``init(_:)``.
public enum SiriDomain: String, CaseIterable, Codable, Hashable, Sendable {
    /// Calls over an app (SiriKit's `INStartCallIntent`).
    case voipCalling
    /// Booking a ride.
    case rideBooking
    /// Starting, pausing, resuming, ending and cancelling workouts.
    case workouts
    /// Sending, searching and marking messages.
    case messaging
    /// Finding photos.
    case photoSearch
    /// Sending and requesting payments.
    case payments
}

/// How a domain, or the lack of one, is written in data and model files: the case name, or `none`.
public enum DomainLabel {
    /// The label of a request that belongs to no domain.
    public static let none = "none"

    /// Every class a domain classifier chooses between, in model order: the six domains, then nil.
    public static let classes: [SiriDomain?] = SiriDomain.allCases.map { $0 } + [nil]

    /// `messaging`, …, or `none` for nil.
    public static func name(of domain: SiriDomain?) -> String {
        domain?.rawValue ?? none
    }

    /// The domain a label names: `.some(nil)` for `none`, nil when the label names nothing.
    public static func domain(named name: String) -> SiriDomain?? {
        if name == none { return .some(nil) }
        guard let domain = SiriDomain(rawValue: name) else { return nil }
        return .some(domain)
    }
}

extension SiriDomain {
    /// The same domain as app intent definitions name it; the names are identical by design.
    public var intentDomain: IntentDomain { IntentDomain(rawValue: rawValue) }

    /// The SiriKit domain an intent definition's domain names; nil for a custom domain.
    public init?(_ domain: IntentDomain) {
        self.init(rawValue: domain.rawValue)
    }
}
