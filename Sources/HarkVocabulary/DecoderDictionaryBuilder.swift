import Foundation

/// Builds the pronouncing dictionary a decoder search needs: only the words it can hear (intent
/// phrases, vocabulary terms), each with every pronunciation worth trying, and where each came
/// from. Loading the whole 134k-word CMUdict into PocketSphinx costs start-up time for words no
/// grammar uses; a few hundred entries load instantly and can be added to a running decoder.
///
/// For each word, in this order (`PronunciationSource`):
/// 1. explicit ARPAbet phones given for a term;
/// 2. phones derived from a term's "sounds like" hint (`SpellingHintConverter`; needs G2P, so
///    without a G2P model hints are not used);
/// 3. every CMUdict pronunciation;
/// 4. when neither CMUdict nor explicit phones know the word: the G2P model's n-best (up to
///    `g2pAlternates`, each at least `1/g2pRelativeLikelihood` as likely as the best);
/// 5. and if the word is two CMUdict words run together, their pronunciations joined
///    (`CompoundPronunciation`; works without a G2P model too).
/// A term of several words shares its custom phones among them (`PhraseAlignment`). Repeated
/// phone sequences are kept once, under their first source. Every phone is checked against the
/// acoustic model's phone set.
public struct DecoderDictionaryBuilder: Sendable {
    /// The full pronouncing dictionary, usually CMUdict (an ``IndexedPronouncingDictionary``).
    public let cmudict: any PronunciationLookup
    /// The G2P model for words the dictionary lacks and for hints; nil uses neither G2P nor hints.
    public let g2p: GraphemeToPhoneme?
    /// The acoustic model's phones: every pronunciation must use only these.
    public let phoneSet: AcousticPhoneSet
    /// Most G2P pronunciations kept per word.
    public var g2pAlternates: Int
    /// G2P alternates less likely than the best by more than this factor are dropped.
    public var g2pRelativeLikelihood: Double
    private let hints: SpellingHintConverter?

    /// Up to four G2P guesses, each at least a thousandth as likely as the best. A name is said
    /// in ways its spelling leaves open, and the model, trained on CMUdict, often ranks the English
    /// reading low ("Jojo": Y OW Y OW first, JH OW JH OW third; "Rolo" said R AA L OW). Chosen on
    /// the non-answers tune half with names no choice had seen (docs/benchmarks.md): two guesses
    /// within a factor of 10, the default before, took 84 of 100 such names as meant, four within
    /// 1000 take 91, for false accepts of 1.1 → 1.6 %.
    public static let defaultG2PAlternates = 4
    /// See ``defaultG2PAlternates``.
    public static let defaultG2PRelativeLikelihood = 1000.0

    /// A builder looking words up in `cmudict`, then in `g2p`. `g2pAlternates` is raised to at least 1 and
    /// `g2pRelativeLikelihood` to at least 1.
    public init(
        cmudict: any PronunciationLookup, g2p: GraphemeToPhoneme?, phoneSet: AcousticPhoneSet,
        g2pAlternates: Int = defaultG2PAlternates, g2pRelativeLikelihood: Double = defaultG2PRelativeLikelihood
    ) {
        self.cmudict = cmudict
        self.g2p = g2p
        self.phoneSet = phoneSet
        self.g2pAlternates = max(g2pAlternates, 1)
        self.g2pRelativeLikelihood = max(g2pRelativeLikelihood, 1)
        hints = g2p.map(SpellingHintConverter.init(g2p:))
    }

    /// The dictionary for the words of `texts` (words, terms or whole phrases; see
    /// `DecoderSpelling`) and of the terms of `custom`, whose pronunciations it includes.
    public func dictionary(
        for texts: [String], custom: [CustomPronunciation] = []
    ) throws(DecoderDictionaryError) -> DecoderDictionary {
        var customByWord: [String: [SourcedPronunciation]] = [:]
        for pronunciation in custom {
            for (word, sourced) in try wordPronunciations(of: pronunciation) {
                customByWord[word, default: []].append(sourced)
            }
        }
        var entries: [DictionaryEntry] = []
        var unpronounceable: [String] = []
        for word in DecoderSpelling.distinctWords(in: texts + custom.map(\.term)) {
            var candidates = customByWord[word] ?? []
            let known = cmudict.pronunciations(of: word)
            candidates += known.map { SourcedPronunciation($0, source: .cmudict) }
            if known.isEmpty && !candidates.contains(where: { $0.source == .explicit }) {
                candidates += guesses(for: word).map { SourcedPronunciation($0, source: .g2p) }
                if let compound = CompoundPronunciation.pronunciation(of: word, in: cmudict) {
                    candidates.append(SourcedPronunciation(compound, source: .compound))
                }
            }
            var seen = Set<Pronunciation>()
            let pronunciations = candidates.sorted { $0.source < $1.source }.filter {
                seen.insert($0.pronunciation).inserted
            }
            guard !pronunciations.isEmpty else {
                unpronounceable.append(word)
                continue
            }
            for sourced in pronunciations {
                if let phone = phoneSet.firstDisallowedPhone(in: sourced.pronunciation) {
                    throw DecoderDictionaryError(word: word, problem: .unknownPhone(phone, source: sourced.source))
                }
            }
            entries.append(DictionaryEntry(word: word, pronunciations: pronunciations))
        }
        return DecoderDictionary(entries: entries, unpronounceableWords: unpronounceable)
    }

    /// The phones of a custom pronunciation for its whole term, before they are shared among the
    /// term's words; a hint may give two (see `SpellingHintConverter`), and none without G2P.
    public func pronunciations(of custom: CustomPronunciation) throws(DecoderDictionaryError) -> [SourcedPronunciation]
    {
        switch custom.form {
        case .phones(let phones):
            guard !phones.isEmpty else {
                throw DecoderDictionaryError(word: custom.term, problem: .emptyPronunciation(source: .explicit))
            }
            // Checked here, against the term as written, so the error names what the author wrote.
            if let phone = phones.first(where: { !phoneSet.allows($0) }) {
                throw DecoderDictionaryError(word: custom.term, problem: .unknownPhone(phone, source: .explicit))
            }
            return [SourcedPronunciation(Pronunciation(phones: phones), source: .explicit)]
        case .spellingHint(let hint):
            guard let hints else { return [] }
            let singleWord = DecoderSpelling.words(in: custom.term).count == 1
            let pronunciations = hints.pronunciations(of: hint, singleWord: singleWord)
            guard !pronunciations.isEmpty else {
                throw DecoderDictionaryError(word: custom.term, problem: .emptyPronunciation(source: .hint))
            }
            return pronunciations.map { SourcedPronunciation($0, source: .hint) }
        }
    }

    /// A custom pronunciation as (word, pronunciation) pairs, one per word of its term and
    /// pronunciation of the term.
    private func wordPronunciations(
        of custom: CustomPronunciation
    ) throws(DecoderDictionaryError) -> [(String, SourcedPronunciation)] {
        let words = DecoderSpelling.words(in: custom.term)
        guard !words.isEmpty else { return [] }
        let wholes = try pronunciations(of: custom)
        if words.count == 1 { return wholes.map { (words[0], $0) } }
        var pairs: [(String, SourcedPronunciation)] = []
        for whole in wholes { pairs += try share(whole, among: words, of: custom.term) }
        return pairs
    }

    /// One pronunciation of a several-word term, cut into one share per word.
    private func share(
        _ whole: SourcedPronunciation, among words: [String], of term: String
    ) throws(DecoderDictionaryError) -> [(String, SourcedPronunciation)] {
        var references: [[[String]]] = []
        for word in words {
            let known = cmudict.pronunciations(of: word)
            let reference = known.isEmpty ? guesses(for: word).prefix(1).map(\.phones) : known.map(\.phones)
            guard !reference.isEmpty else {
                throw DecoderDictionaryError(word: term, problem: .unalignable(word: word))
            }
            references.append(reference)
        }
        guard let shares = PhraseAlignment.split(whole.phones, references: references) else {
            throw DecoderDictionaryError(word: term, problem: .fewerPhonesThanWords(source: whole.source))
        }
        return zip(words, shares).map { ($0, SourcedPronunciation(Pronunciation(phones: $1), source: whole.source)) }
    }

    private func guesses(for word: String) -> [Pronunciation] {
        guard let g2p, DecoderSpelling.isSpelledWithG2PLetters(word) else { return [] }
        return g2p.pronunciations(for: word, maxCount: g2pAlternates, scoreMargin: log(g2pRelativeLikelihood))
            .map(\.pronunciation)
    }
}
