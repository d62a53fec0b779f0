import Foundation
import HarkRecognition
import HarkTestSupport
import Testing

@testable import Hark

/// `hark wake train`'s library: synthesized clips through openWakeWord's front end, a classifier
/// trained on them, and a `.tflite` file that TensorFlow Lite runs as the trainer scores it.
@Suite("Wake word training", .serialized)
struct WakeWordTrainingTests {
    // Synthesis and the front end run uninstrumented programs and libraries: ASan adds nothing.
    @Test(.tags(.audio, .slow), .skippedInQuickRuns, .skippedUnderSanitizers, .timeLimit(.minutes(5)))
    func aSmallRunWritesAModelTheDetectorRuns() throws {
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-wakeword.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
        let scratch = try ScratchDirectory("hark-wake-train")
        defer { scratch.remove() }
        var options = WakeWordTraining.Options(phrase: "Smart Mirror!")
        options.positiveClips = 9
        options.negativeClips = 10
        options.classifier.epochs = 2
        options.negativeFiles = [try scratch.speak("turn on the lights", as: "lights", voice: "rms")]
        let output = scratch.path("smart_mirror.tflite")
        let outcome = try WakeWordTraining(options).run(output: output)

        // Each installed engine spoke a third of the clips (noise alone has no voice).
        #expect(outcome.voices.keys.contains("flite"))
        #expect(outcome.voices.values.reduce(0, +) == 18)
        #expect(outcome.positiveWindows == 27, "three windows after each of the 9 phrases")
        #expect(outcome.negativeWindows > outcome.positiveWindows)
        #expect(outcome.recordedNegativeClips == 4)
        #expect(outcome.largestScoreDifference < 1e-4)
        let detector = try TrainedWakeWordDetector(model: .file(output))
        #expect(detector.name == "smart_mirror")
        #expect(try !detector.scores(for: [Int16](repeating: 0, count: 16_000)).isEmpty)
    }

    @Test func theSameOptionsPlanTheSameClips() {
        var options = WakeWordTraining.Options(phrase: "jarvis")
        options.positiveClips = 4
        options.negativeClips = 20
        let voices: [TrainingVoice.Engine: [TrainingVoice]] = [
            .flite: [TrainingVoice(engine: .flite, name: "slt"), TrainingVoice(engine: .flite, name: "rms")],
            .festival: [TrainingVoice(engine: .festival, name: "kal_diphone")],
        ]
        let texts = ["one two three", "four five six"]
        let plan = WakeWordTraining(options).plan(voices: voices, texts: texts)
        #expect(plan.count == 24)
        #expect(plan.prefix(4).allSatisfy { $0.positive && $0.text == "jarvis" })
        #expect(plan.dropFirst(4).allSatisfy { !$0.positive && texts.contains($0.text) })
        #expect(plan.filter { $0.voice == nil }.count == 2, "a tenth of the negatives are noise alone")
        #expect(Set(plan.compactMap { $0.voice?.engine }) == [.flite, .festival], "the engines take turns")
        let again = WakeWordTraining(options).plan(voices: voices, texts: texts)
        #expect(plan.map(\.speed) == again.map(\.speed))
        options.seed = 2
        #expect(WakeWordTraining(options).plan(voices: voices, texts: texts).map(\.speed) != plan.map(\.speed))
    }

    @Test func negativesNeverSayThePhraseAndSomeAreSaidAlone() throws {
        var options = WakeWordTraining.Options(phrase: "smart mirror")
        options.negativeClips = 60
        let texts = try WakeWordTraining(options).negativeTexts(words: ["smart", "mirror"])
        #expect(texts.count == 60)
        #expect(!texts.contains { $0.contains("smart mirror") })
        let alone = texts.filter { $0.split(separator: " ").count <= 2 }
        #expect(alone.count >= 20, "a third are one or two words")
        #expect(texts.contains("mirror") || texts.contains("smart") || texts.contains { $0.contains("mirror") })
    }

    @Test func nearWordsSoundLikeThePhrasesWords() {
        let near = NearWords.find(for: ["computer"], dictionary: AcousticModelLocation.standard().dictionary)
        #expect(near.contains("commuter"))
        #expect(!near.contains("computer"))
        #expect(!near.isEmpty && near.count <= 30)
    }

    @Test func trimmingKeepsTheSpeech() {
        let speech = (0..<1600).map { Int16(truncatingIfNeeded: ($0 % 40 - 20) * 500) }
        let padded = [Int16](repeating: 3, count: 3200) + speech + [Int16](repeating: -2, count: 4800)
        let trimmed = WakeWordTraining.trimmed(padded)
        #expect(trimmed.count >= speech.count && trimmed.count <= speech.count + 160)
    }

    @Test func aPhraseWithoutAWordIsRefused() throws {
        let error = try #require(throws: WakeWordTraining.Failure.self) {
            try WakeWordTraining(.init(phrase: "?!")).run(output: "/nonexistent/x.tflite")
        }
        #expect(error.reason.contains("word"))
    }

    @Test func anUnreadableNegativeIsAnErrorNamingIt() throws {
        try #require(try HarkProcess.run([], program: Repository.file("scripts/setup-wakeword.sh")).status == 0)
        var options = WakeWordTraining.Options(phrase: "jarvis")
        options.negativeFiles = ["/nonexistent/kitchen.wav"]
        let error = try #require(throws: WakeWordTraining.Failure.self) {
            try WakeWordTraining(options).run(output: "/nonexistent/x.tflite")
        }
        #expect(error.reason.contains("/nonexistent/kitchen.wav"))
    }
}
