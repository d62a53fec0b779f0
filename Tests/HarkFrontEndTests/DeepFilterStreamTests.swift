import HarkAudio
import HarkSupport
import HarkTestSupport
import Testing

@testable import HarkFrontEnd

/// The enhancer fed a stream a piece at a time gives what it gives a file.
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
    /// Under the sanitizers only the odd size, the one that crosses every boundary.
    @Test(arguments: TestRun.isSanitized ? [7] : [160, 7, 4_000])
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

    /// A whole utterance with the model run once over all its frames is, sample for sample, the
    /// stream fed it once and finished.
    @Test func theWholeAtOnceIsTheStreamFedOnce() throws {
        let audio = try Self.noisySpeech()
        let state = try DeepFilterEnhancer(.init(belowRangeDB: 0)).makeState()
        var calls = 0
        let (whole, frameSNRs) = try DeepFilterStream.enhance(audio) { frames throws(SpeechEnhancementError) in
            calls += 1
            var (input, output) = (frames, [Float](repeating: 0, count: frames.count))
            let estimates = state.process(&input, into: &output)
            return (output, estimates)
        }
        let streamed = try Self.stream()
        #expect(whole == (try streamed.finishing(audio)))
        #expect(frameSNRs == streamed.frameSNRs)
        #expect(calls == 1)
    }

    /// A forked copy of the pristine state reads exactly as a state just made, every time: the
    /// pristine state itself is never run, and the child's CPU is counted.
    @Test func aForkedStateReadsAsANewStateEveryTime() throws {
        let audio = try Self.noisySpeech()
        var frames = try Resampler(inputRate: 16_000, outputRate: 48_000).resample(audio.map { Float($0) / 32_768 })
        frames.removeLast(frames.count % DeepFilterRuntime.frameLength)
        let enhancer = try DeepFilterEnhancer(.init(belowRangeDB: 0))
        var (input, fresh) = (frames, [Float](repeating: 0, count: frames.count))
        let freshSNRs = try enhancer.makeState().process(&input, into: &fresh)
        let pristine = try enhancer.pristineState()
        let before = ForkedWorkCPU.total
        let first = try pristine.run(frames)
        let second = try pristine.run(frames)
        #expect(first.output == fresh && first.frameSNRs == freshSNRs)
        #expect(second.output == fresh && second.frameSNRs == freshSNRs)
        #expect(ForkedWorkCPU.total > before)
    }
}

extension DeepFilterStream {
    /// `audio` fed whole and finished.
    func finishing(_ audio: [Int16]) throws -> [Int16] {
        try append(audio) + finish()
    }
}
