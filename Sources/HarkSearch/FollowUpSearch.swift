import Foundation
import HarkDefinitions
import HarkUnderstanding
import HarkVocabulary

/// The narrowed search a `LiveCommandRecognizer` switches to for the one utterance that answers a
/// dialog's question, before it switches back to the command search.
///
/// Names and yes/no answers are small word graphs: the decoder can only return one of the
/// phrases, so "little bobo" cannot come out as "little bob oh" or as a command; beside them the
/// decoder gets a path of garbage alone (`CommandSearchConfiguration.answerRejection`), so a sound
/// or a sentence that is no answer can come out as nothing rather than as the nearest answer.
/// Free text is a
/// trigram model of the parameter's corpus interpolated with PocketSphinx's general English model
/// over its most likely words: the corpus gives the phrasing people text, the general model the
/// words no corpus of a few hundred lines has (measured in docs/dialog-recognition.md).
public struct FollowUpSearch: Hashable, Sendable {
    /// What the decoder searches for the answer.
    public enum Source: Hashable, Sendable {
        /// The answers as a template of plain words (words, choices, optional parts), searched as
        /// a minimal word graph.
        case answers(TemplateNode)
        /// N-gram models interpolated linearly; one model of weight 1 is that model alone.
        case languageModels([WeightedLanguageModel])
    }

    /// An ARPA or binary n-gram model file and its interpolation weight.
    public struct WeightedLanguageModel: Hashable, Sendable {
        /// The model file.
        public var file: URL
        /// Its share of the interpolation; the weights of a search sum to 1.
        public var weight: Double

        /// A model and its weight.
        public init(file: URL, weight: Double) {
            self.file = file
            self.weight = weight
        }
    }

    /// The words of a general model worth pronouncing for one turn: its `count` most likely.
    public struct OpenVocabulary: Hashable, Sendable {
        /// The general model whose words are taken.
        public var languageModel: URL
        /// How many of its most likely words.
        public var count: Int

        /// The `count` most likely words of `languageModel`.
        public init(languageModel: URL, count: Int) {
            self.languageModel = languageModel
            self.count = count
        }
    }

    /// The corpus model's share of a free-text search; the general model has the rest.
    public static let freeTextCorpusWeight = 0.7
    /// How many of the general model's most likely words a free-text turn can hear.
    public static let freeTextOpenVocabularySize = 20_000

    /// The answer this search listens for.
    public var expectation: FollowUpExpectation
    /// The word graph or language models searched.
    public var source: Source
    /// Every word of the search's own that it can produce, in decoder spelling: each must be in the
    /// decoder's dictionary before the search is switched to.
    public var words: [String]
    /// General words the decoder's dictionary holds for this search's one turn only; nil for none.
    public var openVocabulary: OpenVocabulary?

    /// The search for `expectation`. `.freeText` finds its corpus in `definitions`, keeps the
    /// corpus model under `cacheDirectory`, and interpolates it with `generalLanguageModel` (nil
    /// for the corpus model alone).
    public init(
        _ expectation: FollowUpExpectation, definitions: IntentDefinitionSet, cacheDirectory: URL,
        generalLanguageModel: URL? = nil
    ) throws {
        switch expectation {
        case .choice(let options):
            self = try Self.names(options, saying: options, ordinals: true)
        case .names(let names):
            self = try Self.names(names, saying: names, ordinals: false)
        case .yesNo:
            let answers = FollowUpPhrases.yes + FollowUpPhrases.no + FollowUpPhrases.cancel
            self.init(
                expectation: expectation, source: .answers(Self.choice(answers)),
                words: DecoderSpelling.distinctWords(in: answers))
        case .freeText(let app, let intent, let parameter):
            let corpus = FreeTextLanguageModel(
                samples: try Self.corpus(app: app, intent: intent, parameter: parameter, in: definitions))
            let corpusFile = try corpus.file(in: cacheDirectory)
            guard let generalLanguageModel else {
                self.init(
                    expectation: expectation, source: .languageModels([.init(file: corpusFile, weight: 1)]),
                    words: corpus.words)
                return
            }
            self.init(
                expectation: expectation,
                source: .languageModels([
                    .init(file: corpusFile, weight: Self.freeTextCorpusWeight),
                    .init(file: generalLanguageModel, weight: 1 - Self.freeTextCorpusWeight),
                ]),
                words: corpus.words,
                openVocabulary: OpenVocabulary(
                    languageModel: generalLanguageModel, count: Self.freeTextOpenVocabularySize))
        }
    }

    /// A search built by hand, e.g. to compare searches with `LiveCommandRecognizer.recognize(_:using:)`.
    public init(
        expectation: FollowUpExpectation, source: Source, words: [String], openVocabulary: OpenVocabulary? = nil
    ) {
        self.expectation = expectation
        self.source = source
        self.words = words
        self.openVocabulary = openVocabulary
    }

    /// The same search without the names that use any of `unpronounceable` (a decoder refuses a
    /// grammar naming a word it has no phones for). Ordinals still count every offered name, since
    /// the user picks by the place the app showed. Other searches are returned unchanged: their
    /// fixed words are all in CMUdict, and a language model's extra words are simply not searched.
    public func leavingOut(_ unpronounceable: Set<String>) throws -> FollowUpSearch {
        let (names, ordinals): ([String], Bool)
        switch expectation {
        case .choice(let options): (names, ordinals) = (options, true)
        case .names(let offered): (names, ordinals) = (offered, false)
        case .yesNo, .freeText: return self
        }
        guard !unpronounceable.isEmpty else { return self }
        let sayable = names.filter { DecoderSpelling.words(in: $0).allSatisfy { !unpronounceable.contains($0) } }
        guard !sayable.isEmpty else { throw FollowUpSearchError.noNames(names) }
        return try Self.names(names, saying: sayable, ordinals: ordinals)
    }

    /// A search for picking one of `offered` by name (only those in `sayable`), by ordinal when
    /// `ordinals` (the options were read out as a list), or cancelling:
    /// "[to] <name> [please] | [the] <ordinal> [one] [please] | <cancel>".
    private static func names(_ offered: [String], saying sayable: [String], ordinals: Bool) throws -> FollowUpSearch {
        let spoken = uniquePhrases(sayable)
        guard !spoken.isEmpty, !offered.isEmpty else { throw FollowUpSearchError.noNames(offered) }
        func optional(_ word: String) -> TemplateNode { .optional(.word(word)) }
        let byName = TemplateNode.sequence([
            optional(FollowUpPhrases.beforeName), choice(spoken), optional(FollowUpPhrases.afterChoice),
        ])
        var carriers = [FollowUpPhrases.beforeName, FollowUpPhrases.afterChoice]
        var answers = [byName, choice(FollowUpPhrases.cancel)]
        var ordinalWords: [String] = []
        if ordinals {
            ordinalWords = FollowUpPhrases.ordinals(forOptions: offered.count)
            answers.append(
                .sequence([
                    optional(FollowUpPhrases.beforeOrdinal), choice(ordinalWords),
                    optional(FollowUpPhrases.afterOrdinal),
                    optional(FollowUpPhrases.afterChoice),
                ]))
            carriers += [FollowUpPhrases.beforeOrdinal, FollowUpPhrases.afterOrdinal]
        }
        return FollowUpSearch(
            expectation: ordinals ? .choice(offered) : .names(offered), source: .answers(.alternatives(answers)),
            words: DecoderSpelling.distinctWords(in: spoken + ordinalWords + FollowUpPhrases.cancel + carriers))
    }

    /// Any one of `phrases`, each a string of decoder words.
    private static func choice(_ phrases: [String]) -> TemplateNode {
        .alternatives(phrases.map { .sequence($0.split(separator: " ").map { .word(String($0)) }) })
    }

    /// Each name as decoder words joined by spaces, each once, blank ones dropped.
    private static func uniquePhrases(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.map { DecoderSpelling.words(in: $0).joined(separator: " ") }.filter {
            !$0.isEmpty && seen.insert($0).inserted
        }
    }

    /// The samples of a free-text parameter.
    private static func corpus(
        app: String, intent: String, parameter: String, in definitions: IntentDefinitionSet
    ) throws -> [String] {
        guard let definition = definitions.app(named: app)?.intent(named: intent)?.parameter(named: parameter) else {
            throw FollowUpSearchError.unknownParameter(app: app, intent: intent, parameter: parameter)
        }
        guard case .freeText(let text) = definition.type, !text.samples.isEmpty else {
            throw FollowUpSearchError.notFreeText(app: app, intent: intent, parameter: parameter)
        }
        return text.samples
    }
}
