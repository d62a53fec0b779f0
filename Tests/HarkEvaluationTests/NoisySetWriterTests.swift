import Foundation
import Hark
import HarkEvaluation
import HarkTestSupport
import Testing

/// `hark mix`'s noisy sets, written in-process: the same seed writes the same bytes, every field
/// of a line is kept, a noise-only line expects nothing, and a file that cannot be read is told
/// of while the others are still written.
@Suite("Noisy copies of a sample set")
struct NoisySetWriterTests {
    /// A folder with two tones for speech, a missing third file, and a seeded noise.
    static func fixture(_ scratch: ScratchDirectory) throws -> (manifest: String, noise: String) {
        for (name, frequency) in [("a.wav", 440.0), ("b.wav", 660.0)] {
            let tone = (0..<16_000).map { Int16(8_000 * sin(2 * Double.pi * frequency * Double($0) / 16_000)) }
            try AudioFileWriter().writeWAV(tone, to: scratch.path(name))
        }
        var generator = SeededGenerator(seed: 7, item: "noise")
        let noise = (0..<32_000).map { _ in Int16.random(in: -3_000...3_000, using: &generator) }
        try AudioFileWriter().writeWAV(noise, to: scratch.path("room.wav"))
        let lines = [
            #"{"audio": "a.wav", "intent": "TurnOn", "text": "turn on", "voice": "slt", "parameters": {"room": "kitchen"}}"#,
            #"{"audio": "missing.wav", "intent": "TurnOn", "text": "turn on"}"#,
            #"{"audio": "b.wav", "intent": "TurnOff", "text": "turn off", "speaker": "s2"}"#,
        ]
        return (
            try scratch.file("set.jsonl", containing: lines.joined(separator: "\n") + "\n").path,
            scratch.path("room.wav")
        )
    }

    static func write(
        _ writer: NoisySetWriter, _ fixture: (manifest: String, noise: String), to out: String
    ) throws -> (sets: [NoisySetWriter.WrittenSet], failures: [String], failed: Int) {
        var sets: [NoisySetWriter.WrittenSet] = []
        var failures: [String] = []
        let failed = try writer.write(
            manifest: fixture.manifest, noises: [fixture.noise], ratios: [6, 15], to: out,
            written: { sets.append($0) }, failed: { failures.append($0) })
        return (sets, failures, failed)
    }

    static func lines(_ manifest: String) throws -> [[String: Any]] {
        try String(contentsOfFile: manifest, encoding: .utf8).split(separator: "\n").map {
            try #require(try JSONSerialization.jsonObject(with: Data($0.utf8)) as? [String: Any])
        }
    }

    @Test func theSameSeedWritesTheSameBytesAndKeepsEveryField() throws {
        let scratch = try ScratchDirectory("noisy-set")
        defer { scratch.remove() }
        let fixture = try Self.fixture(scratch)
        let first = try Self.write(NoisySetWriter(seed: 3), fixture, to: scratch.path("one"))
        let again = try Self.write(NoisySetWriter(seed: 3), fixture, to: scratch.path("two"))
        #expect(again.sets.map(\.count) == first.sets.map(\.count))
        let other = try Self.write(NoisySetWriter(seed: 4), fixture, to: scratch.path("three"))

        #expect(first.failed == 1)
        #expect(first.failures.count == 1 && first.failures[0].contains("missing.wav"))
        #expect(first.sets.map(\.snr) == [6, 15])
        #expect(first.sets.map(\.count) == [2, 2])
        #expect(first.sets[0].manifest == scratch.path("one/set-snr6.jsonl"))
        let lines = try Self.lines(first.sets[0].manifest)
        #expect(lines.map { $0["audio"] as? String } == ["set-snr6/0001-a.wav", "set-snr6/0003-b.wav"])
        #expect(lines[0]["voice"] as? String == "slt" && lines[1]["speaker"] as? String == "s2")
        #expect((lines[0]["parameters"] as? [String: String]) == ["room": "kitchen"])
        #expect(lines[0]["noise"] as? String == "room.wav" && lines[0]["snr"] as? Double == 6)
        #expect(lines[0]["seed"] as? Int == 3 && lines[0]["snrConvention"] as? String == "active-speech")

        for name in ["set-snr6/0001-a.wav", "set-snr15/0003-b.wav"] {
            let bytes = try Data(contentsOf: scratch.file("one/\(name)"))
            #expect(bytes == (try Data(contentsOf: scratch.file("two/\(name)"))))
            #expect(bytes != (try Data(contentsOf: scratch.file("three/\(name)"))))
        }
        #expect(other.failed == 1)
    }

    @Test func theNoiseAloneExpectsNothing() throws {
        let scratch = try ScratchDirectory("noisy-set-noise-only")
        defer { scratch.remove() }
        let fixture = try Self.fixture(scratch)
        let written = try Self.write(NoisySetWriter(noiseOnly: true, seed: 3), fixture, to: scratch.path("out"))
        #expect(
            written.sets.map(\.manifest)
                == ["set-snr6", "set-snr15"].map { scratch.path("out/\($0)-noise-only.jsonl") })
        let line = try #require(try Self.lines(written.sets[0].manifest).first)
        #expect(line["intent"] as? String == "none" && line["text"] as? String == "")
        #expect((line["parameters"] as? [String: Any])?.isEmpty == true)
        #expect(line["speechAudio"] as? String == "a.wav" && line["voice"] == nil)
        #expect(line["noiseOnly"] as? Bool == true)
    }

    @Test func anUnreadableManifestOrNoiseIsNamed() throws {
        let scratch = try ScratchDirectory("noisy-set-bad")
        defer { scratch.remove() }
        let fixture = try Self.fixture(scratch)
        let writer = NoisySetWriter()
        #expect {
            _ = try Self.write(writer, (scratch.path("none.jsonl"), fixture.noise), to: scratch.path("out"))
        } throws: { "\($0)".contains("none.jsonl") }
        #expect {
            _ = try Self.write(writer, (fixture.manifest, scratch.path("quiet.wav")), to: scratch.path("out"))
        } throws: { "\($0)".contains("quiet.wav") }
    }
}
