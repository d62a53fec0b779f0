import Foundation

/// The outcome of confirming or handling a request to end a workout: the workout ended, so the
/// answer can name it when the user did not, and how long it was active (pauses left out).
public struct EndWorkoutIntentResponse: Hashable, Sendable {
    /// How the step came out; the reply is this code's template.
    public var code: IntentResponseCode
    /// The workout concerned, so the reply can name it when the user did not.
    public var workoutName: SpeakableString?
    /// How long the workout was active, in seconds, pauses left out; nil when unknown.
    public var activeDuration: TimeInterval?
    /// Where the user could carry on in the app, when it has to be opened; nil for none.
    public var userActivity: UserActivity?

    /// A response of `code`; the other values default to none.
    public init(
        code: IntentResponseCode, workoutName: SpeakableString? = nil, activeDuration: TimeInterval? = nil,
        userActivity: UserActivity? = nil
    ) {
        self.code = code
        self.workoutName = workoutName
        self.activeDuration = activeDuration
        self.userActivity = userActivity
    }

    var untyped: IntentResponse {
        IntentResponse(
            code: code,
            properties: IntentParameters([
                "workoutName": workoutName.map { [$0.intentValue] } ?? [],
                "activeDuration": activeDuration.map { [.duration($0)] } ?? [],
            ]),
            userActivity: userActivity)
    }
}
