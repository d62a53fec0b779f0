import Foundation
import Testing

@testable import HarkFrontEnd

@Suite("The foreground gate: a voice near the device, not a steady background")
struct ForegroundGateTests {
    /// The answer searches' gate, the stricter default: what it admits, both admit.
    static let gate = ForegroundGate(minimumRangeDB: ForegroundGate.defaultAnswerMinimumRangeDB)

    /// `copies` talkers saying the same recording, each starting at another point of it (wrapping
    /// round), summed: a crowd whose voices fill each other's pauses.
    static func crowd(of copies: Int) throws -> [Int16] {
        let speech = try Signals.speech()
        var mix = [Double](repeating: 0, count: speech.count)
        for copy in 0..<copies {
            let shift = copy * speech.count / copies
            for index in speech.indices { mix[index] += Double(speech[(index + shift) % speech.count]) }
        }
        let peak = mix.map(abs).max() ?? 1
        return mix.map { Int16(($0 / peak * 20_000).rounded()) }
    }

    @Test func oneTalkerNearTheMicrophoneIsAdmitted() throws {
        let speech = try Signals.speech()
        let range = try #require(ForegroundGate.loudnessRange(speech))
        #expect(range > 25, "a single talker swings tens of dB; got \(range)")
        #expect(Self.gate.admits(speech))
    }

    @Test func steadyNoiseIsNotAdmitted() throws {
        let noise = Signals.whiteNoise(seconds: 3, rms: 2_000)
        let range = try #require(ForegroundGate.loudnessRange(noise))
        #expect(range < 3)
        #expect(!Self.gate.admits(noise))
    }

    /// The same speech summed eight times over fills its own pauses: the range collapses, and the
    /// gate refuses what one copy of it passes.
    @Test func aCrowdOfTalkersIsNotAdmitted() throws {
        let one = try #require(ForegroundGate.loudnessRange(try Self.crowd(of: 1)))
        let eight = try #require(ForegroundGate.loudnessRange(try Self.crowd(of: 8)))
        #expect(eight < one - 15, "one talker \(one) dB, eight \(eight) dB")
        #expect(Self.gate.admits(try Self.crowd(of: 1)))
        #expect(!Self.gate.admits(try Self.crowd(of: 8)))
    }

    /// A voice well above a steady background keeps its pauses and is heard.
    @Test func speechOverQuieterSteadyNoiseIsAdmitted() throws {
        let speech = try Signals.speech()
        let noise = Signals.whiteNoise(seconds: Double(speech.count) / 16_000, rms: Signals.rms(speech) / 10)
        let mixed = zip(speech, noise).map { Int16(clamping: Int($0) + Int($1)) }
        #expect(Self.gate.admits(mixed))
    }

    @Test func audioTooShortToJudgeIsAdmitted() {
        let short = Signals.whiteNoise(seconds: 0.2, rms: 2_000)
        #expect(ForegroundGate.loudnessRange(short) == nil)
        #expect(Self.gate.admits(short))
    }

    @Test func aZeroThresholdAdmitsEverything() {
        #expect(ForegroundGate(minimumRangeDB: 0).admits(Signals.whiteNoise(seconds: 3, rms: 2_000)))
    }

    @Test func aChainWithoutAGateAdmitsEverythingAndOneWithAGateAsks() throws {
        let noise = Signals.whiteNoise(seconds: 3, rms: 2_000)
        #expect(try FrontEnd().makeChain().admits(noise))
        let gated = FrontEnd([], foregroundGate: Self.gate)
        #expect(try !gated.makeChain().admits(noise))
        #expect(gated.description == "foreground gate(\(ForegroundGate.defaultAnswerMinimumRangeDB) dB)")
        var answersApart = gated
        answersApart.foregroundGate = ForegroundGate(minimumRangeDB: 0)
        answersApart.answerForegroundGate = Self.gate
        #expect(answersApart.description == "foreground gate(0.0 dB, answers 11.0 dB)")
        #expect(try answersApart.makeChain().admits(try Self.crowd(of: 8)), "the commands' gate, open, admits it")
        #expect(
            try !answersApart.makeChain().admits(try Self.crowd(of: 8), answering: true), "the answers' gate does not")
    }
}
