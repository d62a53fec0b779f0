import Foundation
import HarkIntents

/// The outcome of confirming or placing a soup order, with the response properties the definition
/// declares: `soup` and `waitTime`.
public struct OrderSoupIntentResponse: Hashable, Sendable {
    public var code: IntentResponseCode
    public var soup: IntentObject?
    /// How long until the order is ready.
    public var waitTime: TimeInterval?
    public var userActivity: UserActivity?

    public init(
        code: IntentResponseCode, soup: IntentObject? = nil, waitTime: TimeInterval? = nil,
        userActivity: UserActivity? = nil
    ) {
        self.code = code
        self.soup = soup
        self.waitTime = waitTime
        self.userActivity = userActivity
    }

    /// "Sorry, Soup Chef has run out of tomato soup today."
    public static func failureSoupUnavailable(soup: IntentObject) -> OrderSoupIntentResponse {
        OrderSoupIntentResponse(code: .failureSoupUnavailable, soup: soup)
    }

    /// "Your two tomato soups will be ready in ten minutes."
    public static func success(soup: IntentObject, waitTime: TimeInterval) -> OrderSoupIntentResponse {
        OrderSoupIntentResponse(code: .success, soup: soup, waitTime: waitTime)
    }

    var untyped: IntentResponse {
        IntentResponse(
            code: code,
            properties: IntentParameters([
                "soup": soup.map { [.object($0)] } ?? [], "waitTime": waitTime.map { [.duration($0)] } ?? [],
            ]), userActivity: userActivity)
    }
}
