internal import CSndFile
import Foundation

/// Reads a continuous stream — standard input or a file — a small chunk at a time and hands it
/// on as the recognizer takes it: 16 kHz, mono, 16-bit. Nothing is kept between chunks but the
/// resampler's filter memory, so a stream of any length reads in constant memory.
///
/// Standard input is read as it arrives, so it must be a format libsndfile reads without seeking
/// (WAV, AIFF, AU, or headerless PCM with `raw`), as `arecord`, `sox … -t wav -` and `parec` write
/// it. Owns a libsndfile handle, so it belongs to one thread at a time.
public final class AudioStreamReader {
    /// The stream's own layout; `frames` counts what was read so far.
    public private(set) var format: AudioSourceFormat
    /// 16 kHz samples handed out so far: the stream time of the next chunk's first sample.
    public private(set) var samplesDelivered = 0

    private let path: String
    private let file: OpaquePointer
    private let resampler: StreamingResampler
    private let chunkFrames: Int
    private var buffer: [Float]
    private var finished = false

    /// Opens a stream.
    ///
    /// - Parameters:
    ///   - path: the file, or `-` for standard input.
    ///   - raw: the layout of headerless PCM; nil for a file with a header.
    ///   - chunkMilliseconds: how much audio one `read()` takes from the source; a live source
    ///     hands it on no later than this after it was spoken.
    public init(path: String, raw: RawAudioFormat? = nil, chunkMilliseconds: Int = 20) throws(AudioError) {
        var info = SF_INFO()
        if let raw {
            info.samplerate = Int32(clamping: raw.sampleRate)
            info.channels = Int32(clamping: raw.channels)
            info.format = Int32(SF_FORMAT_RAW) | AudioFileReader.sndfileSubtype(raw.encoding)
        }
        let opening: Result<OpaquePointer, SndFileOpening.Failure>
        if path == AudioFileReader.standardInput {
            // The header is read under the opening lock, so other opens in this process wait until
            // it arrives on the pipe; a listener opens nothing else before its stream.
            opening = SndFileOpening.open { sf_open_fd(STDIN_FILENO, Int32(SFM_READ), &info, 0) }
        } else {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw AudioError(path: path, reason: .notFound)
            }
            if isDirectory.boolValue { throw AudioError(path: path, reason: .isDirectory) }
            if raw == nil, ["raw", "pcm"].contains((path as NSString).pathExtension.lowercased()) {
                throw AudioError(path: path, reason: .headerlessNeedsFormat)
            }
            opening = SndFileOpening.open { sf_open(path, Int32(SFM_READ), &info) }
        }
        let opened: OpaquePointer
        switch opening {
        case .success(let handle): opened = handle
        case .failure(let failure): throw AudioError(path: path, reason: .unreadable(failure.message))
        }
        // As `AudioFileReader` does: a header claiming more audio than the file holds is damage,
        // refused before any of it is heard.
        if let sizes = SndFileLog(SndFileOpening.logText(opened)).overstatedDataChunk {
            sf_close(opened)
            throw AudioError(path: path, reason: .truncated(declaredBytes: sizes.declared, presentBytes: sizes.present))
        }
        guard info.channels > 0, info.channels <= AudioLimits.maxChannels,
            AudioLimits.sampleRates.contains(Int(info.samplerate))
        else {
            sf_close(opened)
            if info.channels <= 0 { throw AudioError(path: path, reason: .noChannels) }
            if info.channels > AudioLimits.maxChannels {
                throw AudioError(path: path, reason: .unreadable("header declares \(info.channels) channels"))
            }
            throw AudioError(path: path, reason: .unsupportedSampleRate(Int(info.samplerate)))
        }
        do {
            resampler = try StreamingResampler(inputRate: Int(info.samplerate), outputRate: SpeechAudio.sampleRate)
        } catch {
            sf_close(opened)
            throw AudioError(path: path, reason: .resamplingFailed(error.message))
        }
        self.path = path
        file = opened
        chunkFrames = max(1, Int(info.samplerate) * max(1, chunkMilliseconds) / 1000)
        buffer = [Float](repeating: 0, count: chunkFrames * Int(info.channels))
        format = AudioSourceFormat(
            container: raw == nil ? AudioFileReader.formatName(info.format & Int32(SF_FORMAT_TYPEMASK)) : "raw PCM",
            encoding: AudioFileReader.formatName(info.format & Int32(SF_FORMAT_SUBMASK)),
            sampleRate: Int(info.samplerate), channels: Int(info.channels), frames: 0)
    }

    deinit { sf_close(file) }

    /// The next chunk at 16 kHz, possibly empty while the resampler fills; nil once the stream
    /// has ended and everything was handed out. A read error ends the stream with an error
    /// naming it.
    public func read() throws(AudioError) -> [Int16]? {
        guard !finished else { return nil }
        let channels = format.channels
        let got = buffer.withUnsafeMutableBufferPointer {
            sf_readf_float(file, $0.baseAddress, sf_count_t(chunkFrames))
        }
        let mono: [Float]
        do {
            if got > 0 {
                format.frames += Int(got)
                mono = try resampler.process(
                    SpeechAudioConditioner.downmix(Array(buffer[0..<(Int(got) * channels)]), channels: channels))
            } else {
                if sf_error(file) != 0 {
                    throw AudioError(path: path, reason: .unreadable(String(cString: sf_strerror(file))))
                }
                finished = true
                // A stream that ended before any audio (empty standard input) held nothing to hear.
                if format.frames == 0 {
                    throw AudioError(path: path, reason: format.container == "raw PCM" ? .empty : .noAudioFrames)
                }
                mono = try resampler.flush()
                if mono.isEmpty { return nil }
            }
        } catch let error as ResamplingError {
            throw AudioError(path: path, reason: .resamplingFailed(error.message))
        } catch let error as AudioError {
            throw error
        } catch {
            throw AudioError(path: path, reason: .unreadable("\(error)"))
        }
        samplesDelivered += mono.count
        return mono.map(SpeechAudioConditioner.quantise)
    }
}
