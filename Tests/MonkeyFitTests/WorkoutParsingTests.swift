import Foundation
import Hark
import HarkDefinitions
import HarkUnderstanding
import HarkVocabulary
import Testing

/// `Models/intents/monkeyfit.yaml`: the requests the brief and the app's own plist examples make
/// are read as their workout intents, alone and beside the other shipped apps.
@Suite struct WorkoutParsingTests {
    static let shipped = try! IntentDefinitionSet.load(from: CommandSearchConfiguration.shippedIntentDefinitions)
    static let parser = IntentParser(definitions: shipped)

    static func understood(_ text: String, parser: IntentParser = parser) -> Understanding? {
        let result = parser.parse(text)
        return result.isRejected ? nil : result.understanding
    }

    @Test func theFileDeclaresTheWorkoutsDomainAndItsFiveIntents() throws {
        let definitions = try IntentDefinitionSet.load(from: [MonkeyFitFixture.definitions])
        let app = try #require(definitions.app(named: "monkeyfit"))
        #expect(app.name == "MonkeyFit")
        #expect(app.spokenNames == [["monkeyfit"], ["monkey", "fit"]])
        #expect(app.domain.rawValue == "workouts")
        #expect(
            app.intents.map(\.name) == [
                "INStartWorkoutIntent", "INPauseWorkoutIntent", "INResumeWorkoutIntent", "INEndWorkoutIntent",
                "INCancelWorkoutIntent",
            ])
        guard
            case .vocabulary(let type)? = app.intent(named: "INStartWorkoutIntent")?.parameter(named: "workoutName")?
                .type
        else {
            Issue.record("workoutName should be a vocabulary type")
            return
        }
        #expect(type.vocabulary == VocabularyStringType.workoutActivityName.rawValue)
        // Every workout the app's plist names is an example, so the language model trains on them.
        let plist = try AppIntentVocabulary(contentsOf: MonkeyFitFixture.vocabulary)
        for term in plist.terms { #expect(type.examples.contains(term.phrase), "\(term.phrase)") }
    }

    @Test(
        arguments: [
            ("start a bananarific workout on monkeyfit", "INStartWorkoutIntent", "Bananarific"),
            ("start my morning run in monkeyfit", "INStartWorkoutIntent", "Morning Run"),
            ("on monkey fit begin a jungle jog", "INStartWorkoutIntent", "Jungle Jog"),
            ("pause my workout on monkeyfit", "INPauseWorkoutIntent", nil),
            ("pause my jungle jog in monkeyfit", "INPauseWorkoutIntent", "Jungle Jog"),
            ("resume my workout with monkeyfit", "INResumeWorkoutIntent", nil),
            ("end the workout in monkeyfit", "INEndWorkoutIntent", nil),
            ("stop my vine swing on monkeyfit", "INEndWorkoutIntent", "Vine Swing"),
            ("start a workout on monkeyfit", "INStartWorkoutIntent", nil),
            ("cancel my workout on monkeyfit", "INCancelWorkoutIntent", nil),
            ("discard my gorilla grip in monkeyfit", "INCancelWorkoutIntent", "Gorilla Grip"),
        ] as [(String, String, String?)])
    func requestsAreReadAsTheirIntent(text: String, intent: String, workout: String?) throws {
        let understanding = try #require(Self.understood(text), "\(text) was rejected")
        #expect(understanding.app == "MonkeyFit")
        #expect(understanding.domain == "workouts")
        #expect(understanding.intent == intent)
        #expect(understanding.parameters["workoutName"]?.map(\.value) == workout.map { [$0] })
    }

    @Test func aDurationGoalAndALocationAreRead() throws {
        let goal = try #require(Self.understood("start a jungle jog in monkeyfit for thirty minutes"))
        #expect(goal.parameters["workoutName"]?.map(\.value) == ["Jungle Jog"])
        #expect(goal.parameters["goalValue"]?.map(\.value) == ["PT30M"])
        let before = try #require(Self.understood("start a forty five minute bananarific workout with monkeyfit"))
        #expect(before.parameters["goalValue"]?.map(\.value) == ["PT45M"])
        #expect(before.parameters["workoutName"]?.map(\.value) == ["Bananarific"])
        let outdoor = try #require(Self.understood("start an outdoor monkey mile on monkeyfit"))
        #expect(outdoor.parameters["workoutLocationType"]?.map(\.value) == ["outdoor"])
        #expect(outdoor.parameters["workoutName"]?.map(\.value) == ["Monkey Mile"])
    }

    /// The plist's own example requests, as its developer wrote them.
    @Test func theAppVocabularysExamplesAreUnderstood() throws {
        let plist = try AppIntentVocabulary(contentsOf: MonkeyFitFixture.vocabulary)
        var checked = 0
        for phrase in plist.intentPhrases {
            for example in phrase.examples {
                let understanding = try #require(Self.understood(example), "\(example) was rejected")
                #expect(understanding.intent == phrase.intentName, "\(example)")
                checked += 1
            }
        }
        #expect(checked >= 6)
        #expect(Self.understood("Do Bananarific with MonkeyFit")?.intent == "INStartWorkoutIntent")
    }

    @Test func theUsersOwnWorkoutNamesComeFromTheUserVocabulary() throws {
        let parser = IntentParser(
            definitions: Self.shipped,
            vocabulary: [VocabularyStringType.workoutActivityName.rawValue: ["Treetop Sprint", "Bananarific"]])
        let understanding = try #require(Self.understood("start my treetop sprint on monkeyfit", parser: parser))
        #expect(understanding.parameters["workoutName"]?.map(\.value) == ["Treetop Sprint"])
        #expect(
            Self.understood("start a bananarific workout on monkeyfit", parser: parser)?.parameters["workoutName"]?
                .map(\.value) == ["Bananarific"])
    }

    /// A second app must not take the first one's requests, nor the other way round.
    @Test func messagingRequestsStillGoToMonkeyChat() throws {
        for text in [
            "send a message to bobo on monkeychat saying start the workout", "show my unread messages on monkeychat",
            "mark my messages as read on monkeychat",
        ] {
            #expect(Self.understood(text)?.app == "MonkeyChat", "\(text)")
        }
        #expect(Self.understood("start a bananarific workout on monkeyfit")?.app == "MonkeyFit")
    }
}
