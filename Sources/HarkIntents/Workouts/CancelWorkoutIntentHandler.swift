/// Registers a ``CancelWorkoutIntentHandling`` with the engine.
public struct CancelWorkoutIntentHandler<Handling: CancelWorkoutIntentHandling>: IntentHandler {
    /// The app's implementation, which the engine's calls reach as typed ``CancelWorkoutIntent`` values.
    public let handling: Handling
    /// Whether the user must say yes before ``handle(_:)`` runs; true unless the initializer was told otherwise.
    public let requiresUserConfirmation: Bool

    /// `requiresUserConfirmation`: a cancelled workout is not saved, so by default the user says
    /// yes before it goes.
    public init(_ handling: Handling, requiresUserConfirmation: Bool = true) {
        self.handling = handling
        self.requiresUserConfirmation = requiresUserConfirmation
    }

    /// ``CancelWorkoutIntent/name``.
    public var intentName: String { CancelWorkoutIntent.name }
    /// `workoutName`, in that order.
    public var resolutionOrder: [String] { ["workoutName"] }

    /// The app's resolution of `parameter` (`workoutName`) for the typed intent, as an untyped result;
    /// ``ParameterResolution/notRequired`` for any other parameter.
    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        guard parameter == "workoutName" else { return [.notRequired] }
        return [await handling.resolveWorkoutName(for: CancelWorkoutIntent(intent)).erased(\.intentValue)]
    }

    /// The app's ``CancelWorkoutIntentHandling/confirm(intent:)`` on the typed intent, as an untyped response.
    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: CancelWorkoutIntent(intent)).untyped
    }

    /// The app's ``CancelWorkoutIntentHandling/handle(intent:)`` on the typed intent, as an untyped response.
    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: CancelWorkoutIntent(intent)).untyped
    }
}
