/// "Cancel my workout on MonkeyFit" (SiriKit's `INCancelWorkoutIntent`): stop the workout going and
/// discard it. Without a name the request is about the workout going now; with one, only that
/// workout fits.
public struct CancelWorkoutIntent: Hashable, Sendable {
    public static let name = "INCancelWorkoutIntent"

    public var workoutName: SpeakableString?

    public init(workoutName: SpeakableString? = nil) {
        self.workoutName = workoutName
    }

    public init(_ parameters: IntentParameters) {
        workoutName = parameters.first("workoutName").flatMap(SpeakableString.init)
    }
}
