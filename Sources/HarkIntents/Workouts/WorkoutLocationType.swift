/// Where a workout happens (SiriKit's `INWorkoutLocationType`). The raw values are the canonical
/// values of the `workout-location` type in the definition files.
public enum WorkoutLocationType: String, Hashable, Sendable, Codable, CaseIterable {
    /// Indoors or outdoors.
    case indoor, outdoor
}
