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

    /// The second hearing (through speex here) is asked for only when the first reading is a
    /// request read with doubt, and its reading stands only when it is likelier.
    @Test(arguments: [
        (first: 0.2, second: 0.9, hearsTwice: true, keepsSecond: true),
        (first: 0.2, second: 0.1, hearsTwice: true, keepsSecond: false),
        (first: 0.8, second: 0.9, hearsTwice: false, keepsSecond: false),
        (first: -1, second: 0.9, hearsTwice: false, keepsSecond: false),
    ])
    func secondHearingKeepsTheLikelierReading(first: Double, second: Double, hearsTwice: Bool, keepsSecond: Bool)
        throws
    {
        var configuration = RecognizerConfiguration.generalEnglish()
        configuration.search = .jsgfGrammar(path: TestData.root + "/goforward.gram")
        var frontEnd = FrontEnd()
        frontEnd.secondHearing = [.speexDenoise(.init())]
        frontEnd.secondHearingBelow = 0.5
        let transcriber = try Transcriber(configuration: configuration, frontEnd: frontEnd)
        nonisolated(unsafe) var judged: [Transcript] = []
        transcriber.readingConfidence = { transcript in
            judged.append(transcript)
            return judged.count == 1 ? first : second
        }
        let result = try transcriber.transcribe(file: TestData.goForward, raw: .sphinx)
        #expect(judged.count == (hearsTwice ? 2 : 1))
        if hearsTwice {
            // speex changed the audio, so the two hearings' scores tell them apart.
            #expect(judged[0].score != judged[1].score)
            #expect(result.transcript.score == judged[keepsSecond ? 1 : 0].score)
        } else {
            #expect(result.transcript.score == judged[0].score)
        }
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
