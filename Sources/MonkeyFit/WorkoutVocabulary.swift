import Foundation
import GRDB
import HarkUserVocabulary

/// The workouts as the user's SiriKit-style `workoutActivityName` vocabulary: the names the
/// decoder must be able to hear and the parser must know when the user starts one.
extension MonkeyFitStore {
    /// Every name of every workout, the user's own workouts first, then the app's; within each,
    /// the most recently started first, then those never started in catalogue order.
    ///
    /// The app's names are listed too, although SiriKit keeps them in the app's plist only: Hark's
    /// parser and language model read a vocabulary type's terms from the user vocabulary alone once
    /// it has any, so leaving them out would make "Bananarific" unsayable as soon as the user named
    /// a workout of their own.
    public func workoutNameVocabulary() throws(MonkeyFitStoreError) -> [String] {
        let workouts = try workouts()
        let lastStarted = try database.read { db in
            try Dictionary(
                uniqueKeysWithValues: Row.fetchAll(
                    db, sql: "SELECT workoutID, MAX(startedAt) AS lastStarted FROM session GROUP BY workoutID"
                ).map { row -> (Int64, Date) in
                    try (row.decode(forColumn: "workoutID"), row.decode(forColumn: "lastStarted"))
                })
        }
        func rank(_ workout: Workout) -> (Int, Double, Int64) {
            let origin = workout.origin == .user ? 0 : 1
            return (origin, -(lastStarted[workout.id]?.timeIntervalSinceReferenceDate ?? -.infinity), workout.id)
        }
        var seen = Set<String>()
        return workouts.sorted { rank($0) < rank($1) }.flatMap(\.names).filter {
            seen.insert(WorkoutMatcher.key($0)).inserted
        }
    }

    /// Replaces the user's `.workoutActivityName` vocabulary with `workoutNameVocabulary()`, as a
    /// workout app does whenever its workouts change. Returns how many strings the vocabulary kept
    /// (at most its store's limit, the first ones).
    @discardableResult
    public func syncVocabulary(into vocabulary: UserVocabulary) throws(MonkeyFitStoreError) -> Int {
        let names = try workoutNameVocabulary()
        do {
            return try vocabulary.setVocabularyStrings(names, of: .workoutActivityName)
        } catch {
            throw MonkeyFitStoreError(path: error.path, problem: .vocabulary(error))
        }
    }
}
