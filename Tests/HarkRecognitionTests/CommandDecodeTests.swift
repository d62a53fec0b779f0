import Foundation
import HarkFrontEnd
import HarkRecognition
import Testing

@testable import Hark

/// The front end's cuts are undone only when they cost the command: an empty reading of trimmed
/// audio is heard again uncut, and nothing else is.
@Suite("Command decode through the front end")
struct CommandDecodeTests {
    /// Keeps the first `kept` samples, as a trimmer that cut too much would.
    final class CuttingEnhancer: SpeechEnhancer {
        let name = "test-cut"
        let cuts = true
        let kept: Int
        init(keeping kept: Int) { self.kept = kept }
        func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] { Array(samples.prefix(kept)) }
    }

    /// Adds one to every sample: a cleaner, which the uncut decode must still run.
    final class Brightener: SpeechEnhancer {
        let name = "test-clean"
        func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] { samples.map { $0 + 1 } }
    }

    /// Keeps one second from one second in, as a trimmer cutting a second of silence before a
    /// command does.
    final class SecondTrimmer: SpeechTrimmer {
        let name = "test-trim"
        let cuts = true
        func speechRange(_ samples: [Int16]) throws(SpeechEnhancementError) -> Range<Int>? {
            samples.count >= 32_000 ? 16_000..<32_000 : nil
        }
    }

    /// Word times are the audio's as given, not the trimmed stretch's: the words a decoder hears
    /// 0.2 s into what a trimmer kept from 1 s on were said at 1.2 s.
    @Test func wordTimesCountWhatTheTrimmerCutBefore() throws {
        let audio = [Int16](repeating: 5, count: 48_000)
        let chain = FrontEndChain([Brightener(), SecondTrimmer()])
        #expect(try chain.enhanced(audio).startSample == 16_000)
        #expect(try chain.enhanced(audio).samples == chain.enhance(audio))
        let heard = try CommandDecode.hear(audio, through: chain) { samples in
            Transcript(
                text: "latte", words: [WordSegment(word: "latte", start: 0.2, end: 0.5, confidence: 1)], score: -100,
                confidence: 1)
        }
        #expect(heard.transcript.words.map(\.start) == [1.2] && heard.transcript.words.map(\.end) == [1.5])
        #expect(heard.startSeconds == 1)
        // Uncut, the decoder's times are the audio's already.
        let uncut = try CommandDecode.hear(audio, through: chain) { samples in
            samples.count == 48_000
                ? Transcript(
                    text: "latte", words: [WordSegment(word: "latte", start: 1.2, end: 1.5, confidence: 1)],
                    score: -100, confidence: 1) : .nothingHeard
        }
        #expect(uncut.heardUncut && uncut.transcript.words.map(\.start) == [1.2])
    }

    @Test func anEmptyTrimmedReadingIsHeardAgainUncut() throws {
        let audio = [Int16](repeating: 5, count: 1000)
        let chain = FrontEndChain([Brightener(), CuttingEnhancer(keeping: 300)])
        var decoded: [[Int16]] = []
        let heard = try CommandDecode.hear(audio, through: chain) { samples in
            decoded.append(samples)
            return samples.count >= 800
                ? Transcript(text: "brew a latte", words: [], score: -100, confidence: 1) : .nothingHeard
        }
        #expect(heard.transcript.text == "brew a latte")
        #expect(heard.heardUncut)
        #expect(decoded.map(\.count) == [300, 1000])
        #expect(decoded.last?.allSatisfy { $0 == 6 } == true, "the cleaner still runs on the uncut audio")
    }

    @Test func aReadingOfTrimmedAudioStands() throws {
        let audio = [Int16](repeating: 5, count: 1000)
        var calls = 0
        let heard = try CommandDecode.hear(audio, through: FrontEndChain([CuttingEnhancer(keeping: 900)])) { _ in
            calls += 1
            return Transcript(text: "brew a latte", words: [], score: -100, confidence: 1)
        }
        #expect(calls == 1 && !heard.heardUncut && heard.samples.count == 900)
    }

    @Test func nothingInEitherStaysNothing() throws {
        let audio = [Int16](repeating: 5, count: 1000)
        var calls = 0
        let heard = try CommandDecode.hear(audio, through: FrontEndChain([CuttingEnhancer(keeping: 300)])) { _ in
            calls += 1
            return .nothingHeard
        }
        #expect(calls == 2 && heard.transcript.text.isEmpty && !heard.heardUncut && heard.samples.count == 300)
    }

    @Test func withoutATrimmerThereIsNoSecondDecode() throws {
        let audio = [Int16](repeating: 5, count: 1000)
        var calls = 0
        _ = try CommandDecode.hear(audio, through: FrontEndChain([Brightener()])) { _ in
            calls += 1
            return .nothingHeard
        }
        #expect(calls == 1)
    }
}

/// A learned enhancer brings out background voices as well as the user's, so its reading stands
/// only where the audio heard without it was heard as something.
@Suite("Readings that confirm a plain one")
struct PlainReadingTests {
    /// Puts a talker where there was none, as a learned enhancer does with a crowd's voices.
    final class Talker: SpeechEnhancer {
        let name = "test-talker"
        let confirmsPlainReading: Bool
        let speech: [Int16]
        let vouches: Bool
        init(confirming: Bool, speech: [Int16], vouching: Bool = false) {
            confirmsPlainReading = confirming
            self.speech = speech
            vouches = vouching
        }
        func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] { speech }
        func vouchesForSpeech(in samples: [Int16]) throws(SpeechEnhancementError) -> Bool { vouches }
    }

    static func goForward() throws -> [Int16] {
        let bytes = try Data(contentsOf: URL(fileURLWithPath: "/usr/share/pocketsphinx/test/data/goforward.raw"))
        return bytes.withUnsafeBytes { Array($0.bindMemory(to: Int16.self)) }
    }

    func heard(_ samples: [Int16], through enhancer: Talker) throws -> String {
        let recognizer = try Recognizer(configuration: .generalEnglish())
        let pipeline = UtterancePipeline(
            recognizer: recognizer, frontEndChain: FrontEndChain([enhancer]), alternatives: 0)
        let heard = try pipeline.hear(samples) { .command(rejectingPer: recognizer.configuration) }
        return try #require(heard).transcript.text
    }

    @Test func whatThePlainFrontEndHeardAsNothingStaysNothing() throws {
        let speech = try Self.goForward()
        let silence = [Int16](repeating: 0, count: speech.count)
        #expect(try heard(silence, through: Talker(confirming: false, speech: speech)).contains("forward"))
        #expect(try heard(silence, through: Talker(confirming: true, speech: speech)) == "")
        // Where the plain reading heard something, the enhanced reading stands.
        let quiet = speech.map { $0 / 4 }
        #expect(try heard(quiet, through: Talker(confirming: true, speech: speech)).contains("forward"))
    }

    /// Counts the decodes it is asked to clean for: every decode, plain or enhanced, runs it.
    final class DecodeCounter: SpeechEnhancer {
        let name = "test-count"
        var calls = 0
        func enhance(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] {
            calls += 1
            return samples
        }
    }

    /// Where the enhancer vouches for a voice, the plain reading could change nothing, so only the
    /// enhanced audio is decoded; where it does not, the plain reading is decoded first.
    @Test func aVouchedUtteranceIsDecodedOnce() throws {
        let speech = try Self.goForward()
        let quiet = speech.map { $0 / 4 }
        let recognizer = try Recognizer(configuration: .generalEnglish())
        for (vouching, decodes) in [(true, 1), (false, 2)] {
            let counter = DecodeCounter()
            let chain = FrontEndChain([Talker(confirming: true, speech: speech, vouching: vouching), counter])
            let pipeline = UtterancePipeline(recognizer: recognizer, frontEndChain: chain, alternatives: 0)
            let heard = try pipeline.hear(quiet) { .command(rejectingPer: recognizer.configuration) }
            #expect(try #require(heard).transcript.text.contains("forward"))
            #expect(counter.calls == decodes, "vouching \(vouching)")
        }
    }

    @Test func anEnhancerThatVouchesForAVoiceIsHeardWhereThePlainReadingWasEmpty() throws {
        let speech = try Self.goForward()
        let silence = [Int16](repeating: 0, count: speech.count)
        #expect(
            try heard(silence, through: Talker(confirming: true, speech: speech, vouching: true)).contains("forward"))
        // A chain vouches only where every confirming enhancer that changes the audio does.
        let chain = FrontEndChain([
            Talker(confirming: true, speech: speech, vouching: true),
            Talker(confirming: true, speech: speech, vouching: false),
        ])
        #expect(try !chain.vouchesForSpeech(silence))
        #expect(
            try !FrontEndChain([Talker(confirming: false, speech: speech, vouching: true)]).vouchesForSpeech(silence))
    }
}
