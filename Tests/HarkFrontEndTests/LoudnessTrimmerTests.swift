import Foundation
import Testing

@testable import HarkFrontEnd

@Suite("Keeping the loudest speech, cutting the background around it")
struct LoudnessTrimmerTests {
    /// `samples` scaled by `decibels` (negative: quieter).
    static func scaled(_ samples: [Int16], by decibels: Double) -> [Int16] {
        let gain = pow(10, decibels / 20)
        return samples.map { Int16(clamping: Int((Double($0) * gain).rounded())) }
    }

    /// A command between two seconds of another voice on each side: the same recording, quieter
    /// by `backgroundDB`, as a voice across the room.
    static func commandInBackgroundVoice(backgroundDB: Double) throws -> (samples: [Int16], command: Range<Int>) {
        let speech = try Signals.speech()
        let voice = scaled(Array(speech.prefix(32_000)), by: -backgroundDB)
        let lead = voice + Signals.whiteNoise(seconds: 2 - Double(voice.count) / 16_000, rms: 3, seed: 1)
        let tail =
            Array(voice.reversed()) + Signals.whiteNoise(seconds: 2 - Double(voice.count) / 16_000, rms: 3, seed: 2)
        return (lead + speech + tail, lead.count..<(lead.count + speech.count))
    }

    @Test func cutsAQuieterVoiceBeforeAndAfterAndKeepsEveryWord() throws {
        let (samples, command) = try Self.commandInBackgroundVoice(backgroundDB: 25)
        let range = try #require(LoudnessTrimmer().speechRange(samples))
        let loud = VADTrimmerTests.loudExtent(try Signals.speech())
        let words = (command.lowerBound + loud.lowerBound)..<(command.lowerBound + loud.upperBound)
        #expect(range.lowerBound <= words.lowerBound && range.upperBound >= words.upperBound, "words clipped")
        #expect(range.lowerBound >= 24_000, "only \(range.lowerBound) of 32 000 leading samples cut")
        #expect(samples.count - range.upperBound >= 24_000, "only \(samples.count - range.upperBound) trailing cut")
    }

    /// A background nearly as loud as the command passes the threshold: little is cut, and no
    /// word of the command is lost.
    @Test func aBackgroundAsLoudAsTheCommandIsLeftToTheDecoder() throws {
        let (samples, command) = try Self.commandInBackgroundVoice(backgroundDB: 3)
        let range = try #require(LoudnessTrimmer().speechRange(samples))
        #expect(range.lowerBound <= command.lowerBound && range.upperBound >= command.upperBound)
    }

    @Test func aShortPauseInsideTheCommandIsBridgedAndALongOneIsNot() throws {
        let recording = try Signals.speech()
        let speech = Array(recording[VADTrimmerTests.loudExtent(recording)])
        let quiet = Self.scaled(speech, by: -6)
        let short = speech + Signals.silence(seconds: 0.5) + quiet
        let bridged = try #require(LoudnessTrimmer().speechRange(short))
        #expect(bridged.upperBound == short.count, "the part after a 0.5 s pause was cut")

        let long = speech + Signals.silence(seconds: 3) + quiet
        let cut = try #require(LoudnessTrimmer().speechRange(long))
        #expect(cut.upperBound < speech.count + 16_000, "speech 3 s after the loudest part was kept")
    }

    @Test func theMarginIsAddedOnEachSide() throws {
        let (samples, _) = try Self.commandInBackgroundVoice(backgroundDB: 25)
        let narrow = try #require(try LoudnessTrimmer(.init(marginMilliseconds: 0)).speechRange(samples))
        let wide = try #require(try LoudnessTrimmer(.init(marginMilliseconds: 200)).speechRange(samples))
        #expect(narrow.lowerBound - wide.lowerBound == 200 * 16)
        #expect(wide.upperBound - narrow.upperBound == 200 * 16)
        #expect(
            try LoudnessTrimmer().enhance(samples)
                == Array(samples[try #require(LoudnessTrimmer().speechRange(samples))]))
    }

    @Test func silenceAndTinyInputsAreKeptWhole() throws {
        let silence = Signals.silence(seconds: 1.5)
        #expect(try LoudnessTrimmer().enhance(silence).count == silence.count)
        let tiny = Signals.whiteNoise(seconds: 0.05, rms: 300)
        #expect(try LoudnessTrimmer().enhance(tiny) == tiny)
    }

    @Test func impossibleSettingsAreRefused() {
        #expect(throws: SpeechEnhancementError.self) { try LoudnessTrimmer(.init(thresholdDB: 0)) }
        #expect(throws: SpeechEnhancementError.self) { try LoudnessTrimmer(.init(thresholdDB: .nan)) }
        #expect(throws: SpeechEnhancementError.self) { try LoudnessTrimmer(.init(marginMilliseconds: -1)) }
    }
}
