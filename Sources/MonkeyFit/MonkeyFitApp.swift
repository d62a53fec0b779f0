import Foundation
import HarkIntents
import HarkStorage
import HarkSupport
import HarkVocabulary

/// MonkeyFit as the intent engine knows it: its name and its five workout handlers over one store.
public enum MonkeyFitApp {
    /// As `app.name` in `Models/intents/monkeyfit.yaml` spells it: the parser routes requests by it.
    public static let name = "MonkeyFit"

    /// The app's vocabulary below `Models/`: its workouts, their synonyms and pronunciations.
    public static let vocabularyPath = "monkeyfit/AppIntentVocabulary.plist"

    /// `now` dates the sessions; tests fix it. No intent is restricted on a locked device: as with
    /// Siri, a workout can be started, paused and ended from the lock screen, and saying so reveals
    /// only that a workout is going. Cancelling, which discards the workout, asks the user to confirm.
    public static func registration(
        store: MonkeyFitStore, now: @escaping @Sendable () -> Date = { Date() }
    ) -> AppRegistration {
        AppRegistration(
            name: name,
            handlers: [
                StartWorkoutIntentHandler(StartWorkoutHandler(store: store, now: now)),
                PauseWorkoutIntentHandler(PauseWorkoutHandler(store: store, now: now)),
                ResumeWorkoutIntentHandler(ResumeWorkoutHandler(store: store, now: now)),
                EndWorkoutIntentHandler(EndWorkoutHandler(store: store, now: now)),
                CancelWorkoutIntentHandler(CancelWorkoutHandler(store: store)),
            ])
    }

    /// Opens the store in `stateDirectory` with the app's workouts installed from its shipped
    /// vocabulary (found through `ModelsDirectory`), as installing or updating the app would.
    public static func openStore(in stateDirectory: StateDirectory) throws(MonkeyFitStoreError) -> MonkeyFitStore {
        let store = try MonkeyFitStore(stateDirectory: stateDirectory)
        guard let vocabulary = ModelsDirectory.locate(vocabularyPath) else {
            throw MonkeyFitStoreError(
                path: "Models/\(vocabularyPath)",
                problem: .catalogue(
                    AppIntentVocabularyError(
                        source: "Models/\(vocabularyPath)", keyPath: "",
                        problem: .unreadable("not found: set \(ModelsDirectory.environmentVariable)"))))
        }
        try store.installCatalogue(contentsOf: vocabulary)
        return store
    }
}
