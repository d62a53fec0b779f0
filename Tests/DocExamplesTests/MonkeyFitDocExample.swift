import Foundation
import Hark
import MonkeyFit
import Testing

/// docs/monkeyfit.md's Swift example, run in a temporary state folder: a workout of the user's
/// own, started through the engine by one of its synonyms.
@Suite("docs/monkeyfit.md example")
struct MonkeyFitDocExample {
    @Test func startsAUserWorkoutBySynonym() async throws {
        let state = StateDirectory(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("hark-monkeyfit-doc-\(UUID())"))
        try state.create()
        defer { try? FileManager.default.removeItem(at: state.url) }

        // doc-example: docs/monkeyfit.md
        let store = try MonkeyFitApp.openStore(in: state)  // catalogue installed
        let run = try store.addWorkout(named: "Morning Run", synonyms: ["Dawn Run"])  // identifier user.<id>
        try store.syncVocabulary(into: UserVocabularyStore(stateDirectory: state).vocabulary(for: "default"))
        let engine = IntentEngine(apps: [MonkeyFitApp.registration(store: store)]) { _, text in [.text(text)] }
        let request = IntentRequest(
            app: MonkeyFitApp.name, intent: StartWorkoutIntent.name,
            parameters: IntentParameters(["workoutName": [.text("dawn run")]]))
        let turn = await engine.start(request)
        // turn.response?.code == .success; store.activeSession()?.workout == run
        // doc-example: end

        #expect(turn.response?.code == .success)
        #expect(try store.activeSession()?.workout == run)
        #expect(run.identifier.hasPrefix("user."))
    }
}
