import Foundation
import HarkAudio
import HarkRecognition
import HarkSupport
import HarkWakeModels
import Synchronization

/// `hark wake train`: a word model for a phrase that has none, made as openWakeWord makes its
/// own, from synthesized speech only.
///
/// - **Positives**: the phrase said by every installed voice in turn (``TrainingVoice``), each
///   at a random speed and pitch, after a random stretch of background, often reverberant and
///   under noise.
/// - **Negatives**: random sequences of the general English model's most likely words, said the
///   same ways, and among them words that sound like the phrase's (the pronouncing dictionary's
///   nearest) and, for a phrase of several words, each of its words alone; and noise alone.
/// - **Noise**: white, pink and brown noise and the babble of other training clips, at 0–30 dB;
///   files of one's own (`noiseFiles`) join them. No recording the benchmarks report on is
///   used.
///
/// Each clip goes through openWakeWord's frozen front end (``WakeWordEmbedder``); the windows
/// that end just after the phrase are positives, every window of a negative clip and the
/// background before the phrase negatives. ``WakeWordClassifier`` is trained on them and written
/// as a `.tflite` file, which TensorFlow Lite then runs on the training windows to check that it
/// scores them as the trainer does.
public struct WakeWordTraining: Sendable {
    /// What to train and how.
    public struct Options: Sendable {
        /// The phrase, e.g. `smart mirror`.
        public var phrase: String
        /// Clips that say the phrase.
        public var positiveClips = 1000
        /// Clips that do not.
        public var negativeClips = 1500
        /// Audio files of background noise of one's own (any format Hark reads), mixed in beside
        /// the generated noise.
        public var noiseFiles: [String] = []
        /// Recordings of real speech without the phrase (any format Hark reads), each heard as a
        /// negative four times, under different noise: synthesized speech alone teaches a model that
        /// real voices are the phrase.
        public var negativeFiles: [String] = []
        /// Seed of every random choice: the same options give the same model.
        public var seed: UInt64 = 1
        /// Parallel workers for synthesis and the front end.
        public var jobs = 2
        /// The TensorFlow Lite library (nil: the models folder's).
        public var runtimeLibrary: String?
        /// How the classifier is trained.
        public var classifier = WakeWordClassifier.Settings()

        /// The defaults, for `phrase`.
        public init(phrase: String) { self.phrase = phrase }
    }

    /// What training made and how well the file matches the trainer.
    public struct Outcome: Sendable {
        /// The trained classifier, as written.
        public var classifier: WakeWordClassifier
        /// The voices that spoke, by engine.
        public var voices: [String: Int]
        /// Training windows that end just after the phrase.
        public var positiveWindows: Int
        /// Training windows without it.
        public var negativeWindows: Int
        /// The negatives heard from recordings (`negativeFiles`, four times each).
        public var recordedNegativeClips: Int
        /// Checked windows with the phrase that the written model wakes on (at 0.5).
        public var positivesWoken: Int
        /// Checked windows without the phrase that the written model wakes on.
        public var negativesWoken: Int
        /// The largest difference between TensorFlow Lite's score and the trainer's, over the
        /// windows checked.
        public var largestScoreDifference: Float
    }

    /// Why a model could not be trained.
    public struct Failure: Error, CustomStringConvertible, Sendable {
        /// What went wrong, naming the file when one did.
        public var reason: String
        /// `wake train: REASON`.
        public var description: String { "wake train: \(reason)" }
    }

    /// What to train and how.
    public let options: Options

    /// A training run of `options`.
    public init(_ options: Options) { self.options = options }

    /// Trains, writes the model to `output` and checks it there; `progress` hears each stage.
    public func run(output: String, progress: @Sendable (String) -> Void = { _ in }) throws -> Outcome {
        let words = Self.words(options.phrase)
        guard !words.isEmpty else { throw Failure(reason: "the phrase must hold a word") }
        let voices = TrainingVoice.installed()
        guard !voices.isEmpty else {
            throw Failure(reason: "no speech synthesizer found (flite, espeak-ng or festival): run scripts/setup.sh")
        }
        // The front end first: without the runtime nothing else is worth doing.
        _ = try WakeWordEmbedder(runtimeLibrary: options.runtimeLibrary)
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("hark-wake-train-\(UUID())").path
        try FileManager.default.createDirectory(atPath: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(atPath: scratch) }

        func read(_ file: String) throws(Failure) -> [Int16] {
            do {
                return try SpeechAudioConditioner().condition(AudioFileReader().read(file), path: file).samples
            } catch { throw Failure(reason: "\(file): \(error)") }
        }
        let userNoise = try options.noiseFiles.map(read)
        let recorded = try options.negativeFiles.map(read)
        let texts = try negativeTexts(words: words)
        let clips = plan(voices: voices, texts: texts)
        progress(
            "speaking \(clips.count(where: \.positive)) clips of \"\(words.joined(separator: " "))\" and "
                + "\(clips.count(where: { !$0.positive })) without it, by \(voices.values.map(\.count).reduce(0, +)) voices"
        )
        let spoken = try parallel(clips.count) { index in
            let clip = clips[index]
            guard let voice = clip.voice else { return [Int16]() }
            return voice.speak(clip.text, speed: clip.speed, pitch: clip.pitch, scratch: scratch).map(Self.trimmed)
                ?? []
        }
        let babble = spoken.enumerated().filter { !clips[$0.offset].positive && !$0.element.isEmpty }.map(\.element)

        progress("hearing them through openWakeWord's front end")
        let window = options.classifier.windowEmbeddings
        let library = options.runtimeLibrary, seed = options.seed
        let heard = try parallel(
            clips.count,
            worker: { () throws(WakeModelError) in
                try WakeWordEmbedder(runtimeLibrary: library)
            }
        ) { embedder, index throws -> HeardClip? in
            let clip = clips[index]
            guard clip.voice == nil || !spoken[index].isEmpty else { return nil }
            var generator = SplitMix64(seed: seed, item: "clip \(index)")
            let placed = TrainingAudio.place(
                spoken[index], noise: clip.voice == nil, babble: babble, userNoise: userNoise, using: &generator)
            let embeddings = try embedder.embeddings(of: placed.samples, windowEmbeddings: window)
            return HeardClip(embeddings: embeddings, speech: placed.speech, positive: clip.positive)
        }
        let heardRecordings = try parallel(
            recorded.count * 4,
            worker: { () throws(WakeModelError) in
                try WakeWordEmbedder(runtimeLibrary: library)
            }
        ) { embedder, index throws -> HeardClip? in
            var generator = SplitMix64(seed: seed, item: "recording \(index)")
            let placed = TrainingAudio.place(
                recorded[index / 4], noise: false, babble: babble, userNoise: userNoise, using: &generator)
            let embeddings = try embedder.embeddings(of: placed.samples, windowEmbeddings: window)
            return HeardClip(embeddings: embeddings, speech: nil, positive: false)
        }

        var examples = WakeWordClassifier.Examples()
        for clip in (heard + heardRecordings).compactMap({ $0 }) {
            let stream = examples.streams.count
            examples.streams.append(clip.embeddings)
            let count = clip.embeddings.count / WakeWordEmbedder.embeddingSize
            let chunk = TrainedWakeWordDetector.chunkSamples
            // Embedding m of the audio (after the `window - 1` of the silence before it) has heard
            // the audio up to the end of chunk m.
            func index(ofChunkEndingAtOrAfter sample: Int) -> Int { window - 1 + (sample + chunk - 1) / chunk - 1 }
            if clip.positive, let speech = clip.speech {
                let end = index(ofChunkEndingAtOrAfter: speech.upperBound)
                for m in end...(end + 2) where m < count { examples.windows.append((stream, m, true)) }
                // The background before the phrase, every other window.
                let before = index(ofChunkEndingAtOrAfter: speech.lowerBound) - 1
                if before >= window - 1 {
                    for m in stride(from: window - 1, through: before, by: 2) {
                        examples.windows.append((stream, m, false))
                    }
                }
            } else {
                // Neighbouring windows overlap by 15 of 16 embeddings: every other one is enough.
                for m in stride(from: window - 1, to: count, by: 2) { examples.windows.append((stream, m, false)) }
            }
        }
        guard examples.positives > 0, examples.negatives > 0 else {
            throw Failure(reason: "no clip could be spoken: the synthesizers failed")
        }
        progress("training on \(examples.positives) windows with the phrase and \(examples.negatives) without")
        let classifier = WakeWordClassifier.train(examples, settings: options.classifier)
        let model = classifier.tensorFlowLiteModel(
            description: "hark wake train --word \"\(words.joined(separator: " "))\"")
        do { try model.write(to: URL(fileURLWithPath: output), options: .atomic) } catch {
            throw Failure(reason: "cannot write \(output): \(error.localizedDescription)")
        }

        // TensorFlow Lite on the file, against the trainer, on every positive and a sample of
        // the negatives.
        progress("checking \(output) through TensorFlow Lite")
        let checked = examples.windows.enumerated().filter { $0.element.positive || $0.offset % 7 == 0 }.map(\.element)
        let inputs = checked.map { window -> [Float] in
            let size = WakeWordEmbedder.embeddingSize
            return Array(
                examples.streams[window.stream][((window.end + 1 - self.window) * size)..<((window.end + 1) * size)])
        }
        let scores = try WakeWordEmbedder(runtimeLibrary: options.runtimeLibrary).scores(
            ofModelAt: output, windows: inputs)
        var largest: Float = 0
        for (input, score) in zip(inputs, scores) { largest = max(largest, abs(score - classifier.score(input))) }
        let threshold = Float(TrainedWakeWordDetector.defaultThreshold)
        let positives = zip(checked, scores).filter { $0.0.positive }
        let negatives = zip(checked, scores).filter { !$0.0.positive }
        var byEngine: [String: Int] = [:]
        for clip in clips { if let voice = clip.voice { byEngine[voice.engine.rawValue, default: 0] += 1 } }
        return Outcome(
            classifier: classifier, voices: byEngine, positiveWindows: examples.positives,
            negativeWindows: examples.negatives, recordedNegativeClips: heardRecordings.count,
            positivesWoken: positives.count(where: { $0.1 > threshold }),
            negativesWoken: negatives.count(where: { $0.1 > threshold }), largestScoreDifference: largest)
    }

    private var window: Int { options.classifier.windowEmbeddings }

    /// One clip to make: what is said, by whom, how; a clip without a voice is noise alone.
    struct Clip: Sendable {
        var positive: Bool
        var text: String
        var voice: TrainingVoice?
        var speed: Double
        var pitch: Double
    }

    struct HeardClip: Sendable {
        var embeddings: [Float]
        var speech: Range<Int>?
        var positive: Bool
    }

    /// The phrase's words, lowercased.
    static func words(_ phrase: String) -> [String] {
        phrase.lowercased().split { !$0.isLetter && $0 != "'" }.map(String.init)
    }

    /// The clips: engines take turns, so that each speaks a third of the clips however many
    /// voices it has; a tenth of the negatives are noise alone.
    func plan(voices: [TrainingVoice.Engine: [TrainingVoice]], texts: [String]) -> [Clip] {
        var generator = SplitMix64(seed: options.seed, item: "plan")
        func uniform(_ range: ClosedRange<Double>) -> Double {
            range.lowerBound + Double(generator.next() >> 11) / Double(1 << 53) * (range.upperBound - range.lowerBound)
        }
        let engines = TrainingVoice.Engine.allCases.filter { voices[$0] != nil }
        var clips: [Clip] = []
        let phrase = Self.words(options.phrase).joined(separator: " ")
        for index in 0..<(options.positiveClips + options.negativeClips) {
            let positive = index < options.positiveClips
            let engine = engines[index % engines.count]
            let choices = voices[engine] ?? []
            let voice = choices[generator.nextIndex(below: choices.count)]
            let noiseAlone = !positive && index % 10 == 0
            clips.append(
                Clip(
                    positive: positive, text: positive ? phrase : texts[generator.nextIndex(below: texts.count)],
                    voice: noiseAlone ? nil : voice, speed: uniform(0.8...1.25), pitch: uniform(0.7...1.4)))
        }
        return clips
    }

    /// Texts without the phrase: 3–8 of the general model's 2,000 most likely words, in a third
    /// of them a word that sounds like one of the phrase's or, for a phrase of several words, one
    /// of its own words; and a third of one or two words alone, half of them such a word.
    func negativeTexts(words: [String]) throws -> [String] {
        let location = AcousticModelLocation.standard()
        let common: [String]
        do {
            common = try Recognizer.mostLikelyWords(inLanguageModel: location.languageModel, count: 2000)
                .filter { $0.first?.isLetter == true && !words.contains($0) }
        } catch { throw Failure(reason: "\(error)") }
        var near = NearWords.find(for: words, dictionary: location.dictionary)
        if words.count > 1 { near += words }
        var generator = SplitMix64(seed: options.seed, item: "texts")
        return (0..<max(options.negativeClips, 1)).map { index in
            // A third are one or two words said alone, as a wake word is: without them, a real
            // word said alone is heard as the phrase.
            if index % 3 == 1 {
                if !near.isEmpty, generator.next() & 1 == 0 { return near[generator.nextIndex(below: near.count)] }
                return (0...generator.nextIndex(below: 2)).map { _ in common[generator.nextIndex(below: common.count)] }
                    .joined(separator: " ")
            }
            var sentence = (0..<(3 + generator.nextIndex(below: 6))).map { _ in
                common[generator.nextIndex(below: common.count)]
            }
            if index % 3 == 0, !near.isEmpty {
                sentence.insert(
                    near[generator.nextIndex(below: near.count)], at: generator.nextIndex(below: sentence.count))
            }
            return sentence.joined(separator: " ")
        }
    }

    /// `count` results of `work`, made by `options.jobs` threads, in order.
    private func parallel<Result: Sendable>(_ count: Int, _ work: @Sendable (Int) throws -> Result) throws -> [Result] {
        try parallel(count, worker: { () }, { _, index in try work(index) })
    }

    private func parallel<Worker, Result: Sendable>(
        _ count: Int, worker makeWorker: @Sendable () throws -> Worker,
        _ work: @Sendable (Worker, Int) throws -> Result
    ) throws -> [Result] {
        let results = Mutex<[Int: Result]>([:])
        let failure = Mutex<(any Error)?>(nil)
        let jobs = max(1, min(options.jobs, count))
        DispatchQueue.concurrentPerform(iterations: jobs) { job in
            do {
                let worker = try makeWorker()
                for index in stride(from: job, to: count, by: jobs) {
                    if failure.withLock({ $0 != nil }) { return }
                    let result = try work(worker, index)
                    results.withLock { $0[index] = result }
                }
            } catch { failure.withLock { $0 = $0 ?? error } }
        }
        if let error = failure.withLock({ $0 }) { throw error }
        return results.withLock { results in (0..<count).compactMap { results[$0] } }
    }

    /// `samples` without the quiet before and after the speech (below a fiftieth of the peak,
    /// in 10 ms frames).
    static func trimmed(_ samples: [Int16]) -> [Int16] {
        let frame = 160
        let peak = samples.reduce(0) { max($0, Int($1.magnitude)) }
        let floor = max(peak / 50, 1)
        let loud = stride(from: 0, to: samples.count, by: frame).filter { start in
            samples[start..<min(start + frame, samples.count)].contains { Int($0.magnitude) >= floor }
        }
        guard let first = loud.first, let last = loud.last else { return samples }
        return Array(samples[first..<min(last + frame, samples.count)])
    }
}
