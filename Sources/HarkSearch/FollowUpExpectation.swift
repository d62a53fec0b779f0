/// What a dialog expects the user to say next, after it asked a question ("Which Bobo?", "Send
/// it?", "What do you want to say?"). A `LiveCommandRecognizer` listens for only that during the
/// next utterance, which makes a short answer far easier to recognize than under the command
/// search, where "little bobo" competes with every command.
///
/// A new kind of answer (a quantity, say) is a new case here, its search in `FollowUpSearch` and
/// its reading in the engine's `SpokenAnswer`; the compiler points at each switch that needs it.
public enum FollowUpExpectation: Hashable, Sendable {
    /// One of the options a question read out ("Which one? Bobo the Great, Bobo Jr. or Little
    /// Bobo?"), as the app shows them, optionally as "to X" or "X please"; or one picked by its
    /// place in the list ("the second one", "last"); or "cancel" / "never mind".
    case choice([String])
    /// One of these names, said without a list having been read out ("Who do you want to send it
    /// to?", "Which workout?"): by name only, optionally as "to X" or "X please", or cancel. No
    /// ordinals: with no list there is no second one, and each would only be more to mishear.
    case names([String])
    /// A confirmation: yes, no, or cancel ("yes please", "go ahead", "nope", "never mind", …).
    case yesNo
    /// Whatever fills a free-text parameter, e.g. a message's content after "What do you want to
    /// say?": a language model trained on that parameter's corpus.
    case freeText(app: String, intent: String, parameter: String)
}
