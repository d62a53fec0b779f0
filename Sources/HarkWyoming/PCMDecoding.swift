import Foundation

/// Wyoming's PCM as floats in [-1, 1]: width 1 is unsigned 8-bit (silence at 128), widths 2 to 4
/// signed little-endian integers, as the reference library's converter reads them.
enum PCMDecoding {
    /// The samples of `bytes`, which hold whole samples of `width` bytes.
    static func floats(_ bytes: Data, width: Int) -> [Float] {
        let count = bytes.count / width
        var samples = [Float](repeating: 0, count: count)
        bytes.withUnsafeBytes { (raw: UnsafeRawBufferPointer) in
            switch width {
            case 1:
                for index in 0..<count { samples[index] = (Float(raw[index]) - 128) / 128 }
            case 2:
                for index in 0..<count {
                    let bits = UInt16(raw[2 * index]) | UInt16(raw[2 * index + 1]) << 8
                    samples[index] = Float(Int16(bitPattern: bits)) / 32_768
                }
            case 3:
                for index in 0..<count {
                    let base = 3 * index
                    // The top byte shifted into place and back keeps the sign.
                    let bits = UInt32(raw[base]) << 8 | UInt32(raw[base + 1]) << 16 | UInt32(raw[base + 2]) << 24
                    samples[index] = Float(Int32(bitPattern: bits) >> 8) / 8_388_608
                }
            default:
                for index in 0..<count {
                    let base = 4 * index
                    let bits =
                        UInt32(raw[base]) | UInt32(raw[base + 1]) << 8 | UInt32(raw[base + 2]) << 16
                        | UInt32(raw[base + 3]) << 24
                    samples[index] = Float(Double(Int32(bitPattern: bits)) / 2_147_483_648)
                }
            }
        }
        return samples
    }

    /// 16-bit little-endian bytes of `samples`.
    static func bytes(_ samples: ArraySlice<Int16>) -> Data {
        var data = Data(capacity: samples.count * 2)
        for sample in samples {
            let bits = UInt16(bitPattern: sample)
            data.append(UInt8(truncatingIfNeeded: bits))
            data.append(UInt8(truncatingIfNeeded: bits >> 8))
        }
        return data
    }
}
