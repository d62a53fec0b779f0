import Foundation
import HarkSupport
import Testing

/// The stages' own frame-energy code as it was before `FrameEnergy` replaced it (the endpointer and
/// energy detector's dBFS, the trimmer's smoothed levels, the gate's and the noise estimate's
/// frame levels, the mixer's frame powers, the peak level, the endpointer's brightness): every
/// result must be the same to the bit, or the figures measured with them would move.
@Suite struct FrameEnergyPinTests {
    /// Audio of every kind the stages meet: digital silence, a quiet hiss, speech-like bursts, and
    /// clipping square waves, with a partial frame at the end.
    static let audio: [Int16] = {
        var random = SplitMix64(seed: 32)
        var samples: [Int16] = []
        for block in 0..<24 {
            let amplitude = [0, 3, 40, 900, 12_000, 32_767][block % 6]
            for index in 0..<400 {
                if amplitude == 32_767 {
                    samples.append(index % 40 < 20 ? 32_767 : -32_768)
                } else if amplitude > 0 {
                    samples.append(Int16(Int(random.next() % UInt64(2 * amplitude + 1)) - amplitude))
                } else {
                    samples.append(0)
                }
            }
        }
        return samples + [1_000, -2_000, 3_000]
    }()

    @Test func dBFSIsTheEndpointersAndTheEnergyDetectors() {
        for length in [0, 1, 160, 161] {
            for start in stride(from: 0, to: Self.audio.count - length, by: 397) {
                let frame = Array(Self.audio[start..<(start + length)])
                var sum = 0.0
                for sample in frame { sum += Double(sample) * Double(sample) }
                let old = 10 * log10(max(sum / Double(max(frame.count, 1)), 1) / (32_768 * 32_768))
                #expect(FrameEnergy.dBFS(frame).bitPattern == old.bitPattern)
            }
        }
        #expect(abs(FrameEnergy.dBFS([32_767, -32_768])) < 1e-3, "full scale is 0 dBFS")
        #expect(FrameEnergy.dBFS([0, 0]) < -90, "silence is floored, not infinite")
    }

    @Test(arguments: [320, 400])
    func levelsAreTheGatesAndTheNoiseEstimates(frameLength: Int) {
        let count = Self.audio.count / frameLength
        var old = [Double](repeating: 0, count: count)
        Self.audio.withUnsafeBufferPointer { buffer in
            for frame in 0..<count {
                var sum = 0.0
                for index in (frame * frameLength)..<((frame + 1) * frameLength) {
                    let value = Double(buffer[index])
                    sum += value * value
                }
                old[frame] = 10 * log10(sum / Double(frameLength) + 1)
            }
        }
        let new = FrameEnergy.levels(Self.audio, frameLength: frameLength, floor: 1)
        #expect(new.map(\.bitPattern) == old.map(\.bitPattern))
        #expect(new.count == count && new.contains(0), "whole frames only; silence reads 0 dB")
    }

    @Test func smoothedLevelsAreTheTrimmers() {
        let frameSamples = 160
        let smoothingFrames = 10
        let count = Self.audio.count / frameSamples
        var energies = [Double](repeating: 0, count: count)
        for frame in 0..<count {
            var sum = 0.0
            for sample in Self.audio[(frame * frameSamples)..<((frame + 1) * frameSamples)] {
                let value = Double(sample)
                sum += value * value
            }
            energies[frame] = sum / Double(frameSamples)
        }
        let powers = FrameEnergy.meanPowers(Self.audio, frameLength: frameSamples)
        #expect(powers.map(\.bitPattern) == energies.map(\.bitPattern))
        var prefix = [Double](repeating: 0, count: count + 1)
        for frame in 0..<count { prefix[frame + 1] = prefix[frame] + energies[frame] }
        for frame in 0..<count {
            let low = max(0, frame - smoothingFrames / 2)
            let high = min(count, frame + smoothingFrames - smoothingFrames / 2)
            let mean = (prefix[high] - prefix[low]) / Double(smoothingFrames) + 1e-3
            let new = FrameEnergy.decibels((prefix[high] - prefix[low]) / Double(smoothingFrames), floor: 1e-3)
            #expect(new.bitPattern == (10 * log10(mean)).bitPattern)
        }
        #expect(FrameEnergy.meanPowers([1, 2, 3], frameLength: 4).isEmpty)
    }

    @Test func framePowersAreTheMixers() {
        let scaled = Self.audio.map { Double($0) * 0.713 }
        for length in [1, 320, 2048] {
            for start in stride(from: 0, to: scaled.count, by: length) {
                let frame = scaled[start..<min(start + length, scaled.count)]
                #expect(FrameEnergy.energy(frame).bitPattern == frame.reduce(0) { $0 + $1 * $1 }.bitPattern)
                #expect(
                    FrameEnergy.meanPower(frame).bitPattern
                        == (frame.reduce(0) { $0 + $1 * $1 } / Double(frame.count)).bitPattern)
            }
        }
    }

    @Test func peakAndBrightnessAreTheOldOnes() {
        for peak in [0, 1, 327, 32_767, 32_768] {
            let old = peak == 0 ? -.infinity : 20 * log10(Double(peak) / 32_768)
            #expect(FrameEnergy.dBFS(peak: peak) == old)
        }
        for start in stride(from: 0, to: Self.audio.count - 160, by: 311) {
            let frame = Array(Self.audio[start..<(start + 160)])
            var energy = 1.0
            var difference = 1.0
            var previous = frame.first.map(Double.init) ?? 0
            for sample in frame {
                let value = Double(sample)
                energy += value * value
                difference += (value - previous) * (value - previous)
                previous = value
            }
            #expect(FrameEnergy.brightness(frame).bitPattern == (10 * log10(difference / energy)).bitPattern)
        }
        #expect(FrameEnergy.brightness([]) == 0)
    }
}
