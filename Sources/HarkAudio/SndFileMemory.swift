internal import CSndFile
import Foundation

/// Bytes in memory that libsndfile reads or writes as if they were a file, through its virtual
/// I/O. Reading audio from standard input buffers it here, so every format libsndfile reads —
/// FLAC and OGG included, which seek — works from a pipe; writing a WAV here gives its bytes
/// without a temporary file.
final class SndFileMemory {
    private(set) var bytes: [UInt8]
    private var position = 0

    init(bytes: [UInt8] = []) {
        self.bytes = bytes
    }

    /// Opens these bytes with libsndfile in `mode` (`SFM_READ` or `SFM_WRITE`); the handle must be
    /// closed before this object goes away.
    func open(mode: Int32, info: inout SF_INFO) -> OpaquePointer? {
        var io = SF_VIRTUAL_IO(
            get_filelen: { user in SndFileMemory.from(user).length },
            seek: { offset, whence, user in SndFileMemory.from(user).seek(offset, whence) },
            read: { buffer, count, user in SndFileMemory.from(user).read(into: buffer, count) },
            write: { buffer, count, user in SndFileMemory.from(user).write(buffer, count) },
            tell: { user in sf_count_t(SndFileMemory.from(user).position) })
        return sf_open_virtual(&io, mode, &info, Unmanaged.passUnretained(self).toOpaque())
    }

    private static func from(_ user: UnsafeMutableRawPointer?) -> SndFileMemory {
        Unmanaged<SndFileMemory>.fromOpaque(user!).takeUnretainedValue()
    }

    private var length: sf_count_t { sf_count_t(bytes.count) }

    private func seek(_ offset: sf_count_t, _ whence: Int32) -> sf_count_t {
        let base: Int
        switch whence {
        case SEEK_CUR: base = position
        case SEEK_END: base = bytes.count
        default: base = 0
        }
        let target = base + Int(offset)
        guard target >= 0 else { return -1 }
        position = target
        return sf_count_t(position)
    }

    private func read(into buffer: UnsafeMutableRawPointer?, _ count: sf_count_t) -> sf_count_t {
        guard let buffer, position < bytes.count else { return 0 }
        let length = min(Int(count), bytes.count - position)
        bytes.withUnsafeBytes { source in
            buffer.copyMemory(from: source.baseAddress! + position, byteCount: length)
        }
        position += length
        return sf_count_t(length)
    }

    private func write(_ buffer: UnsafeRawPointer?, _ count: sf_count_t) -> sf_count_t {
        guard let buffer, count > 0 else { return 0 }
        let incoming = UnsafeRawBufferPointer(start: buffer, count: Int(count))
        let end = position + incoming.count
        // libsndfile seeks back to fill in the header once the data's size is known, so a write
        // may land inside, or past the end of, what is there.
        if end > bytes.count { bytes.append(contentsOf: repeatElement(0, count: end - bytes.count)) }
        bytes.replaceSubrange(position..<end, with: incoming)
        position = end
        return count
    }
}
