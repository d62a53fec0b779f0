import Foundation

/// Hears the one utterance that answers a dialog's question with a follow-up search on a live
/// decoder (`LiveCommandRecognizer`), then puts the command search back.
///
/// The answer search is switched to for the utterance alone: its missing words first, then its
/// word graph or language models. A closed answer heard where a whole command of some app was said
/// gives way to that command (``AnswerRejection/commandOverAnswer``), and a closed answer heard in
/// bright audio is no answer (``AnswerRejection/minimumLowBandShare``).
final class FollowUpDecoder {
    /// The name a follow-up search is registered under for its one utterance.
    static let searchName = "follow-up"

    /// The garbage words that let an answer search hear "none of these"; nil when answer searches
    /// must always pick an answer.
    let answerGarbage: EdgeGarbage?
    /// The rejection `answerGarbage` came from, with the silence and filler prices it needs.
    private let answerRejection: AnswerRejection?
    private let recognizer: Recognizer
    private let dictionary: LiveDecoderDictionary
    /// The command search in force, to go back to and to hear a command over an answer with.
    private let commands: VocabularyFollower

    init(
        answerRejection: AnswerRejection?, answerGarbage: EdgeGarbage?, recognizer: Recognizer,
        dictionary: LiveDecoderDictionary, commands: VocabularyFollower
    ) {
        self.answerRejection = answerRejection
        self.answerGarbage = answerGarbage
        self.recognizer = recognizer
        self.dictionary = dictionary
        self.commands = commands
    }

    /// The follow-up search for `expectation` over the current definitions, with the command
    /// search's cache and the acoustic model's general language model.
    func search(for expectation: FollowUpExpectation) throws -> FollowUpSearch {
        let configuration = commands.configuration
        return try FollowUpSearch(
            expectation, definitions: commands.search.definitions, cacheDirectory: configuration.cacheDirectory,
            generalLanguageModel: URL(fileURLWithPath: configuration.model.languageModel))
    }

    /// The answer in `samples` (enhanced; `noise` measured before) to `followUp`, or the command
    /// said in its place.
    func hear(
        _ samples: [Int16], with followUp: FollowUpSearch, noise: NoiseEstimate?, alternatives: Int
    ) throws -> Transcript {
        let answer = try decode(samples, with: followUp, noise: noise, alternatives: alternatives)
        let closed: Bool
        if case .answers = followUp.source { closed = true } else { closed = false }
        return try command(insteadOf: closed ? answer : nil, in: samples, alternatives: alternatives) ?? answer
    }

    /// Decodes with `followUp` for one utterance: its missing words first, then its search, and
    /// afterwards back to the command search and dictionary whatever happened. `noise` is the
    /// utterance's, for the answer rejection's test of bright audio.
    private func decode(
        _ samples: [Int16], with followUp: FollowUpSearch, noise: NoiseEstimate?, alternatives: Int
    ) throws -> Transcript {
        var followUp = try followUp.leavingOut(try dictionary.addMissingWords(followUp.words))
        var rejectionWords: [String] = []
        if case .answers = followUp.source, let rejection = answerRejection, rejection.rejectionWordCount > 0,
            followUp.openVocabulary == nil
        {
            // The general words come into the dictionary for this turn as a free-text turn's do.
            let open = FollowUpSearch.OpenVocabulary(
                languageModel: URL(fileURLWithPath: commands.configuration.model.languageModel),
                count: rejection.rejectionWordCount)
            followUp.openVocabulary = open
            rejectionWords = RejectionWordFilter.words(
                try dictionary.generalWords(open), sparing: Set(followUp.words),
                spelledAs: try dictionary.pronunciations.dictionary(for: followUp.words).entries
            ).map(\.word)
        }
        let widened = try dictionary.widen(for: followUp.openVocabulary)
        do {
            switch followUp.source {
            case .answers(let answers):
                try dictionary.addGarbageWordsToGeneralSearch(answerGarbage)
                guard
                    let graph = WordGraphCompiler.fsg(
                        for: answers, name: Self.searchName,
                        garbage: answerGarbage.map {
                            var garbage = $0
                            garbage.rejectionWords = rejectionWords
                            return garbage
                        })
                else { throw RecognizerError("the answers to '\(followUp.expectation)' do not make a word graph") }
                try recognizer.useFiniteStateGrammar(
                    graph, name: Self.searchName, silenceProbability: answerRejection?.silenceProbability,
                    fillerProbability: answerRejection?.fillerProbability)
            case .languageModels(let models):
                try recognizer.useInterpolatedLanguageModels(
                    models.map { ($0.file.path, $0.weight) }, name: Self.searchName)
            }
        } catch {
            try? switchBackToCommands(reloadingDictionary: widened)
            throw error
        }
        let decoded = Result { () throws(RecognizerError) in
            try recognizer.recognize(samples, alternatives: alternatives)
        }
        try switchBackToCommands(reloadingDictionary: widened)
        // The rejection path's words are no answer's words: hearing any of them is hearing none.
        let heard = try decoded.get().rejecting(Set(rejectionWords))
        return isBright(noise, answering: followUp) ? heard.emptied(because: .brightNoise) : heard
    }

    /// The command search's transcript of `samples`, marked ``Transcript/heardAsCommand``, when it
    /// is a whole command of some app rather than `answer` (``AnswerRejection/commandOverAnswer``;
    /// nil for free text, which has no answer length to weigh); nil when the answer stands. The
    /// decoder is back on the command search after a follow-up.
    private func command(insteadOf answer: Transcript?, in samples: [Int16], alternatives: Int) throws -> Transcript? {
        guard let rule = answerRejection?.commandOverAnswer else { return nil }
        let search = commands.search
        var command = try recognizer.recognize(samples, alternatives: alternatives).rejecting(per: search.recognizer)
        guard rule.prefers(command, over: answer, parser: search.parser) else { return nil }
        command.heardAsCommand = true
        return command
    }

    /// Whether `noise` is too bright for a voice to answer `followUp`'s closed answers
    /// (``AnswerRejection/minimumLowBandShare``); free text is read back instead, by the assistant.
    private func isBright(_ noise: NoiseEstimate?, answering followUp: FollowUpSearch) -> Bool {
        guard case .answers = followUp.source, let least = answerRejection?.minimumLowBandShare,
            let share = noise?.lowBandShare
        else { return false }
        return share < least
    }

    /// The command search again, the follow-up search freed, and the dictionary of before when it
    /// was widened for the turn.
    private func switchBackToCommands(reloadingDictionary: Bool) throws {
        try recognizer.activateSearch(named: commands.commandSearchName)
        if recognizer.searchNames.contains(Self.searchName) {
            try recognizer.removeSearch(named: Self.searchName)
        }
        if reloadingDictionary { try dictionary.reload(fallback: commands.search.recognizer.dictionary) }
    }
}
