import Foundation
import HarkAudio
import HarkSupport

/// A synthesized voice that speaks a wake word model's training clips: every English voice of
/// the synthesizers `scripts/setup.sh` installs (flite, espeak-ng with each of its voice
/// variants, festival), run as their command-line programs, at a chosen speed and pitch.
public struct TrainingVoice: Sendable, Hashable, CustomStringConvertible {
    /// The synthesizer that speaks.
    public enum Engine: String, Sendable, CaseIterable {
        /// CMU's flite (`flite -voice NAME`).
        case flite
        /// espeak-ng, a voice with or without a variant (`espeak-ng -v en-us+m3`).
        case espeak = "espeak-ng"
        /// The Festival Speech Synthesis System (`text2wave`).
        case festival
    }

    /// The synthesizer that speaks.
    public var engine: Engine
    /// The synthesizer's name for the voice: `slt`, `en-us+m3`, `kal_diphone`.
    public var name: String

    /// `ENGINE:NAME`, e.g. `flite:slt`.
    public var description: String { "\(engine.rawValue):\(name)" }

    /// Every voice installed, by engine; an engine not installed has none.
    public static func installed() -> [Engine: [TrainingVoice]] {
        var voices: [Engine: [TrainingVoice]] = [:]
        // "Voices available: kal awb_time kal16 awb rms slt" (awb_time speaks only the time).
        if let listing = run("flite", ["-lv"]) {
            let names = listing.split(whereSeparator: \.isWhitespace).dropFirst(2).map(String.init)
            voices[.flite] = names.filter { $0 != "awb_time" }.map { TrainingVoice(engine: .flite, name: $0) }
        }
        // espeak-ng's English voices (not MBROLA's, which need another program), each with every
        // variant: the table's fifth column is the voice's file.
        if let english = run("espeak-ng", ["--voices=en"]), let variants = run("espeak-ng", ["--voices=variant"]) {
            func files(_ table: String) -> [String] {
                table.split(separator: "\n").dropFirst().compactMap { line in
                    let columns = line.split(whereSeparator: \.isWhitespace)
                    return columns.count >= 5 ? String(columns[4]) : nil
                }
            }
            let bases = files(english).filter { !$0.hasPrefix("mb/") }.map {
                String($0.split(separator: "/").last ?? Substring($0))
            }
            let kinds = files(variants).compactMap { $0.split(separator: "/").last.map(String.init) }
            voices[.espeak] = Array(Set(bases)).sorted().flatMap { base in
                [TrainingVoice(engine: .espeak, name: base)]
                    + kinds.map { TrainingVoice(engine: .espeak, name: "\(base)+\($0)") }
            }
        }
        // festival's voices are the folders of its voice directories.
        if ExecutableSearch.find("text2wave") != nil {
            let root = "/usr/share/festival/voices"
            let languages = (try? FileManager.default.contentsOfDirectory(atPath: root)) ?? []
            voices[.festival] = languages.flatMap { language in
                ((try? FileManager.default.contentsOfDirectory(atPath: "\(root)/\(language)")) ?? []).map {
                    TrainingVoice(engine: .festival, name: $0)
                }
            }.sorted { $0.name < $1.name }
        }
        return voices.filter { !$0.value.isEmpty }
    }

    /// `text` spoken at `speed` (1 as the voice speaks, 1.2 a fifth faster) and `pitch` (1 the
    /// voice's own; flite and espeak-ng only), as 16 kHz samples; nil when the synthesizer fails.
    public func speak(_ text: String, speed: Double, pitch: Double, scratch: String) -> [Int16]? {
        let wave = scratch + "/voice-\(UUID().uuidString).wav"
        defer { try? FileManager.default.removeItem(atPath: wave) }
        switch engine {
        case .flite:
            // flite's mean pitch is in Hz; its voices speak near 100 (male) to 170 (slt).
            let base = name == "slt" ? 170.0 : 105.0
            _ = Self.run(
                "flite",
                [
                    "-voice", name, "--setf", "duration_stretch=\(1 / speed)", "--setf",
                    "int_f0_target_mean=\(Int(base * pitch))", "-t", text, "-o", wave,
                ])
        case .espeak:
            // espeak-ng's speed is words per minute (175 its own), its pitch 0–99 (50 its own).
            _ = Self.run(
                "espeak-ng",
                [
                    "-v", name, "-s", "\(Int(175 * speed))", "-p", "\(min(max(Int(50 * pitch), 0), 99))", "-w", wave,
                    text,
                ])
        case .festival:
            let textFile = wave + ".txt"
            defer { try? FileManager.default.removeItem(atPath: textFile) }
            guard FileManager.default.createFile(atPath: textFile, contents: Data(text.utf8)) else { return nil }
            _ = Self.run(
                "text2wave",
                [
                    "-o", wave, "-eval", "(voice_\(name))", "-eval", "(Parameter.set 'Duration_Stretch \(1 / speed))",
                    textFile,
                ])
        }
        guard let audio = try? AudioFileReader().read(wave),
            let speech = try? SpeechAudioConditioner().condition(audio, path: wave), !speech.isSilent
        else { return nil }
        return speech.samples
    }

    /// A program's standard output, or nil when it is not installed or fails.
    private static func run(_ program: String, _ arguments: [String]) -> String? {
        guard let executable = ExecutableSearch.find(program) else { return nil }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: executable)
        process.arguments = arguments
        let output = Pipe()
        process.standardOutput = output
        process.standardError = FileHandle.nullDevice
        process.standardInput = FileHandle.nullDevice
        guard (try? process.run()) != nil else { return nil }
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return process.terminationStatus == 0 ? String(decoding: data, as: UTF8.self) : nil
    }
}
