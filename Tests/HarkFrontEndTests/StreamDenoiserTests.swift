import HarkAudio
import HarkTestSupport
import Testing

@testable import HarkFrontEnd

/// The denoiser leaves a quiet stream as it is and has a loud one heard through the enhancer,
/// while each utterance keeps its plain samples for the hearing and its enhanced ones wait for
/// the enhancer that hears it.
@Suite("A stream's endpointer hearing through the enhancer")
struct StreamDenoiserTests {
    private struct Heard {
        var given: [Int16] = []
        var utterances: [StreamUtterance] = []
        var everEnhancing = false
    }

    /// `stream` read 100 ms at a time by an endpointer on WebRTC's detector, through `denoiser`
    /// when given, as a listener reads it.
    private static func heard(_ stream: [Int16], denoiser: StreamDenoiser?) throws -> Heard {
        let endpointer = try UtteranceEndpointer(detector: try WebRTCVoiceDetector(likelihood: 1))
        var heard = Heard()
        func take(_ samples: [Int16]) throws {
            heard.given += samples
            for segment in try endpointer.segments(after: samples) {
                if case .utterance(let utterance) = segment {
                    heard.utterances.append(denoiser?.heard(utterance) ?? utterance)
                }
            }
        }
        for start in stride(from: 0, to: stream.count, by: 1_600) {
            let chunk = Array(stream[start..<min(stream.count, start + 1_600)])
            try take(denoiser?.append(chunk) ?? chunk)
            heard.everEnhancing = heard.everEnhancing || denoiser?.isEnhancing == true
        }
        try take(denoiser?.finish() ?? [])
        if let last = endpointer.finish() { heard.utterances.append(denoiser?.heard(last) ?? last) }
        return heard
    }

    private static func noisy(_ clean: [Int16], rms: Double = 800) -> [Int16] {
        let noise = Signals.whiteNoise(seconds: Double(clean.count) / 16_000, rms: rms, seed: 5)
        return zip(clean, noise).map { Int16(clamping: Int($0) + Int($1)) }
    }

    @Test func aQuietStreamIsGivenAsItIsAndNeverLoadsTheModel() throws {
        let speech = try Signals.speech()
        let stream = Signals.silence(seconds: 5) + speech + Signals.silence(seconds: 2)
        let settings = DeepFilterEnhancer.Settings()
        let result = try Self.heard(stream, denoiser: try StreamDenoiser(settings: settings))
        #expect(!result.everEnhancing)
        #expect(result.given == stream)
        let utterance = try #require(result.utterances.first)
        #expect(Array(stream[utterance.startSample..<utterance.endSample]) == utterance.samples)
        #expect(StreamedEnhancements.shared.output(for: utterance.samples, settings: settings) == nil)
    }

    @Test func aLoudStreamIsHeardThroughTheEnhancerAndUtterancesKeepTheirPlainSamples() throws {
        let settings = DeepFilterEnhancer.Settings(attenuationLimitDB: 37)
        let speech = try Signals.speech()
        let stream = Self.noisy(Signals.silence(seconds: 5) + speech + Signals.silence(seconds: 2))
        let result = try Self.heard(stream, denoiser: try StreamDenoiser(settings: settings))
        #expect(result.everEnhancing)
        #expect(result.given.count == stream.count)
        #expect(result.given != stream, "the endpointer heard the enhanced stream")
        let utterance = try #require(result.utterances.first)
        #expect(Array(stream[utterance.startSample..<utterance.endSample]) == utterance.samples)
        let handed = try #require(StreamedEnhancements.shared.output(for: utterance.samples, settings: settings))
        #expect(handed.count == utterance.samples.count)
        #expect(try DeepFilterEnhancer(settings).enhance(utterance.samples) == handed)
        // Other settings are another model's output: not handed over.
        #expect(StreamedEnhancements.shared.output(for: utterance.samples, settings: .init(belowRangeDB: 0)) == nil)
        // The stream's enhancement, its state warmed by the room before the utterance, agrees
        // with the utterance enhanced alone, sample by sample (0.89 here): output shifted by the
        // model's lookahead would not.
        let alone = try DeepFilterStream(state: try DeepFilterEnhancer(settings).makeState()).finishing(
            utterance.samples)
        var product = 0.0
        var energy = 1.0
        for (streamed, fresh) in zip(handed, alone) {
            product += Double(streamed) * Double(fresh)
            energy += Double(streamed) * Double(streamed)
        }
        #expect(product / energy > 0.8, "agreement \(product / energy)")
    }

    /// Two commands half a second apart in steady noise: heard plain, the detector takes the
    /// noise between them for speech and the endpointer joins them; heard through the enhancer,
    /// the gap is a gap.
    @Test(.skippedUnderSanitizers) func commandsTheRoomJoinsAreHeardApart() throws {
        let speech = try Signals.speech()
        let clean =
            Signals.silence(seconds: 5) + speech + Signals.silence(seconds: 0.5) + speech
            + Signals.silence(seconds: 2)
        let stream = Self.noisy(clean, rms: 1_500)
        let plain = try Self.heard(stream, denoiser: nil)
        let denoised = try Self.heard(stream, denoiser: try StreamDenoiser(settings: .init()))
        #expect(plain.utterances.count < 2, "plain: \(plain.utterances.map(\.samples.count))")
        #expect(denoised.utterances.count == 2, "denoised: \(denoised.utterances.map(\.samples.count))")
    }
}
