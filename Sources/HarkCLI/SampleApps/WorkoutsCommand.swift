import ArgumentParser
import Foundation
import MonkeyFit

/// `hark workouts`: MonkeyFit's workout sessions.
struct WorkoutsCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "workouts",
        abstract: "MonkeyFit's workout sessions.",
        subcommands: [List.self])

    struct List: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List workout sessions, newest first: number, started at, workout, state, time active, goal.",
            discussion: "State is running, paused or ended; time active leaves the pauses out.")

        @OptionGroup var state: StateOptions

        @Flag(help: "One JSON object per session.")
        var json = false

        func run() throws {
            do {
                let store = try MonkeyFitStore(stateDirectory: state.directory)
                let now = Date()
                for session in try store.sessions() {
                    let line = WorkoutSessionLine(session, at: now)
                    StandardStreams.printLine(json ? JSONLine.encode(line) : line.text)
                }
            } catch {
                throw CommandFailure(error)
            }
        }
    }
}

/// One session as `hark workouts list` prints it.
struct WorkoutSessionLine: Encodable {
    var id: Int64
    /// The workout's identifier, e.g. `workout.bananarific`.
    var workout: String
    var name: String
    var state: String
    var startedAt: String
    var endedAt: String?
    var pauses: Int
    var activeSeconds: Double
    var goalSeconds: Double?
    var location: String?

    init(_ session: WorkoutSession, at now: Date) {
        let format = ISO8601DateFormatter()
        id = session.id
        workout = session.workout.identifier
        name = session.workout.displayName
        state = session.state.rawValue
        startedAt = format.string(from: session.startedAt)
        endedAt = session.endedAt.map(format.string)
        pauses = session.pauses.count
        activeSeconds = session.activeDuration(at: now).rounded()
        goalSeconds = session.goalSeconds
        location = session.location?.rawValue
    }

    var text: String {
        let minutes = { (seconds: Double) in "\(Int((seconds / 60).rounded())) min" }
        let goal = goalSeconds.map { ", goal \(minutes($0))" } ?? ""
        return "\(id)\t\(startedAt)\t\(name)\t\(state)\t\(minutes(activeSeconds)) active\(goal)"
    }
}
