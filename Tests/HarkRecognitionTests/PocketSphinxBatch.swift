import Foundation
import HarkRecognition
import HarkTestSupport

/// Runs Debian's `pocketsphinx_batch` over audio files with the same flags Hark's decoder gets:
/// WAV files (`header` 44 bytes), or headerless 16 kHz PCM (`header` 0).
enum PocketSphinxBatch {
    static func run(
        configuration: RecognizerConfiguration, fileIDs: String, audioDirectory: String, extension: String = ".wav",
        header: Int = 44
    ) throws -> [String: String] {
        let hypothesisFile = FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(UUID()).hyp")
        defer { try? FileManager.default.removeItem(at: hypothesisFile) }
        try Tool.run(
            "pocketsphinx_batch",
            configuration.commandLineArguments + [
                "-ctl", fileIDs, "-cepdir", audioDirectory, "-cepext", `extension`, "-adcin", "yes",
                "-adchdr", "\(header)", "-hyp", hypothesisFile.path, "-logfn", "/dev/null",
            ])
        var hypotheses: [String: String] = [:]
        for line in try String(contentsOf: hypothesisFile, encoding: .utf8).split(separator: "\n") {
            guard let open = line.lastIndex(of: "(") else { continue }
            let id = line[line.index(after: open)...].split(separator: " ").first.map(String.init) ?? ""
            hypotheses[id] = line[..<open].trimmingCharacters(in: .whitespaces)
        }
        return hypotheses
    }
}
