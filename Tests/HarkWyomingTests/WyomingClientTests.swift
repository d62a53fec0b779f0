import Foundation
import HarkTestSupport
import Testing

/// `hark wyoming`'s service in the test's process (``LocalWyomingService``) on a loopback port,
/// driven by the protocol's reference client (the `wyoming` package from PyPI, through
/// scripts/wyoming-client.py): each of the four services, concurrent clients, and bad events on
/// connections of their own. One service start for it all.
@Suite("Wyoming with the reference client", .serialized, .tags(.audio))
struct WyomingClientTests {
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(10)))
    func everyServiceAnswersTheReferenceClient() async throws {
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-python.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
        let scratch = try ScratchDirectory("hark-wyoming-client")
        defer { scratch.remove() }
        // A recording in a layout Hark does not hear natively: 48 kHz, 32-bit, stereo (a plain
        // PCM header, which Python's wave module reads).
        let smoke = Repository.file("Audio/smoke/smoke-01.wav").path
        let converted = scratch.path("smoke-01-48k-stereo.wav")
        try Tool.run("sox", [smoke, "-t", "wavpcm", "-r", "48000", "-c", "2", "-b", "32", converted])

        // The service ends without an error when cancelled (serving(state:_:) throws if not).
        let result = try await LocalWyomingService.serving(state: scratch.file("state")) { uri in
            try await LocalWyomingService.client([
                "check", uri, "--transcribe", smoke, Repository.file("Audio/smoke/smoke-02.wav").path, converted,
                "--request", "show my unread messages on monkeychat",
                "--refused", "what's the weather tomorrow", "--speak", "You have no unread messages.",
            ])
        }

        let info = try #require(result["info"] as? [String: Any])
        #expect((info["asr"] as? [String: [String]])?.values.first == ["en-US"])
        #expect((info["handle"] as? [String: [String]])?.values.first == ["en-US", "fr-FR"])
        #expect((info["intent"] as? [String: [String]])?.isEmpty == false)
        #expect((info["tts"] as? [String: [String]])?.values.first == ["en-US"])
        #expect(info["asrStreaming"] as? [Bool] == [true])

        // Three utterances decoded at once; the 48 kHz stereo copy is heard as its 16 kHz original.
        let transcripts = try #require(result["transcripts"] as? [[String: Any]])
        let texts = transcripts.map { $0["text"] as? String ?? "" }
        #expect(texts.count == 3)
        #expect(texts[0].contains("the bananas are ripe"), "\(texts)")
        #expect(texts[1].contains("unread messages"), "\(texts)")
        #expect(texts[2] == texts[0], "\(texts)")
        // The client speaks protocol 1.10, so the transcript comes as a stream too.
        #expect(
            transcripts.allSatisfy {
                $0["events"] as? [String] == ["transcript-start", "transcript-chunk", "transcript", "transcript-stop"]
            })

        let intent = try #require(result["intent"] as? [String: Any])
        #expect(intent["name"] as? String == "INSearchForMessagesIntent")
        #expect(intent["entities"] as? [String: String] == ["attributes": "unread"])
        #expect((result["refusedIntent"] as? [String: Any])?["notRecognized"] as? Bool == true)

        let handled = try #require(result["handled"] as? [[String: String]])
        #expect(handled.first == ["type": "handled", "text": "You don't have any unread messages on MonkeyChat."])
        #expect(handled.last?["type"] == "not-handled")
        #expect(handled.last?["text"]?.contains("none of your apps") == true)

        let speech = try #require(result["speech"] as? [String: Any])
        #expect(speech["rate"] as? Int == 16_000 && speech["width"] as? Int == 2 && speech["channels"] as? Int == 1)
        let seconds = speech["seconds"] as? Double ?? 0
        #expect((1.0...4.0).contains(seconds), "\(seconds) s of speech for five words")

        let bad = try #require(result["bad"] as? [String: [String: Any]])
        func codes(_ name: String) -> [String?] {
            (bad[name]?["events"] as? [[String: Any]] ?? []).map { $0["code"] as? String }
        }
        // Audio without audio-start: an error, and the connection still answers.
        #expect(codes("audioWithoutStart") == ["audio-without-start", nil])
        #expect(bad["audioWithoutStart"]?["closed"] as? Bool == false)
        // A header that is not JSON, and a payload length that promises more than comes: an
        // error, then the connection is closed; the service goes on.
        #expect(codes("malformedHeader") == ["malformed-event"])
        #expect(bad["malformedHeader"]?["closed"] as? Bool == true)
        #expect(codes("payloadThatLies") == ["incomplete-event"])
        #expect(bad["payloadThatLies"]?["closed"] as? Bool == true)
        #expect(result["stillUp"] as? Bool == true)
    }
}

/// Home Assistant's conversation agent, as it talks to `hark wyoming`'s service: each turn on a new
/// connection naming the dialog by `context.conversation_id`, the reply language asked in the
/// event, and Home Assistant's own templates read to intents it can run.
@Suite("Wyoming as Home Assistant uses it", .serialized, .tags(.audio))
struct WyomingHomeAssistantTests {
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(10)))
    func aDialogCrossesConnectionsInTheLanguageAsked() async throws {
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-python.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
        let scratch = try ScratchDirectory("hark-wyoming-home-assistant")
        defer { scratch.remove() }
        try await LocalWyomingService.serving(state: scratch.file("state")) { uri in
            // The answer to "Which soup?" comes on a connection of its own, and still answers it.
            let dialog = try await LocalWyomingService.client([
                "conversation", uri, "--id", "kitchen-1", "--turn", "order a soup on soup chef", "--turn", "tomato",
            ])
            let turns = try #require(dialog["turns"] as? [[String: Any]])
            #expect(
                turns.map { $0["text"] as? String } == [
                    "Which soup would you like?", "Do you want to order one tomato soup?",
                ])
            #expect((turns.last?["context"] as? [String: Any])?["conversation_id"] as? String == "kitchen-1")
            // Without the id each connection is a dialog of its own: "tomato" answers no question.
            let alone = try await LocalWyomingService.client(["conversation", uri, "--turn", "tomato"])
            let lone = (alone["turns"] as? [[String: Any]])?.first?["text"] as? String
            #expect(lone != nil && lone != "Do you want to order one tomato soup?", "\(lone ?? "")")

            // "fr" gets French; a language without replies is refused by name.
            let french = try await LocalWyomingService.client([
                "conversation", uri, "--language", "fr", "--turn", "order a soup on soup chef",
            ])
            let soup = (french["turns"] as? [[String: Any]])?.first?["text"] as? String
            #expect(soup?.hasPrefix("Quelle soupe voulez-vous") == true, "\(soup ?? "")")
            let german = try await LocalWyomingService.client([
                "conversation", uri, "--language", "de-DE", "--turn", "order a soup on soup chef",
            ])
            let refusal = try #require((german["turns"] as? [[String: Any]])?.first)
            #expect(refusal["type"] as? String == "error" && refusal["code"] as? String == "unsupported-language")
        }
    }

    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(10)))
    func homeAssistantsTemplatesGiveItsIntents() async throws {
        let setup = try HarkProcess.run([], program: Repository.file("scripts/setup-python.sh"))
        try #require(setup.status == 0, Comment(rawValue: setup.standardError))
        let located = try HarkProcess.run(
            [
                "-c",
                "import home_assistant_intents, pathlib; print(pathlib.Path(home_assistant_intents.__file__).parent / 'data' / 'en.json')",
            ], program: Repository.file(".venv-tools/bin/python"))
        let templates = located.standardOutput.trimmingCharacters(in: .whitespacesAndNewlines)
        let scratch = try ScratchDirectory("hark-wyoming-home-assistant-intents")
        defer { scratch.remove() }
        let result = try await LocalWyomingService.serving(
            state: scratch.file("state"), intents: [URL(fileURLWithPath: templates)],
            entities: Repository.file("Models/home-assistant/entities.yaml")
        ) { uri in
            try await LocalWyomingService.client([
                "conversation", uri, "--recognize", "turn on the desk lamp", "--recognize",
                "set the kitchen brightness to fifty percent", "--recognize", "what is the meaning of life",
            ])
        }
        let recognized = try #require(result["recognized"] as? [[String: Any]])
        #expect(recognized.count == 3)
        #expect(recognized.first?["name"] as? String == "HassTurnOn")
        #expect((recognized.first?["entities"] as? [String: String])?["name"] == "light.desk_lamp")
        let brightness = recognized.dropFirst().first
        #expect(brightness?["name"] as? String == "HassLightSet")
        let entities = brightness?["entities"] as? [String: Any]
        #expect(entities?["brightness"] as? Int == 50, "a number is sent as a number")
        #expect(entities?["area"] as? String == "kitchen" && entities?["domain"] as? String == "light")
        #expect(recognized.last?["type"] as? String == "not-recognized")
    }
}

/// A satellite asking `hark wyoming`'s service for a trained wake word model (scripts/setup-wakeword.sh):
/// describe lists the installed models, and `detect` hears the model's phrase, not other speech.
@Suite("Wyoming wake models", .serialized, .tags(.audio))
struct WyomingWakeModelTests {
    @Test(.tags(.slow), .skippedInQuickRuns, .timeLimit(.minutes(10)))
    func detectHearsATrainedModel() async throws {
        for script in ["scripts/setup-python.sh", "scripts/setup-wakeword.sh"] {
            let setup = try HarkProcess.run([], program: Repository.file(script))
            try #require(setup.status == 0, Comment(rawValue: setup.standardError))
        }
        let scratch = try ScratchDirectory("hark-wyoming-wake-model")
        defer { scratch.remove() }
        // flite's rms voice, which openWakeWord's hey_jarvis scores 0.997, after a second of silence.
        let said = try scratch.speak("hey jarvis", as: "said.wav", voice: "rms")
        let silence = try scratch.silence("silence.wav")
        let word = scratch.path("word.wav")
        try Tool.run("sox", [silence, said, silence, word])
        let other = try scratch.speak("order a tomato soup", as: "soup.wav", voice: "rms")
        let result = try await LocalWyomingService.serving(state: scratch.file("state")) { uri in
            try await LocalWyomingService.client(["wake", uri, "--name", "hey_jarvis", word, other])
        }
        let models = try #require(result["wakeModels"] as? [String])
        #expect(Set(["alexa", "hey_jarvis", "hey_mycroft", "hey_rhasspy", "okay_nabu"]).isSubset(of: Set(models)))
        let files = try #require(result["files"] as? [[String: Any]])
        try #require(files.count == 2)
        #expect(files[0]["type"] as? String == "detection", "\(files[0])")
        // After the second of silence, and by the end of the file.
        let timestamp = files[0]["timestamp"] as? Double ?? 0
        #expect(timestamp > 1_000 && timestamp < 3_500, "\(files[0])")
        #expect(files[1]["type"] as? String == "not-detected", "\(files[1])")
    }
}
