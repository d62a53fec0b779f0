/// "Start a Bananarific workout on MonkeyFit" (SiriKit's `INStartWorkoutIntent`): a typed view of
/// the parameters the engine carries.
public struct StartWorkoutIntent: Hashable, Sendable {
    /// The intent's name, as the definition files and ``IntentHandler/intentName`` write it.
    public static let name = "INStartWorkoutIntent"

    /// The workout the user named; nil for the one going now.
    public var workoutName: SpeakableString?
    /// How much the user means to do, in ``workoutGoalUnitType``: "for thirty minutes" is 1800
    /// seconds. Nil for an open goal.
    public var goalValue: Double?
    /// The unit of ``goalValue``; ``WorkoutGoalUnitType/second`` for a spoken duration, nil for an open goal.
    public var workoutGoalUnitType: WorkoutGoalUnitType?
    /// Indoors or outdoors; nil when not said.
    public var workoutLocationType: WorkoutLocationType?

    /// A request to start a workout with the given name, goal and place; nil leaves each open.
    public init(
        workoutName: SpeakableString? = nil, goalValue: Double? = nil, workoutGoalUnitType: WorkoutGoalUnitType? = nil,
        workoutLocationType: WorkoutLocationType? = nil
    ) {
        self.workoutName = workoutName
        self.goalValue = goalValue
        self.workoutGoalUnitType = workoutGoalUnitType
        self.workoutLocationType = workoutLocationType
    }

    /// A spoken duration goal ("for half an hour") arrives as a duration and is kept in seconds; a
    /// number goal takes its unit from the `workoutGoalUnitType` parameter.
    public init(_ parameters: IntentParameters) {
        workoutName = parameters.first("workoutName").flatMap(SpeakableString.init)
        switch parameters.first("goalValue") {
        case .duration(let seconds)?:
            goalValue = seconds
            workoutGoalUnitType = .second
        case .number(let number)?:
            goalValue = number
            workoutGoalUnitType = parameters.first("workoutGoalUnitType")?.choice.flatMap(WorkoutGoalUnitType.init)
        default:
            goalValue = nil
            workoutGoalUnitType = nil
        }
        workoutLocationType = parameters.first("workoutLocationType")?.choice.flatMap(WorkoutLocationType.init)
    }

    /// The goal as the engine carries it: a duration for a goal in seconds, else a number.
    func goalIntentValue(_ value: Double) -> IntentValue {
        workoutGoalUnitType == .second ? .duration(value) : .number(value)
    }
}
