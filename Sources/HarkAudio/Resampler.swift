internal import CSoxr

/// Band-limited sample-rate conversion through libsoxr at its "very high quality" setting.
///
/// libsoxr is what SoX and FFmpeg (`-af aresample=resampler=soxr`) use: a polyphase filter with a
/// steep anti-alias cut, so downsampling 44.1/48 kHz to 16 kHz removes energy above 8 kHz rather than
/// folding it back into the speech band the acoustic model listens to. Public for the front end,
/// whose learned enhancer works at 48 kHz.
public struct Resampler: Sendable {
    /// The rate of the samples given, in Hz.
    public let inputRate: Int
    /// The rate of the samples returned, in Hz.
    public let outputRate: Int

    /// A converter from `inputRate` to `outputRate` (Hz).
    public init(inputRate: Int, outputRate: Int) {
        self.inputRate = inputRate
        self.outputRate = outputRate
    }

    /// `input` at ``outputRate``: as long as the input's duration, aligned with it (soxr's
    /// one-shot conversion compensates its own filter delay).
    public func resample(_ input: [Float]) throws(ResamplingError) -> [Float] {
        if inputRate == outputRate || input.isEmpty { return input }
        let ratio = Double(outputRate) / Double(inputRate)
        // soxr writes at most ceil(n × ratio) frames; one extra guards the rounding.
        var output = [Float](repeating: 0, count: Int((Double(input.count) * ratio).rounded(.up)) + 1)
        var produced = 0
        var ioSpec = soxr_io_spec(SOXR_FLOAT32_I, SOXR_FLOAT32_I)
        var quality = soxr_quality_spec(UInt(SOXR_VHQ), 0)
        let error = input.withUnsafeBufferPointer { inBuffer in
            output.withUnsafeMutableBufferPointer { outBuffer in
                soxr_oneshot(
                    Double(inputRate), Double(outputRate), 1,
                    inBuffer.baseAddress, input.count, nil,
                    outBuffer.baseAddress, outBuffer.count, &produced,
                    &ioSpec, &quality, nil)
            }
        }
        if let error { throw ResamplingError(message: String(cString: error)) }
        output.removeSubrange(produced...)
        return output
    }
}

/// libsoxr's refusal, in its own words.
public struct ResamplingError: Error, Sendable {
    /// soxr's message.
    public let message: String
}
