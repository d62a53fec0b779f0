import Foundation
import HarkIntents

/// Starts MonkeyFit workouts by voice: "Start a Bananarific workout on MonkeyFit".
///
/// The workout name is required and resolves through ``WorkoutResolver``; a duration goal ("for
/// thirty minutes") and the location are kept with the session. Only one workout goes at a time:
/// while one is running or paused, starting another is `failureOngoingWorkout`.
public struct StartWorkoutHandler: StartWorkoutIntentHandling {
    public let store: MonkeyFitStore
    /// The moment a workout starts at; tests fix it.
    public let now: @Sendable () -> Date

    public init(store: MonkeyFitStore, now: @escaping @Sendable () -> Date = { Date() }) {
        self.store = store
        self.now = now
    }

    public func resolveWorkoutName(for intent: StartWorkoutIntent) async -> ResolutionResult<SpeakableString> {
        guard let name = intent.workoutName else { return .needsValue }
        return WorkoutResolver(store: store).resolve(name)
    }

    /// Not ready while another workout is going.
    public func confirm(intent: StartWorkoutIntent) async -> StartWorkoutIntentResponse {
        do {
            return StartWorkoutIntentResponse(code: try store.activeSession() == nil ? .ready : .failureOngoingWorkout)
        } catch {
            return StartWorkoutIntentResponse(code: .failure)
        }
    }

    public func handle(intent: StartWorkoutIntent) async -> StartWorkoutIntentResponse {
        guard let identifier = intent.workoutName?.vocabularyIdentifier else {
            return StartWorkoutIntentResponse(code: .failure)
        }
        do {
            try store.startSession(
                workoutIdentifier: identifier, goalSeconds: Self.goalSeconds(of: intent),
                location: intent.workoutLocationType, at: now())
            return StartWorkoutIntentResponse(code: .success)
        } catch {
            switch error.problem {
            case .ongoingWorkout: return StartWorkoutIntentResponse(code: .failureOngoingWorkout)
            case .unknownWorkout: return StartWorkoutIntentResponse(code: .failureNoMatchingWorkout)
            default: return StartWorkoutIntentResponse(code: .failure)
            }
        }
    }

    /// MonkeyFit tracks time goals; a goal in another unit (a distance, calories) starts an open
    /// workout.
    static func goalSeconds(of intent: StartWorkoutIntent) -> Double? {
        guard let value = intent.goalValue else { return nil }
        switch intent.workoutGoalUnitType {
        case .second?: return value
        case .minute?: return value * 60
        case .hour?: return value * 3600
        default: return nil
        }
    }
}
