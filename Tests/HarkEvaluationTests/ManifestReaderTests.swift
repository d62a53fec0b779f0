import Foundation
import Testing

@testable import HarkEvaluation

@Suite struct ManifestReaderTests {
    private func error(_ text: String, path: String = "data/m.jsonl") -> ManifestError? {
        do {
            _ = try ManifestReader.parse(text, path: path)
            return nil
        } catch {
            return error
        }
    }

    @Test func readsEveryField() throws {
        let text = """
            # commands recorded by two voices
            {"audio": "clips/go.wav", "text": "go forward 10 meters", "intent": "move", \
            "parameters": {"distance": "10", "items": ["a", "b"]}, "voice": "amy", \
            "split": "heldout", "rawFormat": "s16le:16000:1", "take": 3, "tags": ["x"]}

            {"audio": "/abs/stop.raw"}
            """
        let set = try ManifestReader.parse(text, path: "data/cmds.jsonl")
        #expect(set.name == "cmds")
        #expect(set.samples.count == 2)

        let go = set.samples[0]
        #expect(go.id == "clips/go")
        #expect(go.audioPath == "data/clips/go.wav")
        #expect(go.set == "cmds")
        #expect(go.reference == "go forward 10 meters")
        #expect(go.intent == "move")
        #expect(go.parameters == ["distance": ["10"], "items": ["a", "b"]])
        #expect(go.rawFormat == "s16le:16000:1")
        #expect(go.voice == "amy")
        #expect(go.split == "heldout")
        #expect(go.metadata == ["voice": "amy", "split": "heldout", "take": "3", "tags": "[\"x\"]"])
        #expect(go.location == ManifestLocation(path: "data/cmds.jsonl", line: 2))

        let stop = set.samples[1]
        #expect(stop.audioPath == "/abs/stop.raw")
        #expect(stop.reference == nil && stop.intent == nil && stop.parameters == nil)
        #expect(stop.location?.line == 4)
    }

    @Test func pathsResolveAgainstTheManifestDirectory() throws {
        let here = try ManifestReader.parse(#"{"audio": "./a.wav"}"#, path: "m.jsonl")
        #expect(here.samples[0].audioPath == "a.wav")
        let nested = try ManifestReader.parse(#"{"audio": "../b.wav"}"#, path: "/x/y/m.jsonl")
        #expect(nested.samples[0].audioPath == "/x/y/../b.wav")
    }

    @Test func absolutePathsGetTheShortestDistinctID() throws {
        let set = try ManifestReader.parse(
            """
            {"audio": "/data/cards/001.wav"}
            {"audio": "/data/a/take.wav"}
            {"audio": "/data/b/take.wav"}
            {"audio": "clips/go.wav"}
            """, path: "m.jsonl")
        // "take" alone is ambiguous, so every absolute path keeps one directory.
        #expect(set.samples.map(\.id) == ["cards/001", "a/take", "b/take", "clips/go"])

        let cards = try ManifestReader.parse(
            #"{"audio": "/usr/share/pocketsphinx/test/data/cards/001.wav"}"#, path: "cards.jsonl")
        #expect(cards.samples[0].id == "001")
    }

    @Test func nullCountsAsAbsentAndWindowsLineEndingsWork() throws {
        let set = try ManifestReader.parse(
            "{\"audio\": \"a.wav\", \"text\": null}\r\n{\"audio\": \"b.wav\"}\r\n", path: "m.jsonl")
        #expect(set.samples.map(\.audioPath) == ["a.wav", "b.wav"])
        #expect(set.samples[0].reference == nil)
        #expect(set.samples[1].location?.line == 2)
    }

    @Test func badJSONNamesFileAndLine() throws {
        let failure = try #require(
            error(
                """
                {"audio": "a.wav"}
                # a comment
                {"audio": "b.wav",
                """))
        #expect(failure.path == "data/m.jsonl")
        #expect(failure.line == 3)
        guard case .badJSON = failure.reason else {
            Issue.record("expected bad JSON, got \(failure.reason)")
            return
        }
        #expect(failure.description.hasPrefix("data/m.jsonl:3: bad JSON"))
    }

    @Test func missingAudioNamesFileAndLine() throws {
        let failure = try #require(error("{\"audio\": \"a.wav\"}\n{\"text\": \"hello\"}"))
        #expect(failure.line == 2)
        #expect(failure.reason == .missingAudio)
        #expect(failure.description.hasPrefix("data/m.jsonl:2: missing \"audio\""))
        #expect(error(#"{"audio": ""}"#)?.reason == .missingAudio)
        #expect(error(#"{"audio": null}"#)?.reason == .missingAudio)
    }

    @Test(arguments: [
        (#"{"audio": 5}"#, "audio", "a number"),
        (#"{"audio": "a.wav", "text": ["go"]}"#, "text", "an array"),
        (#"{"audio": "a.wav", "intent": true}"#, "intent", "a boolean"),
        (#"{"audio": "a.wav", "parameters": ["x"]}"#, "parameters", "an array"),
        (#"{"audio": "a.wav", "parameters": {"n": 10}}"#, "parameters.n", "a number"),
        (#"{"audio": "a.wav", "parameters": {"n": ["a", 1]}}"#, "parameters.n", "an array holding a number"),
    ])
    func wrongTypesNameTheKey(line: String, key: String, found: String) throws {
        let failure = try #require(error(line))
        #expect(failure.line == 1)
        guard case .wrongType(let actualKey, _, let actualFound) = failure.reason else {
            Issue.record("expected a type error, got \(failure.reason)")
            return
        }
        #expect(actualKey == key)
        #expect(actualFound == found)
        #expect(failure.description.contains("\"\(key)\" must be"))
    }

    @Test func otherLineErrors() {
        #expect(error("[1, 2]")?.reason == .notAnObject)
        #expect(error(#"{"audio": "a.raw", "rawFormat": "16000"}"#)?.reason == .invalidRawFormat("16000"))
        #expect(error(#"{"audio": "a.raw", "rawFormat": "s16le:0:1"}"#)?.reason == .invalidRawFormat("s16le:0:1"))
        #expect(error("# only a comment\n\n") == ManifestError(path: "data/m.jsonl", reason: .noSamples))
    }

    @Test func readsFromDisk() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("hark-manifest-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let manifest = directory.appendingPathComponent("disk.jsonl")
        try #"{"audio": "a.wav", "text": "yes"}"#.write(to: manifest, atomically: true, encoding: .utf8)

        let set = try ManifestReader.read(contentsOf: manifest.path)
        #expect(set.samples[0].audioPath == directory.appendingPathComponent("a.wav").path)
        #expect(set.samples[0].reference == "yes")

        let missing = directory.appendingPathComponent("missing.jsonl").path
        #expect(throws: ManifestError.self) { try ManifestReader.read(contentsOf: missing) }
        do {
            _ = try ManifestReader.read(contentsOf: missing)
        } catch {
            #expect(error.path == missing)
            #expect(error.line == nil)
        }
    }
}
