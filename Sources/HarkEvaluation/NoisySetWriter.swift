import Foundation
import Hark

/// Writes noisy copies of a sample set, as `hark mix` does: for each noise and ratio, a folder of
/// 16 kHz mono WAV files and a manifest beside it that keeps every field of the original lines
/// and adds `noise`, `snr`, `snrConvention` and `seed`. The noise starts at an offset drawn from
/// `seed` and the utterance's path, so the same seed writes the same bytes.
public struct NoisySetWriter: Sendable {
    /// How the speech and noise levels are measured.
    public var convention: SNRConvention
    /// Writes the noise stretch alone, exactly as loud as in the mix, with lines that expect no
    /// intent, so that a command found there counts as a false accept.
    public var noiseOnly: Bool
    /// The seed of the noise offsets.
    public var seed: UInt64

    /// A writer of mixes measured by `convention` (or of their noise alone), offset by `seed`.
    public init(convention: SNRConvention = .activeSpeech, noiseOnly: Bool = false, seed: UInt64 = 0) {
        self.convention = convention
        self.noiseOnly = noiseOnly
        self.seed = seed
    }

    /// One manifest written, with its files.
    public struct WrittenSet: Sendable {
        /// The manifest's path.
        public var manifest: String
        /// How many files it lists.
        public var count: Int
        /// The noise's name (its file name without the extension).
        public var noise: String
        /// The signal-to-noise ratio, in dB.
        public var snr: Double
    }

    /// Mixes the set of `manifest` with each recording of `noises` at each of `ratios`, into
    /// `out`; `written` is told of each manifest as it is finished, and `failed` of each file that
    /// cannot be read or written, while the rest go on.
    /// - Returns: how many files failed.
    /// - Throws: ``NoisySetError`` when the manifest or a noise cannot be read, or a folder or
    ///   manifest cannot be written.
    public func write(
        manifest: String, noises: [String], ratios: [Double], to out: String, written: (WrittenSet) -> Void,
        failed: (String) -> Void
    ) throws(NoisySetError) -> Int {
        let set: SampleSet
        do {
            set = try ManifestReader.read(contentsOf: manifest)
        } catch {
            throw NoisySetError(error.description)
        }
        var mixers: [(name: String, file: String, mixer: NoiseMixer)] = []
        for path in noises {
            do {
                let samples = try SpeechAudioConditioner().condition(try AudioFileReader().read(path), path: path)
                    .samples
                mixers.append(
                    (NoiseCurve.noiseName(path), (path as NSString).lastPathComponent, NoiseMixer(noise: samples)))
            } catch {
                throw NoisySetError(error.description)
            }
        }
        let originals = try Self.manifestObjects(manifest)
        guard originals.count == set.samples.count else {
            throw NoisySetError("\(manifest): could not pair manifest lines with samples")
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
                failed("\(error)")
                failures += 1
                return nil
            }
        }

        for (noiseName, noiseFile, mixer) in mixers {
            for ratio in ratios {
                let label =
                    set.name + (mixers.count > 1 ? "-\(noiseName)" : "") + "-snr\(NoiseCurve.snrText(ratio))"
                    + (noiseOnly ? "-noise-only" : "")
                let folder = (out as NSString).appendingPathComponent(label)
                var lines: [String] = []
                do {
                    try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
                    for (index, sample) in set.samples.enumerated() {
                        guard let speech = speeches[index] else { continue }
                        let name =
                            String(format: "%04d-", index + 1)
                            + ((sample.audioPath as NSString).lastPathComponent as NSString).deletingPathExtension
                            + ".wav"
                        var generator = SeededGenerator(seed: seed, item: sample.audioPath)
                        let mixed = mixer.mix(speech: speech, snr: ratio, convention: convention, generator: &generator)
                        let path = (folder as NSString).appendingPathComponent(name)
                        do {
                            try AudioFileWriter().writeWAV(noiseOnly ? mixed.noise : mixed.samples, to: path)
                        } catch {
                            failed(error.description)
                            failures += 1
                            continue
                        }
                        var object = originals[index]
                        if noiseOnly { Self.expectNothing(&object) }
                        object["audio"] = label + "/" + name
                        object.removeValue(forKey: "rawFormat")
                        object["noise"] = noiseFile
                        object["snr"] = ratio
                        object["snrConvention"] = convention.rawValue
                        object["seed"] = seed
                        let data = try JSONSerialization.data(
                            withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
                        lines.append(String(decoding: data, as: UTF8.self))
                    }
                    let manifestPath = (out as NSString).appendingPathComponent(label + ".jsonl")
                    try (lines.joined(separator: "\n") + "\n").write(
                        toFile: manifestPath, atomically: true, encoding: .utf8)
                    written(WrittenSet(manifest: manifestPath, count: lines.count, noise: noiseName, snr: ratio))
                } catch {
                    throw NoisySetError("\(folder): cannot write (\(error.localizedDescription))")
                }
            }
        }
        return failures
    }

    /// A line of the noise alone: the speech it was cut for is kept as `speechAudio`, and nothing
    /// is expected.
    static func expectNothing(_ object: inout [String: Any]) {
        object["speechAudio"] = object["audio"]
        object["text"] = ""
        object["intent"] = "none"
        object["parameters"] = [String: Any]()
        object.removeValue(forKey: "voice")
        object["noiseOnly"] = true
    }

    /// The manifest's lines as JSON objects, so that every field is kept as it is.
    private static func manifestObjects(_ manifest: String) throws(NoisySetError) -> [[String: Any]] {
        let text: String
        do {
            text = try String(contentsOfFile: manifest, encoding: .utf8)
        } catch {
            throw NoisySetError("\(manifest): cannot read (\(error.localizedDescription))")
        }
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            guard !trimmed.isEmpty, !trimmed.hasPrefix("#") else { return nil }
            return (try? JSONSerialization.jsonObject(with: Data(trimmed.utf8))) as? [String: Any]
        }
    }
}

/// Why a noisy set could not be written: the file and the reason.
public struct NoisySetError: Error, CustomStringConvertible {
    /// The file and the reason.
    public let description: String
    init(_ description: String) { self.description = description }
}
