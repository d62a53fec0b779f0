import Foundation
import GRDB
import HarkVocabulary

/// The workouts the user can start by name: MonkeyFit's own, installed from its
/// `AppIntentVocabulary.plist`, and the ones the user named.
extension MonkeyFitStore {
    /// The parameter whose vocabulary items are MonkeyFit's workouts.
    public static let workoutNameParameter = "INStartWorkoutIntent.workoutName"

    /// Every workout that has a name, in the order it was added (the app's in file order).
    public func workouts() throws(MonkeyFitStoreError) -> [Workout] {
        try database.read { db in try workouts(in: db) }
    }

    /// The workout with `identifier`, named or not (a session keeps its workout after the app
    /// drops it from its vocabulary).
    public func workout(identifier: String) throws(MonkeyFitStoreError) -> Workout? {
        try database.read { db in
            try Row.fetchOne(db, sql: "SELECT * FROM workout WHERE identifier = ?", arguments: [identifier])
                .map { row in try workout(row, in: db) }
        }
    }

    /// Installs the app's workouts from `url`, an `AppIntentVocabulary.plist`.
    @discardableResult
    public func installCatalogue(contentsOf url: URL) throws(MonkeyFitStoreError) -> Int {
        let vocabulary: AppIntentVocabulary
        do {
            vocabulary = try AppIntentVocabulary(contentsOf: url)
        } catch {
            throw self.error(.catalogue(error))
        }
        return try installCatalogue(vocabulary)
    }

    /// Makes the app's workouts those of `vocabulary`: each item of the
    /// `INStartWorkoutIntent.workoutName` vocabulary is a workout, its identifier the item's, its
    /// names the item's synonyms. A workout the file no longer lists loses its names (its past
    /// sessions keep it). A synonym the user already gave one of their own workouts stays theirs.
    /// Returns how many workouts the file holds. All or nothing: a synonym shared by two items is
    /// an error naming the file, and installs nothing.
    @discardableResult
    public func installCatalogue(_ vocabulary: AppIntentVocabulary) throws(MonkeyFitStoreError) -> Int {
        let items = vocabulary.parameterVocabularies.filter { $0.parameterNames.contains(Self.workoutNameParameter) }
            .flatMap(\.items)
        var owners: [String: String] = [:]
        for item in items {
            for synonym in item.synonyms {
                let key = WorkoutMatcher.key(synonym.phrase)
                if let first = owners[key], first != item.identifier {
                    throw MonkeyFitStoreError(
                        path: vocabulary.source, problem: .duplicateName(synonym.phrase, identifier: first))
                }
                owners[key] = item.identifier
            }
        }
        return try database.write { db in
            let userKeys = try Set(
                String.fetchAll(
                    db,
                    sql: "SELECT key FROM workoutName JOIN workout ON workout.id = workoutID WHERE origin = ?",
                    arguments: [Workout.Origin.user.rawValue]))
            let wanted = items.map { item in
                var seen = userKeys
                return Workout.CatalogueEntry(
                    identifier: item.identifier, displayName: item.synonyms[0].phrase,
                    names: item.synonyms.map(\.phrase).filter { seen.insert(WorkoutMatcher.key($0)).inserted })
            }
            // Every `hark` run installs the catalogue; an unchanged one writes nothing.
            let installed = try workouts(in: db).filter { $0.origin == .app }.map(Workout.CatalogueEntry.init)
            guard Set(installed) != Set(wanted.filter { !$0.names.isEmpty }) else { return items.count }
            try db.execute(
                sql: """
                    DELETE FROM workoutName WHERE workoutID IN (SELECT id FROM workout WHERE origin = ?)
                    """, arguments: [Workout.Origin.app.rawValue])
            for entry in wanted {
                try db.execute(
                    sql: """
                        INSERT INTO workout (identifier, displayName, origin) VALUES (?, ?, ?)
                        ON CONFLICT(identifier) DO UPDATE SET displayName = excluded.displayName
                        """,
                    arguments: [entry.identifier, entry.displayName, Workout.Origin.app.rawValue])
                let id = try Int64.fetchOne(
                    db, sql: "SELECT id FROM workout WHERE identifier = ?", arguments: [entry.identifier])!
                try insert(entry.names, of: id, in: db)
            }
            return items.count
        }
    }

    /// Adds a workout of the user's own, answering to `name` and `synonyms`; its identifier is
    /// `user.<id>`. A name that is empty, or that already names a workout (ignoring case, spaces and
    /// words such as "workout"), is an error and adds nothing.
    @discardableResult
    public func addWorkout(named name: String, synonyms: [String] = []) throws(MonkeyFitStoreError) -> Workout {
        let names = ([name] + synonyms).map { $0.trimmingCharacters(in: .whitespacesAndNewlines) }
        guard names.allSatisfy({ !WorkoutMatcher.key($0).isEmpty }) else { throw error(.emptyName) }
        var seen = Set<String>()
        let distinct = names.filter { seen.insert(WorkoutMatcher.key($0)).inserted }
        return try database.write { db in
            for name in distinct {
                if let owner = try String.fetchOne(
                    db,
                    sql: "SELECT identifier FROM workoutName JOIN workout ON workout.id = workoutID WHERE key = ?",
                    arguments: [WorkoutMatcher.key(name)])
                {
                    throw error(.duplicateName(name, identifier: owner))
                }
            }
            try db.execute(
                sql: "INSERT INTO workout (identifier, displayName, origin) VALUES (?, ?, ?)",
                arguments: ["user.new", distinct[0], Workout.Origin.user.rawValue])
            let id = db.lastInsertedRowID
            try db.execute(sql: "UPDATE workout SET identifier = ? WHERE id = ?", arguments: ["user.\(id)", id])
            try insert(distinct, of: id, in: db)
            return Workout(id: id, identifier: "user.\(id)", displayName: distinct[0], names: distinct, origin: .user)
        }
    }

    /// Removes one of the user's own workouts and its past sessions. The app's workouts cannot be
    /// removed, nor the workout going now.
    public func removeWorkout(identifier: String) throws(MonkeyFitStoreError) {
        try database.write { db in
            guard
                let row = try Row.fetchOne(
                    db, sql: "SELECT id, origin FROM workout WHERE identifier = ?", arguments: [identifier])
            else { throw error(.unknownWorkout(identifier: identifier)) }
            guard try row.decode(forColumn: "origin") == Workout.Origin.user.rawValue else {
                throw error(.notUserWorkout(identifier: identifier))
            }
            let id: Int64 = try row.decode(forColumn: "id")
            if try Bool.fetchOne(
                db, sql: "SELECT EXISTS (SELECT 1 FROM session WHERE workoutID = ? AND endedAt IS NULL)",
                arguments: [id]) == true
            {
                throw error(.ongoingWorkout(identifier: identifier))
            }
            try db.execute(sql: "DELETE FROM workout WHERE id = ?", arguments: [id])
        }
    }

    // MARK: Shared with the other extensions

    func workouts(in db: Database) throws -> [Workout] {
        try Row.fetchAll(
            db, sql: "SELECT * FROM workout WHERE id IN (SELECT workoutID FROM workoutName) ORDER BY id"
        ).map { row in try workout(row, in: db) }
    }

    func workout(_ row: Row, in db: Database) throws -> Workout {
        let names = try String.fetchAll(
            db, sql: "SELECT name FROM workoutName WHERE workoutID = ? ORDER BY position", arguments: [row["id"]])
        return try Workout(row: row, names: names)
    }

    private func insert(_ names: [String], of workoutID: Int64, in db: Database) throws {
        for (position, name) in names.enumerated() {
            try db.execute(
                sql: "INSERT INTO workoutName (workoutID, name, key, position) VALUES (?, ?, ?, ?)",
                arguments: [workoutID, name, WorkoutMatcher.key(name), position])
        }
    }
}
