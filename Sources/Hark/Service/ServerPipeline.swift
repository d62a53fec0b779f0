import HarkUnderstanding
import HarkWakeModels

/// The engine the services run (`hark serve`'s HTTP API and `hark wyoming`), as their host
/// program assembles it: the service modules know their protocol and concurrency, not where the
/// apps, their data or the models live. `hark serve` and `hark wyoming` build it from the same
/// options as `hark ask` and `hark converse`.
public struct ServerPipeline: Sendable {
    /// A recognizer for `transcribe`: the general search, as `hark transcribe` uses by default.
    public var makeTranscriber: @Sendable () throws -> any SpeechRecognizing
    /// A recognizer for commands and answers, following the user's vocabulary, as `hark converse`'s.
    public var makeCommandDecoder: @Sendable () throws -> any CommandRecognizing
    /// What reads a transcript as a request, given the parser of the command search in force.
    public var makeUnderstander: @Sendable (IntentParser) -> Understander
    /// A new conversation reading requests with the given parser and replying in the given
    /// language (nil: the device's); its audio is decoded by the command decoders, so it has no
    /// recognizer of its own.
    public var makeAssistant: @Sendable (IntentParser, String?) throws -> Assistant
    /// After each dialog turn: the apps register their vocabulary again, as the CLI does.
    public var afterTurn: @Sendable () throws -> Void
    /// A wake word spotter for a phrase, with the configuration's threshold and scoring.
    public var makeWakeWordSpotter: @Sendable (String) throws -> WakeWordSpotter
    /// The wake words the service offers by name (any other phrase may still be asked for).
    public var wakeWords: [String]
    /// A trained wake word detector of a model, with the configuration's threshold and runtime.
    public var makeTrainedWakeDetector: @Sendable (WakeModel) throws -> TrainedWakeWordDetector
    /// The trained wake word models the service offers by name (installed beside the runtime):
    /// a name among them is heard by its model, not by the spotter.
    public var wakeModels: [String]

    /// The engine of these parts; a spotter and trained detectors without the configuration's
    /// settings, and no wake words or models offered, unless given.
    public init(
        makeTranscriber: @escaping @Sendable () throws -> any SpeechRecognizing,
        makeCommandDecoder: @escaping @Sendable () throws -> any CommandRecognizing,
        makeUnderstander: @escaping @Sendable (IntentParser) -> Understander,
        makeAssistant: @escaping @Sendable (IntentParser, String?) throws -> Assistant,
        afterTurn: @escaping @Sendable () throws -> Void,
        makeWakeWordSpotter: @escaping @Sendable (String) throws -> WakeWordSpotter = {
            try WakeWordSpotter(phrase: $0)
        },
        wakeWords: [String] = [],
        makeTrainedWakeDetector: @escaping @Sendable (WakeModel) throws -> TrainedWakeWordDetector = {
            try TrainedWakeWordDetector(model: $0)
        },
        wakeModels: [String] = []
    ) {
        self.makeTranscriber = makeTranscriber
        self.makeCommandDecoder = makeCommandDecoder
        self.makeUnderstander = makeUnderstander
        self.makeAssistant = makeAssistant
        self.afterTurn = afterTurn
        self.makeWakeWordSpotter = makeWakeWordSpotter
        self.wakeWords = wakeWords
        self.makeTrainedWakeDetector = makeTrainedWakeDetector
        self.wakeModels = wakeModels
    }
}
