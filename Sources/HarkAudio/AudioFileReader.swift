internal import CSndFile
import Foundation

/// Reads any file libsndfile reads (WAV, AIFF, FLAC, OGG/Vorbis, …) or headerless PCM of a stated
/// layout, and checks what it reads against what the header promised.
public struct AudioFileReader: Sendable {
    /// Frames read per libsndfile call; large enough to amortise the call, small enough for cache.
    private static let chunkFrames = 16_384

    /// A reader; it keeps no state between files.
    public init() {}

    /// The path that stands for standard input, as in most Unix tools.
    public static let standardInput = "-"

    /// Decodes `path`, or standard input when `path` is `-` (read to its end first, so any format
    /// libsndfile reads works from a pipe). `raw` states the layout of headerless PCM; files
    /// ending `.raw` or `.pcm` need it, since their bytes cannot say what they are.
    public func read(_ path: String, raw: RawAudioFormat? = nil) throws(AudioError) -> DecodedAudio {
        if path == Self.standardInput {
            let bytes = [UInt8](FileHandle.standardInput.readDataToEndOfFile())
            guard !bytes.isEmpty else { throw AudioError(path: path, reason: .empty) }
            let memory = SndFileMemory(bytes: bytes)
            return try withExtendedLifetime(memory) { () throws(AudioError) in
                try decode(path, file: nil, raw: raw, byteBound: bytes.count) {
                    memory.open(mode: Int32(SFM_READ), info: &$0)
                }
            }
        }
        let file = FileSystemPath(path)
        try checkFile(file, path: path)
        if raw == nil, ["raw", "pcm"].contains((path as NSString).pathExtension.lowercased()) {
            throw AudioError(path: path, reason: .headerlessNeedsFormat)
        }
        let byteBound = Int(file.status()?.st_size ?? 0)
        return try decode(path, file: file, raw: raw, byteBound: byteBound) { info in
            file.withCString { sf_open($0, Int32(SFM_READ), &info) }
        }
    }

    /// Opens with `open`, then reads and checks every frame. `byteBound` is the size of what holds
    /// the audio, which no honest header exceeds; `file` is nil for standard input.
    private func decode(
        _ path: String, file: FileSystemPath?, raw: RawAudioFormat?, byteBound: Int,
        open: (inout SF_INFO) -> OpaquePointer?
    ) throws(AudioError) -> DecodedAudio {
        var info = SF_INFO()
        if let raw {
            info.samplerate = Int32(clamping: raw.sampleRate)
            info.channels = Int32(clamping: raw.channels)
            info.format = Int32(SF_FORMAT_RAW) | Self.sndfileSubtype(raw.encoding)
        }
        let handle: OpaquePointer
        switch SndFileOpening.open({ open(&info) }) {
        case .success(let opened): handle = opened
        case .failure(let failure):
            // libsndfile keeps the header log of a failed open; an impossible rate is named there
            // while its error string only says the header was incomplete.
            let log = SndFileLog(failure.log)
            if let rate = log.declaredSampleRate, !AudioLimits.sampleRates.contains(rate) {
                throw AudioError(path: path, reason: .unsupportedSampleRate(rate))
            }
            // The file was checked to exist and be a file: libsndfile's "not a regular file" here
            // means a codec inside refused the data. For MPEG in a WAV that codec is libmpg123,
            // whose own notes go to stderr without the file's name.
            if let file, let tag = WAVFormatTag.of(file), WAVFormatTag.mpeg.contains(tag) {
                throw AudioError(path: path, reason: .undecodableMPEG)
            }
            throw AudioError(path: path, reason: .unreadable(failure.message))
        }
        defer { sf_close(handle) }

        guard info.channels > 0 else { throw AudioError(path: path, reason: .noChannels) }
        guard info.channels <= AudioLimits.maxChannels else {
            throw AudioError(path: path, reason: .unreadable("header declares \(info.channels) channels"))
        }
        guard AudioLimits.sampleRates.contains(Int(info.samplerate)) else {
            throw AudioError(path: path, reason: .unsupportedSampleRate(Int(info.samplerate)))
        }

        let channels = Int(info.channels)
        let declaredFrames = Int(info.frames)
        var samples: [Float] = []
        // A lying header can declare far more frames than exist: reserve only what the file's size
        // could possibly hold at one byte per sample.
        samples.reserveCapacity(min(max(declaredFrames, 0) * channels, byteBound))
        var chunk = [Float](repeating: 0, count: Self.chunkFrames * channels)
        while true {
            let got = chunk.withUnsafeMutableBufferPointer {
                sf_readf_float(handle, $0.baseAddress, sf_count_t(Self.chunkFrames))
            }
            if got <= 0 { break }
            samples.append(contentsOf: chunk[0..<(Int(got) * channels)])
        }
        if sf_error(handle) != 0 {
            let detail = String(cString: sf_strerror(handle))
            throw AudioError(path: path, reason: .unreadable(detail))
        }

        // NaN or infinite float samples are damage, not sound: resampled, they would spread over
        // the whole signal and decode as nothing.
        let nonFinite = samples.reduce(0) { $0 + ($1.isFinite ? 0 : 1) }
        guard nonFinite == 0 else { throw AudioError(path: path, reason: .nonFiniteSamples(nonFinite)) }

        let readFrames = samples.count / channels
        // libsndfile quietly shortens a WAV/AIFF whose data chunk claims more bytes than the file
        // holds and says so only in its log; Hark calls such a file damaged rather than guess.
        if let sizes = SndFileLog(SndFileOpening.logText(handle)).overstatedDataChunk {
            throw AudioError(path: path, reason: .truncated(declaredBytes: sizes.declared, presentBytes: sizes.present))
        }
        guard readFrames > 0 else { throw AudioError(path: path, reason: .noAudioFrames) }

        let format = AudioSourceFormat(
            container: raw == nil ? Self.formatName(info.format & Int32(SF_FORMAT_TYPEMASK)) : "raw PCM",
            encoding: Self.formatName(info.format & Int32(SF_FORMAT_SUBMASK)),
            sampleRate: Int(info.samplerate), channels: channels, frames: readFrames)
        return DecodedAudio(interleavedSamples: samples, format: format)
    }

    // MARK: - Checks before libsndfile sees the file

    private func checkFile(_ file: FileSystemPath, path: String) throws(AudioError) {
        guard let status = file.status() else { throw AudioError(path: path, reason: .notFound) }
        if status.st_mode & S_IFMT == S_IFDIR { throw AudioError(path: path, reason: .isDirectory) }
        if status.st_size == 0 { throw AudioError(path: path, reason: .empty) }
    }

    // MARK: - libsndfile details

    static func formatName(_ code: Int32) -> String {
        var info = SF_FORMAT_INFO()
        info.format = code
        let status = sf_command(nil, Int32(SFC_GET_FORMAT_INFO), &info, Int32(MemoryLayout<SF_FORMAT_INFO>.size))
        guard status == 0, let name = info.name else { return "format 0x\(String(code, radix: 16))" }
        return String(cString: name)
    }

    static func sndfileSubtype(_ encoding: RawAudioFormat.Encoding) -> Int32 {
        let little = Int32(SF_ENDIAN_LITTLE)
        let big = Int32(SF_ENDIAN_BIG)
        switch encoding {
        case .s8: return Int32(SF_FORMAT_PCM_S8)
        case .u8: return Int32(SF_FORMAT_PCM_U8)
        case .s16le: return Int32(SF_FORMAT_PCM_16) | little
        case .s16be: return Int32(SF_FORMAT_PCM_16) | big
        case .s24le: return Int32(SF_FORMAT_PCM_24) | little
        case .s24be: return Int32(SF_FORMAT_PCM_24) | big
        case .s32le: return Int32(SF_FORMAT_PCM_32) | little
        case .s32be: return Int32(SF_FORMAT_PCM_32) | big
        case .f32le: return Int32(SF_FORMAT_FLOAT) | little
        case .f32be: return Int32(SF_FORMAT_FLOAT) | big
        case .f64le: return Int32(SF_FORMAT_DOUBLE) | little
        case .f64be: return Int32(SF_FORMAT_DOUBLE) | big
        case .ulaw: return Int32(SF_FORMAT_ULAW)
        case .alaw: return Int32(SF_FORMAT_ALAW)
        }
    }
}
