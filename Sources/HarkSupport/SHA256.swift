import Foundation

/// SHA-256 (FIPS 180-4), small and dependency-free: the cache keys of compiled search artifacts
/// need a collision-resistant digest, and swift-crypto's would add BoringSSL's build (about 90 s of
/// CPU) to every cold build for that alone (docs/benchmarks.md, "Hardening: one of each").
/// `SHA256Tests` holds it to the FIPS 180 vectors.
public struct SHA256: Sendable {
    private var state: [UInt32] = [
        0x6a09_e667, 0xbb67_ae85, 0x3c6e_f372, 0xa54f_f53a, 0x510e_527f, 0x9b05_688c, 0x1f83_d9ab, 0x5be0_cd19,
    ]
    private var pending: [UInt8] = []
    private var length: UInt64 = 0

    /// A hasher of no bytes yet.
    public init() {}

    /// Adds `bytes` to the message.
    public mutating func update(_ bytes: some Sequence<UInt8>) {
        for byte in bytes {
            pending.append(byte)
            length &+= 1
            if pending.count == 64 {
                pending.withUnsafeBytes { compress($0) }
                pending.removeAll(keepingCapacity: true)
            }
        }
    }

    /// Adds `text`'s UTF-8 bytes to the message.
    public mutating func update(_ text: String) { update(text.utf8) }

    /// Adds `bytes` to the message, whole blocks straight from the buffer: the path for files of
    /// megabytes (a model's checksum), where the byte-at-a-time ``update(_:)-(some Sequence<UInt8>)``
    /// is too slow.
    public mutating func update(contentsOf bytes: UnsafeRawBufferPointer) {
        var offset = 0
        // Top up a partial block first, so whole blocks start at a block boundary of the message.
        while !pending.isEmpty, offset < bytes.count {
            pending.append(bytes[offset])
            length &+= 1
            offset += 1
            if pending.count == 64 {
                pending.withUnsafeBytes { compress($0) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        while bytes.count - offset >= 64 {
            compress(UnsafeRawBufferPointer(rebasing: bytes[offset..<(offset + 64)]))
            length &+= 64
            offset += 64
        }
        update(bytes[offset...])
    }

    /// The digest of the file at `path`, read a megabyte at a time; nil when it cannot be read.
    public static func fileHex(atPath path: String) -> String? {
        guard let file = fopen(path, "rb") else { return nil }
        defer { fclose(file) }
        var hasher = SHA256()
        var buffer = [UInt8](repeating: 0, count: 1 << 20)
        while true {
            let read = buffer.withUnsafeMutableBytes { fread($0.baseAddress, 1, $0.count, file) }
            if read > 0 {
                buffer.withUnsafeBytes { hasher.update(contentsOf: UnsafeRawBufferPointer(rebasing: $0[..<read])) }
            }
            if read < buffer.count { break }
        }
        guard ferror(file) == 0 else { return nil }
        return hasher.finalizeHex()
    }

    /// The digest as 64 lowercase hex digits. The hasher is consumed: finalizing pads its state.
    public mutating func finalizeHex() -> String {
        let bitLength = length &* 8
        var padding: [UInt8] = [0x80]
        while (pending.count + padding.count) % 64 != 56 { padding.append(0) }
        for shift in stride(from: 56, through: 0, by: -8) {
            padding.append(UInt8(truncatingIfNeeded: bitLength >> UInt64(shift)))
        }
        for byte in padding {
            pending.append(byte)
            if pending.count == 64 {
                pending.withUnsafeBytes { compress($0) }
                pending.removeAll(keepingCapacity: true)
            }
        }
        return state.map { word in
            let hex = String(word, radix: 16)
            return String(repeating: "0", count: 8 - hex.count) + hex
        }.joined()
    }

    /// The digest of `text`'s UTF-8 bytes, as 64 lowercase hex digits.
    public static func hex(_ text: String) -> String {
        var hasher = SHA256()
        hasher.update(text)
        return hasher.finalizeHex()
    }

    private static let roundConstants: [UInt32] = [
        0x428a_2f98, 0x7137_4491, 0xb5c0_fbcf, 0xe9b5_dba5, 0x3956_c25b, 0x59f1_11f1, 0x923f_82a4, 0xab1c_5ed5,
        0xd807_aa98, 0x1283_5b01, 0x2431_85be, 0x550c_7dc3, 0x72be_5d74, 0x80de_b1fe, 0x9bdc_06a7, 0xc19b_f174,
        0xe49b_69c1, 0xefbe_4786, 0x0fc1_9dc6, 0x240c_a1cc, 0x2de9_2c6f, 0x4a74_84aa, 0x5cb0_a9dc, 0x76f9_88da,
        0x983e_5152, 0xa831_c66d, 0xb003_27c8, 0xbf59_7fc7, 0xc6e0_0bf3, 0xd5a7_9147, 0x06ca_6351, 0x1429_2967,
        0x27b7_0a85, 0x2e1b_2138, 0x4d2c_6dfc, 0x5338_0d13, 0x650a_7354, 0x766a_0abb, 0x81c2_c92e, 0x9272_2c85,
        0xa2bf_e8a1, 0xa81a_664b, 0xc24b_8b70, 0xc76c_51a3, 0xd192_e819, 0xd699_0624, 0xf40e_3585, 0x106a_a070,
        0x19a4_c116, 0x1e37_6c08, 0x2748_774c, 0x34b0_bcb5, 0x391c_0cb3, 0x4ed8_aa4a, 0x5b9c_ca4f, 0x682e_6ff3,
        0x748f_82ee, 0x78a5_636f, 0x84c8_7814, 0x8cc7_0208, 0x90be_fffa, 0xa450_6ceb, 0xbef9_a3f7, 0xc671_78f2,
    ]

    /// One 64-byte block into the state. The schedule lives on the stack: this runs once per
    /// block, and a heap array per block was most of the cost of hashing a large file.
    private mutating func compress(_ block: UnsafeRawBufferPointer) {
        withUnsafeTemporaryAllocation(of: UInt32.self, capacity: 64) { schedule in
            for index in 0..<16 {
                schedule[index] =
                    UInt32(block[4 * index]) << 24 | UInt32(block[4 * index + 1]) << 16
                    | UInt32(block[4 * index + 2]) << 8 | UInt32(block[4 * index + 3])
            }
            for index in 16..<64 {
                let s0 =
                    rotate(schedule[index - 15], 7) ^ rotate(schedule[index - 15], 18) ^ (schedule[index - 15] >> 3)
                let s1 =
                    rotate(schedule[index - 2], 17) ^ rotate(schedule[index - 2], 19) ^ (schedule[index - 2] >> 10)
                schedule[index] = schedule[index - 16] &+ s0 &+ schedule[index - 7] &+ s1
            }
            var (a, b, c, d, e, f, g, h) = (
                state[0], state[1], state[2], state[3], state[4], state[5], state[6], state[7]
            )
            Self.roundConstants.withUnsafeBufferPointer { constants in
                for index in 0..<64 {
                    let s1 = rotate(e, 6) ^ rotate(e, 11) ^ rotate(e, 25)
                    let choice = (e & f) ^ (~e & g)
                    let temp1 = h &+ s1 &+ choice &+ constants[index] &+ schedule[index]
                    let s0 = rotate(a, 2) ^ rotate(a, 13) ^ rotate(a, 22)
                    let majority = (a & b) ^ (a & c) ^ (b & c)
                    let temp2 = s0 &+ majority
                    (h, g, f, e, d, c, b, a) = (g, f, e, d &+ temp1, c, b, a, temp1 &+ temp2)
                }
            }
            state[0] &+= a
            state[1] &+= b
            state[2] &+= c
            state[3] &+= d
            state[4] &+= e
            state[5] &+= f
            state[6] &+= g
            state[7] &+= h
        }
    }

    private func rotate(_ value: UInt32, _ count: UInt32) -> UInt32 {
        (value >> count) | (value << (32 - count))
    }
}
