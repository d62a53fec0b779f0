import HarkIntents

/// Resolves a workout name the user said to one MonkeyFit workout, the way all five handlers do:
///
/// - a name already resolved (a pick from an earlier question) succeeds while its workout exists;
/// - one of a workout's names succeeds, keeping the name said ("Mile Run" for the Monkey Mile);
/// - part of one workout's name ("jungle") must be confirmed;
/// - several workouts are offered to choose from, by their display names;
/// - none is `unsupported(reason: "noSuchWorkout")`.
struct WorkoutResolver: Sendable {
    let store: MonkeyFitStore

    /// SiriKit reads out at most ten options.
    static let maximumOptions = ParameterResolution.optionLimits.upperBound

    func resolve(_ name: SpeakableString) -> ResolutionResult<SpeakableString> {
        guard let workouts = try? store.workouts() else {
            // The catalogue cannot be read: asking for another name would not help. The name goes on
            // unresolved and the handle step reports the failure.
            return .success(name)
        }
        if let identifier = name.vocabularyIdentifier {
            guard let workout = workouts.first(where: { $0.identifier == identifier }) else {
                return .unsupported(reason: "noSuchWorkout")
            }
            return .success(Self.speakable(workout, called: name.spokenPhrase))
        }
        guard let match = WorkoutMatcher(workouts: workouts).match(name.spokenPhrase) else {
            return .unsupported(reason: "noSuchWorkout")
        }
        guard match.workouts.count == 1, let workout = match.workouts.first else {
            return .disambiguation(match.workouts.prefix(Self.maximumOptions).map { Self.speakable($0) })
        }
        switch match.tier {
        case .name: return .success(Self.speakable(workout, called: name.spokenPhrase))
        case .partial: return .confirmationRequired(Self.speakable(workout))
        }
    }

    /// The workout as an intent carries it: its identifier, and the name `called` when it is one
    /// of the workout's names (else the display name).
    static func speakable(_ workout: Workout, called name: String? = nil) -> SpeakableString {
        let key = name.map(WorkoutMatcher.key)
        let spoken = workout.names.first { WorkoutMatcher.key($0) == key } ?? workout.displayName
        return SpeakableString(spokenPhrase: spoken, vocabularyIdentifier: workout.identifier)
    }
}
