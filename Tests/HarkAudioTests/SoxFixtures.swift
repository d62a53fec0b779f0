import Foundation
import HarkTestSupport

/// Test audio made on the fly: a reference signal written as raw 16-bit PCM, then converted by
/// sox into the format under test, so every decoder test knows exactly what the file holds.
struct SoxFixtures {
    let scratch: ScratchDirectory
    var directory: URL { scratch.url }

    init() throws {
        scratch = try ScratchDirectory("hark-audio-tests")
    }

    func remove() { scratch.remove() }

    /// A deterministic test signal: two tones plus a slow chirp, peaking at about half scale, so
    /// every bit depth and companding law has something non-trivial to encode.
    static func referenceSignal(frames: Int, rate: Int, channel: Int = 0) -> [Int16] {
        (0..<frames).map { index in
            let time = Double(index) / Double(rate)
            let value =
                0.30 * sin(2 * .pi * (220 + 110 * Double(channel)) * time)
                + 0.15 * sin(2 * .pi * 1_250 * time)
                + 0.05 * sin(2 * .pi * (100 + 400 * time) * time)
            return Int16((value * 32_767).rounded())
        }
    }

    /// Writes interleaved samples as s16le raw and returns its path.
    func writeRaw(_ samples: [Int16], name: String) throws -> String {
        let url = directory.appendingPathComponent(name)
        let data = samples.withUnsafeBufferPointer { Data(buffer: $0) }
        try data.write(to: url)
        return url.path
    }

    /// Converts a raw s16le file into `name` with the given sox output options.
    func convert(raw: String, rate: Int, channels: Int, to name: String, options: [String]) throws -> String {
        let output = directory.appendingPathComponent(name).path
        try Self.sox(
            ["-t", "raw", "-r", "\(rate)", "-e", "signed", "-b", "16", "-c", "\(channels)", raw, "-D"] + options
                + [output])
        return output
    }

    static func sox(_ arguments: [String]) throws {
        try Tool.run("sox", ["-V1"] + arguments)
    }
}
