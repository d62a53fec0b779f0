import Foundation
import Synchronization
import Testing

@testable import HarkAudio

/// Each kind of bad file gets its own reason, and the reason names the file.
@Suite("Bad audio files")
final class BadInputTests {
    let fixtures: SoxFixtures
    let goodWAV: String

    init() throws {
        fixtures = try SoxFixtures()
        let raw = try fixtures.writeRaw(SoxFixtures.referenceSignal(frames: 16_000, rate: 16_000), name: "good.raw")
        goodWAV = try fixtures.convert(raw: raw, rate: 16_000, channels: 1, to: "good.wav", options: [])
    }

    // A class suite's deinit runs after each test: the test's files go with it.
    deinit { fixtures.remove() }

    func reason(_ path: String, raw: RawAudioFormat? = nil) -> AudioError.Reason? {
        do {
            let decoded = try AudioFileReader().read(path, raw: raw)
            let speech = try SpeechAudioConditioner().condition(decoded, path: path)
            return speech.isSilent ? .silent : nil
        } catch {
            #expect(error.path == path)
            #expect(error.description.hasPrefix(path + ": "))
            return error.reason
        }
    }

    func write(_ bytes: Data, _ name: String) throws -> String {
        let path = fixtures.directory.appendingPathComponent(name).path
        try bytes.write(to: URL(fileURLWithPath: path))
        return path
    }

    /// The good file with a 32-bit little-endian field of its `fmt ` chunk overwritten.
    func patchedFormatField(offset: Int, value: UInt32, bytes: Int) throws -> Data {
        var data = try Data(contentsOf: URL(fileURLWithPath: goodWAV))
        let fmt = try #require(data.range(of: Data("fmt ".utf8))).lowerBound
        for byte in 0..<bytes { data[fmt + offset + byte] = UInt8((value >> (8 * UInt32(byte))) & 0xFF) }
        return data
    }

    @Test func goodFileIsAccepted() { #expect(reason(goodWAV) == nil) }

    @Test func missingFile() {
        #expect(reason(fixtures.directory.appendingPathComponent("nope.wav").path) == .notFound)
    }

    @Test func directory() { #expect(reason(fixtures.directory.path) == .isDirectory) }

    @Test func zeroLengthFile() throws { #expect(reason(try write(Data(), "empty.wav")) == .empty) }

    @Test func textIsNotAudio() throws {
        let path = try write(Data("this is a shopping list, not a recording\n".utf8), "list.wav")
        guard case .unreadable = reason(path) else {
            Issue.record("text file accepted as audio")
            return
        }
    }

    @Test func truncatedFile() throws {
        let whole = try Data(contentsOf: URL(fileURLWithPath: goodWAV))
        let path = try write(whole.prefix(whole.count / 3), "cut.wav")
        guard case .truncated(let declared, let present) = reason(path) else {
            Issue.record("truncated file accepted")
            return
        }
        #expect(declared == 32_000)
        #expect(present < declared)
    }

    @Test func headerClaimsMoreDataThanExists() throws {
        var data = try Data(contentsOf: URL(fileURLWithPath: goodWAV))
        let chunk = try #require(data.range(of: Data("data".utf8))).lowerBound
        for (offset, byte) in [0x80, 0x96, 0x98, 0x00].enumerated() { data[chunk + 4 + offset] = UInt8(byte) }
        guard case .truncated(let declared, _) = reason(try write(data, "lying.wav")) else {
            Issue.record("lying header accepted")
            return
        }
        #expect(declared == 10_000_000)
    }

    @Test func zeroChannels() throws {
        let path = try write(try patchedFormatField(offset: 10, value: 0, bytes: 2), "nochannels.wav")
        let found = reason(path)
        #expect(found == .noChannels || found == .unreadable("Channel count is zero."))
    }

    @Test(arguments: [UInt32(0), 1, 4_000_000_000])
    func absurdSampleRate(rate: UInt32) throws {
        let path = try write(try patchedFormatField(offset: 12, value: rate, bytes: 4), "rate-\(rate).wav")
        #expect(reason(path) == .unsupportedSampleRate(Int(rate)))
    }

    /// libsndfile says why an open failed only through process-wide state, which every open
    /// rewrites: files refused at once on several threads must each keep their own reason.
    @Test func failuresOnManyThreadsKeepTheirOwnReasons() throws {
        let files = [
            try write(try patchedFormatField(offset: 10, value: 0, bytes: 2), "threads-nochannels.wav"),
            try write(try patchedFormatField(offset: 12, value: 1, bytes: 4), "threads-rate.wav"),
            try write(Data("this is a shopping list, not a recording\n".utf8), "threads-list.wav"),
            goodWAV,
        ]
        let expected = files.map { reason($0) }
        #expect(Set(expected.map { "\(String(describing: $0))" }).count == files.count)
        let found = Mutex([AudioError.Reason?](repeating: nil, count: 400))
        DispatchQueue.concurrentPerform(iterations: 400) { index in
            let path = files[index % files.count]
            let reason: AudioError.Reason?
            do {
                _ = try AudioFileReader().read(path)
                reason = nil
            } catch let error as AudioError {
                reason = error.reason
            } catch {
                reason = .unreadable("\(error)")
            }
            found.withLock { $0[index] = reason }
        }
        let mismatches = found.withLock { found in
            found.indices.filter { found[$0] != expected[$0 % files.count] }
        }
        #expect(mismatches.isEmpty, "\(mismatches.count) of 400 reasons belonged to another file")
    }

    @Test func pureSilence() throws {
        let raw = try fixtures.writeRaw([Int16](repeating: 0, count: 32_000), name: "silence.raw")
        #expect(reason(raw, raw: .sphinx) == .silent)
    }

    @Test func quietSpeechIsNotSilence() throws {
        let quiet = SoxFixtures.referenceSignal(frames: 16_000, rate: 16_000).map { $0 / 512 }
        let raw = try fixtures.writeRaw(quiet, name: "quiet.raw")
        #expect(reason(raw, raw: .sphinx) == nil)
    }
}

/// Float audio that is all NaN or all infinite was read as silence-free audio and decoded to
/// nothing (issue 15); it is damage, named with the count of bad samples.
@Suite("Non-finite float audio")
struct NonFiniteAudioTests {
    @Test(arguments: [Float.nan, .infinity, -.infinity])
    func nonFiniteSamplesAreAnError(value: Float) throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("hark-nan-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let path = directory.appendingPathComponent("bad.wav").path
        var samples = [Float](repeating: 0.25, count: 8_000)
        samples[100] = value
        try Self.floatWAV(samples).write(to: URL(fileURLWithPath: path))
        #expect(throws: AudioError(path: path, reason: .nonFiniteSamples(1))) {
            try AudioFileReader().read(path)
        }
    }

    /// Mono 16 kHz IEEE float WAV.
    static func floatWAV(_ samples: [Float]) -> Data {
        func le32(_ value: Int) -> Data { withUnsafeBytes(of: UInt32(value).littleEndian) { Data($0) } }
        func le16(_ value: Int) -> Data { withUnsafeBytes(of: UInt16(value).littleEndian) { Data($0) } }
        var data = Data()
        for sample in samples { withUnsafeBytes(of: sample.bitPattern.littleEndian) { data.append(contentsOf: $0) } }
        let format = le16(3) + le16(1) + le32(16_000) + le32(64_000) + le16(4) + le16(32)
        let body = Data("WAVEfmt ".utf8) + le32(format.count) + format + Data("data".utf8) + le32(data.count) + data
        return Data("RIFF".utf8) + le32(body.count) + body
    }
}
