import ArgumentParser
import Foundation
import Hark
import HarkEvaluation

struct MixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mix",
        abstract: "Write a noisy copy of a sample set at given signal-to-noise ratios.",
        discussion: """
            For each --snr, writes OUT/<set>-snr<N>.jsonl and its audio (16 kHz mono 16-bit WAV) in \
            OUT/<set>-snr<N>/. Speech level is the active-speech power (20 ms frames within 40 dB of \
            the loudest); the noise starts at a seeded random offset per utterance and loops if short. \
            The same seed gives byte-identical output. Every other manifest field is kept, and \
            "noise", "snr" and "seed" are added.
            """)

    @Argument(help: "A JSON Lines manifest.", completion: .file())
    var manifest: String

    @Option(help: "Noise recording (any format Hark reads).", completion: .file())
    var noise: String

    @Option(help: "Signal-to-noise ratio in dB; repeat for several.")
    var snr: [Double]

    @Option(help: "Output folder.", completion: .directory)
    var out: String

    @Option(help: "Seed for the noise offsets.")
    var seed: UInt64 = 0

    func run() throws {
        let set: SampleSet
        let noiseSamples: [Int16]
        do {
            set = try ManifestReader.read(contentsOf: manifest)
        } catch {
            StandardStreams.printError(error.description)
            throw ExitCode.failure
        }
        do {
            noiseSamples = try SpeechAudioConditioner().condition(try AudioFileReader().read(noise), path: noise)
                .samples
        } catch {
            StandardStreams.printError(error.description)
            throw ExitCode.failure
        }
        let originals = try manifestObjects()
        guard originals.count == set.samples.count else {
            StandardStreams.printError("\(manifest): could not pair manifest lines with samples")
            throw ExitCode.failure
        }

        let mixer = NoiseMixer(noise: noiseSamples)
        var failures = 0
        for ratio in snr {
            let label = "\(set.name)-snr\(Self.label(ratio))"
            let folder = (out as NSString).appendingPathComponent(label)
            try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            var lines: [String] = []
            for (index, sample) in set.samples.enumerated() {
                let name =
                    String(format: "%04d-", index + 1)
                    + ((sample.audioPath as NSString).lastPathComponent as NSString).deletingPathExtension + ".wav"
                do {
                    let speech = try SpeechAudioConditioner().condition(
                        try AudioFileReader().read(
                            sample.audioPath, raw: sample.rawFormat.flatMap(RawAudioFormat.init)),
                        path: sample.audioPath)
                    var generator = SeededGenerator(seed: seed, item: sample.audioPath)
                    let mixed = mixer.mix(speech: speech.samples, snr: ratio, generator: &generator)
                    try AudioFileWriter().writeWAV(mixed.samples, to: (folder as NSString).appendingPathComponent(name))
                } catch {
                    StandardStreams.printError(error.description)
                    failures += 1
                    continue
                }
                var object = originals[index]
                object["audio"] = label + "/" + name
                object.removeValue(forKey: "rawFormat")
                object["noise"] = (noise as NSString).lastPathComponent
                object["snr"] = ratio
                object["seed"] = seed
                let data = try JSONSerialization.data(
                    withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                lines.append(String(decoding: data, as: UTF8.self))
            }
            let manifestPath = (out as NSString).appendingPathComponent(label + ".jsonl")
            try (lines.joined(separator: "\n") + "\n").write(toFile: manifestPath, atomically: true, encoding: .utf8)
            print("\(manifestPath): \(lines.count) utterances at \(Self.label(ratio)) dB SNR")
        }
        if failures > 0 { throw ExitCode.failure }
    }

    /// The manifest's objects in sample order, to copy every field the mixer does not change.
    private func manifestObjects() throws -> [[String: Any]] {
        let text = try String(contentsOfFile: manifest, encoding: .utf8)
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            return (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) as? [String: Any]
        }
    }

    static func label(_ ratio: Double) -> String {
        ratio == ratio.rounded() ? String(Int(ratio)) : String(ratio)
    }
}
