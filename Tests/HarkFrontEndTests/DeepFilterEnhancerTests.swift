import Foundation
import HarkSupport
import HarkTestSupport
import Testing

@testable import HarkFrontEnd

/// DeepFilterNet3 through libDF's C API: the runtime is found, checked and refused by its
/// settings, the output lines up with the input, and it runs only where its condition says.
/// (EnhancerTests hold it to what every denoiser owes.)
@Suite("DeepFilterNet enhancer")
struct DeepFilterEnhancerTests {
    @Test func aMissingLibraryNamesItsSetting() throws {
        let settings = DeepFilterEnhancer.Settings(libraryPath: "/nonexistent/libdeepfilter.so")
        let error = try #require(throws: SpeechEnhancementError.self) { try DeepFilterEnhancer(settings) }
        #expect(error.enhancer == "deepfilter")
        #expect(error.reason.contains("/nonexistent/libdeepfilter.so"))
        #expect(error.reason.contains(DeepFilterEnhancer.librarySetting))
        #expect(error.reason.contains("scripts/setup-deepfilter.sh"))
    }

    /// libDF panics, and so aborts the process, on a model it cannot read: the checksum must
    /// catch a wrong file first.
    @Test func aModelThatIsNotThePinnedOneIsRefusedNotLoaded() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent(UUID().uuidString)
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let model = directory.appendingPathComponent("DeepFilterNet3_onnx.tar.gz")
        try Data("not a model".utf8).write(to: model)
        let noise = Signals.whiteNoise(seconds: 1, rms: 1_000)
        let error = try #require(throws: SpeechEnhancementError.self) {
            try DeepFilterEnhancer(.init(modelPath: model.path, belowRangeDB: 0)).enhance(noise)
        }
        #expect(error.reason.contains(DeepFilterEnhancer.modelSetting))
        #expect(error.reason.contains(DeepFilterRuntime.modelSHA256))

        // The library's own checksum is checked too: a model where the library should be.
        let library = try #require(ModelsDirectory.locate(DeepFilterEnhancer.Settings.modelFile))
        let wrongLibrary = try #require(throws: SpeechEnhancementError.self) {
            try DeepFilterEnhancer(.init(libraryPath: library.path, belowRangeDB: 0)).enhance(noise)
        }
        #expect(wrongLibrary.reason.contains(DeepFilterEnhancer.librarySetting))
    }

    @Test func outOfRangeSettingsAreRefused() {
        #expect(throws: SpeechEnhancementError.self) { try DeepFilterEnhancer(.init(attenuationLimitDB: 0)) }
        #expect(throws: SpeechEnhancementError.self) { try DeepFilterEnhancer(.init(postFilterBeta: 2)) }
        #expect(throws: SpeechEnhancementError.self) { try DeepFilterEnhancer(.init(belowRangeDB: -1)) }
    }

    /// The model's 30 ms of latency is taken out: word times read off the enhanced audio are
    /// times in the audio given. The lag of greatest correlation between input and output is 0.
    @Test func outputLinesUpWithTheInput() throws {
        let speech = try Signals.speech()
        let output = try DeepFilterEnhancer(.init(belowRangeDB: 0)).enhance(speech)
        #expect(output.count == speech.count)
        func correlation(lag: Int) -> Double {
            var sum = 0.0
            for index in max(0, -lag)..<min(speech.count, speech.count - lag) {
                sum += Double(speech[index]) * Double(output[index + lag])
            }
            return sum
        }
        let lags = Array(-960...960)
        let best = lags.max { correlation(lag: $0) < correlation(lag: $1) }
        #expect(best.map { abs($0) <= 1 } == true, "best lag \(best ?? 0) samples")
    }

    /// Loud clean speech swings far between syllables and pauses; under the condition's range
    /// it is passed through untouched, and noise filling the pauses sends it through the model.
    @Test func theConditionPassesCleanSpeechThroughUntouched() throws {
        let speech = try Signals.speech()
        let range = try #require(ForegroundGate.loudnessRange(speech))
        let enhancer = try DeepFilterEnhancer(.init(belowRangeDB: range - 1))
        #expect(!enhancer.runs(on: speech))
        #expect(try enhancer.enhance(speech) == speech)
        #expect(enhancer.lastFrameSNRs.isEmpty)

        let noisy = zip(speech, Signals.whiteNoise(seconds: 3, rms: 1_500)).map {
            Int16(clamping: Int($0) + Int($1))
        }
        #expect(enhancer.runs(on: noisy))
        #expect(try enhancer.enhance(noisy) != noisy)
        // One estimate per 10 ms frame of the 48 kHz audio, including the flushed lookahead.
        #expect(enhancer.lastFrameSNRs.count >= noisy.count / 160)
    }

    /// The default runs the model on the noisy utterance and leaves the clean one alone.
    @Test func theDefaultConditionSeparatesCleanFromNoisy() throws {
        let speech = try Signals.speech()
        let enhancer = try DeepFilterEnhancer()
        #expect(!enhancer.runs(on: speech))
        let noisy = zip(speech, Signals.whiteNoise(seconds: 3, rms: 3_000)).map { Int16(clamping: Int($0) + Int($1)) }
        #expect(enhancer.runs(on: noisy))
    }

    /// Noisy audio is heard without the enhancer first; clean audio, which it leaves alone, once.
    @Test func aChainWithItHearsNoisyAudioPlainlyFirst() throws {
        let speech = try Signals.speech()
        let noisy = zip(speech, Signals.whiteNoise(seconds: 3, rms: 3_000)).map { Int16(clamping: Int($0) + Int($1)) }
        let chain = try FrontEnd([.deepFilter(.init()), .loudnessTrim(.init())]).makeChain()
        #expect(chain.needsPlainReading(noisy))
        #expect(!chain.needsPlainReading(speech))
        let trimOnly = try FrontEnd([.loudnessTrim(.init())]).makeChain()
        #expect(try chain.enhanced(noisy, plain: true) == trimOnly.enhanced(noisy))
        #expect(!trimOnly.needsPlainReading(noisy))
    }

    /// Speech in noise keeps its loudest frames through the model; the noise alone loses them, so
    /// only the first is vouched for where a plain reading was empty. Once vouched for, the
    /// enhanced audio is what the chain hears, and the model is not run again.
    @Test(.skippedUnderSanitizers) func itVouchesForAVoiceAndNotForTheNoiseAlone() throws {
        let speech = try Signals.speech()
        let noise = Signals.whiteNoise(seconds: 3, rms: 1_500)
        let noisy = zip(speech, noise).map { Int16(clamping: Int($0) + Int($1)) }
        let noiseAlone = Array(noise.prefix(speech.count))
        let enhancer = try DeepFilterEnhancer()
        #expect(enhancer.runs(on: noisy) && enhancer.runs(on: noiseAlone))
        let keptSpeech = try #require(DeepFilterEnhancer.keptLoudnessDB(of: noisy, enhanced: enhancer.enhance(noisy)))
        let keptNoise = try #require(
            DeepFilterEnhancer.keptLoudnessDB(of: noiseAlone, enhanced: enhancer.enhance(noiseAlone)))
        #expect(keptNoise < keptSpeech - 10, "speech kept \(keptSpeech) dB, noise alone \(keptNoise) dB")
        #expect(try enhancer.vouchesForSpeech(in: noisy))
        #expect(try !enhancer.vouchesForSpeech(in: noiseAlone))
        #expect(try !DeepFilterEnhancer(.init(speechKeptDB: nil)).vouchesForSpeech(in: noisy))
        #expect(try !enhancer.vouchesForSpeech(in: speech), "clean speech is passed through, so nothing is vouched")
    }

    @Test func theDescriptionNamesTheSettings() {
        #expect(
            SpeechEnhancement.deepFilter(.init(attenuationLimitDB: 30, belowRangeDB: 25)).description
                == "deepfilter(attenuation limit 30.0 dB, post-filter 0.0, below 25.0 dB range)")
    }
}
