/// Little-endian binary writing and bounds-checked reading for the G2P model file.
struct ByteWriter {
    private(set) var bytes: [UInt8] = []

    mutating func append(_ values: [UInt8]) { bytes += values }
    mutating func append(_ value: UInt8) { bytes.append(value) }
    mutating func append(_ value: UInt32) {
        withUnsafeBytes(of: value.littleEndian) { bytes += $0 }
    }
    mutating func append(_ values: [UInt16]) {
        bytes.reserveCapacity(bytes.count + values.count * 2)
        for value in values { withUnsafeBytes(of: value.littleEndian) { bytes += $0 } }
    }
}

struct ByteReader {
    struct Malformed: Error {
        var reason: String
    }

    private let bytes: [UInt8]
    private var position = 0

    init(_ bytes: [UInt8]) { self.bytes = bytes }

    var isAtEnd: Bool { position == bytes.count }

    private mutating func take(_ count: Int) throws(Malformed) -> Range<Int> {
        guard count >= 0, count <= bytes.count - position else {
            throw Malformed(reason: "file ends early (needs \(count) bytes at offset \(position))")
        }
        defer { position += count }
        return position..<(position + count)
    }

    mutating func bytes(_ count: Int) throws(Malformed) -> [UInt8] {
        Array(bytes[try take(count)])
    }

    mutating func uint8() throws(Malformed) -> UInt8 { bytes[try take(1).lowerBound] }

    mutating func uint32() throws(Malformed) -> UInt32 {
        let range = try take(4)
        return bytes[range].reversed().reduce(0) { $0 << 8 | UInt32($1) }
    }

    /// Bulk copy: model arrays have millions of entries, so no per-element parsing.
    mutating func uint16s(_ count: Int) throws(Malformed) -> [UInt16] {
        let range = try take(count * 2)
        var values = [UInt16](repeating: 0, count: count)
        values.withUnsafeMutableBytes { target in
            bytes.withUnsafeBytes { source in
                target.copyMemory(from: UnsafeRawBufferPointer(rebasing: source[range]))
            }
        }
        #if _endian(big)
            values = values.map { UInt16(littleEndian: $0) }
        #endif
        return values
    }

    mutating func floats(_ count: Int) throws(Malformed) -> [Float] {
        guard count <= 1 << 16 else { throw Malformed(reason: "codebook of \(count) entries") }
        var values: [Float] = []
        for _ in 0..<count {
            let value = Float(bitPattern: try uint32())
            guard value.isFinite else { throw Malformed(reason: "non-finite codebook entry") }
            values.append(value)
        }
        return values
    }
}
