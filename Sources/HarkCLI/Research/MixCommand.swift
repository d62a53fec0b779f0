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
        let writer = NoisySetWriter(convention: snrConvention, noiseOnly: noiseOnly, seed: seed)
        let failures: Int
        do {
            failures = try writer.write(
                manifest: manifest, noises: noise, ratios: snr, to: out,
                written: { set in
                    print(
                        "\(set.manifest): \(set.count) \(noiseOnly ? "noise-only files" : "utterances") at "
                            + "\(NoiseCurve.snrText(set.snr)) dB SNR (\(snrConvention.rawValue)), \(set.noise)")
                }, failed: StandardStreams.printError)
        } catch {
            throw CommandFailure(error.description)
        }
        if failures > 0 { throw ExitCode.failure }
    }
}
