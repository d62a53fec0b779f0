import Foundation
import HarkTestSupport
import Testing

@testable import Hark

/// The front end in front of a real decoder: speech that is clean must still come through.
@Suite("Decoding through a front end", .tags(.audio))
struct FrontEndDecodingTests {
    static let stages: [SpeechEnhancement] = [
        .speexDenoise(.init()), .webrtcNoiseSuppression(.init()), .webrtcVADTrim(.init()),
    ]

    /// A grammar rather than the general language model: with the whole of English open, one
    /// changed frame can turn "meters" into "years", which says little about the enhancer.
    @Test(arguments: stages)
    func cleanRecordingStillDecodesWithAGrammar(stage: SpeechEnhancement) throws {
        var configuration = RecognizerConfiguration.generalEnglish()
        configuration.search = .jsgfGrammar(path: TestData.root + "/goforward.gram")
        let transcriber = try Transcriber(configuration: configuration, frontEnd: FrontEnd([stage]))
        let result = try transcriber.transcribe(file: TestData.goForward, raw: .sphinx)
        #expect(result.transcript.text == "go forward ten meters")
    }

    /// Three seconds of faint noise on either side: trimmed away, the open-vocabulary decode is
    /// the clean file's, and speed still counts the whole file.
    @Test func trimmedPaddingDecodesLikeTheCleanFile() throws {
        let speech = try Data(contentsOf: URL(fileURLWithPath: TestData.goForward))
        var generator = SeededGenerator(seed: 5)
        let padding = { (count: Int) -> Data in
            let samples = (0..<count).map { _ in Int16.random(in: -30...30, using: &generator) }
            return samples.withUnsafeBufferPointer { Data(buffer: $0) }
        }
        let padded = padding(48_000) + speech + padding(48_000)
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("hark-trim-\(getpid()).raw").path
        try padded.write(to: URL(fileURLWithPath: path))
        defer { try? FileManager.default.removeItem(atPath: path) }

        let trimming = try Transcriber(configuration: .generalEnglish(), frontEnd: FrontEnd([.webrtcVADTrim(.init())]))
        let result = try trimming.transcribe(file: path, raw: .sphinx)
        #expect(result.transcript.text == "go forward ten meters")
        #expect(abs(result.audioSeconds - Double(padded.count / 2) / 16_000) < 0.001)
        // The trimmer kept the speech, not the padding before it ...
        let samples = padded.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
        let kept = try FrontEnd([.webrtcVADTrim(.init())]).makeChain().enhanced(samples)
        #expect(kept.startSample > 40_000 && kept.samples.count < samples.count - 80_000)
        // ... and the word times are the audio's as given: three seconds of padding in.
        let start = result.transcript.words.first?.start ?? 0
        #expect(start >= 3 && start < 3.6)
        // The noise estimate is of the audio given, before the trim: mostly faint padding.
        #expect((result.transcript.noise?.overMedianFrame ?? 0) > 30)
    }

    @Test func aFrontEndThatCannotBeBuiltFailsTheTranscriber() {
        #expect(throws: RecognizerError.self) {
            try Transcriber(
                configuration: .generalEnglish(), frontEnd: FrontEnd([.webrtcNoiseSuppression(.init(level: 9))]))
        }
    }
}

extension SpeechEnhancement: CustomTestStringConvertible {
    public var testDescription: String { description }
}
