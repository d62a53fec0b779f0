import ArgumentParser
import Foundation
import Hark

/// `hark wake train`: a trained model for a phrase that has none.
struct WakeTrainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "train",
        abstract: "Train a wake word model for a phrase, from synthesized speech.",
        discussion: """
            Every installed voice (flite, espeak-ng and its variants, festival) says the phrase at \
            random speeds and pitches, under generated noise, babble and echo; random sentences of \
            common words, words that sound like the phrase's, and noise alone are the negatives. \
            A small classifier over openWakeWord's embeddings is trained on them and written as a \
            TensorFlow Lite model, which hark wake --model FILE, listen --wake-model FILE and the \
            Wyoming service run like openWakeWord's own. Takes minutes. See \
            \(Documentation.path("wake-word.md")).
            """)

    @Option(name: .customLong("word"), help: "The wake word or phrase, e.g. \"smart mirror\".")
    var word: String

    @Option(name: .customLong("output"), help: "Where to write the model, e.g. smart_mirror.tflite.")
    var output: String

    @Option(name: .customLong("positive-clips"), help: "Synthesized clips that say the phrase.")
    var positives = WakeWordTraining.Options(phrase: "").positiveClips

    @Option(name: .customLong("negative-clips"), help: "Synthesized clips that do not.")
    var negatives = WakeWordTraining.Options(phrase: "").negativeClips

    @Option(help: "Passes over the training windows.")
    var epochs = WakeWordClassifier.Settings().epochs

    @Option(help: "Seed of every random choice: the same seed and options give the same model.")
    var seed = WakeWordTraining.Options(phrase: "").seed

    @Option(name: .customLong("noise"), help: "An audio file of background noise of your own to mix in (repeatable).")
    var noise: [String] = []

    @Option(
        name: .customLong("negative"),
        help: "A recording of real speech without the phrase, heard as a negative (repeatable).",
        completion: .file())
    var negativeFiles: [String] = []

    @OptionGroup var parallel: JobsOptions
    @OptionGroup(title: "Profile") var profile: ProfileOptions

    func validate() throws {
        guard word.contains(where: \.isLetter) else { throw ValidationError("--word must hold a word") }
        guard output.hasSuffix(".tflite") else { throw ValidationError("--output must end in .tflite") }
        guard positives > 0, negatives > 0 else {
            throw ValidationError("--positive-clips and --negative-clips must be above 0")
        }
        guard epochs > 0 else { throw ValidationError("--epochs must be above 0") }
    }

    func run() throws {
        let pipeline = try profile.pipeline([])
        var options = WakeWordTraining.Options(phrase: word)
        options.positiveClips = positives
        options.negativeClips = negatives
        options.classifier.epochs = epochs
        options.seed = seed
        options.noiseFiles = noise
        options.negativeFiles = negativeFiles
        options.jobs = parallel.count
        options.runtimeLibrary = pipeline.configuration.wake.runtimeLibrary
        if negativeFiles.isEmpty {
            StandardStreams.printError(
                "hark: no --negative recordings: a model trained on synthesized speech alone also wakes on real "
                    + "voices without the phrase (\(Documentation.path("wake-word.md")))")
        }
        let outcome = try WakeWordTraining(options).run(output: output) { StandardStreams.printError($0) }
        let voices = outcome.voices.sorted { $0.key < $1.key }.map { "\($0.key) \($0.value)" }.joined(separator: ", ")
        StandardStreams.printLine(
            """
            wrote \(output): "\(word)", \(outcome.positiveWindows) windows with it and \(outcome.negativeWindows) without \
            (clips by engine: \(voices))
            training windows woken at \(TrainedWakeWordDetector.defaultThreshold): \(outcome.positivesWoken) with the \
            phrase, \(outcome.negativesWoken) without (of those checked); TensorFlow Lite's scores within \
            \(String(format: "%.1e", outcome.largestScoreDifference)) of the trainer's
            """)
    }
}
