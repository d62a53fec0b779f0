/// Where a decoder-dictionary pronunciation came from, in order of authority: a word's
/// pronunciations are listed in this order, so the first (the one PocketSphinx calls the word's
/// own, the others being `word(2)`, …) is the most trustworthy.
public enum PronunciationSource: String, CaseIterable, Comparable, Hashable, Sendable {
    /// Phones an app or caller wrote out in ARPAbet.
    case explicit
    /// Derived from a SiriKit "sounds like" pronunciation hint ("ba nana ri fic").
    case hint
    /// From the CMU Pronouncing Dictionary that ships with the acoustic model.
    case cmudict
    /// Proposed by the grapheme-to-phoneme model for a word CMUdict lacks.
    case g2p
    /// For a word CMUdict lacks that is two CMUdict words run together: their pronunciations
    /// joined (`CompoundPronunciation`).
    case compound

    /// Whether `lhs` is more authoritative than `rhs`: declaration order, ``explicit`` first.
    public static func < (lhs: Self, rhs: Self) -> Bool {
        allCases.firstIndex(of: lhs)! < allCases.firstIndex(of: rhs)!
    }
}
