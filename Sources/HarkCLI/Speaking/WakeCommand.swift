import ArgumentParser
import Foundation
import Hark

/// `hark wake`: wake words in audio files (the files subcommand, the default), and word models
/// of one's own (train).
struct WakeCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "wake",
        abstract: "Hear wake words in audio files, or train a model for one.",
        discussion: """
            `hark wake --word W FILES…` says whether W was said in each file (the files \
            subcommand); `hark wake train --word W --output W.tflite` makes a trained model of a \
            phrase from synthesized speech, for --model. See \(Documentation.path("wake-word.md")).
            """,
        subcommands: [WakeFilesCommand.self, WakeTrainCommand.self],
        defaultSubcommand: WakeFilesCommand.self)
}

/// `hark wake files`: whether, when and how surely a wake word was said in each file.
struct WakeFilesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "files",
        abstract: "Say whether a wake word was heard in each audio file, and when.",
        discussion: """
            Each file is heard whole by the wake word spotter (PocketSphinx's keyphrase search, then \
            Hark's score of each stretch it found). Prints FILE<TAB>yes|no<TAB>SECONDS<TAB>SCORE per \
            file, or with --json one object per line: file, detected, at (where the word begins, in \
            seconds), score, seconds (the file's length). Any phrase works; words the dictionary lacks are pronounced by the G2P \
            model. With --model instead of --word, a trained model hears it as openWakeWord does \
            (TensorFlow Lite, installed by scripts/setup-wakeword.sh): the score is the model's \
            highest, one per 80 ms, and at is when the word was heard (the end of the 80 ms that \
            woke). A file that fails is reported on stderr and the rest still run; the exit status \
            is 1 if any failed. See \(Documentation.path("wake-word.md")).
            """)

    @Option(name: .customLong("word"), help: "The wake word or phrase, e.g. computer.")
    var word: String?

    @Option(
        name: .customLong("model"),
        help: ArgumentHelp(
            "A trained wake word model instead of --word: a NAME installed beside \(ConfigurationSetting.wakeRuntimeLibrary.key) or a FILE.tflite.",
            discussion: """
                scripts/setup-wakeword.sh installs openWakeWord's \(WakeModel.installedNames.joined(separator: ", ")); \
                any openWakeWord model file works. It wakes above \(ConfigurationSetting.wakeModelThreshold.key) \
                (--wake-model-threshold, default \(TrainedWakeWordDetector.defaultThreshold)).
                """),
        completion: .file(extensions: ["tflite"]))
    var model: String?

    @Argument(help: "Audio files.", completion: .file())
    var files: [String]

    @Flag(help: "Print JSON Lines: file, detected, at, score.")
    var json = false

    @Flag(help: "With --json, also every stretch that resembled the word, with both scores (for hark evaluate wake).")
    var candidates = false

    @OptionGroup var parallel: JobsOptions
    @OptionGroup var wake: WakeOptions
    @OptionGroup(title: "Profile") var profile: ProfileOptions
    @OptionGroup var audio: RawAudioOptions

    func validate() throws {
        switch (word, model) {
        case (nil, nil): throw ValidationError("give --word or --model")
        case (.some, .some): throw ValidationError("give --word or --model, not both")
        case (.some(let word), nil):
            guard word.contains(where: \.isLetter) else { throw ValidationError("--word must hold a word") }
        case (nil, .some(let model)):
            guard WakeModel(model) != nil else { throw ValidationError("--model must name a model") }
            if candidates { throw ValidationError("--candidates lists the spotter's stretches: it takes --word") }
        }
    }

    func run() throws {
        let pipeline = try profile.pipeline([wake])
        let raw = audio.raw, json = json, candidates = candidates
        if let model = model.flatMap(WakeModel.init) {
            try FileBatch(files: files, jobs: parallel.count, label: "wake", json: json).run(
                makeWorker: { try pipeline.trainedWakeWordDetector(model) },
                work: { detector, file in
                    let (detection, seconds) = try detector.detect(file: file, raw: raw)
                    return WakeLine(file: file, detection, seconds: seconds)
                },
                deliver: { _, line in StandardStreams.printLine(json ? JSONLine.encode(line) : line.text) })
            return
        }
        guard let word else { return }
        try FileBatch(files: files, jobs: parallel.count, label: "wake", json: json).run(
            makeWorker: { try pipeline.wakeWordSpotter(for: word) },
            work: { spotter, file in
                WakeLine(file: file, try spotter.listen(file: file, raw: raw), candidates: candidates)
            },
            deliver: { _, line in StandardStreams.printLine(json ? JSONLine.encode(line) : line.text) })
    }
}

/// One file's line of `hark wake`.
struct WakeLine: Encodable, Sendable {
    var file: String
    var detected: Bool
    /// Where the word begins, in seconds; nil when it was not heard.
    var at: Double?
    /// The best stretch's score, heard or not; nil when nothing resembled the word.
    var score: Double?
    /// How long the file is, in seconds.
    var seconds: Double
    /// Every stretch the keyphrase search found (with the hidden --candidates).
    var candidates: [WakeWordResult.Candidate]?
    /// Whether it woke when heard again through the enhancer (a near miss in a loud room; off
    /// with `--no-wake-enhanced-second-hearing`).
    var enhanced = false

    init(file: String, _ heard: WakeWordResult, candidates: Bool) {
        self.file = file
        detected = heard.detected
        at = heard.detection.map { ($0.start * 100).rounded() / 100 }
        score = heard.candidates.map(\.score).max()
        seconds = (heard.audioSeconds * 1000).rounded() / 1000
        self.candidates = candidates ? heard.candidates : nil
        enhanced = heard.enhanced
    }

    /// A trained model's hearing of a file `seconds` long.
    init(file: String, _ heard: TrainedWakeWordDetector.Detection, seconds: Double) {
        self.file = file
        detected = heard.detected
        at = heard.at.map { ($0 * 100).rounded() / 100 }
        score = heard.score
        self.seconds = (seconds * 1000).rounded() / 1000
    }

    var text: String {
        "\(file)\t\(detected ? "yes" : "no")\t\(at.map { String($0) } ?? "-")\t\(score.map { String(format: "%.3f", $0) } ?? "-")"
    }
}

/// The wake word's setting flags.
struct WakeOptions: ParsableArguments, ProfileFlags {
    @Option(ConfigurationSetting.wakeThreshold)
    var threshold: Double?

    @Option(text: ConfigurationSetting.wakeScoring)
    var scoring: String?

    @Option(ConfigurationSetting.wakeModelThreshold)
    var modelThreshold: Double?

    @Flag(switching: ConfigurationSetting.wakeEnhancedSecondHearing)
    var noEnhancedSecondHearing = false

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set(ConfigurationSetting.wakeThreshold, given: threshold)
        try profile.set(ConfigurationSetting.wakeScoring, givenText: scoring)
        try profile.set(ConfigurationSetting.wakeModelThreshold, given: modelThreshold)
        try profile.set(ConfigurationSetting.wakeEnhancedSecondHearing, switched: noEnhancedSecondHearing)
    }
}

/// `--wake-word`: the phrase `listen` and the Wyoming service wake on.
struct WakeWordOption: ParsableArguments, ProfileFlags {
    @Option(
        name: .flag(of: ConfigurationSetting.wakeWord),
        help: ArgumentHelp(
            "The wake word, e.g. computer: listen acts only on a command after it; wyoming offers it to detect.",
            discussion: """
                listen, asleep, searches each utterance only for the word; after it, one command is \
                heard, said in the same breath or next (and the answers to any question it asks), \
                then it sleeps again. Default: the \(ConfigurationSetting.wakeWord.key) setting, else none (listen: every \
                utterance is a command). See \
                \(Documentation.path("wake-word.md")).
                """))
    var word: String?

    func validate() throws {
        if let word, !word.contains(where: \.isLetter) {
            throw ValidationError("\(ConfigurationSetting.wakeWord.flagName) must hold a word")
        }
    }

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set(ConfigurationSetting.wakeWord, given: word)
    }
}

/// `--wake-model`: the trained model `listen` wakes with, instead of `--wake-word`.
struct WakeModelOption: ParsableArguments, ProfileFlags {
    @Option(ConfigurationSetting.wakeModel, completion: .file(extensions: ["tflite"]))
    var model: String?

    func validate() throws {
        if let model, WakeModel(model) == nil {
            throw ValidationError("\(ConfigurationSetting.wakeModel.flagName) must name a model")
        }
    }

    func apply(to profile: inout HarkProfile) throws(ConfigurationError) {
        try profile.set(ConfigurationSetting.wakeModel, given: model)
    }
}
