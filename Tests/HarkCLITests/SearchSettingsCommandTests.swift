import Foundation
import HarkTestSupport
import Testing

/// Search settings out of their range are refused before any audio is read, naming the option and
/// the value, whatever command takes them.
@Suite("search settings out of range")
struct SearchSettingsCommandTests {
    @Test(arguments: [
        (["--g2p-alternates", "0"], "--g2p-alternates must be 1 or more, not 0"),
        (["--g2p-relative-likelihood", "0.5"], "--g2p-relative-likelihood must be 1 or more, not 0.5"),
        (["--answer-garbage-words", "-3"], "--answer-garbage-words must be 0 or more, not -3"),
        (["--edge-garbage", "1.5"], "--edge-garbage must be a probability above 0 and at most 1, not 1.5"),
    ])
    func isRefusedByName(arguments: [String], message: String) throws {
        for command in ["transcribe", "understand"] {
            let run = try HarkProcess.run([command] + arguments + ["missing.wav"])
            #expect(run.status != 0, "\(command) \(arguments)")
            #expect(run.standardError.contains(message), "\(command): \(run.standardError)")
            #expect(!run.standardError.contains("missing.wav"), "\(command) read audio before refusing")
        }
    }
}
