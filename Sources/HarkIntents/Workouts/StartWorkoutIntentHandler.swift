/// Registers a ``StartWorkoutIntentHandling`` with the engine. Starting a workout is undone by
/// ending it, so it runs without asking the user to confirm.
public struct StartWorkoutIntentHandler<Handling: StartWorkoutIntentHandling>: IntentHandler {
    /// The app's implementation, which the engine's calls reach as typed ``StartWorkoutIntent`` values.
    public let handling: Handling

    /// An adapter for `handling`; register it with the engine.
    public init(_ handling: Handling) {
        self.handling = handling
    }

    /// ``StartWorkoutIntent/name``.
    public var intentName: String { StartWorkoutIntent.name }
    /// `workoutName`, `goalValue`, `workoutLocationType`, in that order.
    public var resolutionOrder: [String] { ["workoutName", "goalValue", "workoutLocationType"] }
    /// False: the intent runs without asking the user to confirm.
    public var requiresUserConfirmation: Bool { false }

    /// The app's resolution of `parameter` (`workoutName`, `goalValue`, `workoutLocationType`) for the typed intent, as
    /// an untyped result; ``ParameterResolution/notRequired`` for any other parameter.
    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        let typed = StartWorkoutIntent(intent)
        switch parameter {
        case "workoutName": return [await handling.resolveWorkoutName(for: typed).erased(\.intentValue)]
        case "goalValue": return [await handling.resolveGoalValue(for: typed).erased(typed.goalIntentValue)]
        case "workoutLocationType":
            return [await handling.resolveWorkoutLocationType(for: typed).erased { .choice($0.rawValue) }]
        default: return [.notRequired]
        }
    }

    /// The app's ``StartWorkoutIntentHandling/confirm(intent:)`` on the typed intent, as an untyped response.
    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: StartWorkoutIntent(intent)).untyped
    }

    /// The app's ``StartWorkoutIntentHandling/handle(intent:)`` on the typed intent, as an untyped response.
    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: StartWorkoutIntent(intent)).untyped
    }
}
