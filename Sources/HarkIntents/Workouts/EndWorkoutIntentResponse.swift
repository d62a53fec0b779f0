import Foundation

/// The outcome of confirming or handling a request to end a workout: the workout ended, so the
/// answer can name it when the user did not, and how long it was active (pauses left out).
public struct EndWorkoutIntentResponse: Hashable, Sendable {
    public var code: IntentResponseCode
    public var workoutName: SpeakableString?
    public var activeDuration: TimeInterval?
    public var userActivity: UserActivity?

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
