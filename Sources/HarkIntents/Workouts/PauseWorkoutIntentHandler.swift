/// Registers a PauseWorkoutIntentHandling with the engine.
public struct PauseWorkoutIntentHandler<Handling: PauseWorkoutIntentHandling>: IntentHandler {
    public let handling: Handling

    public init(_ handling: Handling) {
        self.handling = handling
    }

    public var intentName: String { PauseWorkoutIntent.name }
    public var resolutionOrder: [String] { ["workoutName"] }
    public var requiresUserConfirmation: Bool { false }

    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        guard parameter == "workoutName" else { return [.notRequired] }
        return [await handling.resolveWorkoutName(for: PauseWorkoutIntent(intent)).erased(\.intentValue)]
    }

    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: PauseWorkoutIntent(intent)).untyped
    }

    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: PauseWorkoutIntent(intent)).untyped
    }
}
