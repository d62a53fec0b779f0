import Foundation
import GRDB
import HarkIntents
import HarkUserVocabulary
import HarkVocabulary
import MonkeyFit
import Testing

/// The catalogue and the sessions: what the plist installs, the user's own workouts, one workout
/// at a time, and nothing half-done when a change fails.
@Suite struct WorkoutStoreTests {
    @Test func theShippedVocabularyInstallsEveryWorkoutWithItsSynonyms() throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let plist = try AppIntentVocabulary(contentsOf: MonkeyFitFixture.vocabulary)
        let items = plist.parameterVocabularies.filter {
            $0.parameterNames.contains(MonkeyFitStore.workoutNameParameter)
        }.flatMap(\.items)
        let workouts = try fixture.store.workouts()
        #expect(workouts.map(\.identifier) == items.map(\.identifier))
        #expect(workouts.map(\.names) == items.map { $0.synonyms.map(\.phrase) })
        #expect(workouts.allSatisfy { $0.origin == .app })
        let mile = try #require(try fixture.store.workout(identifier: "workout.monkey-mile"))
        #expect(mile.displayName == "Monkey Mile")
        #expect(mile.names == ["Monkey Mile", "Mile Run"])

        // Installing again (the app opened again) changes nothing.
        try fixture.store.installCatalogue(contentsOf: MonkeyFitFixture.vocabulary)
        #expect(try fixture.store.workouts() == workouts)
    }

    @Test func aWorkoutDroppedFromTheVocabularyLosesItsNamesButKeepsItsSessions() throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        try fixture.store.startSession(workoutIdentifier: "workout.vine-swing", at: MonkeyFitFixture.morning)
        try fixture.store.endSession(at: MonkeyFitFixture.morning.addingTimeInterval(600))
        let smaller = AppIntentVocabulary(
            source: "<test>",
            parameterVocabularies: [
                ParameterVocabulary(
                    parameterNames: [MonkeyFitStore.workoutNameParameter],
                    items: [VocabularyItem(identifier: "workout.bananarific", synonyms: [.init(phrase: "Bananarific")])]
                )
            ], intentPhrases: [])
        #expect(try fixture.store.installCatalogue(smaller) == 1)
        #expect(try fixture.store.workouts().map(\.identifier) == ["workout.bananarific"])
        let session = try #require(try fixture.store.sessions().first)
        #expect(session.workout.identifier == "workout.vine-swing")
        #expect(session.workout.names.isEmpty)
        #expect(session.workout.displayName == "Vine Swing")
    }

    @Test func aSynonymSharedByTwoItemsIsAnErrorNamingTheFileAndInstallsNothing() throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let before = try fixture.store.workouts()
        let clashing = AppIntentVocabulary(
            source: "clash.plist",
            parameterVocabularies: [
                ParameterVocabulary(
                    parameterNames: [MonkeyFitStore.workoutNameParameter],
                    items: [
                        VocabularyItem(identifier: "workout.a", synonyms: [.init(phrase: "Jungle Run")]),
                        VocabularyItem(identifier: "workout.b", synonyms: [.init(phrase: "jungle-run")]),
                    ])
            ], intentPhrases: [])
        #expect(
            throws: MonkeyFitStoreError(
                path: "clash.plist", problem: .duplicateName("jungle-run", identifier: "workout.a"))
        ) { try fixture.store.installCatalogue(clashing) }
        #expect(try fixture.store.workouts() == before)
    }

    @Test func theUsersOwnWorkoutsGetIdentifiersAndUniqueNames() throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let run = try store.addWorkout(named: "  Morning Run ", synonyms: ["Dawn Run", "morning-run"])
        #expect(run.identifier == "user.\(run.id)")
        #expect(run.names == ["Morning Run", "Dawn Run"])
        #expect(run.origin == .user)
        #expect(try store.workout(identifier: run.identifier) == run)

        // A name already taken, by the app or by the user, ignoring case, spaces and "workout".
        #expect(
            throws: MonkeyFitStoreError(
                path: store.url.path, problem: .duplicateName("bananarific workout", identifier: "workout.bananarific"))
        ) { try store.addWorkout(named: "bananarific workout") }
        #expect(
            throws: MonkeyFitStoreError(
                path: store.url.path, problem: .duplicateName("DAWN RUN", identifier: run.identifier))
        ) { try store.addWorkout(named: "Sunset Run", synonyms: ["DAWN RUN"]) }
        #expect(throws: MonkeyFitStoreError(path: store.url.path, problem: .emptyName)) {
            try store.addWorkout(named: " ")
        }
        // The failed adds left nothing behind, not even "Sunset Run".
        #expect(try store.workouts().filter { $0.origin == .user } == [run])

        #expect(
            throws: MonkeyFitStoreError(
                path: store.url.path, problem: .notUserWorkout(identifier: "workout.bananarific"))
        ) { try store.removeWorkout(identifier: "workout.bananarific") }
        try store.removeWorkout(identifier: run.identifier)
        #expect(try store.workout(identifier: run.identifier) == nil)
        #expect(throws: MonkeyFitStoreError(path: store.url.path, problem: .unknownWorkout(identifier: run.identifier)))
        {
            try store.removeWorkout(identifier: run.identifier)
        }
        // Identifiers are never handed out twice.
        let next = try store.addWorkout(named: "Morning Run")
        #expect(next.identifier != run.identifier)
    }

    @Test func aUserNameTheAppLaterShipsStaysTheUsers() throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let mine = try fixture.store.addWorkout(named: "Treetop Sprint")
        let update = AppIntentVocabulary(
            source: "<update>",
            parameterVocabularies: [
                ParameterVocabulary(
                    parameterNames: [MonkeyFitStore.workoutNameParameter],
                    items: [
                        VocabularyItem(
                            identifier: "workout.treetop",
                            synonyms: [.init(phrase: "Treetop Sprint"), .init(phrase: "Canopy Dash")])
                    ])
            ], intentPhrases: [])
        try fixture.store.installCatalogue(update)
        #expect(try fixture.store.workout(identifier: mine.identifier)?.names == ["Treetop Sprint"])
        #expect(try fixture.store.workout(identifier: "workout.treetop")?.names == ["Canopy Dash"])
    }

    @Test func oneWorkoutGoesAtATimeThroughPausesToItsEnd() throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let start = MonkeyFitFixture.morning
        #expect(try store.activeSession() == nil)
        let started = try store.startSession(
            workoutIdentifier: "workout.bananarific", goalSeconds: 1800, location: .indoor, at: start)
        #expect(started.state == .running)
        #expect(started.goalSeconds == 1800)
        #expect(started.location == .indoor)
        #expect(try store.activeSession() == started)

        #expect(
            throws: MonkeyFitStoreError(
                path: store.url.path, problem: .ongoingWorkout(identifier: "workout.bananarific"))
        ) { try store.startSession(workoutIdentifier: "workout.jungle-jog", at: start.addingTimeInterval(10)) }
        #expect(throws: MonkeyFitStoreError(path: store.url.path, problem: .noMatchingSession)) {
            try store.resumeSession(at: start.addingTimeInterval(60))
        }
        // A name that is not the running workout's matches nothing.
        #expect(throws: MonkeyFitStoreError(path: store.url.path, problem: .noMatchingSession)) {
            try store.pauseSession(workoutIdentifier: "workout.jungle-jog", at: start.addingTimeInterval(60))
        }

        let paused = try store.pauseSession(workoutIdentifier: "workout.bananarific", at: start.addingTimeInterval(600))
        #expect(paused.state == .paused)
        #expect(throws: MonkeyFitStoreError(path: store.url.path, problem: .noMatchingSession)) {
            try store.pauseSession(at: start.addingTimeInterval(700))
        }
        let resumed = try store.resumeSession(at: start.addingTimeInterval(900))
        #expect(resumed.state == .running)
        // Paused again, then ended while paused: the pause closes at the end.
        try store.pauseSession(at: start.addingTimeInterval(1500))
        let ended = try store.endSession(at: start.addingTimeInterval(2000))
        #expect(ended.state == .ended)
        #expect(ended.endedAt == start.addingTimeInterval(2000))
        #expect(ended.pauses.count == 2)
        #expect(ended.pauses.allSatisfy { $0.resumedAt != nil })
        // 2000 s in all, of which 300 + 500 paused.
        #expect(ended.activeDuration(at: start.addingTimeInterval(9999)) == 1200)
        #expect(try store.activeSession() == nil)
        #expect(throws: MonkeyFitStoreError(path: store.url.path, problem: .noMatchingSession)) {
            try store.endSession(at: start.addingTimeInterval(2100))
        }

        let next = try store.startSession(workoutIdentifier: "workout.jungle-jog", at: start.addingTimeInterval(3000))
        #expect(try store.sessions().map(\.id) == [next.id, ended.id])
        #expect(try store.goingSession(workoutIdentifier: "workout.bananarific") == nil)
        #expect(try store.goingSession(workoutIdentifier: "workout.jungle-jog") == next)

        // A cancelled session leaves no trace, pauses included.
        try store.pauseSession(at: start.addingTimeInterval(3100))
        #expect(try store.cancelSession(workoutIdentifier: "workout.jungle-jog").id == next.id)
        #expect(try store.sessions().map(\.id) == [ended.id])
        #expect(throws: MonkeyFitStoreError(path: store.url.path, problem: .noMatchingSession)) {
            try store.cancelSession()
        }
    }

    /// The one-workout rule is the database's, not only the store's check: a second session row not
    /// ended is refused by SQLite itself.
    @Test func theDatabaseRefusesASecondActiveSession() throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        try fixture.store.startSession(workoutIdentifier: "workout.bananarific", at: MonkeyFitFixture.morning)
        let reopened = try MonkeyFitStore(url: fixture.store.url)
        #expect(try reopened.activeSession()?.workout.identifier == "workout.bananarific")
        #expect(try reopened.appliedMigrations() == MonkeyFitStore.migrationIdentifiers)
        let raw = try DatabaseQueue(path: fixture.store.url.path)
        #expect {
            try raw.write { db in
                try db.execute(
                    sql: "INSERT INTO session (workoutID, startedAt) SELECT id, '2026-11-21 08:00:00.000' FROM workout")
            }
        } throws: { error in
            (error as? DatabaseError)?.resultCode == .SQLITE_CONSTRAINT
        }
        #expect(try fixture.store.sessions().count == 1)
    }

    @Test func theVocabularyListsTheUsersWorkoutsFirstThenTheAppsByLastUse() throws {
        let fixture = try MonkeyFitFixture()
        defer { fixture.remove() }
        let store = fixture.store
        let run = try store.addWorkout(named: "Morning Run", synonyms: ["Dawn Run"])
        let walk = try store.addWorkout(named: "Evening Walk")
        try store.startSession(workoutIdentifier: "workout.jungle-jog", at: MonkeyFitFixture.morning)
        try store.endSession(at: MonkeyFitFixture.morning.addingTimeInterval(60))
        try store.startSession(workoutIdentifier: run.identifier, at: MonkeyFitFixture.morning.addingTimeInterval(120))
        try store.endSession(at: MonkeyFitFixture.morning.addingTimeInterval(180))

        let names = try store.workoutNameVocabulary()
        let appNames = try store.workouts().filter { $0.origin == .app }.flatMap(\.names)
        #expect(Array(names.prefix(4)) == ["Morning Run", "Dawn Run", walk.displayName, "Jungle Jog"])
        #expect(Set(names) == Set(appNames + ["Morning Run", "Dawn Run", "Evening Walk"]))
        #expect(names.count == appNames.count + 3)
        #expect(names.firstIndex(of: "Bananarific")! > names.firstIndex(of: "Jungle Jog")!)

        let vocabulary = try UserVocabularyStore(stateDirectory: fixture.state).vocabulary(for: "tester")
        #expect(try store.syncVocabulary(into: vocabulary) == names.count)
        #expect(try vocabulary.vocabularyStrings(of: .workoutActivityName) == names)
        #expect(try vocabulary.vocabularyStrings(of: .contactName).isEmpty)
    }
}
