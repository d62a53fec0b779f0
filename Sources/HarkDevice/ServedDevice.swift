import Hark
import HarkUnderstanding

/// A device as the services' engine: pooled transcribers of the general search and command
/// decoders following the user's vocabulary, the understander and a new assistant per
/// conversation, all from the device's pipeline.
public struct ServedDevice: ServiceEngine {
    /// The device whose apps, vocabulary and pipeline are served.
    public let device: Device
    /// What `transcribe` hears with: the general search, with the configuration's settings.
    public let transcription: Hearing

    /// `device` served, transcribing with its pipeline's general search.
    public init(device: Device) {
        self.device = device
        transcription = device.pipeline.generalHearing
    }

    /// A transcriber of the general search, behind the transcription front end.
    public func makeTranscriber() throws -> any SpeechRecognizing { try transcription.transcriber() }

    /// A command decoder following the user's vocabulary, as every conversation hears audio.
    public func makeCommandDecoder() throws -> any CommandRecognizing { try device.commandRecognizer() }

    /// The device pipeline's understander over `parser`.
    public func makeUnderstander(_ parser: IntentParser) -> Understander { device.pipeline.understander(parser) }

    /// A new conversation on the device, reading with `parser`, replying in `language`.
    public func makeAssistant(_ parser: IntentParser, language: String?) throws -> Assistant {
        try device.assistant(reading: parser, language: language)
    }

    /// The apps register their vocabulary again (``Device/afterTurn()``).
    public func afterTurn() throws { try device.afterTurn() }

    /// A spotter for `phrase` with the configuration's `wake.*` settings, fed a stream.
    public func makeWakeWordSpotter(_ phrase: String) throws -> WakeWordSpotter {
        try device.pipeline.wakeWordSpotter(for: phrase, streaming: true)
    }

    /// The configured `wake.word`, offered by name.
    public var wakeWords: [String] { device.pipeline.configuration.wake.word.map { [$0] } ?? [] }

    /// A detector of `model` with the configuration's threshold and runtime.
    public func makeTrainedWakeDetector(_ model: WakeModel) throws -> TrainedWakeWordDetector {
        try device.pipeline.trainedWakeWordDetector(model)
    }

    /// The trained models installed beside the configured runtime.
    public var wakeModels: [String] {
        TrainedWakeWordDetector.installedModels(runtimeLibrary: device.pipeline.configuration.wake.runtimeLibrary)
    }
}
