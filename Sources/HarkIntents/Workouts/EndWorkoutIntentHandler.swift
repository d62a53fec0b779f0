/// Registers a EndWorkoutIntentHandling with the engine.
public struct EndWorkoutIntentHandler<Handling: EndWorkoutIntentHandling>: IntentHandler {
    /// The app's implementation, which the engine's calls reach as typed ``EndWorkoutIntent`` values.
    public let handling: Handling

    /// An adapter for `handling`; register it with the engine.
    public init(_ handling: Handling) {
        self.handling = handling
    }

    /// ``EndWorkoutIntent/name``.
    public var intentName: String { EndWorkoutIntent.name }
    /// `workoutName`, in that order.
    public var resolutionOrder: [String] { ["workoutName"] }
    /// False: the intent runs without asking the user to confirm.
    public var requiresUserConfirmation: Bool { false }

    /// The app's resolution of `parameter` (`workoutName`) for the typed intent, as an untyped result;
    /// ``ParameterResolution/notRequired`` for any other parameter.
    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        guard parameter == "workoutName" else { return [.notRequired] }
        return [await handling.resolveWorkoutName(for: EndWorkoutIntent(intent)).erased(\.intentValue)]
    }

    /// The app's ``EndWorkoutIntentHandling/confirm(intent:)`` on the typed intent, as an untyped response.
    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: EndWorkoutIntent(intent)).untyped
    }

    /// The app's ``EndWorkoutIntentHandling/handle(intent:)`` on the typed intent, as an untyped response.
    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: EndWorkoutIntent(intent)).untyped
    }
}
