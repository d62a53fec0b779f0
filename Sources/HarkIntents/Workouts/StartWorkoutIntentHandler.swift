/// Registers a ``StartWorkoutIntentHandling`` with the engine. Starting a workout is undone by
/// ending it, so it runs without asking the user to confirm.
public struct StartWorkoutIntentHandler<Handling: StartWorkoutIntentHandling>: IntentHandler {
    public let handling: Handling

    public init(_ handling: Handling) {
        self.handling = handling
    }

    public var intentName: String { StartWorkoutIntent.name }
    public var resolutionOrder: [String] { ["workoutName", "goalValue", "workoutLocationType"] }
    public var requiresUserConfirmation: Bool { false }

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

    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: StartWorkoutIntent(intent)).untyped
    }

    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: StartWorkoutIntent(intent)).untyped
    }
}
