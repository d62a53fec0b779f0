import Foundation

/// How loud a frame of audio is: its energy (sum of squared samples), its mean power, and their
/// level in decibels. The endpointer, the trimmer, the voice detector, the foreground gate, the
/// noise estimate and the noise mixer all measure loudness this way, so one frame reads the same
/// to each of them.
///
/// Each stage keeps its own frame length and its own floor (what keeps digital silence finite),
/// since those were tuned with it; this type only does the arithmetic, in one order: squares
/// summed from the first sample, then divided by the frame's length, then the floor, then the
/// logarithm. `FrameEnergyPinTests` holds the results to the stages' earlier copies, bit for bit.
public enum FrameEnergy {
    /// Full scale of 16-bit samples: a level of 0 dBFS is a square wave at ±32 768.
    public static let fullScale = 32_768.0

    /// The sum of the squares of `frame`'s samples.
    public static func energy(_ frame: UnsafeBufferPointer<Int16>) -> Double {
        var sum = 0.0
        for sample in frame {
            let value = Double(sample)
            sum += value * value
        }
        return sum
    }

    /// The sum of the squares of `frame`'s samples (audio being scaled, before it is rounded).
    public static func energy(_ frame: ArraySlice<Double>) -> Double {
        var sum = 0.0
        for value in frame { sum += value * value }
        return sum
    }

    /// The mean squared sample of `frame`; 0 for no samples.
    public static func meanPower(_ frame: UnsafeBufferPointer<Int16>) -> Double {
        energy(frame) / Double(max(frame.count, 1))
    }

    /// The mean squared sample of `frame`; 0 for no samples.
    public static func meanPower(_ frame: [Int16]) -> Double {
        frame.withUnsafeBufferPointer { meanPower($0) }
    }

    /// The mean squared sample of `frame`; 0 for no samples.
    public static func meanPower(_ frame: ArraySlice<Double>) -> Double {
        energy(frame) / Double(max(frame.count, 1))
    }

    /// The mean power of each whole frame of `frameLength` samples, in order; samples after the
    /// last whole frame are left out.
    public static func meanPowers(_ samples: [Int16], frameLength: Int) -> [Double] {
        let count = samples.count / frameLength
        guard count > 0 else { return [] }
        return samples.withUnsafeBufferPointer { buffer in
            (0..<count).map { frame in
                meanPower(UnsafeBufferPointer(rebasing: buffer[(frame * frameLength)..<((frame + 1) * frameLength)]))
            }
        }
    }

    /// The level in dB of each whole frame of `frameLength` samples (``decibels(_:floor:)``).
    public static func levels(_ samples: [Int16], frameLength: Int, floor: Double) -> [Double] {
        meanPowers(samples, frameLength: frameLength).map { decibels($0, floor: floor) }
    }

    /// A mean power in dB on the 16-bit sample scale, `floor` added first: with a floor of 1 (one
    /// unit of power) digital silence is 0 dB, about −90 dBFS.
    public static func decibels(_ power: Double, floor: Double) -> Double {
        10 * log10(power + floor)
    }

    /// A mean power in dB relative to full scale, no quieter than one unit of power (about −90 dBFS).
    public static func dBFS(power: Double) -> Double {
        10 * log10(max(power, 1) / (fullScale * fullScale))
    }

    /// The level of a frame's mean power in dBFS (``dBFS(power:)``).
    public static func dBFS(_ frame: [Int16]) -> Double {
        dBFS(power: meanPower(frame))
    }

    /// The level of a peak sample magnitude in dBFS; −∞ for digital silence.
    public static func dBFS(peak: Int) -> Double {
        peak == 0 ? -.infinity : 20 * log10(Double(peak) / fullScale)
    }

    /// How bright `frame` is: the energy of its sample-to-sample difference over its own energy,
    /// in dB, each energy starting from 1 so silence is finite (about −20 dB for a vowel, near 0
    /// for a hiss or a fricative).
    public static func brightness(_ frame: [Int16]) -> Double {
        var energy = 1.0
        var difference = 1.0
        var previous = frame.first.map(Double.init) ?? 0
        for sample in frame {
            let value = Double(sample)
            energy += value * value
            difference += (value - previous) * (value - previous)
            previous = value
        }
        return 10 * log10(difference / energy)
    }
}
