import Foundation
import Testing

@testable import Hark

/// The same audio gives the same answer whatever one decoder heard before it: the front end's
/// noise estimate used to carry over from one file to the next.
@Suite("Order independence")
struct OrderIndependenceTests {
    /// Real speech from the coffee-maker dev split (beside the repository, as CI has it), else the
    /// pocketsphinx-testdata recordings.
    static func recordings() throws -> (files: [String], search: RecognizerConfiguration) {
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let dev = root.deletingLastPathComponent().appendingPathComponent("shared/picovoice-coffee-dev/audio")
        let cache = FileManager.default.temporaryDirectory.appendingPathComponent("hark-order-\(UUID().uuidString)")
        if let names = try? FileManager.default.contentsOfDirectory(atPath: dev.path), names.count >= 6 {
            let search = try CommandSearch.prepare(
                CommandSearchConfiguration(
                    intentDefinitions: [root.appendingPathComponent("Models/coffee-maker/coffee_maker.yaml")],
                    mode: .languageModel, cacheDirectory: cache))
            return (names.sorted().prefix(6).map { dev.appendingPathComponent($0).path }, search.recognizer)
        }
        let librivox = try FileManager.default.contentsOfDirectory(atPath: TestData.librivox)
            .filter { $0.hasSuffix(".wav") }.sorted().map { TestData.librivox + "/" + $0 }
        return (Array(librivox.prefix(3)), RecognizerConfiguration.generalEnglish())
    }

    @Test func aSetDecodedInTwoOrdersGivesTheSameResults() throws {
        let (files, configuration) = try Self.recordings()
        func decode(_ order: [String]) throws -> [String: String] {
            let transcriber = try Transcriber(configuration: configuration)
            var results: [String: String] = [:]
            for file in order {
                let transcript = try transcriber.transcribe(file: file).transcript
                results[file] = "\(transcript.text) \(transcript.score)"
            }
            return results
        }
        let forward = try decode(files)
        let backward = try decode(files.reversed())
        #expect(forward == backward)
        // And each equals the file decoded alone by a fresh decoder.
        let alone = try decode([files[files.count - 1]])
        #expect(alone[files[files.count - 1]] == forward[files[files.count - 1]])
    }
}
