import HarkSupport

/// The `info` event answering `describe`: one program per service Hark offers, each with its
/// models (voices for text-to-speech), in the shape the reference library's `Info` reads.
enum WyomingInfo {
    /// Who made each program's engine; Hark has no home page of its own to name.
    static func attribution(_ name: String, _ url: String) -> JSONValue {
        .object(["name": .string(name), "url": .string(url)])
    }
    static let pocketSphinx = attribution("CMU PocketSphinx", "https://cmusphinx.github.io")
    static let flite = attribution("CMU Flite", "http://www.festvox.org/flite/")
    static let hark = attribution("Hark", "")

    static func event(for programs: WyomingPrograms) -> WyomingEvent {
        let version = JSONValue.string(programs.version)
        func artifact(_ model: WyomingPrograms.Model, _ attribution: JSONValue) -> [String: JSONValue] {
            [
                "name": .string(model.name), "description": .string(model.description),
                "languages": .array(model.languages.map(JSONValue.string)), "attribution": attribution,
                "installed": .bool(true), "version": version,
            ]
        }
        func program(
            _ name: String, _ description: String, _ attribution: JSONValue, _ key: String,
            _ models: [WyomingPrograms.Model]
        ) -> [String: JSONValue] {
            [
                "name": .string(name), "description": .string(description), "attribution": attribution,
                "installed": .bool(true), "version": version,
                key: .array(models.map { .object(artifact($0, attribution)) }),
            ]
        }
        var asr = program("hark-asr", "Hark speech to text (PocketSphinx)", pocketSphinx, "models", programs.asrModels)
        asr["supports_transcript_streaming"] = .bool(true)
        // Hark hears one utterance between audio-start and audio-stop: the client finds its end.
        asr["requires_external_vad"] = .bool(true)
        let intent = program("hark-intent", "Hark intent recognition", hark, "models", programs.intentModels)
        var handle = program("hark-handle", "Hark assistant: the apps answer", hark, "models", programs.handleModels)
        handle["supports_handled_streaming"] = .bool(false)
        var tts = program("hark-tts", "Hark text to speech (flite)", flite, "voices", programs.voices)
        tts["supports_synthesize_streaming"] = .bool(false)
        var wake = program(
            "hark-wake", "Hark wake word spotter (PocketSphinx keyphrase search, rescored)", pocketSphinx, "models",
            programs.wakeModels)
        // Each model's phrase is its name: `detect` may also name a phrase of its own.
        wake["models"] = .array(
            programs.wakeModels.map { model in
                var fields = artifact(model, pocketSphinx)
                fields["phrase"] = .string(model.name)
                return .object(fields)
            })
        return WyomingEvent(
            "info",
            data: [
                "asr": .array([.object(asr)]), "intent": .array([.object(intent)]),
                "handle": .array([.object(handle)]), "tts": .array([.object(tts)]), "wake": .array([.object(wake)]),
            ])
    }
}
