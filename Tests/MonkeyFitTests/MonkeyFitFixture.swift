import Foundation
import HarkIntents
import HarkStorage
import HarkTestSupport
import HarkVocabulary
import MonkeyFit

/// A MonkeyFit "device" in a fresh temporary state directory: the store with the shipped workouts
/// installed, a clock the test moves, and the engine with the app registered. `remove()` it when
/// done.
final class MonkeyFitFixture: Sendable {
    let state: StateDirectory
    let store: MonkeyFitStore
    let clock: TestClock

    /// Saturday 2026-11-21 07:00 UTC.
    static let morning = Date(timeIntervalSince1970: 1_795_244_400)

    static let vocabulary = Repository.file("Models/monkeyfit/AppIntentVocabulary.plist")
    static let definitions = Repository.file("Models/intents/monkeyfit.yaml")

    init() throws {
        state = StateDirectory(
            url: FileManager.default.temporaryDirectory.appendingPathComponent("hark-monkeyfit-\(UUID().uuidString)"))
        store = try MonkeyFitStore(stateDirectory: state)
        try store.installCatalogue(contentsOf: Self.vocabulary)
        clock = TestClock(Self.morning)
    }

    func engine(settings: AssistantSettings = AssistantSettings()) -> IntentEngine {
        let clock = clock
        return IntentEngine(
            apps: [MonkeyFitApp.registration(store: store, now: { clock.now })], settings: settings
        ) { _, text in [.text(text)] }
    }

    func remove() {
        try? FileManager.default.removeItem(at: state.url)
    }
}

/// "Now" for the handlers, moved on by the test between requests; behind a lock so the handlers'
/// `@Sendable` closures can share it.
final class TestClock: @unchecked Sendable {
    private let lock = NSLock()
    private var moment: Date

    init(_ start: Date) {
        moment = start
    }

    var now: Date { lock.withLock { moment } }

    func advance(by seconds: TimeInterval) {
        lock.withLock { moment = moment.addingTimeInterval(seconds) }
    }
}
