/// Where the user could continue in the app (SiriKit's `NSUserActivity` on a response): an
/// activity type the app registers and what it needs to pick up the request.
public struct UserActivity: Hashable, Sendable, Codable {
    /// Reverse-DNS type, e.g. `com.example.monkeychat.compose`.
    public var activityType: String
    /// What the app needs to pick the request up, by key; the app decides the keys.
    public var userInfo: [String: String]

    /// An activity of `activityType` carrying `userInfo`.
    public init(activityType: String, userInfo: [String: String] = [:]) {
        self.activityType = activityType
        self.userInfo = userInfo
    }
}
