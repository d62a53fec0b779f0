/// Registers a ``CancelWorkoutIntentHandling`` with the engine.
public struct CancelWorkoutIntentHandler<Handling: CancelWorkoutIntentHandling>: IntentHandler {
    public let handling: Handling
    public let requiresUserConfirmation: Bool

    /// `requiresUserConfirmation`: a cancelled workout is not saved, so by default the user says
    /// yes before it goes.
    public init(_ handling: Handling, requiresUserConfirmation: Bool = true) {
        self.handling = handling
        self.requiresUserConfirmation = requiresUserConfirmation
    }

    public var intentName: String { CancelWorkoutIntent.name }
    public var resolutionOrder: [String] { ["workoutName"] }

    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        guard parameter == "workoutName" else { return [.notRequired] }
        return [await handling.resolveWorkoutName(for: CancelWorkoutIntent(intent)).erased(\.intentValue)]
    }

    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: CancelWorkoutIntent(intent)).untyped
    }

    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: CancelWorkoutIntent(intent)).untyped
    }
}
