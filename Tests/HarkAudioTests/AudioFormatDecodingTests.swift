import Foundation
import Testing

@testable import HarkAudio

/// Every container and encoding the issue names, made by sox from one reference signal, must decode
/// to the right number of 16 kHz samples with values within that encoding's precision.
@Suite("Decoding every supported format")
struct AudioFormatDecodingTests {
    struct Case: CustomTestStringConvertible, Sendable {
        let name: String
        let file: String
        let soxOptions: [String]
        /// Largest allowed difference from the reference, in 16-bit steps.
        let tolerance: Int
        let container: String
        var testDescription: String { name }
    }

    static let cases: [Case] = [
        Case(
            name: "WAV PCM 8-bit", file: "u8.wav", soxOptions: ["-e", "unsigned", "-b", "8"], tolerance: 256,
            container: "WAV"),
        Case(
            name: "WAV PCM 16-bit", file: "s16.wav", soxOptions: ["-e", "signed", "-b", "16"], tolerance: 0,
            container: "WAV"),
        Case(
            name: "WAV PCM 24-bit", file: "s24.wav", soxOptions: ["-e", "signed", "-b", "24"], tolerance: 0,
            container: "WAV"),
        Case(
            name: "WAV PCM 32-bit", file: "s32.wav", soxOptions: ["-e", "signed", "-b", "32"], tolerance: 0,
            container: "WAV"),
        Case(
            name: "WAV float 32-bit", file: "f32.wav", soxOptions: ["-e", "floating-point", "-b", "32"], tolerance: 1,
            container: "WAV"),
        Case(
            name: "WAV float 64-bit", file: "f64.wav", soxOptions: ["-e", "floating-point", "-b", "64"], tolerance: 1,
            container: "WAV"),
        // G.711 companding keeps about 13/12 bits near zero and ~3 % relative error at half scale.
        Case(
            name: "WAV µ-law", file: "ulaw.wav", soxOptions: ["-e", "u-law", "-b", "8"], tolerance: 600,
            container: "WAV"),
        Case(
            name: "WAV A-law", file: "alaw.wav", soxOptions: ["-e", "a-law", "-b", "8"], tolerance: 600,
            container: "WAV"),
        Case(name: "FLAC 16-bit", file: "s16.flac", soxOptions: ["-b", "16"], tolerance: 0, container: "FLAC"),
        Case(name: "AIFF 16-bit", file: "s16.aiff", soxOptions: ["-b", "16"], tolerance: 0, container: "AIFF"),
    ]

    @Test(arguments: cases)
    func decodesToTheReference(_ testCase: Case) throws {
        let fixtures = try SoxFixtures()
        defer { fixtures.remove() }
        let reference = SoxFixtures.referenceSignal(frames: 16_000, rate: 16_000)
        let raw = try fixtures.writeRaw(reference, name: "reference.raw")
        let path = try fixtures.convert(
            raw: raw, rate: 16_000, channels: 1, to: testCase.file, options: testCase.soxOptions)

        let decoded = try AudioFileReader().read(path)
        let speech = try SpeechAudioConditioner().condition(decoded, path: path)

        #expect(decoded.format.container.hasPrefix(testCase.container))
        #expect(decoded.format.sampleRate == 16_000)
        #expect(speech.samples.count == reference.count)
        let worst = zip(speech.samples, reference).map { abs(Int($0) - Int($1)) }.max() ?? .max
        #expect(worst <= testCase.tolerance, "largest error \(worst) steps")
    }

    @Test func oggVorbisDecodesToTheSameLengthAndShape() throws {
        let fixtures = try SoxFixtures()
        defer { fixtures.remove() }
        let reference = SoxFixtures.referenceSignal(frames: 32_000, rate: 16_000)
        let raw = try fixtures.writeRaw(reference, name: "reference.raw")
        let path = try fixtures.convert(raw: raw, rate: 16_000, channels: 1, to: "lossy.ogg", options: ["-C", "6"])

        let speech = try SpeechAudioConditioner().condition(try AudioFileReader().read(path), path: path)
        #expect(abs(speech.samples.count - reference.count) <= 160)
        // Vorbis is lossy: ask for the waveform to correlate, not to match.
        #expect(correlation(speech.samples, reference) > 0.95)
    }

    @Test func headerlessPCMWithAStatedLayout() throws {
        let fixtures = try SoxFixtures()
        defer { fixtures.remove() }
        let reference = SoxFixtures.referenceSignal(frames: 8_000, rate: 16_000)
        let raw = try fixtures.writeRaw(reference, name: "speech.raw")

        let decoded = try AudioFileReader().read(raw, raw: .sphinx)
        let speech = try SpeechAudioConditioner().condition(decoded, path: raw)
        #expect(speech.samples == reference)
        #expect(decoded.format.container == "raw PCM")
    }

    @Test func headerlessPCMWithoutALayoutIsRefused() throws {
        let fixtures = try SoxFixtures()
        defer { fixtures.remove() }
        let raw = try fixtures.writeRaw(SoxFixtures.referenceSignal(frames: 800, rate: 16_000), name: "speech.raw")
        #expect(throws: AudioError(path: raw, reason: .headerlessNeedsFormat)) {
            try AudioFileReader().read(raw)
        }
    }

    @Test func rawFormatParsing() {
        #expect(RawAudioFormat("s16le:16000:1") == .sphinx)
        #expect(RawAudioFormat("f32be:48000") == RawAudioFormat(encoding: .f32be, sampleRate: 48_000, channels: 1))
        #expect(RawAudioFormat("s16le:16000:0") == nil)
        #expect(RawAudioFormat("s17le:16000") == nil)
        #expect(RawAudioFormat("s16le") == nil)
        #expect(RawAudioFormat("s16le:-5") == nil)
    }
}

func correlation(_ a: [Int16], _ b: [Int16]) -> Double {
    let count = min(a.count, b.count)
    var ab = 0.0, aa = 0.0, bb = 0.0
    for index in 0..<count {
        let x = Double(a[index]), y = Double(b[index])
        ab += x * y
        aa += x * x
        bb += y * y
    }
    return aa > 0 && bb > 0 ? ab / (aa * bb).squareRoot() : 0
}
