import ArgumentParser
import Foundation
import Hark
import HarkEvaluation

extension SNRConvention: ExpressibleByArgument {}

struct MixCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "mix",
        abstract: "Write a noisy copy of a sample set.",
        discussion: """
            For each --noise and --snr, writes OUT/<label>.jsonl and its audio (16 kHz mono 16-bit \
            WAV) in OUT/<label>/, where <label> is <set>-snr<N> for one noise and \
            <set>-<noise>-snr<N> for several. --snr-convention says how the two levels are \
            measured: active-speech (the default) takes the speech's active-speech power (20 ms \
            frames within 40 dB of the loudest) over the noise's mean power; peak-frame is \
            Picovoice's speech-to-intent benchmark, the energy of the loudest 2048-sample frame of \
            the speech over that of the noise stretch. The noise starts at a seeded random offset \
            per utterance and loops if short. The same seed gives byte-identical output. Every \
            other manifest field is kept, and "noise", "snr", "snrConvention" and "seed" are added.

            --noise-only writes, instead of the mix, the noise stretch of each utterance alone, \
            exactly as loud as it is in the mix, to <label>-noise-only. Its lines expect no intent \
            ("intent": "none", "text": "", no parameters), so `hark evaluate` counts every command \
            it finds there as a false accept.
            """)

    @Argument(help: "A JSON Lines manifest.", completion: .file())
    var manifest: String

    @Option(help: "Noise recording (any format Hark reads); repeat for several.", completion: .file())
    var noise: [String]

    @Option(help: "Signal-to-noise ratio in dB; repeat for several.")
    var snr: [Double]

    @Option(help: "How speech and noise levels are measured: active-speech or peak-frame.")
    var snrConvention: SNRConvention = .activeSpeech

    @Flag(help: "Write the noise alone, as loud as in the mix, with lines that expect no intent.")
    var noiseOnly = false

    @Option(help: "Output folder.", completion: .directory)
    var out: String

    @Option(help: "Seed for the noise offsets.")
    var seed: UInt64 = 0

    func validate() throws {
        let names = noise.map(NoiseCurve.noiseName)
        if let repeated = names.first(where: { name in names.filter { $0 == name }.count > 1 }) {
            throw ValidationError("two noises are named \"\(repeated)\": their outputs would overwrite each other")
        }
    }

    func run() throws {
        let set: SampleSet
        do {
            set = try ManifestReader.read(contentsOf: manifest)
        } catch {
            throw CommandFailure(error.description)
        }
        var mixers: [(name: String, file: String, mixer: NoiseMixer)] = []
        for path in noise {
            do {
                let samples = try SpeechAudioConditioner().condition(try AudioFileReader().read(path), path: path)
                    .samples
                mixers.append(
                    (NoiseCurve.noiseName(path), (path as NSString).lastPathComponent, NoiseMixer(noise: samples)))
            } catch {
                throw CommandFailure(error.description)
            }
        }
        let originals = try manifestObjects()
        guard originals.count == set.samples.count else {
            throw CommandFailure("\(manifest): could not pair manifest lines with samples")
        }

        // Each utterance is read once, whatever the number of noises and ratios.
        var failures = 0
        let speeches: [[Int16]?] = set.samples.map { sample in
            do {
                return try SpeechAudioConditioner().condition(
                    try AudioFileReader().read(sample.audioPath, raw: sample.rawFormat.flatMap(RawAudioFormat.init)),
                    path: sample.audioPath
                ).samples
            } catch {
                StandardStreams.printError("\(error)")
                failures += 1
                return nil
            }
        }

        for (noiseName, noiseFile, mixer) in mixers {
            for ratio in snr {
                let label =
                    set.name + (mixers.count > 1 ? "-\(noiseName)" : "") + "-snr\(NoiseCurve.snrText(ratio))"
                    + (noiseOnly ? "-noise-only" : "")
                let folder = (out as NSString).appendingPathComponent(label)
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                var lines: [String] = []
                for (index, sample) in set.samples.enumerated() {
                    guard let speech = speeches[index] else { continue }
                    let name =
                        String(format: "%04d-", index + 1)
                        + ((sample.audioPath as NSString).lastPathComponent as NSString).deletingPathExtension
                        + ".wav"
                    var generator = SeededGenerator(seed: seed, item: sample.audioPath)
                    let mixed = mixer.mix(
                        speech: speech, snr: ratio, convention: snrConvention, generator: &generator)
                    let path = (folder as NSString).appendingPathComponent(name)
                    do {
                        try AudioFileWriter().writeWAV(noiseOnly ? mixed.noise : mixed.samples, to: path)
                    } catch {
                        StandardStreams.printError(error.description)
                        failures += 1
                        continue
                    }
                    var object = originals[index]
                    if noiseOnly { Self.expectNothing(&object) }
                    object["audio"] = label + "/" + name
                    object.removeValue(forKey: "rawFormat")
                    object["noise"] = noiseFile
                    object["snr"] = ratio
                    object["snrConvention"] = snrConvention.rawValue
                    object["seed"] = seed
                    let data = try JSONSerialization.data(
                        withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                    lines.append(String(decoding: data, as: UTF8.self))
                }
                let manifestPath = (out as NSString).appendingPathComponent(label + ".jsonl")
                try (lines.joined(separator: "\n") + "\n").write(
                    toFile: manifestPath, atomically: true, encoding: .utf8)
                print(
                    "\(manifestPath): \(lines.count) \(noiseOnly ? "noise-only files" : "utterances") at "
                        + "\(NoiseCurve.snrText(ratio)) dB SNR (\(snrConvention.rawValue)), \(noiseName)")
            }
        }
        if failures > 0 { throw ExitCode.failure }
    }

    /// Turns a manifest line into one for its noise alone: nothing is said, so the only right
    /// answer is no intent (docs/evaluation.md), and any command heard is a false accept. The
    /// speaker is gone too; the speech the noise was cut for is kept as `speechAudio`.
    static func expectNothing(_ object: inout [String: Any]) {
        object["speechAudio"] = object["audio"]
        object["text"] = ""
        object["intent"] = "none"
        object["parameters"] = [String: Any]()
        object.removeValue(forKey: "voice")
        object["noiseOnly"] = true
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
}
