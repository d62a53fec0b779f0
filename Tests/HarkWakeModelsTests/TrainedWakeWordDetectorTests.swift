import Foundation
import HarkAudio
import HarkSupport
import HarkTestSupport
import Testing

@testable import HarkWakeModels

/// openWakeWord's models through TensorFlow Lite's C API: the scores are openWakeWord's own, as
/// pyopen-wakeword (the package Home Assistant runs, scripts/setup-python.sh) computes them on
/// the same samples, and a missing or wrong runtime or model is an error naming its setting.
@Suite("Trained wake word detectors", .serialized)
struct TrainedWakeWordDetectorTests {
    /// Installs the runtime and the models (scripts/test.sh has already; quiet when there).
    static func setUp() throws {
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-wakeword.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
    }

    /// The 16 kHz samples Hark hears in `file`.
    static func samples(_ file: String) throws -> [Int16] {
        try SpeechAudioConditioner().condition(AudioFileReader().read(file), path: file).samples
    }

    /// pyopen-wakeword's scores of each raw file, every one it yields, in order.
    static func referenceScores(model: String, files: [String]) throws -> [[Double]] {
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-python.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
        let reference = try HarkProcess.run(
            [Repository.file("scripts/openwakeword-scores.py").path, "--model", model, "--scores"] + files,
            program: Repository.file(".venv-tools/bin/python"))
        try #require(reference.status == 0, Comment(rawValue: reference.standardError))
        return try reference.outputLines.map { line in
            let object = try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return try #require(object?["scores"] as? [Double])
        }
    }

    @Test(.tags(.audio, .slow), .skippedInQuickRuns, .timeLimit(.minutes(20)))
    func scoresAreOpenWakeWordsOwn() throws {
        try Self.setUp()
        let scratch = try ScratchDirectory("hark-wake-model")
        defer { scratch.remove() }
        // "hey jarvis" said by flite (its rms voice, which hey_jarvis scores 0.997; slt only 0.34),
        // real speech without it, and, where the shared recordings are beside the repository, a
        // real "jarvis" (which the model wakes on too).
        var sources = [
            try scratch.speak("hey jarvis", as: "hey-jarvis", voice: "rms"),
            PocketSphinxTestData.goForward,
        ]
        let real = Repository.root.deletingLastPathComponent().appendingPathComponent(
            "shared/wake-words/jarvis/008a6329-b20c-4cfc-9ad4-9e7034bc5148.flac")
        if FileManager.default.fileExists(atPath: real.path) { sources.append(real.path) }
        var audio: [[Int16]] = []
        for (index, source) in sources.enumerated() {
            let samples =
                source.hasSuffix(".raw")
                ? try Self.samples(source, raw: .sphinx)
                : try Self.samples(source)
            audio.append(samples)
            let bytes = samples.withUnsafeBytes { Data($0) }
            try bytes.write(to: scratch.file("\(index).raw"))
        }
        let reference = try Self.referenceScores(
            model: "hey_jarvis", files: sources.indices.map { scratch.path("\($0).raw") })

        let detector = try TrainedWakeWordDetector(model: .named("hey_jarvis"))
        #expect(detector.windowEmbeddings == 16)
        for (index, samples) in audio.enumerated() {
            detector.reset()
            // Chunks of another length than the reference's 1,280: the buffering must not matter.
            var scores: [Float] = []
            for start in stride(from: 0, to: samples.count, by: 1000) {
                scores += try detector.process(samples[start..<min(start + 1000, samples.count)])
            }
            try #require(scores.count == reference[index].count, "\(sources[index]): as many scores")
            let worst = zip(scores, reference[index]).map { abs(Double($0) - $1) }.max() ?? 0
            #expect(worst < 1e-3, "\(sources[index]): at most 1e-3 from openWakeWord's, \(worst) at worst")

            // One score per chunk, the autofill's left out, and the same detection as the reference.
            let perChunk = try detector.scores(for: samples)
            #expect(perChunk.count == reference[index].count - 75)
            #expect(perChunk.map(Double.init) == scores.suffix(perChunk.count).map(Double.init))
        }
        let best = reference.map { $0.max() ?? 0 }
        #expect(best[0] > 0.9, "flite's \"hey jarvis\" wakes hey_jarvis")
        #expect(best[1] < 0.05, "\"go forward ten meters\" does not")
        if best.count > 2 { #expect(best[2] > 0.5, "the real \"jarvis\" wakes it") }
        let detection = try detector.detect(audio[0])
        #expect(detection.detected)
        #expect((detection.at ?? 0) > 0.3 && (detection.at ?? 0) <= Double(audio[0].count) / 16_000 + 0.08)
        #expect(try detector.detect(audio[1]).detected == false)
    }

    @Test func aMissingLibraryIsAnErrorNamingItsSetting() throws {
        let error = try #require(throws: WakeModelError.self) {
            try TrainedWakeWordDetector(
                model: .named("hey_jarvis"),
                runtimeLibrary: "/nonexistent/libtensorflowlite_c.so")
        }
        #expect(error.reason.contains("/nonexistent/libtensorflowlite_c.so"))
        #expect(error.reason.contains(TrainedWakeWordDetector.librarySetting))
        #expect(error.reason.contains("scripts/setup-wakeword.sh"))
    }

    @Test func aLibraryNotThePinnedOneIsRefusedBeforeItIsOpened() throws {
        try Self.setUp()
        let scratch = try ScratchDirectory("hark-wake-library")
        defer { scratch.remove() }
        // A file of the right name beside real models: its bytes are not the pinned ones.
        for name in ["melspectrogram", "embedding_model", "hey_jarvis"] {
            try FileManager.default.copyItem(
                at: Repository.file("Models/wakeword/\(name).tflite"), to: scratch.file("\(name).tflite"))
        }
        let library = try scratch.write(Data("not a library".utf8), "libtensorflowlite_c.so")
        let error = try #require(throws: WakeModelError.self) {
            try TrainedWakeWordDetector(model: .named("hey_jarvis"), runtimeLibrary: library)
        }
        #expect(error.reason.contains(TrainedWakeWordDetector.librarySetting))
        #expect(error.reason.contains("SHA-256"))
        #expect(error.reason.contains(TensorFlowLiteRuntime.librarySHA256[PinnedLibrary.machineArchitecture]!))
    }

    @Test func aMissingOrWrongModelIsAnErrorNamingItsSetting() throws {
        try Self.setUp()
        let missing = try #require(throws: WakeModelError.self) {
            try TrainedWakeWordDetector(model: .named("hey_nobody"))
        }
        #expect(missing.reason.contains(TrainedWakeWordDetector.modelSetting))
        #expect(missing.reason.contains("hey_nobody"))
        #expect(missing.reason.contains("hey_jarvis"), "the installed models are listed")

        let scratch = try ScratchDirectory("hark-wake-bad-model")
        defer { scratch.remove() }
        // Not a model at all, and a model of another shape (the embedding model takes mel frames).
        let garbage = try scratch.write(Data(repeating: 7, count: 4096), "garbage.tflite")
        let notAModel = try #require(throws: WakeModelError.self) {
            try TrainedWakeWordDetector(model: .file(garbage))
        }
        #expect(notAModel.reason.contains(garbage))
        #expect(notAModel.reason.contains(TrainedWakeWordDetector.modelSetting))
        let wrongShape = try #require(throws: WakeModelError.self) {
            try TrainedWakeWordDetector(model: .file(Repository.file("Models/wakeword/embedding_model.tflite").path))
        }
        #expect(wrongShape.reason.contains("not an openWakeWord word model"))
    }

    @Test func aFeatureModelNotThePinnedOneIsRefused() throws {
        try Self.setUp()
        let scratch = try ScratchDirectory("hark-wake-features")
        defer { scratch.remove() }
        try FileManager.default.copyItem(
            at: Repository.file("Models/wakeword/libtensorflowlite_c.so"), to: scratch.file("libtensorflowlite_c.so"))
        try FileManager.default.copyItem(
            at: Repository.file("Models/wakeword/hey_jarvis.tflite"), to: scratch.file("hey_jarvis.tflite"))
        // The embedding model in the mel model's place.
        try FileManager.default.copyItem(
            at: Repository.file("Models/wakeword/embedding_model.tflite"), to: scratch.file("melspectrogram.tflite"))
        try FileManager.default.copyItem(
            at: Repository.file("Models/wakeword/embedding_model.tflite"), to: scratch.file("embedding_model.tflite"))
        let error = try #require(throws: WakeModelError.self) {
            try TrainedWakeWordDetector(
                model: .named("hey_jarvis"), runtimeLibrary: scratch.path("libtensorflowlite_c.so"))
        }
        #expect(error.reason.contains("melspectrogram"))
        #expect(error.reason.contains(TrainedWakeWordDetector.librarySetting))
    }

    @Test func modelsAreNamedOrFiles() {
        #expect(WakeModel("hey_jarvis") == .named("hey_jarvis"))
        #expect(WakeModel("mine/hey_bob.tflite") == .file("mine/hey_bob.tflite"))
        #expect(WakeModel("hey_bob.tflite")?.name == "hey_bob")
        #expect(WakeModel("  ") == nil)
        #expect(WakeModel.named("alexa").path(in: "/m") == "/m/alexa.tflite")
    }

    @Test func theInstalledModelsAreListedWithoutTheFeatureModels() throws {
        try Self.setUp()
        #expect(TrainedWakeWordDetector.installedModels() == WakeModel.installedNames)
    }
}

extension TrainedWakeWordDetectorTests {
    static func samples(_ file: String, raw: RawAudioFormat) throws -> [Int16] {
        try SpeechAudioConditioner().condition(AudioFileReader().read(file, raw: raw), path: file).samples
    }
}
