import Foundation
import HarkTestSupport
import Testing

@testable import HarkFrontEnd

/// What every enhancer owes the decoder: same length (denoisers), same output for the same input
/// whatever ran before, and speech left recognisable.
@Suite("Speech enhancers")
struct EnhancerTests {
    /// Under the sanitizers DeepFilterNet is left out here: its own suites check its wrapper
    /// there, and these checks would run its uninstrumented library a dozen times
    /// (``Trait/skippedUnderSanitizers``).
    static let denoisers: [SpeechEnhancement] =
        [.speexDenoise(SpeexDenoiser.Settings()), .webrtcNoiseSuppression(WebRTCNoiseSuppressor.Settings())]
        + (TestRun.isSanitized ? [] : [.deepFilter(DeepFilterEnhancer.Settings(belowRangeDB: 0))])
    static let all = denoisers + [.webrtcVADTrim(VADTrimmer.Settings())]

    /// Each name `--enhance` and a profile take makes the enhancer that answers to that name,
    /// with the settings given; any other name makes none.
    @Test func everyNameMakesItsEnhancer() {
        let loudness = LoudnessTrimmer.Settings(thresholdDB: 9)
        for name in SpeechEnhancement.names + ["loudness", ""] {
            let made = SpeechEnhancement(
                name: name, speex: SpeexDenoiser.Settings(), webrtcNoiseSuppression: WebRTCNoiseSuppressor.Settings(),
                vadTrim: VADTrimmer.Settings(), loudnessTrim: loudness)
            #expect(made?.name == (SpeechEnhancement.names.contains(name) ? name : nil), "\(name)")
            if name == "loudness-trim" { #expect(made == .loudnessTrim(loudness)) }
        }
    }

    @Test(arguments: denoisers)
    func denoisersKeepTheLength(stage: SpeechEnhancement) throws {
        let enhancer = try stage.makeEnhancer()
        // Lengths that are and are not whole frames of either library (320 and 160 samples).
        for count in [0, 1, 159, 160, 321, 16_000, 16_007] {
            #expect(try enhancer.enhance(Signals.whiteNoise(seconds: Double(count) / 16_000, rms: 500)).count == count)
        }
        let speech = try Signals.speech()
        #expect(try enhancer.enhance(speech).count == speech.count)
    }

    /// One instance serves a worker's files one after another: what it heard before must not
    /// change what it does to the next file, or results would depend on batch order.
    @Test(arguments: all)
    func outputDependsOnlyOnTheInput(stage: SpeechEnhancement) throws {
        let speech = try Signals.speech()
        let noisy = zip(speech, Signals.whiteNoise(seconds: 3, rms: 800)).map { Int16(clamping: Int($0) + Int($1)) }
        let fresh = try stage.makeEnhancer().enhance(noisy)

        let used = try stage.makeEnhancer()
        _ = try used.enhance(Signals.whiteNoise(seconds: 2, rms: 3_000, seed: 99))
        _ = try used.enhance(Signals.tone(hertz: 1_000, seconds: 1, amplitude: 8_000))
        #expect(try used.enhance(noisy) == fresh)
        #expect(try used.enhance(noisy) == fresh)
    }

    @Test(arguments: denoisers)
    func whiteNoiseLosesMostOfItsEnergy(stage: SpeechEnhancement) throws {
        let noise = Signals.whiteNoise(seconds: 3, rms: 1_000)
        let output = try stage.makeEnhancer().enhance(noise)
        // The first second is left for the noise estimate to settle.
        let reduction = Signals.decibels(Signals.rms(noise[16_000...]) / Signals.rms(output[16_000...]))
        #expect(reduction >= 10, "\(stage): only \(reduction) dB quieter")
    }

    @Test(arguments: denoisers)
    func cleanSpeechKeepsItsLevel(stage: SpeechEnhancement) throws {
        let speech = try Signals.speech()
        let output = try stage.makeEnhancer().enhance(speech)
        let change = Signals.decibels(Signals.rms(output) / Signals.rms(speech))
        #expect(abs(change) < 3, "\(stage): speech level changed by \(change) dB")
        // Mostly the same waveform, not merely the same level: normalised correlation.
        let dot = zip(speech, output).reduce(0.0) { $0 + Double($1.0) * Double($1.1) }
        let correlation = dot / (Signals.rms(speech) * Signals.rms(output) * Double(speech.count))
        #expect(correlation > 0.7, "\(stage): correlation \(correlation)")
    }

    @Test func suppressionDepthFollowsTheSetting() throws {
        let noise = Signals.whiteNoise(seconds: 3, rms: 1_000)
        let mild = try SpeexDenoiser(.init(suppressDB: -5)).enhance(noise)
        let strong = try SpeexDenoiser(.init(suppressDB: -30)).enhance(noise)
        #expect(Signals.rms(strong[16_000...]) < Signals.rms(mild[16_000...]) / 2)
    }

    /// A command decode hears the uncut audio again when the trimmed audio was empty; the chain
    /// keeps it on the way, so a learned enhancer before the trimmer runs once, not twice.
    @Test func theUncutAudioKeptOnTheWayIsWhatTheChainGivesWithoutTrimmers() throws {
        let audio = Signals.silence(seconds: 1) + (try Signals.speech()) + Signals.silence(seconds: 1)
        let chain = try FrontEnd([.webrtcNoiseSuppression(.init()), .loudnessTrim(.init())]).makeChain()
        let enhanced = try chain.enhanced(audio)
        #expect(enhanced.samples.count < audio.count, "the trimmer cut the silence")
        #expect(enhanced.uncut == (try chain.enhance(audio, cutting: false)))
        // A cleaner after the trimmer cleans what the trimmer kept: the audio before it is no reading.
        let cleanerLast = try FrontEnd([.loudnessTrim(.init()), .webrtcNoiseSuppression(.init())]).makeChain()
        #expect(try cleanerLast.enhanced(audio).uncut == nil)
        #expect(try FrontEnd([.webrtcNoiseSuppression(.init())]).makeChain().enhanced(audio).uncut == nil)
    }

    @Test func badSettingsNameTheEnhancer() {
        #expect(
            throws: SpeechEnhancementError(enhancer: "webrtc-ns", reason: "noise suppression level must be 0–3 (got 4)")
        ) {
            try WebRTCNoiseSuppressor(.init(level: 4))
        }
        #expect(throws: SpeechEnhancementError.self) { try SpeexDenoiser(.init(suppressDB: 6)) }
        #expect(throws: SpeechEnhancementError.self) { try VADTrimmer(.init(likelihood: -1)) }
    }

    @Test func chainRunsStagesInOrderAndDescribesThem() throws {
        let frontEnd = FrontEnd([
            .webrtcNoiseSuppression(.init(level: 1)), .speexDenoise(.init(suppressDB: -20)),
        ])
        #expect(frontEnd.description == "webrtc-ns(level 1, hpf) → speex(suppress -20 dB)")
        #expect(FrontEnd().description == "none")
        let noise = Signals.whiteNoise(seconds: 2, rms: 1_000)
        let chained = try frontEnd.makeChain().enhance(noise)
        let byHand = try SpeexDenoiser(.init(suppressDB: -20)).enhance(
            try WebRTCNoiseSuppressor(.init(level: 1)).enhance(noise))
        #expect(chained == byHand)
        #expect(try FrontEnd().makeChain().enhance(noise) == noise)
    }
}

extension SpeechEnhancement: CustomTestStringConvertible {
    public var testDescription: String { description }
}
