import Foundation
import HarkSupport
import HarkWyoming
import Synchronization
import Testing

/// The service's answers to each kind of event, with an engine that records what it gets.
@Suite("Wyoming session")
struct WyomingSessionTests {
    final class Outbox: Sendable {
        private let events = Mutex<[WyomingEvent]>([])
        var all: [WyomingEvent] { events.withLock { $0 } }
        var types: [String] { all.map(\.type) }
        func take() -> [WyomingEvent] {
            events.withLock { taken in
                defer { taken = [] }; return taken
            }
        }
        func add(_ event: WyomingEvent) { events.withLock { $0.append(event) } }
    }

    let engine = RecordingEngine()
    let outbox = Outbox()
    let session: WyomingSession

    init() {
        let outbox = outbox
        session = WyomingSession(engine: engine, limits: WyomingServiceLimits(maxUtteranceSeconds: 2)) {
            outbox.add($0)
        }
    }

    static func format(rate: Int, width: Int, channels: Int) -> [String: JSONValue] {
        ["rate": .number(Double(rate)), "width": .number(Double(width)), "channels": .number(Double(channels))]
    }

    /// `seconds` of a 440 Hz tone in the layout given, as a client would send it.
    static func tone(seconds: Double, rate: Int, width: Int, channels: Int) -> Data {
        var data = Data()
        for frame in 0..<Int(seconds * Double(rate)) {
            let value = sin(2 * Double.pi * 440 * Double(frame) / Double(rate)) * 0.5
            for _ in 0..<channels {
                switch width {
                case 1: data.append(UInt8(clamping: Int(128 + value * 127)))
                default:
                    let scaled = Int64(value * Double(Int64(1) << (8 * width - 1)))
                    for byte in 0..<width { data.append(UInt8(truncatingIfNeeded: scaled >> (8 * byte))) }
                }
            }
        }
        return data
    }

    func sendUtterance(
        _ audio: Data, rate: Int, width: Int, channels: Int, chunkBytes: Int = 4_096, version: String? = nil
    ) async throws {
        let format = Self.format(rate: rate, width: width, channels: channels)
        try await session.handle(WyomingEvent("audio-start", data: format, version: version))
        let frameBytes = width * channels
        let step = chunkBytes / frameBytes * frameBytes
        var offset = 0
        while offset < audio.count {
            let end = min(offset + step, audio.count)
            try await session.handle(
                WyomingEvent("audio-chunk", data: format, payload: audio[offset..<end], version: version))
            offset = end
        }
        try await session.handle(WyomingEvent("audio-stop", version: version))
    }

    @Test func describeListsEveryServiceAndItsLanguages() async throws {
        try await session.handle(WyomingEvent("describe"))
        let info = try #require(outbox.all.first)
        #expect(info.type == "info")
        for (key, models) in [("asr", "models"), ("intent", "models"), ("handle", "models"), ("tts", "voices")] {
            guard case .array(let programs)? = info.data[key], case .object(let program)? = programs.first,
                case .array(let listed)? = program[models], !listed.isEmpty
            else {
                Issue.record("info has no \(key) program with \(models)")
                continue
            }
            #expect(program["installed"] == .bool(true))
        }
        let text = info.data.values.map(\.json).joined()
        #expect(text.contains("\"fr-FR\""))
        #expect(text.contains("\"supports_transcript_streaming\":true"))
    }

    @Test(arguments: [(48_000, 4, 2), (44_100, 2, 1), (8_000, 1, 1), (22_050, 3, 6), (16_000, 2, 1)])
    func anyLayoutReachesTheEngineAs16kHzMono(rate: Int, width: Int, channels: Int) async throws {
        let audio = Self.tone(seconds: 1.5, rate: rate, width: width, channels: channels)
        try await sendUtterance(audio, rate: rate, width: width, channels: channels, chunkBytes: 1_000)
        let heard = try #require(engine.utterances.first)
        #expect(abs(heard.samples.count - 24_000) <= 16, "\(heard.samples.count) samples for 1.5 s")
        #expect(heard.model == "commands")
        // The tone's level survives: a peak near half of full scale, whatever the width.
        let peak = heard.samples.map { abs(Int($0)) }.max() ?? 0
        #expect((14_000...18_500).contains(peak), "peak \(peak)")
        #expect(outbox.all.last?.type == "transcript")
        #expect(outbox.all.last?.data["text"] == .string("heard \(heard.samples.count) samples"))
    }

    @Test func transcribeChoosesTheModelAndAnUnknownOneIsAnError() async throws {
        try await session.handle(WyomingEvent("transcribe", data: ["name": .string("nope")]))
        #expect(outbox.take().map { $0.data["code"] } == [.string("unknown-model")])
        try await session.handle(
            WyomingEvent("transcribe", data: ["name": .string("general"), "language": .string("en")]))
        try await sendUtterance(
            Self.tone(seconds: 0.2, rate: 16_000, width: 2, channels: 1), rate: 16_000, width: 2, channels: 1)
        #expect(engine.utterances.map(\.model) == ["general"])
        // The choice is for one utterance.
        try await sendUtterance(
            Self.tone(seconds: 0.2, rate: 16_000, width: 2, channels: 1), rate: 16_000, width: 2, channels: 1)
        #expect(engine.utterances.map(\.model) == ["general", "commands"])
    }

    @Test func streamingTranscriptEventsGoToClientsThatKnowThem() async throws {
        let audio = Self.tone(seconds: 0.2, rate: 16_000, width: 2, channels: 1)
        try await sendUtterance(audio, rate: 16_000, width: 2, channels: 1, version: "1.10.2")
        #expect(outbox.take().map(\.type) == ["transcript-start", "transcript-chunk", "transcript", "transcript-stop"])
        try await sendUtterance(audio, rate: 16_000, width: 2, channels: 1, version: "1.5.4")
        #expect(outbox.take().map(\.type) == ["transcript"])
    }

    @Test func audioWithoutAudioStartIsAnErrorAndTheSessionGoesOn() async throws {
        let format = Self.format(rate: 16_000, width: 2, channels: 1)
        try await session.handle(WyomingEvent("audio-chunk", data: format, payload: Data(count: 64)))
        try await session.handle(WyomingEvent("audio-stop"))
        let errors = outbox.take()
        #expect(errors.map(\.type) == ["error", "error"])
        #expect(errors.map { $0.data["code"] } == [.string("audio-without-start"), .string("audio-without-start")])
        #expect(errors.first?.data["text"]?.text.contains("audio-chunk without audio-start") == true)
        try await session.handle(WyomingEvent("describe"))
        #expect(outbox.types == ["info"])
        #expect(engine.utterances.isEmpty)
    }

    @Test func badAudioIsOneErrorAndTheNextUtteranceIsHeard() async throws {
        // Odd bytes for 16-bit audio: the utterance is dropped, its other chunks are not each an error.
        let format = Self.format(rate: 16_000, width: 2, channels: 1)
        try await session.handle(WyomingEvent("audio-start", data: format))
        try await session.handle(WyomingEvent("audio-chunk", data: format, payload: Data(count: 3)))
        try await session.handle(WyomingEvent("audio-chunk", data: format, payload: Data(count: 4)))
        try await session.handle(WyomingEvent("audio-stop"))
        #expect(outbox.take().map { $0.data["code"] } == [.string("partial-frames")])
        // A layout Hark cannot take, and a chunk whose layout differs from its start.
        try await session.handle(WyomingEvent("audio-start", data: Self.format(rate: 16_000, width: 5, channels: 1)))
        try await session.handle(WyomingEvent("audio-chunk", data: format, payload: Data(count: 4)))
        try await session.handle(WyomingEvent("audio-stop"))
        try await session.handle(WyomingEvent("audio-start", data: format))
        try await session.handle(
            WyomingEvent("audio-chunk", data: Self.format(rate: 8_000, width: 2, channels: 1), payload: Data(count: 4)))
        try await session.handle(WyomingEvent("audio-stop"))
        try await session.handle(WyomingEvent("audio-start", data: ["rate": .string("16000")]))
        try await session.handle(WyomingEvent("audio-stop"))
        #expect(
            outbox.take().map { $0.data["code"] } == [
                .string("bad-audio-format"), .string("audio-format-changed"), .string("bad-event"),
            ])
        #expect(engine.utterances.isEmpty)
        try await sendUtterance(
            Self.tone(seconds: 0.1, rate: 16_000, width: 2, channels: 1), rate: 16_000, width: 2, channels: 1)
        #expect(outbox.types == ["transcript"])
    }

    @Test func anUtteranceOverTheLimitIsDroppedWithOneError() async throws {
        // The limit is 2 s; 3 s arrive.
        try await sendUtterance(
            Self.tone(seconds: 3, rate: 48_000, width: 2, channels: 2), rate: 48_000, width: 2, channels: 2)
        #expect(outbox.take().map { $0.data["code"] } == [.string("audio-too-long")])
        #expect(engine.utterances.isEmpty)
    }

    @Test func recognizeGivesTheIntentWithItsEntitiesOrNotRecognized() async throws {
        try await session.handle(WyomingEvent("recognize", data: ["text": .string("a large oat coffee")]))
        try await session.handle(WyomingEvent("recognize", data: ["text": .string("sing")]))
        try await session.handle(WyomingEvent("recognize"))
        let answers = outbox.take()
        #expect(answers.map(\.type) == ["intent", "not-recognized", "error"])
        #expect(answers[0].data["name"] == .string("orderBeverage"))
        #expect(
            answers[0].data["entities"]
                == .array([
                    .object(["name": .string("size"), "value": .string("large")]),
                    .object(["name": .string("milk"), "value": .string("oat")]),
                ]))
        #expect(
            answers[0].data["context"] == .object(["app": .string("coffee"), "text": .string("a large oat coffee")]))
        #expect(answers[2].data["text"] == .string("recognize: the field 'text' is required"))
    }

    @Test func handlingKeepsOneDialogPerConnection() async throws {
        try await session.handle(WyomingEvent("transcript", data: ["text": .string("brew a coffee")]))
        try await session.handle(WyomingEvent("transcript", data: ["text": .string("nonsense")]))
        // An intent as recognize returned it is handled from the words in its context.
        try await session.handle(WyomingEvent("recognize", data: ["text": .string("one coffee")]))
        let intent = try #require(outbox.all.last)
        try await session.handle(intent)
        try await session.handle(WyomingEvent("intent", data: ["name": .string("HassTurnOn")]))
        let answers = outbox.take()
        #expect(answers.map(\.type) == ["handled", "not-handled", "intent", "handled", "not-handled"])
        #expect(answers[0].data["text"] == .string("turn 1: brew a coffee"))
        #expect(answers[1].data["text"] == .string("turn 2: nonsense"))
        #expect(answers[3].data["text"] == .string("turn 3: one coffee"))
        #expect(answers[4].data["text"]?.text.contains("from its words") == true)
        #expect(engine.conversationCount == 1)
    }

    /// A transcript event as Home Assistant's conversation agent sends it.
    static func transcript(_ text: String, id: String? = nil, language: String? = nil) -> WyomingEvent {
        var data: [String: JSONValue] = ["text": .string(text)]
        if let id { data["context"] = .object(["conversation_id": .string(id)]) }
        if let language { data["language"] = .string(language) }
        return WyomingEvent("transcript", data: data)
    }

    /// Home Assistant sends each turn on a new connection, naming the dialog by its id: the id,
    /// not the connection, keeps the dialog.
    @Test func aConversationIDCarriesTheDialogAcrossConnections() async throws {
        let shared = WyomingConversations(limit: 8, idleSeconds: 60)
        let outbox = outbox
        let limits = WyomingServiceLimits()
        let first = WyomingSession(engine: engine, limits: limits, conversations: shared) { outbox.add($0) }
        let second = WyomingSession(engine: engine, limits: limits, conversations: shared) { outbox.add($0) }
        try await first.handle(Self.transcript("order a soup", id: "abc"))
        try await second.handle(Self.transcript("tomato", id: "abc"))
        try await second.handle(Self.transcript("hello", id: "xyz"))
        try await second.handle(Self.transcript("hello"))
        let answers = outbox.take()
        #expect(
            answers.map { $0.data["text"]?.text } == [
                "turn 1: order a soup", "turn 2: tomato", "turn 1: hello", "turn 1: hello",
            ])
        #expect(answers[1].data["context"] == .object(["conversation_id": .string("abc")]))
        #expect(answers[3].data["context"] == nil)
        #expect(engine.conversationCount == 3)
    }

    /// "fr" is answered by the French dialog; a language no reply catalog has is refused by name.
    @Test func theRequestsLanguageIsHonouredOrRefused() async throws {
        try await session.handle(Self.transcript("bonjour", language: "fr"))
        try await session.handle(Self.transcript("encore", language: "fr"))
        try await session.handle(Self.transcript("hallo", language: "de-DE"))
        try await session.handle(Self.transcript("hello", language: "en-US"))
        let answers = outbox.take()
        #expect(answers.map(\.type) == ["handled", "handled", "error", "handled"])
        #expect(answers[1].data["text"]?.text == "turn 2: encore", "one French dialog")
        #expect(answers[2].data["code"] == .string("unsupported-language"))
        #expect(answers[2].data["text"]?.text.contains("de-DE") == true)
        #expect(answers[2].data["text"]?.text.contains("en-US, fr-FR") == true)
        #expect(engine.conversationLanguages == ["fr-FR", "en-US"])
    }

    /// The dialogs kept are bounded: the least recently used is forgotten, and begins anew.
    @Test func keptConversationsAreBounded() async throws {
        let shared = WyomingConversations(limit: 2, idleSeconds: 60)
        var made = 0
        for id in ["a", "b", "a", "c", "b"] {
            _ = try await shared.conversation(id: id, language: nil) {
                made += 1
                return CountingConversation()
            }
        }
        // a, b made; a kept; c made and b (least recently used) forgotten; b made again.
        #expect(made == 4 && shared.count == 2)
        let expired = WyomingConversations(limit: 2, idleSeconds: 0)
        for _ in 0..<2 {
            _ = try await expired.conversation(id: "a", language: nil) {
                made += 1
                return CountingConversation()
            }
        }
        #expect(made == 6, "an idle dialog past its time begins anew")
    }

    @Test func synthesizeSendsTheSpeechInChunksBetweenStartAndStop() async throws {
        try await session.handle(WyomingEvent("synthesize", data: ["text": .string("hello there")]))
        let events = outbox.take()
        #expect(events.first?.type == "audio-start")
        #expect(events.last?.type == "audio-stop")
        let chunks = events.dropFirst().dropLast()
        #expect(chunks.allSatisfy { $0.type == "audio-chunk" && $0.data["rate"] == .number(22_050) })
        #expect(chunks.reduce(0) { $0 + $1.payload.count } == "hello there".count * 500 * 2)
        #expect(chunks.count == Int((Double("hello there".count * 500) / 1_024).rounded(.up)))
        // A voice it does not have, and a language none speaks.
        try await session.handle(
            WyomingEvent("synthesize", data: ["text": .string("x"), "voice": .object(["name": .string("piper")])]))
        try await session.handle(
            WyomingEvent("synthesize", data: ["text": .string("x"), "voice": .object(["language": .string("de-DE")])]))
        try await session.handle(WyomingEvent("synthesize", data: ["text": .string("  ")]))
        #expect(
            outbox.take().map { $0.data["code"] } == [
                .string("unknown-model"), .string("no-voice"), .string("bad-event"),
            ])
        try await session.handle(
            WyomingEvent("synthesize", data: ["text": .string("x"), "voice": .object(["language": .string("en")])]))
        #expect(outbox.take().first?.type == "audio-start")
    }

    /// `detect` names the word; the audio after it is listened to, and the word is answered with
    /// one `detection` as soon as it is heard, or `not-detected` when the stream ends without it.
    @Test func detectAnswersDetectionOrNotDetected() async throws {
        let audio = Self.tone(seconds: 1.5, rate: 16_000, width: 2, channels: 1)
        try await session.handle(WyomingEvent("detect", data: ["names": .array([.string("computer")])]))
        try await sendUtterance(audio, rate: 16_000, width: 2, channels: 1, chunkBytes: 3_200)
        let heard = outbox.take()
        #expect(heard.map(\.type) == ["detection"])
        #expect(heard.first?.data["name"] == .string("computer") && heard.first?.data["timestamp"] == .number(1_000))
        #expect(engine.utterances.isEmpty, "wake audio is not transcribed")

        try await session.handle(WyomingEvent("detect", data: ["names": .array([.string("never")])]))
        try await sendUtterance(audio, rate: 16_000, width: 2, channels: 1)
        #expect(outbox.take().map(\.type) == ["not-detected"])

        // No names: the service's first wake word.
        try await session.handle(WyomingEvent("detect"))
        try await sendUtterance(audio, rate: 16_000, width: 2, channels: 1)
        #expect(outbox.take().map(\.type) == ["detection"])

        try await session.handle(WyomingEvent("detect", data: ["names": .array([.string("banana")])]))
        try await sendUtterance(audio, rate: 16_000, width: 2, channels: 1)
        let refused = outbox.take()
        #expect(refused.first?.type == "error" && refused.first?.data["code"] == .string("unknown-model"))
        #expect(!refused.contains { $0.type == "detection" || $0.type == "not-detected" })

        // After a wake stream, audio is transcribed again.
        try await sendUtterance(audio, rate: 16_000, width: 2, channels: 1)
        #expect(outbox.take().last?.type == "transcript")
    }

    @Test func describeListsTheWakeWords() async throws {
        try await session.handle(WyomingEvent("describe"))
        let info = try #require(outbox.all.first)
        guard case .array(let programs)? = info.data["wake"], case .object(let program)? = programs.first,
            case .array(let models)? = program["models"], case .object(let model)? = models.first
        else {
            Issue.record("info has no wake program with models")
            return
        }
        #expect(model["name"] == .string("computer") && model["phrase"] == .string("computer"))
    }

    @Test func unknownEventsAreDroppedAndPingIsAnswered() async throws {
        try await session.handle(WyomingEvent("select-program", data: ["name": .string("hark-asr")]))
        try await session.handle(WyomingEvent("detect"))
        try await session.handle(WyomingEvent("ping", data: ["text": .string("t1")]))
        #expect(outbox.all == [WyomingEvent("pong", data: ["text": .string("t1")])])
    }
}
