import Foundation
import GRDB
import HarkIntents

/// One time the user did a workout: when it started, its pauses, and when it ended.
public struct WorkoutSession: Hashable, Sendable, Identifiable {
    /// Where a session stands.
    public enum State: String, Hashable, Sendable {
        case running, paused, ended
    }

    /// A break in a session; `resumedAt` is nil while it lasts.
    public struct Pause: Hashable, Sendable {
        public var pausedAt: Date
        public var resumedAt: Date?

        public init(pausedAt: Date, resumedAt: Date? = nil) {
            self.pausedAt = pausedAt
            self.resumedAt = resumedAt
        }
    }

    public let id: Int64
    public var workout: Workout
    public var startedAt: Date
    /// Oldest first.
    public var pauses: [Pause]
    public var endedAt: Date?
    /// The goal the user set, in seconds; nil for an open workout.
    public var goalSeconds: Double?
    public var location: WorkoutLocationType?

    public init(
        id: Int64, workout: Workout, startedAt: Date, pauses: [Pause] = [], endedAt: Date? = nil,
        goalSeconds: Double? = nil, location: WorkoutLocationType? = nil
    ) {
        self.id = id
        self.workout = workout
        self.startedAt = startedAt
        self.pauses = pauses
        self.endedAt = endedAt
        self.goalSeconds = goalSeconds
        self.location = location
    }

    public var state: State {
        if endedAt != nil { return .ended }
        return pauses.last.map { $0.resumedAt == nil } == true ? .paused : .running
    }

    /// Running or paused: the session pause, resume and end act on.
    public var isActive: Bool { endedAt == nil }

    /// Time spent working out up to `now` (or the end), pauses left out.
    public func activeDuration(at now: Date) -> TimeInterval {
        let end = endedAt ?? now
        let paused = pauses.reduce(0.0) { total, pause in
            total + max(0, min(pause.resumedAt ?? end, end).timeIntervalSince(pause.pausedAt))
        }
        return max(0, end.timeIntervalSince(startedAt) - paused)
    }
}
