import Foundation
import HarkDefinitions
import HarkSupport
import HarkVocabulary

/// Turns recognizer text into an ``Understanding``: finds which app was named, then which of its
/// intents' templates fits the words best, reading parameter values on the way.
///
/// Matching tolerates recognition errors: names are matched by sound and spelling against the
/// vocabulary, template words may be heard as similar words or missed, and extra words (fillers
/// especially) are skipped, each at a cost. The cost turns into a confidence; a request that names
/// no app, fits no template or is too doubtful is rejected with its reason.
public struct IntentParser: Sendable {
    /// The apps and intents the parser routes to.
    public let definitions: IntentDefinitionSet
    /// The costs and thresholds in use.
    public let settings: IntentParserSettings
    private let apps: [CompiledApp]
    private let transcriber: PhoneticTranscriber
    /// Whether the templates of an app that requires an exact match are first tested with its
    /// ``WordForWordFilter``; off only to check that the test drops no template that fits.
    var filtersTemplates = true
    /// Whether slot values and the app's name are found with ``SpokenTermMatcher/bestMatch(_:threshold:heard:)``
    /// rather than by scoring every term; off only to check that both find the same.
    var indexesTerms = true

    private struct CompiledApp: Sendable {
        var definition: AppDefinition
        var names: SpokenTermMatcher
        var connectors: Set<String>
        var intents: [CompiledIntent]
        var harmless: HarmlessWords
        /// Words of the app's listed values and names that none of its templates says, with the
        /// values they say (parameter and value): heard unexplained, each names another thing than
        /// the reading acts on, unless it says a value the reading has ("flag it as important").
        var valueWords: [String: Set<[String]>]
        /// For an app that requires an exact match, the test its templates pass before they are
        /// matched; nil for the others, whose templates may fit any words at a cost.
        var filter: WordForWordFilter?
    }

    private struct CompiledIntent: Sendable {
        var definition: IntentDefinition
        var parameters: [String: CompiledParameter]
        var templates: [TemplateAutomaton]
        /// The templates with the required parameters' slots optional; empty when the intent
        /// requires none.
        var templatesOmittingRequired: [TemplateAutomaton]
        /// What a request that leaves the required values out may say in their place beside the
        /// app's harmless words: the kind of value it does not name ("order soup on Soup Chef"),
        /// the words of the required parameters' and their types' names.
        var harmlessOmittingRequired: HarmlessWords
        /// ``templates`` and ``templatesOmittingRequired`` for the app's ``CompiledApp/filter``;
        /// empty without one.
        var skeletons: [WordForWordFilter.Skeleton] = []
        var skeletonsOmittingRequired: [WordForWordFilter.Skeleton] = []
    }

    /// `vocabulary` gives the user's terms by vocabulary name (e.g. `["contacts": ["Bobo", "Kiki"]]`);
    /// a vocabulary type without terms there uses the examples of its definition file.
    /// `transcriber` supplies pronunciations for matching by sound; the files' own pronunciations
    /// are added to it.
    public init(
        definitions: IntentDefinitionSet, vocabulary: [String: [String]] = [:],
        transcriber: PhoneticTranscriber = .spellingOnly, settings: IntentParserSettings = IntentParserSettings()
    ) {
        var pronunciations: [String: [String]] = [:]
        for app in definitions.apps { pronunciations.merge(app.pronunciations) { $0 + $1 } }
        let transcriber = transcriber.adding(pronunciations: pronunciations)
        self.definitions = definitions
        self.settings = settings
        self.transcriber = transcriber
        // Parameters that read words alike share their terms and their key, so one parse reads a
        // stretch once for all of them: Home Assistant's intents say the same lists of names and
        // areas hundreds of times.
        var shared: [ReadingKind: (terms: SpokenTermMatcher?, key: String)] = [:]
        self.apps = definitions.apps.map { app in
            var intents = app.intents.map { intent in
                var parameters: [String: CompiledParameter] = [:]
                for parameter in intent.parameters {
                    let kind = ReadingKind(
                        type: parameter.type, isList: parameter.isList, numberRange: parameter.numberRange)
                    let reading =
                        shared[kind]
                        ?? (
                            Self.terms(of: parameter.type, vocabulary: vocabulary, transcriber: transcriber),
                            "\(shared.count)"
                        )
                    shared[kind] = reading
                    parameters[parameter.name] = CompiledParameter(
                        definition: parameter, terms: reading.terms, key: reading.key)
                }
                let required = Set(intent.parameters.filter(\.isRequired).map(\.name))
                let kinds = intent.parameters.filter(\.isRequired).flatMap { parameter in
                    ([parameter.name] + Self.typeNames(parameter.type)).flatMap(WordTokenizer.words(ofName:))
                }
                return CompiledIntent(
                    definition: intent, parameters: parameters,
                    templates: intent.templates.map { TemplateAutomaton($0.root, phrases: app.phrases) },
                    templatesOmittingRequired: required.isEmpty
                        ? []
                        : intent.templates.map {
                            TemplateAutomaton(
                                $0.root.omittingSlots(required, phrases: app.phrases), phrases: app.phrases)
                        },
                    harmlessOmittingRequired: settings.harmlessWords.adding(app.harmless).adding(kinds.map { [$0] }))
            }
            var filter: WordForWordFilter?
            if app.requiresExactMatch {
                var built = WordForWordFilter()
                for index in intents.indices {
                    intents[index].skeletons = intents[index].templates.map { built.skeleton(of: $0) }
                    intents[index].skeletonsOmittingRequired = intents[index].templatesOmittingRequired.map {
                        built.skeleton(of: $0)
                    }
                }
                filter = built
            }
            let templateWords = Set(intents.flatMap { $0.templates.flatMap(\.words) })
            var valueWords: [String: Set<[String]>] = [:]
            for intent in intents {
                for (name, parameter) in intent.parameters {
                    for term in parameter.terms?.terms ?? [] {
                        for word in term.words where !templateWords.contains(word) {
                            valueWords[word, default: []].insert([name, term.value])
                        }
                    }
                }
            }
            return CompiledApp(
                definition: app,
                names: SpokenTermMatcher(
                    terms: app.spokenNames.map { (value: app.name, words: $0) }, transcriber: transcriber),
                connectors: Set(app.connectors), intents: intents,
                harmless: settings.harmlessWords.adding(app.harmless),
                valueWords: valueWords, filter: filter)
        }
    }

    /// What a parameter's reading of words depends on (``SlotReader``): parameters alike in it
    /// read every stretch alike.
    private struct ReadingKind: Hashable {
        var type: ParameterType
        var isList: Bool
        var numberRange: NumberRange?
    }

    /// The names a parameter's type goes by in its file: a list's or a vocabulary's.
    private static func typeNames(_ type: ParameterType) -> [String] {
        switch type {
        case .closedList(let list): [list.name]
        case .vocabulary(let type): [type.name, type.vocabulary]
        case .freeText, .number, .duration, .date: []
        }
    }

    private static func terms(
        of type: ParameterType, vocabulary: [String: [String]], transcriber: PhoneticTranscriber
    ) -> SpokenTermMatcher? {
        switch type {
        case .closedList(let list):
            let terms = list.values.flatMap { value in value.synonyms.map { (value: value.value, words: $0) } }
            return SpokenTermMatcher(terms: terms, transcriber: transcriber)
        case .vocabulary(let type):
            let given = vocabulary[type.vocabulary] ?? []
            let values = given.isEmpty ? type.examples : given
            return SpokenTermMatcher(
                terms: values.map { (value: $0, words: WordTokenizer.words(in: $0)) }, transcriber: transcriber)
        case .freeText, .number, .duration, .date:
            return nil
        }
    }

    /// Parses one transcript.
    ///
    /// When no template of a named app fits, the app's templates are tried again without the slots
    /// of required parameters, so "order soup on Soup Chef" is read as an order whose soup the app
    /// will ask for. Only for an app whose name was heard: without the name, a template stripped of
    /// its value says too little to route by.
    ///
    /// - Parameters:
    ///   - transcript: the words, as the recognizer gives them or as typed.
    ///   - domainScores: the domain classifier's probabilities by domain name (`messaging`, …, and
    ///     `none` for out of domain), combined with the template match as log-linear evidence;
    ///     empty to use the templates alone.
    ///   - referenceDate: "now", for resolving dates such as "yesterday".
    ///   - calendar: the calendar and time zone dates are read in.
    ///   - assumedApp: an app read as if its name had been said (the app the user picked after
    ///     "Which app do you want to use?"), so its templates compete without the name.
    public func parse(
        _ transcript: String, domainScores: [String: Double] = [:], referenceDate: Date = Date(),
        calendar: Calendar = SpokenDateParser.defaultCalendar, assumingNamed assumedApp: String? = nil
    ) -> UnderstandingResult {
        if let problem = RequestLimits.problem(with: transcript) {
            return rejected(transcript, .tooLong(problem), confidence: 1)
        }
        let words = WordTokenizer.words(in: transcript)
        guard !words.isEmpty else { return rejected(transcript, .emptyTranscript, confidence: 1) }

        // An app that needs no name competes whether or not it was named; the others only when
        // their name was heard (or is assumed).
        // `isAddressed`: the app's name was heard, or is assumed.
        let named = apps.compactMap {
            app -> (app: CompiledApp, mentions: [[AppMention]], needsName: Bool, isAddressed: Bool)? in
            let mentions = Self.mentions(
                of: app, in: words, threshold: settings.appSimilarityThreshold, indexed: indexesTerms)
            let assumed = assumedApp.map { app.definition.name.caseInsensitiveCompare($0) == .orderedSame } ?? false
            let needsName = app.definition.requiresName && !assumed
            let isAddressed = assumed || mentions.contains { !$0.isEmpty }
            return isAddressed || !needsName ? (app, mentions, needsName, isAddressed) : nil
        }
        guard !named.isEmpty else { return rejected(transcript, .noAppName, confidence: 1) }

        let maxCost = settings.maxCostBase + settings.maxCostPerWord * Double(words.count)
        // The exhaustive reading it is checked against asks the transcriber each time.
        let pronunciations = indexesTerms ? HeardPronunciations(transcriber: transcriber) : nil
        let slots = SlotReader(
            words: words, settings: settings, indexesTerms: indexesTerms, pronunciations: pronunciations,
            dates: SpokenDateParser(referenceDate: referenceDate, calendar: calendar))
        let similarity = WordSimilarityCache(transcriber: transcriber, pronunciations: pronunciations)
        typealias Candidate = (understanding: Understanding, score: Double, cost: Double, unexplained: [Int])
        func blocking(_ unexplained: [UnexplainedWord], app: CompiledApp, reading: [String: [ParameterValue]])
            -> [Int]
        {
            unexplained.filter { word in
                // An app that needs no name hears every request said near it: its templates must
                // explain each word. One the user named gets leeway for words that change nothing.
                guard app.definition.requiresName else { return true }
                let heard = words[word.position]
                // A stretch the search heard as no word it knows may be any word at all.
                if heard == UnknownWord.word { return true }
                let bare = heard.hasSuffix("'s") ? String(heard.dropLast(2)) : heard
                let namesAnother = app.valueWords[bare].map { said in
                    !said.contains { pair in reading[pair[0]]?.contains { $0.value == pair[1] } ?? false }
                }
                return word.followsValue || namesAnother == true || settings.meaningChangingWords.contains(heard)
                    || SpokenNumberParser.value(of: [heard]) != nil
            }.map(\.position)
        }
        func readings(omittingRequired: Bool) -> [Candidate] {
            var candidates: [Candidate] = []
            for (app, mentions, needsName, _) in named {
                if omittingRequired && !mentions.contains(where: { !$0.isEmpty }) { continue }
                let harmlessPhraseEnds = TemplateMatcher.harmlessPhraseEnds(words: words, harmless: app.harmless)
                var filtered =
                    filtersTemplates
                    ? app.filter?.transcript(words, mentionsApp: mentions.contains { !$0.isEmpty }) : nil
                for intent in app.intents {
                    let matcher = TemplateMatcher(
                        words: words, settings: settings, parameters: intent.parameters, slots: slots,
                        similarity: similarity, mentions: mentions, maxCost: maxCost, requiresName: needsName,
                        harmless: omittingRequired ? intent.harmlessOmittingRequired : app.harmless,
                        harmlessPhraseEnds: harmlessPhraseEnds)
                    let templates = omittingRequired ? intent.templatesOmittingRequired : intent.templates
                    let skeletons = omittingRequired ? intent.skeletonsOmittingRequired : intent.skeletons
                    let exact = app.definition.requiresExactMatch
                    let best = templates.indices.compactMap { index -> TemplateMatch? in
                        // A template that fails the test has no match an exact app would keep.
                        if filtered != nil, !WordForWordFilter.mayFit(skeletons[index], &filtered!) { return nil }
                        return matcher.match(templates[index])
                    }.filter { !exact || $0.isExact }.min { $0.cost < $1.cost }
                    guard let best else { continue }
                    let understanding = Understanding(
                        transcript: transcript, domain: app.definition.domain.rawValue, app: app.definition.name,
                        intent: intent.definition.name, parameters: best.parameters, confidence: 0)
                    let evidence = domainEvidence(domainScores, app.definition.domain.rawValue)
                    candidates.append(
                        (
                            understanding, -settings.sharpness * best.cost + evidence, best.cost,
                            blocking(best.unexplained, app: app, reading: best.parameters)
                        ))
                }
            }
            return candidates
        }
        var candidates = readings(omittingRequired: false)
        if candidates.isEmpty { candidates = readings(omittingRequired: true) }
        guard !candidates.isEmpty else {
            // Blame an app only when its name was heard: an app that needs no name competes for
            // every request, so its templates not fitting says nothing about what was asked for
            // ("what is the weather" is no request of a lights app's, but of none of the apps').
            guard let heard = named.first(where: { $0.isAddressed }) else {
                return rejected(transcript, .noAppName, confidence: 1)
            }
            return rejected(transcript, .noTemplateMatched(app: heard.app.definition.name), confidence: 1)
        }

        // Rejection competes as one more reading, as costly as the most a match may cost.
        let rejectionScore = -settings.sharpness * maxCost + domainEvidence(domainScores, "none")
        let top = max(rejectionScore, candidates.map(\.score).max()!)
        let total = exp(rejectionScore - top) + candidates.reduce(0) { $0 + exp($1.score - top) }
        var ranked = candidates.map { candidate -> (understanding: Understanding, cost: Double, unexplained: [Int]) in
            var understanding = candidate.understanding
            understanding.confidence = exp(candidate.score - top) / total
            return (understanding, candidate.cost, candidate.unexplained)
        }
        ranked.sort { $0.understanding.confidence > $1.understanding.confidence }
        let bestCost = ranked[0].cost
        let best = ranked[0].understanding
        let others = ranked.map(\.understanding)
        guard ranked[0].unexplained.isEmpty else {
            return rejected(
                transcript,
                .unexplainedWords(
                    app: best.app ?? "", intent: best.intent, words: ranked[0].unexplained.map { words[$0] }),
                confidence: 1, alternatives: others)
        }
        // A value heard outside its list (`TemplateMatcher.outsideList`) is never acted on.
        if let outside = best.parameters.filter({ $0.value.contains(where: TemplateMatcher.isOutsideList) }).keys.min()
        {
            let known =
                named.first { $0.app.definition.name == best.app }?.app.intents
                .first { $0.definition.name == best.intent }?.parameters[outside]?.knownValues ?? []
            return rejected(
                transcript,
                .valueOutsideList(app: best.app ?? "", intent: best.intent, parameter: outside, known: known),
                confidence: 1, alternatives: others)
        }
        guard best.confidence >= settings.minimumConfidence else {
            return rejected(
                transcript,
                .lowConfidence(app: best.app ?? "", intent: best.intent, confidence: best.confidence),
                confidence: exp(rejectionScore - top) / total, alternatives: others)
        }
        var result = UnderstandingResult(understanding: best, rejection: nil, alternatives: Array(others.dropFirst()))
        result.matchCost = bestCost
        return result
    }

    /// The apps whose names are heard in the words, in definition order ("Soup Chef", "on
    /// MonkeyChat"), as the answer to "Which app do you want to use?" names one.
    public func namedApps(in transcript: String) -> [String] {
        guard RequestLimits.problem(with: transcript) == nil else { return [] }
        let words = WordTokenizer.words(in: transcript)
        return apps.filter { app in
            Self.mentions(
                of: app, in: words, threshold: settings.appSimilarityThreshold, indexed: indexesTerms
            ).contains { !$0.isEmpty }
        }.map(\.definition.name)
    }

    /// Convenience: the understanding alone (intent `none` when rejected).
    public func understand(_ transcript: String, domainScores: [String: Double] = [:]) -> Understanding {
        parse(transcript, domainScores: domainScores).understanding
    }

    /// Reads a follow-up answer ("Bobo", "to Kiki and Zuzu", "yesterday") as values of one parameter
    /// of an intent, for a dialog that asked for it. The reading covering the most words wins, the
    /// cheaper on a tie, so carrier words ("to", "send it to") are skipped; a free-text parameter
    /// takes all the words. Empty when nothing in the answer fits the parameter's type.
    public func readAnswer(
        _ answer: String, app: String, intent: String, parameter: String, referenceDate: Date = Date(),
        calendar: Calendar = SpokenDateParser.defaultCalendar
    ) -> [ParameterValue] {
        guard RequestLimits.problem(with: answer) == nil else { return [] }
        let words = WordTokenizer.words(in: answer)
        guard !words.isEmpty,
            let compiledApp = apps.first(where: { $0.definition.name.caseInsensitiveCompare(app) == .orderedSame }),
            let compiled = compiledApp.intents.first(where: { $0.definition.name == intent })?.parameters[parameter]
        else { return [] }
        if case .freeText = compiled.definition.type {
            let text = WordTokenizer.text(of: words[...])
            return [ParameterValue(value: text, heard: text)]
        }
        let slots = SlotReader(
            words: words, settings: settings, dates: SpokenDateParser(referenceDate: referenceDate, calendar: calendar))
        var best: (covered: Int, cost: Double, values: [ParameterValue])?
        for start in words.indices {
            for span in slots.spans(compiled, from: start, possessive: false) {
                let covered = span.end - start
                if let best, covered < best.covered || (covered == best.covered && span.reading.cost >= best.cost) {
                    continue
                }
                best = (covered, span.reading.cost, span.reading.values)
            }
        }
        return best?.values ?? []
    }

    private func domainEvidence(_ scores: [String: Double], _ domain: String) -> Double {
        guard !scores.isEmpty else { return 0 }
        // The classifier knows the SiriKit domains; a custom domain's requests (a soup order, a
        // coffee) are "none" of those to it, so a custom-domain reading gets the same evidence as
        // rejection and the templates alone decide between the two.
        let known = IntentDomain(rawValue: domain).isSiriKitDomain ? domain : "none"
        return settings.domainEvidenceWeight * log(max(scores[known] ?? 0, 0.01))
    }

    private func rejected(
        _ transcript: String, _ reason: RejectionReason, confidence: Double, alternatives: [Understanding] = []
    ) -> UnderstandingResult {
        UnderstandingResult(
            understanding: Understanding(
                transcript: transcript, domain: nil, app: nil, intent: Understanding.none, parameters: [:],
                confidence: confidence),
            rejection: reason, alternatives: alternatives)
    }

    /// The apps `transcript` addresses by name after one of their connectors, where a request puts
    /// it: at the end ("… from soup chef") or the start ("using monkeychat, …"). In definition
    /// order, whether or not any phrasing of theirs fits the rest of the words.
    ///
    /// A request can be misheard beyond parsing and still say whom it is for. A message dictated
    /// to a friend rarely ends or starts that way; in its middle ("see you on monkeychat later"),
    /// an app's name is talk about the app.
    public func appsAddressed(in transcript: String) -> [String] {
        guard RequestLimits.problem(with: transcript) == nil else { return [] }
        let words = WordTokenizer.words(in: transcript)
        return apps.filter { app in
            Self.mentions(
                of: app, in: words, threshold: settings.appSimilarityThreshold, indexed: indexesTerms
            ).joined().contains {
                $0.hasConnector && ($0.start == 0 || $0.end == words.count)
            }
        }.map(\.definition.name)
    }

    /// Every place the app's name is heard, by start position, with and without a connector.
    private static func mentions(
        of app: CompiledApp, in words: [String], threshold: Double, indexed: Bool
    ) -> [[AppMention]] {
        var mentions = [[AppMention]](repeating: [], count: words.count)
        for start in words.indices {
            for end in (start + 1)...min(words.count, start + app.names.maxSpan) {
                let heard = words[start..<end]
                guard
                    let match = indexed
                        ? app.names.bestMatch(heard, threshold: threshold)
                        : app.names.exhaustiveBestMatch(heard, threshold: threshold)
                else { continue }
                mentions[start].append(
                    AppMention(start: start, nameStart: start, end: end, similarity: min(match.similarity, 1)))
                if start > 0, app.connectors.contains(words[start - 1]) {
                    mentions[start - 1].append(
                        AppMention(start: start - 1, nameStart: start, end: end, similarity: min(match.similarity, 1)))
                }
            }
        }
        return mentions
    }
}
