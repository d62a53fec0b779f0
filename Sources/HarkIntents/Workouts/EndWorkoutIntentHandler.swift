/// Registers a EndWorkoutIntentHandling with the engine.
public struct EndWorkoutIntentHandler<Handling: EndWorkoutIntentHandling>: IntentHandler {
    public let handling: Handling

    public init(_ handling: Handling) {
        self.handling = handling
    }

    public var intentName: String { EndWorkoutIntent.name }
    public var resolutionOrder: [String] { ["workoutName"] }
    public var requiresUserConfirmation: Bool { false }

    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        guard parameter == "workoutName" else { return [.notRequired] }
        return [await handling.resolveWorkoutName(for: EndWorkoutIntent(intent)).erased(\.intentValue)]
    }

    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: EndWorkoutIntent(intent)).untyped
    }

    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: EndWorkoutIntent(intent)).untyped
    }
}
