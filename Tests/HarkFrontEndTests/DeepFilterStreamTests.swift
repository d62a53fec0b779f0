import HarkAudio
import Testing

@testable import HarkFrontEnd

/// The enhancer fed a stream a piece at a time gives what it gives a file, and a listener's tap
/// hands an utterance enhanced while it was said to the enhancer that hears it.
@Suite("DeepFilterNet over a stream")
struct DeepFilterStreamTests {
    private static func noisySpeech() throws -> [Int16] {
        let speech = try Signals.speech()
        let noise = Signals.whiteNoise(seconds: Double(speech.count) / 16_000, rms: 600)
        return zip(speech, noise).map { Int16(clamping: Int($0) + Int($1)) }
    }

    private static func stream() throws -> DeepFilterStream {
        try DeepFilterStream(state: try DeepFilterEnhancer(.init(belowRangeDB: 0)).makeState())
    }

    /// Pieces of any size, a 10 ms frame or an odd 7 samples, join to the output of the whole.
    @Test(arguments: [160, 7, 4_000])
    func piecesJoinToTheWhole(pieceSize: Int) throws {
        let audio = try Self.noisySpeech()
        let whole = try DeepFilterEnhancer(.init(belowRangeDB: 0)).enhance(audio)
        let stream = try Self.stream()
        var pieces: [Int16] = []
        for start in stride(from: 0, to: audio.count, by: pieceSize) {
            pieces += try stream.append(Array(audio[start..<min(audio.count, start + pieceSize)]))
        }
        // The output lags the input by the model's 30 ms lookahead and the two resamplers'
        // filters (about 75 ms), never more: well inside the endpointer's 250 ms between the
        // utterance's end and its closing.
        #expect(pieces.count < audio.count)
        #expect(audio.count - pieces.count < 16_000 * 12 / 100 + pieceSize)
        pieces += try stream.finish()
        #expect(pieces.count == audio.count)
        let worst = zip(whole, pieces).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "largest difference \(worst)")
        #expect(whole != audio)
    }

    /// The stream does what the one-shot conversion does: whole-buffer resampling, the model over
    /// padded frames, the lookahead dropped.
    @Test func itMatchesTheOneShotSteps() throws {
        let audio = try Self.noisySpeech()
        var input = try Resampler(inputRate: 16_000, outputRate: 48_000).resample(audio.map { Float($0) / 32_768 })
        let count = input.count
        let frame = DeepFilterRuntime.frameLength, latency = DeepFilterRuntime.latency
        input += repeatElement(0, count: latency + (frame - (count + latency) % frame) % frame)
        var output = [Float](repeating: 0, count: input.count)
        _ = try DeepFilterEnhancer(.init(belowRangeDB: 0)).makeState().process(&input, into: &output)
        let down = try Resampler(inputRate: 48_000, outputRate: 16_000).resample(
            Array(output[latency..<(latency + count)]))
        let oneShot = (0..<audio.count).map { index in
            index < down.count ? Int16(max(-32_768, min(32_767, (down[index] * 32_768).rounded()))) : 0
        }
        let enhanced = try Self.stream().finishing(audio)
        let worst = zip(oneShot, enhanced).map { abs(Int($0) - Int($1)) }.max() ?? 0
        #expect(worst <= 1, "largest difference \(worst)")
        #expect(enhanced.count == audio.count)
    }

    /// An utterance a listener's endpointer finds is enhanced while it is read; the enhancer that
    /// then hears it takes that output rather than enhancing it again.
    @Test func aTapHandsTheUtteranceToTheEnhancer() throws {
        let settings = DeepFilterEnhancer.Settings(attenuationLimitDB: 37, belowRangeDB: 0)
        let stream = Signals.silence(seconds: 0.5) + (try Self.noisySpeech()) + Signals.silence(seconds: 1.5)
        let (tap, utterances) = try Self.tapped(stream, settings: settings)
        let utterance = try #require(utterances.first)
        let handed = try #require(StreamedEnhancements.shared.output(for: utterance.samples, settings: settings))
        #expect(!tap.waitedForLast, "the utterance was enhanced before it closed")
        #expect(handed.count == utterance.samples.count)
        #expect(try DeepFilterEnhancer(settings).enhance(utterance.samples) == handed)
        // Other settings are another model's output: not handed over.
        #expect(StreamedEnhancements.shared.output(for: utterance.samples, settings: .init(belowRangeDB: 0)) == nil)
        // The stream's version differs from a fresh file's at most by the audio after the end
        // that the model's lookahead heard: the two agree closely.
        let fresh = try Self.stream().finishing(utterance.samples)
        var product = 0.0
        var energy = 1.0
        for (streamed, alone) in zip(handed, fresh) {
            product += Double(streamed) * Double(alone)
            energy += Double(streamed) * Double(streamed)
        }
        let agreement = product / energy
        #expect(agreement > 0.95, "agreement \(agreement)")
    }

    /// With the enhancer's loudness-range condition, an utterance whose start is already clear
    /// costs the stream no model state, while one in steady noise is enhanced as it is said, the
    /// model loaded when it is first needed.
    @Test func onlyUtterancesTheConditionSendsThroughAreEnhancedAsTheyStream() throws {
        let settings = DeepFilterEnhancer.Settings()
        let speech = try Signals.speech()
        let clean = Signals.silence(seconds: 0.5) + speech + Signals.silence(seconds: 1.5)
        let (clearTap, clearUtterances) = try Self.tapped(clean, settings: settings)
        let clear = try #require(clearUtterances.first)
        #expect(!(try DeepFilterEnhancer(settings).runs(on: clear.samples)))
        #expect(clearTap.statesMade == 0)
        #expect(StreamedEnhancements.shared.output(for: clear.samples, settings: settings) == nil)

        let noise = Signals.whiteNoise(seconds: Double(clean.count) / 16_000, rms: 800, seed: 5)
        let noisy = zip(clean, noise).map { Int16(clamping: Int($0) + Int($1)) }
        let (noisyTap, noisyUtterances) = try Self.tapped(
            noisy, settings: settings, detector: try WebRTCVoiceDetector(likelihood: 1))
        let heard = try #require(noisyUtterances.first)
        #expect(try DeepFilterEnhancer(settings).runs(on: heard.samples))
        #expect(noisyTap.statesMade >= 1)
        #expect(!noisyTap.waitedForLast, "the utterance was enhanced before it closed")
        #expect(StreamedEnhancements.shared.output(for: heard.samples, settings: settings) != nil)
    }

    /// `stream` read 100 ms at a time by an endpointer (on `detector`, energy unless given) and a
    /// tap, as a listener reads it.
    private static func tapped(
        _ stream: [Int16], settings: DeepFilterEnhancer.Settings,
        detector: any VoiceActivityDetector = EnergyVoiceDetector()
    ) throws -> (DeepFilterStreamTap, [StreamUtterance]) {
        let endpointer = try UtteranceEndpointer(detector: detector)
        let tap = try DeepFilterStreamTap(settings: settings)
        var utterances: [StreamUtterance] = []
        for start in stride(from: 0, to: stream.count, by: 1_600) {
            let chunk = Array(stream[start..<min(stream.count, start + 1_600)])
            let found = try endpointer.append(chunk)
            tap.append(chunk)
            for utterance in found { tap.finish(utterance) }
            utterances += found
            tap.follow(utteranceStart: endpointer.openUtteranceStart)
        }
        return (tap, utterances)
    }
}

extension DeepFilterStream {
    /// `audio` fed whole and finished.
    fileprivate func finishing(_ audio: [Int16]) throws -> [Int16] {
        try append(audio) + finish()
    }
}
