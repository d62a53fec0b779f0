import Foundation
import GRDB
import HarkIntents

/// The workouts the user did and the one going now: starting, pausing, resuming and ending it,
/// each one transaction that checks the session's state inside it.
extension MonkeyFitStore {
    /// The session not ended yet (running or paused), or nil.
    public func activeSession() throws(MonkeyFitStoreError) -> WorkoutSession? {
        try database.read { db in try activeSession(in: db) }
    }

    /// Every session, newest first.
    public func sessions() throws(MonkeyFitStoreError) -> [WorkoutSession] {
        try database.read { db in
            try Row.fetchAll(db, sql: "SELECT * FROM session ORDER BY startedAt DESC, id DESC").map { row in
                try session(row, in: db)
            }
        }
    }

    /// Starts the workout with `identifier` at `date`. While another workout is going this is
    /// ``MonkeyFitStoreError/Problem/ongoingWorkout(identifier:)`` and starts nothing.
    @discardableResult
    public func startSession(
        workoutIdentifier identifier: String, goalSeconds: Double? = nil, location: WorkoutLocationType? = nil,
        at date: Date
    ) throws(MonkeyFitStoreError) -> WorkoutSession {
        try database.write { db in
            if let ongoing = try activeSession(in: db) {
                throw error(.ongoingWorkout(identifier: ongoing.workout.identifier))
            }
            guard
                let workoutID = try Int64.fetchOne(
                    db, sql: "SELECT id FROM workout WHERE identifier = ?", arguments: [identifier])
            else { throw error(.unknownWorkout(identifier: identifier)) }
            try db.execute(
                sql: "INSERT INTO session (workoutID, startedAt, goalSeconds, location) VALUES (?, ?, ?, ?)",
                arguments: [workoutID, date, goalSeconds, location?.rawValue])
            return try session(id: db.lastInsertedRowID, in: db)
        }
    }

    /// Pauses the running session at `date`; ``MonkeyFitStoreError/Problem/noMatchingSession``
    /// when none is running (none going, or it is paused already), or when `identifier` names
    /// another workout.
    @discardableResult
    public func pauseSession(workoutIdentifier identifier: String? = nil, at date: Date)
        throws(MonkeyFitStoreError) -> WorkoutSession
    {
        try database.write { db in
            let session = try matchingSession(identifier, states: [.running], in: db)
            try db.execute(
                sql: "INSERT INTO sessionPause (sessionID, pausedAt) VALUES (?, ?)", arguments: [session.id, date])
            return try self.session(id: session.id, in: db)
        }
    }

    /// Resumes the paused session at `date`; ``MonkeyFitStoreError/Problem/noMatchingSession``
    /// when none is paused, or when `identifier` names another workout.
    @discardableResult
    public func resumeSession(workoutIdentifier identifier: String? = nil, at date: Date)
        throws(MonkeyFitStoreError) -> WorkoutSession
    {
        try database.write { db in
            let session = try matchingSession(identifier, states: [.paused], in: db)
            try db.execute(
                sql: "UPDATE sessionPause SET resumedAt = ? WHERE sessionID = ? AND resumedAt IS NULL",
                arguments: [date, session.id])
            return try self.session(id: session.id, in: db)
        }
    }

    /// Ends the session going (running or paused) at `date`, closing an open pause;
    /// ``MonkeyFitStoreError/Problem/noMatchingSession`` when none is going, or when `identifier`
    /// names another workout.
    @discardableResult
    public func endSession(workoutIdentifier identifier: String? = nil, at date: Date)
        throws(MonkeyFitStoreError) -> WorkoutSession
    {
        try database.write { db in
            let session = try matchingSession(identifier, states: [.running, .paused], in: db)
            try db.execute(
                sql: "UPDATE sessionPause SET resumedAt = ? WHERE sessionID = ? AND resumedAt IS NULL",
                arguments: [date, session.id])
            try db.execute(sql: "UPDATE session SET endedAt = ? WHERE id = ?", arguments: [date, session.id])
            return try self.session(id: session.id, in: db)
        }
    }

    /// Discards the session going (running or paused) with its pauses, as if it never started,
    /// and returns it as it was; ``MonkeyFitStoreError/Problem/noMatchingSession`` when none is
    /// going, or when `identifier` names another workout.
    @discardableResult
    public func cancelSession(workoutIdentifier identifier: String? = nil) throws(MonkeyFitStoreError)
        -> WorkoutSession
    {
        try database.write { db in
            let session = try matchingSession(identifier, states: [.running, .paused], in: db)
            try db.execute(sql: "DELETE FROM session WHERE id = ?", arguments: [session.id])
            return session
        }
    }

    /// The session going (running or paused), if it is the workout `identifier` names (any when
    /// nil): what pause, resume, end and cancel check before they ask or act.
    public func goingSession(workoutIdentifier identifier: String? = nil) throws(MonkeyFitStoreError)
        -> WorkoutSession?
    {
        try database.read { db in
            try activeSession(in: db).flatMap { identifier == nil || $0.workout.identifier == identifier ? $0 : nil }
        }
    }

    // MARK: Reading sessions

    private func matchingSession(_ identifier: String?, states: Set<WorkoutSession.State>, in db: Database) throws
        -> WorkoutSession
    {
        guard let session = try activeSession(in: db), states.contains(session.state),
            identifier == nil || identifier == session.workout.identifier
        else { throw error(.noMatchingSession) }
        return session
    }

    private func activeSession(in db: Database) throws -> WorkoutSession? {
        try Row.fetchOne(db, sql: "SELECT * FROM session WHERE endedAt IS NULL").map { row in
            try session(row, in: db)
        }
    }

    private func session(id: Int64, in db: Database) throws -> WorkoutSession {
        try session(Row.fetchOne(db, sql: "SELECT * FROM session WHERE id = ?", arguments: [id])!, in: db)
    }

    private func session(_ row: Row, in db: Database) throws -> WorkoutSession {
        let workoutRow = try Row.fetchOne(db, sql: "SELECT * FROM workout WHERE id = ?", arguments: [row["workoutID"]])!
        let pauses = try Row.fetchAll(
            db, sql: "SELECT pausedAt, resumedAt FROM sessionPause WHERE sessionID = ? ORDER BY pausedAt, id",
            arguments: [row["id"]]
        ).map {
            try WorkoutSession.Pause(
                pausedAt: $0.decode(forColumn: "pausedAt"), resumedAt: $0.decode(forColumn: "resumedAt"))
        }
        let location: String? = try row.decode(forColumn: "location")
        return try WorkoutSession(
            id: row.decode(forColumn: "id"), workout: try workout(workoutRow, in: db),
            startedAt: row.decode(forColumn: "startedAt"), pauses: pauses,
            endedAt: row.decode(forColumn: "endedAt"), goalSeconds: row.decode(forColumn: "goalSeconds"),
            location: location.flatMap(WorkoutLocationType.init))
    }
}
