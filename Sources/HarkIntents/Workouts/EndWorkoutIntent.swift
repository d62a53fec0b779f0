/// "End the workout in MonkeyFit" (SiriKit's `INEndWorkoutIntent`). Without a name the request is about the
/// workout going now; with one, only that workout fits.
public struct EndWorkoutIntent: Hashable, Sendable {
    public static let name = "INEndWorkoutIntent"

    public var workoutName: SpeakableString?

    public init(workoutName: SpeakableString? = nil) {
        self.workoutName = workoutName
    }

    public init(_ parameters: IntentParameters) {
        workoutName = parameters.first("workoutName").flatMap(SpeakableString.init)
    }
}
