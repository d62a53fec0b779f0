/// "Resume my workout with MonkeyFit" (SiriKit's `INResumeWorkoutIntent`). Without a name the request is about the
/// workout going now; with one, only that workout fits.
public struct ResumeWorkoutIntent: Hashable, Sendable {
    /// The intent's name, as the definition files and ``IntentHandler/intentName`` write it.
    public static let name = "INResumeWorkoutIntent"

    /// The workout the user named; nil for the one going now.
    public var workoutName: SpeakableString?

    /// A request about `workoutName`, or the workout going now when nil.
    public init(workoutName: SpeakableString? = nil) {
        self.workoutName = workoutName
    }

    /// The typed view of `parameters` as the engine carries them; values of the wrong kind are left out.
    public init(_ parameters: IntentParameters) {
        workoutName = parameters.first("workoutName").flatMap(SpeakableString.init)
    }
}
