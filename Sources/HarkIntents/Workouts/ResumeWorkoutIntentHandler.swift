/// Registers a ResumeWorkoutIntentHandling with the engine.
public struct ResumeWorkoutIntentHandler<Handling: ResumeWorkoutIntentHandling>: IntentHandler {
    /// The app's implementation, which the engine's calls reach as typed ``ResumeWorkoutIntent`` values.
    public let handling: Handling

    /// An adapter for `handling`; register it with the engine.
    public init(_ handling: Handling) {
        self.handling = handling
    }

    /// ``ResumeWorkoutIntent/name``.
    public var intentName: String { ResumeWorkoutIntent.name }
    /// `workoutName`, in that order.
    public var resolutionOrder: [String] { ["workoutName"] }
    /// False: the intent runs without asking the user to confirm.
    public var requiresUserConfirmation: Bool { false }

    /// The app's resolution of `parameter` (`workoutName`) for the typed intent, as an untyped result;
    /// ``ParameterResolution/notRequired`` for any other parameter.
    public func resolve(_ parameter: String, of intent: IntentParameters) async -> [ParameterResolution] {
        guard parameter == "workoutName" else { return [.notRequired] }
        return [await handling.resolveWorkoutName(for: ResumeWorkoutIntent(intent)).erased(\.intentValue)]
    }

    /// The app's ``ResumeWorkoutIntentHandling/confirm(intent:)`` on the typed intent, as an untyped response.
    public func confirm(_ intent: IntentParameters) async -> IntentResponse {
        await handling.confirm(intent: ResumeWorkoutIntent(intent)).untyped
    }

    /// The app's ``ResumeWorkoutIntentHandling/handle(intent:)`` on the typed intent, as an untyped response.
    public func handle(_ intent: IntentParameters) async -> IntentResponse {
        await handling.handle(intent: ResumeWorkoutIntent(intent)).untyped
    }
}
