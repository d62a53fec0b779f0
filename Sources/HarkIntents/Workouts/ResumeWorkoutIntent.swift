/// "Resume my workout with MonkeyFit" (SiriKit's `INResumeWorkoutIntent`). Without a name the request is about the
/// workout going now; with one, only that workout fits.
public struct ResumeWorkoutIntent: Hashable, Sendable {
    public static let name = "INResumeWorkoutIntent"

    public var workoutName: SpeakableString?

    public init(workoutName: SpeakableString? = nil) {
        self.workoutName = workoutName
    }

    public init(_ parameters: IntentParameters) {
        workoutName = parameters.first("workoutName").flatMap(SpeakableString.init)
    }
}
