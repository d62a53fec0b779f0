import HarkUnderstanding
import HarkWakeModels

/// The engine the services run (`hark serve`'s HTTP API and `hark wyoming`'s service), as their
/// host program provides it: the service modules know their protocol and concurrency, not where
/// the apps, their data or the models live. `HarkDevice`'s `ServedDevice` is the one the
/// command line serves, built from the same options as `hark ask` and `hark converse`.
public protocol ServiceEngine: Sendable {
    /// A recognizer for `transcribe`: the general search, as `hark transcribe` uses by default.
    func makeTranscriber() throws -> any SpeechRecognizing
    /// A recognizer for commands and answers, following the user's vocabulary, as `hark converse`'s.
    func makeCommandDecoder() throws -> any CommandRecognizing
    /// What reads a transcript as a request, given the parser of the command search in force.
    func makeUnderstander(_ parser: IntentParser) -> Understander
    /// A new conversation reading requests with `parser` and replying in `language` (nil: the
    /// engine's); its audio is decoded by the command decoders, so it has no recognizer of its own.
    func makeAssistant(_ parser: IntentParser, language: String?) throws -> Assistant
    /// After each dialog turn: the apps register their vocabulary again, as the command line does.
    func afterTurn() throws
    /// A wake word spotter for `phrase`, with the configuration's threshold and scoring.
    func makeWakeWordSpotter(_ phrase: String) throws -> WakeWordSpotter
    /// The wake words the service offers by name (any other phrase may still be asked for).
    var wakeWords: [String] { get }
    /// A trained wake word detector of `model`, with the configuration's threshold and runtime.
    func makeTrainedWakeDetector(_ model: WakeModel) throws -> TrainedWakeWordDetector
    /// The trained wake word models the service offers by name: a name among them is heard by
    /// its model, not by the spotter.
    var wakeModels: [String] { get }
}
