internal import CSoxr

/// libsoxr at the same very-high-quality setting as `Resampler`, fed a chunk at a time: the
/// filter's memory carries across chunks, so a stream resampled in pieces matches the whole.
/// Public for the front end, whose learned enhancer hears a stream at 48 kHz as it comes.
public final class StreamingResampler {
    /// The rate of the samples given, in Hz.
    public let inputRate: Int
    /// The rate of the samples returned, in Hz.
    public let outputRate: Int
    private let handle: OpaquePointer?

    /// A converter from `inputRate` to `outputRate` (Hz); throws soxr's refusal.
    public init(inputRate: Int, outputRate: Int) throws(ResamplingError) {
        self.inputRate = inputRate
        self.outputRate = outputRate
        guard inputRate != outputRate else {
            handle = nil
            return
        }
        var ioSpec = soxr_io_spec(SOXR_FLOAT32_I, SOXR_FLOAT32_I)
        var quality = soxr_quality_spec(UInt(SOXR_VHQ), 0)
        var error: soxr_error_t?
        let handle = soxr_create(Double(inputRate), Double(outputRate), 1, &error, &ioSpec, &quality, nil)
        if let error { throw ResamplingError(message: String(cString: error)) }
        self.handle = handle
    }

    deinit { soxr_delete(handle) }

    /// The resampled samples `input` makes available; some stay in the filter until more input,
    /// or `flush`.
    public func process(_ input: [Float]) throws(ResamplingError) -> [Float] {
        guard let handle else { return input }
        // An empty input would reach soxr as a null pointer, which means the end of the stream.
        guard !input.isEmpty else { return [] }
        return try run(handle, input, last: false)
    }

    /// What the filter still holds, at the end of the stream.
    public func flush() throws(ResamplingError) -> [Float] {
        guard let handle else { return [] }
        return try run(handle, [], last: true)
    }

    private func run(_ handle: OpaquePointer, _ input: [Float], last: Bool) throws(ResamplingError) -> [Float] {
        let ratio = Double(outputRate) / Double(inputRate)
        // Room for this chunk plus what the filter held back; a flush loops until it is empty.
        let room = Int((Double(input.count) * ratio).rounded(.up)) + 4_096
        var output: [Float] = []
        var consumed = 0
        repeat {
            var chunk = [Float](repeating: 0, count: room)
            var used = 0
            var produced = 0
            let error = input.withUnsafeBufferPointer { inBuffer in
                chunk.withUnsafeMutableBufferPointer { outBuffer in
                    // A nil input tells soxr the stream has ended.
                    soxr_process(
                        handle, last ? nil : inBuffer.baseAddress.map { UnsafeRawPointer($0 + consumed) },
                        input.count - consumed,
                        &used, outBuffer.baseAddress, outBuffer.count, &produced)
                }
            }
            if let error { throw ResamplingError(message: String(cString: error)) }
            consumed += used
            output.append(contentsOf: chunk[0..<produced])
            if produced < room && consumed >= input.count { break }
        } while true
        return output
    }
}
