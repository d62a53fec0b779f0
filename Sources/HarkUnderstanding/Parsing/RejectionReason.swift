/// Why a request was not understood as any intent.
public enum RejectionReason: Hashable, Sendable, CustomStringConvertible {
    /// The transcript has no words.
    case emptyTranscript
    /// The transcript is longer than a spoken request can be; it was not read.
    case tooLong(RequestTooLong)
    /// No app's name was heard; like SiriKit, Hark routes a request to an app only when it names it.
    case noAppName
    /// The app was named but no template of its intents fits the words.
    case noTemplateMatched(app: String)
    /// The best reading leaves words unexplained: said, but neither in the intent's template nor
    /// harmless (``IntentParserSettings/harmlessWords``). Such a word may turn the request around
    /// ("don't", "tomorrow", "is … on", another device), so it is not acted on. `words` are the
    /// unexplained ones, in the order they were said.
    case unexplainedWords(app: String, intent: String, words: [String])
    /// The best reading's `parameter` was heard as a value its closed list lacks (a search's way
    /// out of the list, ``UnknownWord``): not the nearest listed value, which would act on
    /// another thing. `known` are the list's values, for a reply that names them.
    case valueOutsideList(app: String, intent: String, parameter: String, known: [String])
    /// A reading was found, but it is less likely than the threshold.
    case lowConfidence(app: String, intent: String, confidence: Double)

    /// The reason in words, as `hark` prints it.
    public var description: String {
        switch self {
        case .emptyTranscript: return "nothing was said"
        case .tooLong(let problem): return problem.description
        case .noAppName: return "no app name heard"
        case .noTemplateMatched(let app): return "\(app) was named but no phrasing of its intents matches"
        case .unexplainedWords(let app, let intent, let words):
            return "best reading \(app) \(intent) leaves unexplained: \(words.joined(separator: ", "))"
        case .valueOutsideList(let app, let intent, let parameter, let known):
            return
                "best reading \(app) \(intent) has a \(parameter) outside its list (\(known.joined(separator: ", ")))"
        case .lowConfidence(let app, let intent, let confidence):
            return
                "best reading \(app) \(intent) has confidence \(String(format: "%.2f", confidence)), below the threshold"
        }
    }
}
