import Foundation
import HarkSupport
import HarkWyoming
import Synchronization

/// An engine that answers from fixed rules and records what it was given, so the tests see
/// what the protocol layer hands the engine (the samples after conversion) and sends back.
final class RecordingEngine: WyomingEngine {
    let programs = WyomingPrograms(
        asrModels: [
            .init(name: "commands", description: "c", languages: ["en-US"]),
            .init(name: "general", description: "g", languages: ["en-US"]),
        ],
        intentModels: [.init(name: "apps", description: "i", languages: ["en-US"])],
        handleModels: [.init(name: "assistant", description: "h", languages: ["en-US", "fr-FR"])],
        voices: [.init(name: "rms", description: "v", languages: ["en-US"])],
        wakeModels: [.init(name: "computer", description: "w", languages: ["en-US"])], version: "9.9.9")

    struct Heard: Equatable {
        var samples: [Int16]
        var model: String
    }

    private let heard = Mutex<[Heard]>([])
    private let conversations = Mutex(0)
    /// How long `transcribe` takes, to hold a connection busy.
    let transcribeDelay: Duration

    init(transcribeDelay: Duration = .zero) {
        self.transcribeDelay = transcribeDelay
    }

    var utterances: [Heard] { heard.withLock { $0 } }
    var conversationCount: Int { conversations.withLock { $0 } }

    func transcribe(_ samples: [Int16], model: String) async throws -> String {
        heard.withLock { $0.append(Heard(samples: samples, model: model)) }
        if transcribeDelay > .zero { try await Task.sleep(for: transcribeDelay) }
        return "heard \(samples.count) samples"
    }

    func recognize(_ text: String) async throws -> WyomingIntent? {
        guard text.contains("coffee") else { return nil }
        return WyomingIntent(
            name: "orderBeverage",
            entities: [(name: "size", value: .string("large")), (name: "milk", value: .string("oat"))],
            context: ["app": .string("coffee")])
    }

    /// The language each dialog was made for, in order.
    private let madeLanguages = Mutex<[String?]>([])
    var conversationLanguages: [String?] { madeLanguages.withLock { $0 } }

    func makeConversation(language: String?) async throws -> any WyomingConversation {
        conversations.withLock { $0 += 1 }
        madeLanguages.withLock { $0.append(language) }
        return CountingConversation()
    }

    /// "computer" wakes once a second of audio has come, "never" never does; other names are unknown.
    func makeWakeDetector(name: String) async throws -> any WyomingWakeDetector {
        guard ["computer", "never"].contains(name) else {
            throw WyomingRequestError.unknownModel(kind: "wake word", name: name, known: ["computer"])
        }
        return SecondWakeDetector(wakes: name == "computer")
    }

    func synthesize(_ text: String, language: String?) async throws -> WyomingSpeech {
        WyomingSpeech(samples: (0..<(text.count * 500)).map { Int16(truncatingIfNeeded: $0) }, rate: 22_050)
    }
}

/// Answers each request with its turn number: a dialog kept across requests counts up.
final class CountingConversation: WyomingConversation {
    private let turns = Mutex(0)

    func reply(to text: String) async throws -> WyomingReply {
        let turn = turns.withLock {
            $0 += 1
            return $0
        }
        return WyomingReply(handled: !text.contains("nonsense"), text: "turn \(turn): \(text)")
    }
}

/// Hears its word where the stream's first second ends, once, when it `wakes` at all.
final class SecondWakeDetector: WyomingWakeDetector {
    private let state = Mutex((samples: 0, woke: false))
    let wakes: Bool

    init(wakes: Bool) { self.wakes = wakes }

    func feed(_ samples: [Int16]) async throws -> Int? {
        state.withLock { state in
            state.samples += samples.count
            guard wakes, !state.woke, state.samples >= 16_000 else { return nil }
            state.woke = true
            return 1_000
        }
    }

    func finish() async throws -> Int? { nil }
}
