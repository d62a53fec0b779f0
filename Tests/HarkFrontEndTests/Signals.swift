import Foundation

@testable import HarkAudio

/// Test signals at 16 kHz: seeded noise, tones, and a real recording from Debian's
/// pocketsphinx-testdata (installed by scripts/setup.sh).
enum Signals {
    static let goForward = "/usr/share/pocketsphinx/test/data/goforward.raw"

    /// "go forward ten meters", 2.8 s of real speech with little room noise.
    static func speech() throws -> [Int16] {
        let decoded = try AudioFileReader().read(goForward, raw: .sphinx)
        return try SpeechAudioConditioner().condition(decoded, path: goForward).samples
    }

    /// Uniform white noise with the given RMS, the same every run.
    static func whiteNoise(seconds: Double, rms: Double, seed: UInt64 = 12) -> [Int16] {
        var generator = SeededGenerator(seed: seed)
        // A uniform distribution on [-a, a] has RMS a/√3.
        let amplitude = rms * 3.0.squareRoot()
        return (0..<Int(seconds * 16_000)).map { _ in
            Int16(Double.random(in: -amplitude...amplitude, using: &generator))
        }
    }

    static func tone(hertz: Double, seconds: Double, amplitude: Double) -> [Int16] {
        (0..<Int(seconds * 16_000)).map { Int16((amplitude * sin(2 * .pi * hertz * Double($0) / 16_000)).rounded()) }
    }

    static func silence(seconds: Double) -> [Int16] { [Int16](repeating: 0, count: Int(seconds * 16_000)) }

    static func rms(_ samples: some Collection<Int16>) -> Double {
        guard !samples.isEmpty else { return 0 }
        return (samples.reduce(0.0) { $0 + Double($1) * Double($1) } / Double(samples.count)).squareRoot()
    }

    static func decibels(_ ratio: Double) -> Double { 20 * log10(ratio) }
}
