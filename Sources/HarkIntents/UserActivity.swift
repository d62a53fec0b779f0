/// Where the user could continue in the app (SiriKit's `NSUserActivity` on a response): an
/// activity type the app registers and what it needs to pick up the request.
public struct UserActivity: Hashable, Sendable, Codable {
    /// Reverse-DNS type, e.g. `com.example.monkeychat.compose`.
    public var activityType: String
    public var userInfo: [String: String]

    public init(activityType: String, userInfo: [String: String] = [:]) {
        self.activityType = activityType
        self.userInfo = userInfo
    }
}
