/// The fixed phrases of follow-up answers, shared by the grammars that listen for them
/// (`FollowUpSearch`); the engine reads what they produce with `SpokenAnswer`, and a test checks
/// every phrase here reads as what it means. All are lowercase decoder words, as CMUdict spells them.
package enum FollowUpPhrases {
    static let yes = ["yes", "yes please", "yeah", "yep", "sure", "ok", "okay", "do it", "send it", "go ahead"]
    static let no = ["no", "no thanks", "no thank you", "nope", "don't"]
    static let cancel = ["cancel", "never mind"]

    /// Said before a name: "to Little Bobo".
    static let beforeName = "to"
    /// Said after a name or an ordinal: "Little Bobo please".
    static let afterChoice = "please"
    /// Around an ordinal: "the second one".
    static let beforeOrdinal = "the"
    static let afterOrdinal = "one"

    /// "first" … "tenth": a list read out to the user is rarely longer, and every ordinal offered
    /// beyond the list's length would only be something to mishear.
    static let ordinals = [
        "first", "second", "third", "fourth", "fifth", "sixth", "seventh", "eighth", "ninth", "tenth",
    ]
    static let last = "last"

    /// The ordinals that pick among `count` options: as many as there are options (up to ten),
    /// plus "last" when there are two or more.
    static func ordinals(forOptions count: Int) -> [String] {
        Array(ordinals.prefix(count)) + (count >= 2 ? [last] : [])
    }

    /// Every word any fixed phrase uses, so a decoder dictionary can hold them from the start.
    package static var words: [String] {
        let phrases = yes + no + cancel + ordinals + [last, beforeName, afterChoice, beforeOrdinal, afterOrdinal]
        var seen = Set<String>()
        return phrases.flatMap { $0.split(separator: " ").map(String.init) }.filter { seen.insert($0).inserted }
    }
}
