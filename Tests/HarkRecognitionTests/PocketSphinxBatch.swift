import Foundation
import HarkRecognition

/// Runs Debian's `pocketsphinx_batch` over WAV files with the same flags Hark's decoder gets.
enum PocketSphinxBatch {
    static func run(configuration: RecognizerConfiguration, fileIDs: String, audioDirectory: String) throws
        -> [String: String]
    {
        let hypothesisFile = FileManager.default.temporaryDirectory.appendingPathComponent("hark-\(UUID()).hyp")
        defer { try? FileManager.default.removeItem(at: hypothesisFile) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments =
            ["pocketsphinx_batch"] + configuration.commandLineArguments + [
                "-ctl", fileIDs, "-cepdir", audioDirectory, "-cepext", ".wav", "-adcin", "yes",
                "-adchdr", "44", "-hyp", hypothesisFile.path, "-logfn", "/dev/null",
            ]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw RecognizerError("pocketsphinx_batch exited with \(process.terminationStatus)")
        }
        var hypotheses: [String: String] = [:]
        for line in try String(contentsOf: hypothesisFile, encoding: .utf8).split(separator: "\n") {
            guard let open = line.lastIndex(of: "(") else { continue }
            let id = line[line.index(after: open)...].split(separator: " ").first.map(String.init) ?? ""
            hypotheses[id] = line[..<open].trimmingCharacters(in: .whitespaces)
        }
        return hypotheses
    }
}
