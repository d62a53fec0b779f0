/// The unit of a workout's goal (SiriKit's `INWorkoutGoalUnitType`): "for thirty minutes" is a goal
/// of 1800 seconds, "two miles" one of 2 miles.
public enum WorkoutGoalUnitType: String, Hashable, Sendable, Codable, CaseIterable {
    /// Distances.
    case inch, meter, foot, mile, yard
    /// Times.
    case second, minute, hour
    /// Energy.
    case joule, kilocalorie
}
