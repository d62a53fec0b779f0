import Foundation

/// The codec a WAV file's `fmt ` chunk names, read from the file's first bytes. libsndfile hands
/// MPEG audio inside a WAV to libmpg123 and, when that fails, reports only "not a regular file";
/// the tag lets Hark say what actually could not be decoded.
enum WAVFormatTag {
    /// WAVE_FORMAT_MPEG and WAVE_FORMAT_MPEGLAYER3.
    static let mpeg: Set<UInt16> = [0x0050, 0x0055]

    /// The tag of the first `fmt ` chunk within the first 4 KiB, or nil when the file is not a
    /// RIFF/WAVE file or has none there.
    static func of(_ file: FileSystemPath) -> UInt16? {
        guard let stream = file.withCString({ fopen($0, "rb") }) else { return nil }
        defer { fclose(stream) }
        var header = [UInt8](repeating: 0, count: 4_096)
        let count = fread(&header, 1, header.count, stream)
        let bytes = header[0..<count]
        guard count >= 12, bytes.starts(with: Array("RIFF".utf8)), Array(bytes[8..<12]) == Array("WAVE".utf8)
        else { return nil }
        var offset = 12
        while offset + 8 <= count {
            let size = Int(littleEndian32(bytes, offset + 4))
            if Array(bytes[offset..<(offset + 4)]) == Array("fmt ".utf8) {
                guard offset + 10 <= count else { return nil }
                return UInt16(bytes[offset + 8]) | UInt16(bytes[offset + 9]) << 8
            }
            // Chunks are padded to an even size.
            offset += 8 + size + (size & 1)
        }
        return nil
    }

    private static func littleEndian32(_ bytes: ArraySlice<UInt8>, _ offset: Int) -> UInt32 {
        (0..<4).reduce(0) { $0 | UInt32(bytes[offset + $1]) << (8 * $1) }
    }
}
