import Foundation
import HarkStorage
import HarkTestSupport
import MonkeyFit
import Testing

/// `hark workouts list`: MonkeyFit's sessions as the dialog benchmark reads them, from a store
/// written through MonkeyFit's own API.
@Suite("hark workouts")
struct WorkoutsCommandTests {
    /// Saturday 2026-11-21 07:00 UTC.
    static let morning = Date(timeIntervalSince1970: 1_795_244_400)

    @Test func listsSessionsNewestFirstWithTheirStateAndActiveTime() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let state = workspace.path("state")
        let store = try MonkeyFitStore(stateDirectory: StateDirectory(url: URL(fileURLWithPath: state)))
        try store.installCatalogue(contentsOf: Repository.file("Models/monkeyfit/AppIntentVocabulary.plist"))
        // Bananarific: 30 minutes with a 5-minute pause, a 20-minute goal, ended.
        try store.startSession(workoutIdentifier: "workout.bananarific", goalSeconds: 1200, at: Self.morning)
        try store.pauseSession(at: Self.morning.addingTimeInterval(600))
        try store.resumeSession(at: Self.morning.addingTimeInterval(900))
        try store.endSession(at: Self.morning.addingTimeInterval(1800))
        // The user's own workout, outdoors, paused after 400 s.
        let run = try store.addWorkout(named: "Morning Run")
        try store.startSession(
            workoutIdentifier: run.identifier, location: .outdoor, at: Self.morning.addingTimeInterval(3600))
        try store.pauseSession(at: Self.morning.addingTimeInterval(4000))

        let json = try HarkProcess.run(["workouts", "list", "--json", "--state", state])
        #expect(json.status == 0, Comment(rawValue: json.standardError))
        let lines = try json.standardOutput.split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
        try #require(lines.count == 2)
        let (paused, ended) = (lines[0], lines[1])
        #expect(paused["workout"] as? String == run.identifier && paused["name"] as? String == "Morning Run")
        #expect(paused["state"] as? String == "paused" && paused["pauses"] as? Int == 1)
        #expect(paused["activeSeconds"] as? Double == 400 && paused["location"] as? String == "outdoor")
        #expect(paused["goalSeconds"] == nil && paused["endedAt"] == nil)
        #expect(ended["workout"] as? String == "workout.bananarific" && ended["state"] as? String == "ended")
        #expect(ended["activeSeconds"] as? Double == 1500 && ended["goalSeconds"] as? Double == 1200)
        #expect(ended["startedAt"] as? String == "2026-11-21T07:00:00Z")
        #expect(ended["endedAt"] as? String == "2026-11-21T07:30:00Z")
        #expect((paused["id"] as? Int ?? 0) > (ended["id"] as? Int ?? 0))

        let text = try HarkProcess.run(["workouts", "list", "--state", state])
        #expect(text.status == 0)
        #expect(
            text.standardOutput.split(separator: "\n").last
                == "\(ended["id"] ?? "")\t2026-11-21T07:00:00Z\tBananarific\tended\t25 min active, goal 20 min")
    }

    @Test func anEmptyStateListsNothingAndABadOneIsNamed() throws {
        let workspace = try Workspace()
        defer { workspace.remove() }
        let empty = try HarkProcess.run(["workouts", "list", "--json", "--state", workspace.path("fresh")])
        #expect(empty.status == 0, Comment(rawValue: empty.standardError))
        #expect(empty.standardOutput.isEmpty)

        let notAFolder = try workspace.write(Data("not a folder".utf8), "state")
        let bad = try HarkProcess.run(["workouts", "list", "--state", notAFolder])
        #expect(bad.status != 0)
        #expect(bad.standardError.contains(notAFolder), Comment(rawValue: bad.standardError))
    }
}
