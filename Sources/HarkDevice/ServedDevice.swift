import Hark
import HarkUnderstanding

/// A device as the services' engine: pooled transcribers of the general search and command
/// decoders following the user's vocabulary, the understander and a new assistant per
/// conversation, all from the device's pipeline.
public struct ServedDevice: ServiceEngine {
    public let device: Device
    /// The decoder `transcribe` uses: the general search, with the configuration's settings.
    public let transcription: RecognizerConfiguration

    public init(device: Device, transcription: RecognizerConfiguration) {
        self.device = device
        self.transcription = transcription
    }

    public func makeTranscriber() throws -> any SpeechRecognizing {
        try device.pipeline.transcriber(transcription, for: .transcription)
    }

    public func makeCommandDecoder() throws -> any CommandRecognizing { try device.commandRecognizer() }

    public func makeUnderstander(_ parser: IntentParser) -> Understander { device.pipeline.understander(parser) }

    public func makeAssistant(_ parser: IntentParser, language: String?) throws -> Assistant {
        try device.assistant(reading: parser, language: language)
    }

    public func afterTurn() throws { try device.afterTurn() }

    public func makeWakeWordSpotter(_ phrase: String) throws -> WakeWordSpotter {
        try device.pipeline.wakeWordSpotter(for: phrase)
    }

    public var wakeWords: [String] { device.pipeline.configuration.wake.word.map { [$0] } ?? [] }

    public func makeTrainedWakeDetector(_ model: WakeModel) throws -> TrainedWakeWordDetector {
        try device.pipeline.trainedWakeWordDetector(model)
    }

    public var wakeModels: [String] {
        TrainedWakeWordDetector.installedModels(runtimeLibrary: device.pipeline.configuration.wake.runtimeLibrary)
    }
}
