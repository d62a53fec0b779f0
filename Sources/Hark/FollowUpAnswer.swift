import HarkVocabulary

/// What the answer to a dialog's question means, read from a transcript decoded with the
/// expectation's `FollowUpSearch`: a dialog acts on this rather than on words.
public enum FollowUpAnswer: Hashable, Sendable {
    /// One of the offered names, spelled as offered, picked by name ("to little bobo") or by its
    /// place ("the second one", "last"); `index` is that place in the offered list, from 0.
    case name(String, index: Int)
    case yes
    case no
    /// "cancel" or "never mind": drop the request rather than answer the question.
    case cancel
    /// The words heard for a free-text answer.
    case text(String)
    /// Nothing heard, or words that answer nothing asked (the transcript did not come from the
    /// expectation's search).
    case unrecognized

    public init(transcript: String, expecting expectation: FollowUpExpectation) {
        let words = DecoderSpelling.words(in: transcript)
        let said = words.joined(separator: " ")
        switch expectation {
        case .yesNo:
            if FollowUpPhrases.yes.contains(said) {
                self = .yes
            } else if FollowUpPhrases.no.contains(said) {
                self = .no
            } else {
                self = FollowUpPhrases.cancel.contains(said) ? .cancel : .unrecognized
            }
        case .names(let names):
            self = Self.choice(words, among: names)
        case .freeText:
            self = words.isEmpty ? .unrecognized : .text(said)
        }
    }

    /// A name said whole (with or without "to" and "please"), an ordinal, or cancel.
    private static func choice(_ words: [String], among names: [String]) -> FollowUpAnswer {
        let spelled = names.map { DecoderSpelling.words(in: $0) }
        // The whole answer first: a name may itself begin with "to" or end with "please".
        if let index = spelled.firstIndex(of: words), !words.isEmpty { return .name(names[index], index: index) }
        if FollowUpPhrases.cancel.contains(words.joined(separator: " ")) { return .cancel }
        var core = ArraySlice(words)
        if core.last == FollowUpPhrases.afterChoice { core = core.dropLast() }
        let withoutTo = core.first == FollowUpPhrases.beforeName ? core.dropFirst() : core
        if let index = spelled.firstIndex(of: Array(withoutTo)), !withoutTo.isEmpty {
            return .name(names[index], index: index)
        }
        if core.first == FollowUpPhrases.beforeOrdinal { core = core.dropFirst() }
        if core.last == FollowUpPhrases.afterOrdinal { core = core.dropLast() }
        guard core.count == 1, let ordinal = core.first else { return .unrecognized }
        if ordinal == FollowUpPhrases.last, names.count >= 2 {
            return .name(names[names.count - 1], index: names.count - 1)
        }
        guard let index = FollowUpPhrases.ordinals(forOptions: names.count).firstIndex(of: ordinal),
            index < names.count
        else { return .unrecognized }
        return .name(names[index], index: index)
    }
}
