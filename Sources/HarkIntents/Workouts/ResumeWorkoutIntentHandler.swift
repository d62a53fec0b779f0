/// Registers a ResumeWorkoutIntentHandling with the engine.
public struct ResumeWorkoutIntentHandler<Handling: ResumeWorkoutIntentHandling>: IntentHandler {
    public let handling: Handling

    public init(_ handling: Handling) {
        self.handling = handling
    }

    public var intentName: String { ResumeWorkoutIntent.name }
    public var resolutionOrder: [String] { ["workoutName"] }
    public var requiresUserConfirmation: Bool { false }

    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        guard parameter == "workoutName" else { return [.notRequired] }
        return [await handling.resolveWorkoutName(for: ResumeWorkoutIntent(intent)).erased(\.intentValue)]
    }

    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: ResumeWorkoutIntent(intent)).untyped
    }

    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: ResumeWorkoutIntent(intent)).untyped
    }
}
