import Foundation
import HarkTestSupport
import HarkVocabulary
import Testing

/// Building the decoder dictionary: only the needed words, each pronunciation with its source,
/// alternates numbered as PocketSphinx expects, G2P for words CMUdict lacks, phones checked.
@Suite struct DecoderDictionaryBuilderTests {
    static func builder() throws -> DecoderDictionaryBuilder { try VocabularyTestResources.builder() }

    @Test func holdsOnlyTheNeededWordsInOrder() throws {
        let dictionary = try Self.builder().dictionary(for: ["Send a message to Bobo", "send it, Bobo!"])
        #expect(dictionary.entries.map(\.word) == ["send", "a", "message", "to", "bobo", "it"])
        #expect(dictionary.unpronounceableWords.isEmpty)
        #expect(dictionary.entry(for: "bobo")?.sphinxLines == ["bobo B OW B OW"])
    }

    @Test func alternatesAreNumberedFromTwo() throws {
        let entry = try #require(try Self.builder().dictionary(for: ["read a"]).entry(for: "read"))
        #expect(entry.sphinxLines == ["read R EH D", "read(2) R IY D"])
        #expect(entry.decoderWords.map(\.word) == ["read", "read(2)"])
        #expect(entry.decoderWords.map(\.phones) == ["R EH D", "R IY D"])
        #expect(entry.pronunciations.map(\.source) == [.cmudict, .cmudict])
        let a = try #require(try Self.builder().dictionary(for: ["a"]).entry(for: "a"))
        #expect(a.sphinxLines == ["a AH", "a(2) EY"])
    }

    @Test func wordsCMUdictLacksGetG2PGuesses() throws {
        let builder = try Self.builder()
        let entry = try #require(try builder.dictionary(for: ["Tamagotchi"]).entry(for: "tamagotchi"))
        #expect(!entry.pronunciations.isEmpty && entry.pronunciations.count <= builder.g2pAlternates)
        #expect(entry.pronunciations.allSatisfy { $0.source == .g2p })
        #expect(entry.pronunciations[0].phones.first == "T" && entry.pronunciations[0].phones.contains("G"))
    }

    /// The builder keeps G2P's n-best, best first, up to its cap and within its likelihood factor;
    /// names the model is unsure of get more than one guess by default, and a cap of one keeps
    /// only the best.
    @Test func g2pGuessesFollowTheCapAndTheLikelihoodFactor() throws {
        let g2p = try VocabularyTestResources.g2p()
        let names = ["jojo", "rolo", "nunu", "wawa", "jaxo", "chewie", "kopi", "hachi"]
        let settings: [(Int, Double)] = [
            (1, 10), (2, 10), (4, 1000),
            (DecoderDictionaryBuilder.defaultG2PAlternates, DecoderDictionaryBuilder.defaultG2PRelativeLikelihood),
        ]
        for (alternates, likelihood) in settings {
            let builder = try VocabularyTestResources.builder(
                g2pAlternates: alternates, g2pRelativeLikelihood: likelihood)
            let dictionary = try builder.dictionary(for: names)
            for name in names {
                let kept = try #require(dictionary.entry(for: name)).pronunciations.filter { $0.source == .g2p }
                let nBest = g2p.pronunciations(for: name, maxCount: alternates, scoreMargin: log(likelihood))
                #expect(kept.map(\.pronunciation) == nBest.map(\.pronunciation), "\(name), \(alternates)")
                #expect(kept.count <= alternates && !kept.isEmpty)
            }
        }
        let defaults = try Self.builder().dictionary(for: names).entries
        #expect(defaults.filter { $0.pronunciations.count > 1 }.count >= names.count / 2)
    }

    /// A coined name made of two CMUdict words also gets their pronunciations joined, after G2P's
    /// (one G2P guess here: with more, G2P itself may already propose the joined phones).
    @Test func compoundsGetTheirPartsJoinedAfterG2P() throws {
        let builder = try VocabularyTestResources.builder(g2pAlternates: 1)
        let entry = try #require(try builder.dictionary(for: ["MonkeyChat"]).entry(for: "monkeychat"))
        #expect(entry.pronunciations.first?.source == .g2p)
        #expect(
            entry.pronunciations.last
                == SourcedPronunciation(
                    Pronunciation(phones: ["M", "AH", "NG", "K", "IY", "CH", "AE", "T"]), source: .compound))
    }

    @Test func explicitPhonesComeFirstAndSilenceG2P() throws {
        let custom = [CustomPronunciation(term: "MonkeyMoji", phones: "m ah1 ng k iy0 m ow1 jh iy0")]
        let dictionary = try Self.builder().dictionary(for: ["Send a MonkeyMoji"], custom: custom)
        let entry = try #require(dictionary.entry(for: "monkeymoji"))
        #expect(entry.sphinxLines == ["monkeymoji M AH NG K IY M OW JH IY"])
        #expect(entry.pronunciations.map(\.source) == [.explicit])
    }

    @Test func explicitPhonesComeBeforeCMUdictsAndDuplicatesAreKeptOnce() throws {
        let custom = [
            CustomPronunciation(term: "Kiki", phones: "K IH K IY"),
            CustomPronunciation(term: "Kiki", phones: "K IY K IY"),
        ]
        let entry = try #require(try Self.builder().dictionary(for: [], custom: custom).entry(for: "kiki"))
        #expect(entry.sphinxLines == ["kiki K IH K IY", "kiki(2) K IY K IY"])
        #expect(entry.pronunciations.map(\.source) == [.explicit, .explicit])
    }

    @Test func hintsComeFirstThenG2PForUnknownWords() throws {
        let custom = [CustomPronunciation(term: "Bananarific", spellingHint: "ba nana ri fic")]
        let entry = try #require(
            try Self.builder().dictionary(for: ["Start Bananarific"], custom: custom).entry(for: "bananarific"))
        let sources = entry.pronunciations.map(\.source)
        #expect(sources.first == .hint)
        #expect(sources.contains(.g2p))
        #expect(sources == sources.sorted())
        #expect(Set(entry.pronunciations.map(\.pronunciation)).count == entry.pronunciations.count)
    }

    /// A hint for a phrase is shared out among its words by alignment with their own pronunciations.
    @Test func phraseHintIsSharedAmongItsWords() throws {
        let custom = [CustomPronunciation(term: "Capuchin Climb", spellingHint: "cap you chin climb")]
        let dictionary = try Self.builder().dictionary(for: [], custom: custom)
        #expect(dictionary.entries.map(\.word) == ["capuchin", "climb"])
        #expect(dictionary.entry(for: "capuchin")?.sphinxLines.first == "capuchin K AE P Y UW CH IH N")
        // "climb" from the hint equals CMUdict's: kept once, under the hint.
        #expect(
            dictionary.entry(for: "climb")?.pronunciations == [
                SourcedPronunciation(Pronunciation(phones: ["K", "L", "AY", "M"]), source: .hint)
            ])
    }

    @Test func explicitPhrasePhonesAreSharedToo() throws {
        let custom = [CustomPronunciation(term: "Jungle Jog", phones: "JH AH NG G AH L JH AO G")]
        let dictionary = try Self.builder().dictionary(for: [], custom: custom)
        #expect(dictionary.entry(for: "jungle")?.sphinxLines == ["jungle JH AH NG G AH L"])
        #expect(dictionary.entry(for: "jog")?.sphinxLines == ["jog JH AO G", "jog(2) JH AA G"])
        #expect(dictionary.entry(for: "jog")?.pronunciations.map(\.source) == [.explicit, .cmudict])
    }

    @Test func unknownPhoneNamesTheWordAndThePhone() throws {
        let builder = try Self.builder()
        let custom = [CustomPronunciation(term: "Banjo", vocabularyItemPronunciation: "/B AE N JH AX/")]
        #expect(throws: DecoderDictionaryError(word: "Banjo", problem: .unknownPhone("AX", source: .explicit))) {
            try builder.dictionary(for: [], custom: custom)
        }
        do {
            _ = try builder.dictionary(for: [], custom: custom)
        } catch {
            #expect(error.description.contains("'Banjo'") && error.description.contains("'AX'"))
        }
        // Silence and fillers are the acoustic model's, not words'.
        #expect(throws: DecoderDictionaryError(word: "Hush", problem: .unknownPhone("SIL", source: .explicit))) {
            try builder.dictionary(for: [], custom: [CustomPronunciation(term: "Hush", phones: "HH AH SIL")])
        }
    }

    @Test func emptyOrTooShortCustomPronunciationsAreErrors() throws {
        let builder = try Self.builder()
        #expect(throws: DecoderDictionaryError(word: "Bobo", problem: .emptyPronunciation(source: .explicit))) {
            try builder.dictionary(
                for: [], custom: [CustomPronunciation(term: "Bobo", vocabularyItemPronunciation: "/ /")])
        }
        #expect(throws: DecoderDictionaryError(word: "Bobo", problem: .emptyPronunciation(source: .hint))) {
            try builder.dictionary(for: [], custom: [CustomPronunciation(term: "Bobo", spellingHint: "123")])
        }
        #expect(throws: DecoderDictionaryError(word: "Jungle Jog", problem: .fewerPhonesThanWords(source: .explicit))) {
            try builder.dictionary(for: [], custom: [CustomPronunciation(term: "Jungle Jog", phones: "JH")])
        }
    }

    @Test func wordsNothingCanPronounceAreListedApart() throws {
        let dictionary = try Self.builder().dictionary(for: ["R2D2 runs 5k"])
        #expect(dictionary.entries.map(\.word) == ["runs"])
        #expect(dictionary.unpronounceableWords == ["r2d2", "5k"])
    }

    @Test func withoutG2POnlyCMUdictAndExplicitPhonesCount() throws {
        let builder = DecoderDictionaryBuilder(
            cmudict: try VocabularyTestResources.cmudict(), g2p: nil, phoneSet: try VocabularyTestResources.phoneSet())
        let custom = [
            CustomPronunciation(term: "Bananarific", spellingHint: "ba nana ri fic"),
            CustomPronunciation(term: "Zaza", phones: "Z AA Z AA"),
        ]
        let dictionary = try builder.dictionary(for: ["Bobo MonkeyChat"], custom: custom)
        #expect(dictionary.entries.map(\.word) == ["bobo", "monkeychat", "zaza"])
        #expect(dictionary.entry(for: "monkeychat")?.pronunciations.map(\.source) == [.compound])
        #expect(dictionary.unpronounceableWords == ["bananarific"])
    }

    @Test func writesASphinxDictionaryThatReadsBack() throws {
        let directory = try ScratchDirectory()
        defer { directory.remove() }
        let custom = [CustomPronunciation(term: "Bananarific", spellingHint: "ba nana ri fic")]
        let dictionary = try Self.builder().dictionary(
            for: ["Read my MonkeyChat messages", "I'm on my way"], custom: custom)
        let url = directory.file("search.dict")
        try dictionary.write(to: url)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text == dictionary.sphinxText)
        #expect(text.split(separator: "\n").count == dictionary.entries.map(\.pronunciations.count).reduce(0, +))
        let reread = try PronouncingDictionary(contentsOf: url)
        #expect(reread.words == dictionary.entries.map(\.word))
        for entry in dictionary.entries {
            #expect(reread.pronunciations(of: entry.word) == entry.pronunciations.map(\.pronunciation))
        }
        #expect(reread.contains("i'm"))
    }

    /// A contact list of 256 names CMUdict has never seen: every one gets G2P guesses. (The
    /// release-build time for a full list is in docs/vocabulary.md; this bound, for a debug build
    /// on a busy machine, only catches a pathological slowdown.)
    @Test func unknownContactsAllGetPronunciations() throws {
        let builder = try Self.builder()
        let syllables = [
            "bo", "ki", "za", "lu", "mon", "ba", "nu", "ri", "ta", "go", "pi", "shu", "vel", "dra", "ko", "mi",
        ]
        let names = (0..<256).map { (index: Int) -> String in
            let first = syllables[index % 16]
            let second = syllables[index / 16]
            return "\(first)\(second)x"
        }
        let started = Date()
        let dictionary = try builder.dictionary(for: names)
        let seconds = Date().timeIntervalSince(started)
        #expect(dictionary.entries.count == names.count)
        #expect(dictionary.entries.allSatisfy { $0.pronunciations.first?.source == .g2p })
        #expect(seconds < 30, "\(seconds) s")
    }
}
