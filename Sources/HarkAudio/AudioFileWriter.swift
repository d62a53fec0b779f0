internal import CSndFile
import Foundation

/// Writes 16 kHz mono speech as a 16-bit PCM WAV through libsndfile. The file appears under its
/// name only once complete (written beside it, then renamed), so a killed run leaves no half file.
public struct AudioFileWriter: Sendable {
    /// A writer; it keeps no state between files.
    public init() {}

    /// Writes `samples` (mono, signed 16-bit, at `sampleRate` Hz) to `path` as a 16-bit PCM WAV, replacing any file
    /// there. The audio goes to `PATH.partial` first and is renamed when complete; a failure removes the partial file
    /// and throws ``AudioError/Reason/unwritable(_:)``.
    public func writeWAV(_ samples: [Int16], sampleRate: Int = SpeechAudio.sampleRate, to path: String)
        throws(AudioError)
    {
        let partial = path + ".partial"
        var info = SF_INFO()
        info.samplerate = Int32(sampleRate)
        info.channels = 1
        info.format = Int32(SF_FORMAT_WAV) | Int32(SF_FORMAT_PCM_16)
        let file: OpaquePointer
        switch SndFileOpening.open({ sf_open(partial, Int32(SFM_WRITE), &info) }) {
        case .success(let opened): file = opened
        case .failure(let failure): throw AudioError(path: path, reason: .unwritable(failure.message))
        }
        let written = samples.withUnsafeBufferPointer { sf_write_short(file, $0.baseAddress, sf_count_t($0.count)) }
        sf_close(file)
        guard written == samples.count else {
            try? FileManager.default.removeItem(atPath: partial)
            throw AudioError(path: path, reason: .unwritable("wrote \(written) of \(samples.count) samples"))
        }
        do {
            if FileManager.default.fileExists(atPath: path) { try FileManager.default.removeItem(atPath: path) }
            try FileManager.default.moveItem(atPath: partial, toPath: path)
        } catch {
            throw AudioError(path: path, reason: .unwritable(error.localizedDescription))
        }
    }

    /// The bytes of the 16-bit PCM WAV `writeWAV` would write, made in memory.
    public func wavData(_ samples: [Int16], sampleRate: Int = SpeechAudio.sampleRate) throws(AudioError) -> Data {
        let memory = SndFileMemory()
        var info = SF_INFO()
        info.samplerate = Int32(sampleRate)
        info.channels = 1
        info.format = Int32(SF_FORMAT_WAV) | Int32(SF_FORMAT_PCM_16)
        let file: OpaquePointer
        switch SndFileOpening.open({ memory.open(mode: Int32(SFM_WRITE), info: &info) }) {
        case .success(let opened): file = opened
        case .failure(let failure): throw AudioError(path: "(memory)", reason: .unwritable(failure.message))
        }
        let written = samples.withUnsafeBufferPointer { sf_write_short(file, $0.baseAddress, sf_count_t($0.count)) }
        sf_close(file)
        guard written == samples.count else {
            throw AudioError(path: "(memory)", reason: .unwritable("wrote \(written) of \(samples.count) samples"))
        }
        return Data(memory.bytes)
    }
}
