import Foundation
import HarkUnderstanding
import HarkVocabulary

/// The narrowed search a `LiveCommandRecognizer` switches to for the one utterance that answers a
/// dialog's question, before it switches back to the command search.
///
/// Names and yes/no answers are small JSGF grammars: the decoder can only return one of the
/// phrases, so "little bobo" cannot come out as "little bob oh" or as a command. Free text is a
/// trigram model of the parameter's corpus, which prefers the corpus's phrasing but, backing off
/// to single words, can still produce a sentence the corpus does not hold.
public struct FollowUpSearch: Hashable, Sendable {
    public enum Source: Hashable, Sendable {
        /// A JSGF grammar's text.
        case grammar(String)
        /// An ARPA language model file.
        case languageModel(URL)
    }

    public var expectation: FollowUpExpectation
    public var source: Source
    /// Every word the search can produce, in decoder spelling: each must be in the decoder's
    /// dictionary before the search is switched to.
    public var words: [String]

    /// The search for `expectation`; `.freeText` finds its corpus in `definitions` and keeps its
    /// language model under `cacheDirectory`.
    public init(_ expectation: FollowUpExpectation, definitions: IntentDefinitionSet, cacheDirectory: URL) throws {
        switch expectation {
        case .names(let names):
            self = try Self.names(names, saying: names)
        case .yesNo:
            let answers = FollowUpPhrases.yes + FollowUpPhrases.no + FollowUpPhrases.cancel
            self.init(
                expectation: expectation,
                source: .grammar(Self.grammar(["<answer> = \(answers.joined(separator: " | "));"])),
                words: DecoderSpelling.distinctWords(in: answers))
        case .freeText(let app, let intent, let parameter):
            let model = FreeTextLanguageModel(
                samples: try Self.corpus(app: app, intent: intent, parameter: parameter, in: definitions))
            self.init(
                expectation: expectation, source: .languageModel(try model.file(in: cacheDirectory)),
                words: model.words)
        }
    }

    public init(expectation: FollowUpExpectation, source: Source, words: [String]) {
        self.expectation = expectation
        self.source = source
        self.words = words
    }

    /// The same search without the names that use any of `unpronounceable` (a decoder refuses a
    /// grammar naming a word it has no phones for). Ordinals still count every offered name, since
    /// the user picks by the place the app showed. Other searches are returned unchanged: their
    /// fixed words are all in CMUdict, and a language model's extra words are simply not searched.
    public func leavingOut(_ unpronounceable: Set<String>) throws -> FollowUpSearch {
        guard case .names(let names) = expectation, !unpronounceable.isEmpty else { return self }
        let sayable = names.filter { DecoderSpelling.words(in: $0).allSatisfy { !unpronounceable.contains($0) } }
        guard !sayable.isEmpty else { throw FollowUpSearchError.noNames(names) }
        return try Self.names(names, saying: sayable)
    }

    /// A grammar for picking one of `offered` by name (only those in `sayable`), by ordinal, or
    /// cancelling.
    private static func names(_ offered: [String], saying sayable: [String]) throws -> FollowUpSearch {
        let spoken = uniquePhrases(sayable)
        guard !spoken.isEmpty, !offered.isEmpty else { throw FollowUpSearchError.noNames(offered) }
        let ordinals = FollowUpPhrases.ordinals(forOptions: offered.count)
        let choice =
            "[\(FollowUpPhrases.beforeName)] <name> [\(FollowUpPhrases.afterChoice)]"
            + " | [\(FollowUpPhrases.beforeOrdinal)] <ordinal> [\(FollowUpPhrases.afterOrdinal)]"
            + " [\(FollowUpPhrases.afterChoice)]"
        let rules = [
            "<answer> = \(choice) | <cancel>;",
            "<name> = \(spoken.joined(separator: " | "));",
            "<ordinal> = \(ordinals.joined(separator: " | "));",
            "<cancel> = \(FollowUpPhrases.cancel.joined(separator: " | "));",
        ]
        let carriers = [
            FollowUpPhrases.beforeName, FollowUpPhrases.afterChoice, FollowUpPhrases.beforeOrdinal,
            FollowUpPhrases.afterOrdinal,
        ]
        return FollowUpSearch(
            expectation: .names(offered), source: .grammar(grammar(rules)),
            words: DecoderSpelling.distinctWords(in: spoken + ordinals + FollowUpPhrases.cancel + carriers))
    }

    /// Each name as decoder words joined by spaces, each once, blank ones dropped.
    private static func uniquePhrases(_ names: [String]) -> [String] {
        var seen = Set<String>()
        return names.map { DecoderSpelling.words(in: $0).joined(separator: " ") }.filter {
            !$0.isEmpty && seen.insert($0).inserted
        }
    }

    /// A whole grammar whose first rule, made public, is the answer.
    private static func grammar(_ rules: [String]) -> String {
        (["#JSGF V1.0;", "grammar followup;", "public " + rules[0]] + rules.dropFirst()).joined(separator: "\n") + "\n"
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
