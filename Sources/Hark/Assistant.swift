import Foundation
import HarkDefinitions
import HarkIntents
import HarkRecognition
import HarkUnderstanding
import HarkVocabulary

/// One conversation with the assistant: requests and answers come in as text or audio, spoken
/// replies go out, and a question the assistant asked is remembered until it is answered.
///
/// The pipeline, stage by stage: the recognizer's transcript (a narrowed search when a question
/// is open), the understander's intent, the engine's resolve → confirm → handle through the apps'
/// handlers, and the composer's words. Like the recognizer it owns, a conversation belongs to one
/// task at a time; it is deliberately not `Sendable`.
public final class Assistant {
    /// Runs the apps' handlers; its settings change with ``update(settings:)``.
    public private(set) var engine: IntentEngine
    /// Puts each turn into words, in the settings' language.
    public private(set) var composer: SpokenReplyComposer
    /// Hears audio turns; nil for a text-only conversation.
    public let recognizer: (any CommandRecognizing)?
    /// The question waiting for an answer, if any.
    public private(set) var pending: PendingIntent?
    /// Which app should take a request that named none, while that is asked.
    public internal(set) var appQuestion: AppQuestion?
    /// "Now", for dates said relative to today and times said back.
    public var now: @Sendable () -> Date = { Date() }
    /// The calendar dates are read and said in (the user's time zone).
    public var calendar = SpokenDateParser.defaultCalendar
    /// The user's voice shortcuts: saying one's phrase runs its request as it was saved.
    public var shortcuts: [VoiceShortcut] = []
    /// Turns the understanding's evidence into the probability that a reading is right; nil
    /// leaves the parser's own confidence.
    public var calibrator: ConfidenceCalibrator?
    /// A request read with less confidence than this is not acted on: the assistant says it did
    /// not catch that (``Understander/minimumConfidence``); nil acts on every reading.
    public var minimumConfidence: Double?
    /// When a value is confirmed or free text read back before it is used
    /// (``HarkConfiguration/ConfirmationSettings``, its `confirmation.*` settings): 0 never asks.
    public var confirmation = HarkConfiguration.ConfirmationSettings()

    /// A name (a value of a vocabulary parameter: a contact, a workout) heard with less confidence
    /// than ``HarkConfiguration/ConfirmationSettings/namesBelow`` is confirmed ("Did you mean
    /// Kiki?") before it is used. Chosen on MonkeyChat's train split (docs/benchmarks.md, "Names
    /// heard with doubt"): the value confidence below which a wrong name is likelier than a
    /// needless question is costly.
    public static let defaultNameConfirmationThreshold = 0.6
    /// Free text (a message's words) answering a question, heard with a mean word posterior below
    /// this, is read back ("Did you say '…'?") before it is used. The free-text search hears any
    /// sound as some words, so this is what keeps a television's words or a clatter from being
    /// sent as a message. Chosen on the tune half of the non-answer set (docs/benchmarks.md, "Free
    /// text heard with doubt"): the least of 0.30, 0.35, … 0.70 under which no noise or silence
    /// there is taken as a message without being read back.
    public static let defaultFreeTextConfirmationThreshold = 0.45
    /// Free text answering a question is also read back when its audio's loud frames stand less
    /// than this many dB above its quiet ones (``NoiseEstimate/overQuietFrames``), however sure
    /// the words: a television's voice is heard as confident words, but it never falls silent
    /// the way someone answering does. Chosen on the tune half of the non-answer set
    /// (docs/benchmarks.md, "Free text heard with doubt"): the largest of 16, 18, … 30 dB that
    /// reads back no tune answer the confidence alone would not.
    public static let defaultFreeTextConfirmationNoiseFloor = 22.0
    /// Free text answering a question is also read back when less than this share of its audio's
    /// loudest energy lies between 80 Hz and 1 kHz (``NoiseEstimate/lowBandShare``), however sure
    /// the words: a kitchen's clatter is heard as one sure word ("nothing") and keeps a quiet
    /// floor between its bangs, but its bangs are bright where a voice is not. The answer searches'
    /// bright-audio test's value (``AnswerRejection/brightAudioLowBandShare``), where it is said
    /// how it was chosen: one number for both.
    public static let defaultFreeTextConfirmationLowBandShare = AnswerRejection.brightAudioLowBandShare

    private var fixedParser: IntentParser?
    private let classifier: DomainClassifier?
    private let vocabularyStrings: (String) -> [String]

    /// A conversation without a recognizer of its own, reading requests with `parser`;
    /// `vocabularyStrings` gives the user's strings of a vocabulary, for the follow-up search an
    /// outside decoder may be asked to use (``followUpExpectation()``).
    public init(
        engine: IntentEngine, parser: IntentParser, classifier: DomainClassifier? = nil,
        composer: SpokenReplyComposer, vocabularyStrings: @escaping (String) -> [String] = { _ in [] }
    ) {
        self.engine = engine
        self.composer = composer
        self.classifier = classifier
        fixedParser = parser
        recognizer = nil
        self.composer.appDisplayNames = Self.displayNames(parser.definitions)
        self.vocabularyStrings = vocabularyStrings
    }

    /// Reads requests with `parser` from now on: a conversation without a recognizer of its own,
    /// whose audio is decoded elsewhere (a server's pooled decoders), takes the parser of the
    /// decoder that heard the turn, which follows the user's vocabulary. Ignored by a conversation
    /// that owns its recognizer: that one's parser is always current.
    public func follow(_ parser: IntentParser) {
        if recognizer == nil { fixedParser = parser }
    }

    /// A conversation that also takes audio, heard by `recognizer` (a `LiveCommandRecognizer`, whose
    /// command search follows the user's vocabulary, or a `TextRecognizer` in tests), which also
    /// gives the parser; `vocabularyStrings` gives the user's strings of a vocabulary (`contactName`,
    /// `workoutActivityName`), which a "who" or "which workout" answer may be.
    public init(
        engine: IntentEngine, recognizer: any CommandRecognizing, classifier: DomainClassifier? = nil,
        composer: SpokenReplyComposer, vocabularyStrings: @escaping (String) -> [String]
    ) {
        self.engine = engine
        self.composer = composer
        self.classifier = classifier
        self.recognizer = recognizer
        self.vocabularyStrings = vocabularyStrings
        fixedParser = nil
        self.composer.appDisplayNames = Self.displayNames(recognizer.parser.definitions)
    }

    /// The parser of the command search in force (it changes with the user's vocabulary).
    public var parser: IntentParser { fixedParser ?? recognizer!.parser }

    /// Replies to a typed request or answer.
    public func reply(to text: String) async -> AssistantReply {
        await reply(to: text, heard: nil)
    }

    /// Replies to what was said: typed (`heard` nil, every word certain) or heard, whose words'
    /// posteriors give each value its confidence.
    private func reply(to text: String, heard: Transcript?) async -> AssistantReply {
        let parser = parser
        // Too long to be spoken: refused before anything reads it, and the dialog stays as it was.
        if let problem = RequestLimits.problem(with: text) {
            let turn = DialogTurn(
                app: nil, intent: nil,
                acts: [.refuse(refusal(for: .tooLong(problem), domain: nil, parser: parser))], pending: pending)
            return reply(to: turn, transcript: text, domain: nil)
        }
        let understander = Understander(
            parser: parser, classifier: classifier, calibrator: calibrator, minimumConfidence: minimumConfidence)
        let (understanding, prediction) =
            heard.map { understander.understandWithDomain($0) } ?? understander.understandWithDomain(text)
        let turn: DialogTurn
        // The request read from this turn, when the turn started one from what was said.
        var reading: Understanding?
        let shortcut = shortcut(saidAs: text)
        let openAppQuestion = appQuestion
        appQuestion = nil
        // A whole command heard where an answer was expected replaces the question, free text's too:
        // the question is dropped unanswered, and nothing it would have done is done.
        let answers = shortcut == nil && heard?.heardAsCommand != true
        if let openAppQuestion, answers, !startsOver(openAppQuestion, with: understanding, parser: parser) {
            turn = await answer(text, to: openAppQuestion, parser: parser)
        } else if let pending, answers, !startsOver(pending, with: understanding, parser: parser) {
            engine.valueReader = Self.valueReader(parser: parser, now: now(), calendar: calendar)
            let context = TurnContext(
                transcript: text, confidence: heard?.confidence, language: engine.settings.languageCode, isAnswer: true)
            let doubtful =
                isDoubtfulFreeText(heard, answering: pending)
                || (heard == nil && isNearListAnswer(text, answering: pending, parser: parser))
            turn = await TurnContext.$current.withValue(context) {
                await engine.answer(text, to: pending, heardWithDoubt: doubtful)
            }
        } else if let shortcut {
            engine.valueReader = Self.valueReader(parser: parser, now: now(), calendar: calendar)
            let context = TurnContext(transcript: text, language: engine.settings.languageCode)
            let request = request(for: shortcut, parser: parser)
            turn = await TurnContext.$current.withValue(context) { await engine.start(request) }
        } else if understanding.isRejected && SpokenAnswer.isCancelAlone(text) {
            // "Never mind" with nothing open: nothing to do, and nothing to route to an app.
            turn = DialogTurn(app: nil, intent: nil, acts: [.cancelled], pending: nil)
        } else if case .noAppName? = understanding.rejection {
            turn = await route(unnamed: text, domain: prediction, parser: parser, typed: heard == nil)
        } else if let rejection = understanding.rejection {
            var app: String?
            switch rejection {
            case .noTemplateMatched(let named), .valueOutsideList(let named, _, _, _): app = named
            default: break
            }
            turn = DialogTurn(
                app: app, intent: nil, acts: [.refuse(refusal(for: rejection, domain: prediction, parser: parser))],
                pending: nil
            )
        } else {
            turn = await start(understanding.understanding, parser: parser, typed: heard == nil)
            reading = understanding.understanding
        }
        let domain =
            turn.app.flatMap { parser.definitions.app(named: $0)?.domain.rawValue }
            ?? understanding.understanding.domain
        pending = turn.pending
        var reply = reply(to: turn, transcript: text, domain: domain)
        if let reading {
            reply.confidence = reading.confidence
            reply.parameterConfidences = reading.valueConfidences
        }
        return reply
    }

    /// Hands an understood request to the engine, its values typed as the app's definitions say;
    /// `typed`: the request was written, not heard.
    func start(_ request: Understanding, parser: IntentParser, typed: Bool) async -> DialogTurn {
        let definition = request.app.flatMap { parser.definitions.app(named: $0) }?.intent(named: request.intent)
        let parameters = definition.map {
            UnderstoodParameters(calendar: calendar).parameters(of: request, definition: $0)
        }
        engine.valueReader = Self.valueReader(parser: parser, now: now(), calendar: calendar)
        let intentRequest = IntentRequest(
            app: request.app ?? "", intent: request.intent, parameters: parameters ?? IntentParameters(),
            doubtfulValues: definition.map { doubtfulValues(in: request, definition: $0, typed: typed) } ?? [:])
        let context = TurnContext(
            transcript: request.transcript, confidence: request.confidence,
            parameterConfidences: request.valueConfidences, language: engine.settings.languageCode)
        let engine = engine
        return await TurnContext.$current.withValue(context) { await engine.start(intentRequest) }
    }

    /// The values to confirm before they are used ("Did you mean bedroom?"), by parameter: names
    /// heard with less confidence than ``HarkConfiguration/ConfirmationSettings/namesBelow`` (a
    /// contact or a workout misheard as another acts on the wrong one, while a misheard message
    /// text or date is said back before anything is done), and closed-list values only near what
    /// was said: every one in a typed request (`typed`), and those heard with less confidence than
    /// that threshold.
    /// Typed words are not misheard: "bathroom" is no room of the list, and the nearest one
    /// ("bedroom") would be the wrong device, not a repair, unless the user says so. A heard word
    /// near a listed one is the recognizer's mishearing, which the match repairs; its confidence
    /// says how sure the repair is.
    private func doubtfulValues(in request: Understanding, definition: IntentDefinition, typed: Bool)
        -> [String: Set<Int>]
    {
        var doubtful: [String: Set<Int>] = [:]
        let threshold = confirmation.namesBelow
        for (name, values) in request.parameters {
            let isDoubtful: (ParameterValue) -> Bool
            switch definition.parameter(named: name)?.type {
            case .vocabulary?:
                isDoubtful = { ($0.confidence ?? request.confidence) < threshold }
            case .closedList(let list)?:
                // Heard words exactly a listed value's are the grammar's own choice, not a swap.
                isDoubtful = { value in
                    !Self.isSaidExactly(value, in: WordTokenizer.words(in: value.heard), list: list)
                        && (typed || (value.confidence ?? request.confidence) < threshold)
                }
            default: continue
            }
            let indexes = values.indices.filter { isDoubtful(values[$0]) }
            if !indexes.isEmpty { doubtful[name] = Set(indexes) }
        }
        return doubtful
    }

    /// Whether a closed-list value was said as one of the list's words or synonyms: the matcher
    /// found it exactly (the same words or sounds, or the same letters split or joined, "bed room",
    /// which it scores 0.97, ``SpokenTermMatcher``), or one of its synonyms is said word for word
    /// among `words`, which may hold more than the value ("of lentil soup", "the garage").
    private static func isSaidExactly(_ value: ParameterValue, in words: [String], list: ClosedValueList) -> Bool {
        if value.score >= 0.97 { return true }
        let synonyms = list.values.filter { $0.value == value.value }.flatMap(\.synonyms)
        return synonyms.contains { synonym in
            !synonym.isEmpty && words.count >= synonym.count
                && (0...(words.count - synonym.count)).contains { Array(words[$0..<($0 + synonym.count)]) == synonym }
        }
    }

    /// Whether typed `text`, answering `pending`'s question for a closed-list value, names a value
    /// only near one of the list's, which is then confirmed before it is used, as in a request.
    private func isNearListAnswer(_ text: String, answering pending: PendingIntent, parser: IntentParser) -> Bool {
        guard case .value(let parameter, _)? = pending.expectation,
            case .closedList(let list)? = parameterType(pending, parameter)
        else { return false }
        let values = parser.readAnswer(
            text, app: pending.app, intent: pending.intent, parameter: parameter, referenceDate: now(),
            calendar: calendar)
        let words = WordTokenizer.words(in: text)
        return values.contains { !Self.isSaidExactly($0, in: words, list: list) }
    }

    /// Whether `heard` answers `pending`'s free-text question with too little confidence, or from
    /// audio too noisy, to be used unread: typed words are certain, and other answers have
    /// searches that can reject.
    private func isDoubtfulFreeText(_ heard: Transcript?, answering pending: PendingIntent) -> Bool {
        guard let heard, case .value(let parameter, _)? = pending.expectation,
            case .freeText? = parameterType(pending, parameter)
        else { return false }
        // Each test below its setting; a setting of 0 never holds (no measure is below 0).
        if heard.confidence < confirmation.freeTextBelow { return true }
        guard let noise = heard.noise else { return false }
        if noise.overQuietFrames < confirmation.freeTextNoisierThanDB { return true }
        if let share = noise.lowBandShare, share < confirmation.freeTextLowBandUnder { return true }
        return false
    }

    /// Decodes an audio turn — with the search narrowed to the open question, if there is one —
    /// and replies to what was heard.
    public func reply(toAudioFile file: String, raw: RawAudioFormat? = nil) async throws -> AssistantReply {
        guard let recognizer else { throw RecognizerError("this conversation was started without a recognizer") }
        let result = try recognizer.transcribe(file: file, raw: raw, expecting: followUpExpectation())
        return await reply(to: result.transcript.text, heard: result.transcript)
    }

    /// Replies to a transcript the recognizer heard: its words' posteriors give each value its
    /// confidence, as for ``reply(toAudioFile:raw:)``.
    public func reply(toHeard transcript: Transcript) async -> AssistantReply {
        await reply(to: transcript.text, heard: transcript)
    }

    /// Decodes one utterance of 16 kHz mono samples — a stream's, cut by an endpointer — with the
    /// search for the open question, as `reply(toAudioFile:)` does; `reply(toHeard:)` then answers
    /// it. Kept apart so a listener can pass over what decoded to nothing
    /// (noise) without it counting as a turn.
    public func transcribe(speech samples: [Int16]) throws -> Transcript {
        guard let recognizer else { throw RecognizerError("this conversation was started without a recognizer") }
        return try recognizer.recognize(samples, expecting: followUpExpectation())
    }

    private static func displayNames(_ definitions: IntentDefinitionSet) -> [String: String] {
        Dictionary(definitions.apps.map { ($0.name, $0.displayName) }) { first, _ in first }
    }

    /// Drops the open question, as a new session would.
    public func reset() {
        pending = nil
        appQuestion = nil
    }

    /// Replaces the engine's settings (a device locked between turns, a new language code).
    public func update(settings: AssistantSettings) {
        engine.settings = settings
    }

    /// The shortcut whose phrase is exactly what was said, give or take "hey Siri" and "please".
    private func shortcut(saidAs text: String) -> VoiceShortcut? {
        let said = Self.shortcutWords(text)
        guard !said.isEmpty else { return nil }
        return shortcuts.first { Self.shortcutWords($0.phrase) == said }
    }

    private static func shortcutWords(_ text: String) -> [String] {
        var words = WordTokenizer.words(in: text)
        for lead in [["hey", "siri"], ["ok", "siri"], ["okay", "siri"], ["siri"], ["please"]]
        where words.starts(with: lead) {
            words.removeFirst(lead.count)
        }
        if words.last == "please" { words.removeLast() }
        return words
    }

    /// The saved request, its canonical values typed as the app's definitions say.
    private func request(for shortcut: VoiceShortcut, parser: IntentParser) -> IntentRequest {
        var parameters = IntentParameters()
        let definition = parser.definitions.app(named: shortcut.app)?.intent(named: shortcut.intent)
        let reader = UnderstoodParameters(calendar: calendar)
        for (name, values) in shortcut.parameters {
            guard let type = definition?.parameter(named: name)?.type else { continue }
            parameters[name] = values.compactMap { reader.value(of: ParameterValue(value: $0, heard: $0), type: type) }
        }
        return IntentRequest(app: shortcut.app, intent: shortcut.intent, parameters: parameters)
    }

    /// What the recognizer should listen for next.
    public func followUpExpectation() -> FollowUpExpectation? {
        if let appQuestion { return followUpExpectation(for: appQuestion) }
        guard let pending, let expectation = pending.expectation else { return nil }
        switch expectation {
        case .choice(_, _, let options): return .choice(options.map(\.displayText))
        case .valueConfirmation, .intentConfirmation: return .yesNo
        case .value(let parameter, _):
            switch parameterType(pending, parameter) {
            case .freeText?: return .freeText(app: pending.app, intent: pending.intent, parameter: parameter)
            case .vocabulary(let type)?:
                let strings = vocabularyStrings(type.vocabulary)
                return .names(strings.isEmpty ? type.examples : strings)
            case .closedList(let list)?:
                return .names(list.values.flatMap(\.synonyms).map { $0.joined(separator: " ") })
            case .number?, .date?, .duration?, nil: return nil
            }
        }
    }

    /// A full request naming an app replaces the open question, unless the question wants free
    /// text, where any words are an answer ("tell him to check MonkeyChat").
    private func startsOver(_ pending: PendingIntent, with understanding: UnderstandingResult, parser: IntentParser)
        -> Bool
    {
        guard !understanding.isRejected else { return false }
        if case .value(let parameter, _)? = pending.expectation, case .freeText? = parameterType(pending, parameter) {
            return false
        }
        return true
    }

    private func parameterType(_ pending: PendingIntent, _ parameter: String) -> ParameterType? {
        parser.definitions.app(named: pending.app)?.intent(named: pending.intent)?.parameter(named: parameter)?.type
    }

    private func reply(to turn: DialogTurn, transcript: String, domain: String?) -> AssistantReply {
        let code: String? = turn.acts.reversed().lazy.compactMap { act -> String? in
            switch act {
            case .respond(let response), .askIntentConfirmation(let response): response.code.rawValue
            default: nil
            }
        }.first
        let engineExpecting: String? =
            switch turn.expectation {
            case .value?: "value"
            case .choice?: "choice"
            case .valueConfirmation?, .intentConfirmation?: "confirmation"
            case nil: nil
            }
        let expecting = appQuestion?.expecting ?? engineExpecting
        let understood = !turn.acts.contains {
            switch $0 {
            case .notUnderstood, .refuse(.notUnderstood), .refuse(.unexplainedWords): true
            default: false
            }
        }
        var reply = AssistantReply(
            transcript: transcript, domain: turn.app == nil ? nil : domain, app: turn.app,
            // Home Assistant's intents are said by Home Assistant's names, not the data block read.
            intent: turn.intent.map { turn.app == HomeAssistantApp.appName ? HomeAssistantApp.intentName($0) : $0 }
                ?? Understanding.none,
            parameters: turn.parameters.values.mapValues { $0.map(\.displayText) },
            resolution: turn.resolutions.mapValues { $0.map(ResolutionSummary.init) },
            response: AssistantReply.Response(code: code, text: composer.text(for: turn, now: now())),
            expecting: expecting, understood: understood)
        reply.outcome = Self.outcome(of: turn, code: code, expecting: expecting, understood: understood)
        return reply
    }

    private static func outcome(of turn: DialogTurn, code: String?, expecting: String?, understood: Bool)
        -> AssistantReply.Outcome
    {
        let failed = turn.acts.contains {
            if case .handlerError = $0 { return true }
            return false
        }
        if failed || code?.hasPrefix(IntentResponseCode.failure.rawValue) == true { return .failed }
        if expecting != nil { return .asking }
        if !understood { return .notUnderstood }
        if turn.acts.contains(.cancelled) { return .cancelled }
        let refused = turn.acts.contains {
            if case .refuse = $0 { return true }
            return false
        }
        return refused ? .refused : .done
    }

    /// Reads an answer as values of the parameter asked about, typed as its definition says.
    static func valueReader(parser: IntentParser, now: Date, calendar: Calendar)
        -> @Sendable (ValueQuestion, String) -> [IntentValue]
    {
        { question, text in
            guard
                let type = parser.definitions.app(named: question.app)?.intent(named: question.intent)?
                    .parameter(named: question.parameter)?.type
            else { return [] }
            let values = parser.readAnswer(
                text, app: question.app, intent: question.intent, parameter: question.parameter, referenceDate: now,
                calendar: calendar)
            let reader = UnderstoodParameters(calendar: calendar)
            return values.compactMap { reader.value(of: $0, type: type) }
        }
    }

    /// Why a request went to no app. A request that names none is routed by
    /// ``route(unnamed:domain:parser:)``; what is left here says why it is refused.
    func refusal(for rejection: RejectionReason, domain prediction: DomainPrediction?, parser: IntentParser)
        -> Refusal
    {
        switch rejection {
        case .emptyTranscript, .tooLong, .lowConfidence: return .notUnderstood
        case .unexplainedWords(_, _, let words): return .unexplainedWords(words)
        case .valueOutsideList(_, let intent, let parameter, let known):
            return .valueOutsideList(intent: intent, parameter: parameter, known: known)
        case .noTemplateMatched: return .unsupportedIntent
        case .noAppName: return prediction?.domain.map { .noAppForDomain($0.rawValue) } ?? .noApp
        }
    }
}
