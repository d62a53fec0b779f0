/// The messaging domain's own failures, beside the codes every intent has.
extension IntentResponseCode {
    /// The messaging service is down or the account is signed out.
    public static let failureMessageServiceNotAvailable = IntentResponseCode(
        rawValue: "failureMessageServiceNotAvailable")
    /// The user must sign in inside the app first.
    public static let failureRequiringInAppAuthentication = IntentResponseCode(
        rawValue: "failureRequiringInAppAuthentication")
}
