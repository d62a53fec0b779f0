import HarkAudio

/// DeepFilterNet3 over audio that arrives a piece at a time: 16 kHz samples in, the enhanced
/// samples out as soon as the model's lookahead allows, lined up with the input.
///
/// A file is this fed once and finished, so a stream and a file go through the same steps: up to
/// 48 kHz, the model 10 ms at a time, back to 16 kHz. The output runs
/// ``DeepFilterRuntime/latency`` (30 ms at 48 kHz) plus the resamplers' filters behind the input;
/// dropping the model's first `latency` samples lines it up, so word times stay right.
final class DeepFilterStream {
    /// The model's work on whole 48 kHz frames: fills `output` (as long as `input`) and returns
    /// each frame's SNR estimate (dB).
    typealias Model = (_ input: inout [Float], _ output: inout [Float]) throws(SpeechEnhancementError) -> [Float]

    private let model: Model
    private let up: StreamingResampler
    private let down: StreamingResampler
    /// 48 kHz input not yet making up a whole frame.
    private var pending: [Float] = []
    /// Model output still to drop before the output lines up with the input.
    private var toSkip = DeepFilterRuntime.latency
    /// 48 kHz samples given to the model and lined-up samples taken out of it: the end of the
    /// input bounds what is kept of the silence that flushes the model.
    private var modelInput = 0
    private var modelOutput = 0
    /// 16 kHz samples taken in and given out.
    private(set) var received = 0
    private(set) var delivered = 0
    private var finished = false
    /// The model's estimate of each frame's local SNR (dB), in order.
    private(set) var frameSNRs: [Float] = []

    /// A stream through `state`, which it owns from now on.
    convenience init(state: DeepFilterRuntime.State) throws(SpeechEnhancementError) {
        try self.init { input, output throws(SpeechEnhancementError) in state.process(&input, into: &output) }
    }

    /// A stream whose frames `model` enhances.
    init(model: @escaping Model) throws(SpeechEnhancementError) {
        self.model = model
        do {
            up = try StreamingResampler(inputRate: SpeechAudio.sampleRate, outputRate: DeepFilterRuntime.sampleRate)
            down = try StreamingResampler(inputRate: DeepFilterRuntime.sampleRate, outputRate: SpeechAudio.sampleRate)
        } catch {
            throw SpeechEnhancementError(
                enhancer: DeepFilterEnhancer.enhancerName, reason: "resampler: \(error.message)")
        }
    }

    /// `samples` enhanced whole, sample for sample as a stream fed them once and finished gives
    /// them, with `model` run once over all the frames (48 kHz in; their output and each frame's
    /// SNR estimate out): for a model state that serves a single call
    /// (``DeepFilterRuntime/PristineState``).
    static func enhance(
        _ samples: [Int16], model: ([Float]) throws(SpeechEnhancementError) -> (output: [Float], frameSNRs: [Float])
    ) throws(SpeechEnhancementError) -> (samples: [Int16], frameSNRs: [Float]) {
        // The stream's own steps, the model left out, to learn every frame it would be given …
        var frames: [Float] = []
        let recorder = try DeepFilterStream { input, _ throws(SpeechEnhancementError) in
            frames.append(contentsOf: input)
            return []
        }
        _ = try recorder.append(samples)
        _ = try recorder.finish()
        let (enhanced, frameSNRs) = try model(frames)
        // … then the same steps again, handing out the model's output in the order it was asked.
        var given = 0
        let player = try DeepFilterStream { input, output throws(SpeechEnhancementError) in
            output = Array(enhanced[given..<(given + input.count)])
            given += input.count
            return []
        }
        return (try player.append(samples) + player.finish(), frameSNRs)
    }

    /// The enhanced samples that `samples`, following what came before, make ready.
    func append(_ samples: [Int16]) throws(SpeechEnhancementError) -> [Int16] {
        precondition(!finished, "a finished stream takes no more audio")
        guard !samples.isEmpty else { return [] }
        received += samples.count
        let upsampled = try resampled(up, samples.map { Float($0) / 32_768 }, "to 48 kHz")
        modelInput += upsampled.count
        pending.append(contentsOf: upsampled)
        return try deliver(try modelOutput(whole: false), last: false)
    }

    /// The rest of the enhanced samples, once the input has ended: all of them together as many as
    /// were taken in. Silence after the input flushes the model's lookahead and completes the
    /// last frame.
    func finish() throws(SpeechEnhancementError) -> [Int16] {
        precondition(!finished, "a stream finishes once")
        finished = true
        let rest: [Float]
        do { rest = try up.flush() } catch {
            throw SpeechEnhancementError(
                enhancer: DeepFilterEnhancer.enhancerName, reason: "resampling to 48 kHz: \(error.message)")
        }
        modelInput += rest.count
        pending.append(contentsOf: rest)
        var last = try deliver(try modelOutput(whole: true), last: true)
        // soxr may give a sample more or fewer than the exact ratio: keep the input's length.
        let missing = received - delivered
        if missing > 0 {
            last.append(contentsOf: repeatElement(0, count: missing))
        } else if missing < 0 {
            last.removeLast(min(-missing, last.count))
        }
        delivered = received
        return last
    }

    /// The model's lined-up output for the whole frames pending; `whole` first pads the pending
    /// input with the silence that flushes the lookahead and completes a frame, and keeps only as
    /// much output as there was input.
    private func modelOutput(whole: Bool) throws(SpeechEnhancementError) -> [Float] {
        let frame = DeepFilterRuntime.frameLength
        if whole {
            let needed = pending.count + DeepFilterRuntime.latency
            pending.append(
                contentsOf: repeatElement(0, count: DeepFilterRuntime.latency + (frame - needed % frame) % frame))
        }
        let count = pending.count / frame * frame
        guard count > 0 else { return [] }
        var input = Array(pending[0..<count])
        pending.removeFirst(count)
        var output = [Float](repeating: 0, count: count)
        frameSNRs.append(contentsOf: try model(&input, &output))
        let skipped = min(toSkip, output.count)
        toSkip -= skipped
        let kept = min(output.count - skipped, modelInput - modelOutput)
        modelOutput += kept
        return Array(output[skipped..<(skipped + kept)])
    }

    /// `aligned` (48 kHz) down to 16 kHz and to samples; `last` flushes the resampler too.
    private func deliver(_ aligned: [Float], last: Bool) throws(SpeechEnhancementError) -> [Int16] {
        var out = try resampled(down, aligned, "to 16 kHz")
        if last {
            do { out.append(contentsOf: try down.flush()) } catch {
                throw SpeechEnhancementError(
                    enhancer: DeepFilterEnhancer.enhancerName, reason: "resampling to 16 kHz: \(error.message)")
            }
        }
        // Never more than was taken in: the flush may give a sample past the exact ratio.
        let room = received - delivered
        if out.count > room { out.removeLast(out.count - room) }
        delivered += out.count
        return out.map { Int16(max(-32_768, min(32_767, ($0 * 32_768).rounded()))) }
    }

    private func resampled(
        _ resampler: StreamingResampler, _ input: [Float], _ what: String
    ) throws(SpeechEnhancementError) -> [Float] {
        guard !input.isEmpty else { return [] }
        do { return try resampler.process(input) } catch {
            throw SpeechEnhancementError(
                enhancer: DeepFilterEnhancer.enhancerName, reason: "resampling \(what): \(error.message)")
        }
    }
}
