/// The workouts domain's own outcomes, beside the codes every intent has (SiriKit's
/// `INStartWorkoutIntentResponseCode` and its pause, resume and end siblings).
extension IntentResponseCode {
    /// Start: another workout is still going; the user ends it first.
    public static let failureOngoingWorkout = IntentResponseCode(rawValue: "failureOngoingWorkout")
    /// No workout fits the request: none by that name, or none in the state the intent needs
    /// (nothing running to pause, nothing paused to resume, nothing going to end).
    public static let failureNoMatchingWorkout = IntentResponseCode(rawValue: "failureNoMatchingWorkout")
    /// The app carries the request out itself, launched in the background.
    public static let handleInApp = IntentResponseCode(rawValue: "handleInApp")
    /// The request goes on in the app, brought to the foreground.
    public static let continueInApp = IntentResponseCode(rawValue: "continueInApp")
}
