import Foundation
import Testing

@testable import HarkVocabulary

/// SiriKit "sounds like" hints to phones, with the committed G2P model.
@Suite struct SpellingHintConverterTests {
    static func converter() throws -> SpellingHintConverter {
        SpellingHintConverter(g2p: try VocabularyTestResources.g2p())
    }

    @Test(
        arguments: [
            ("shiv awn", "SH IH V AO N"), ("eye toons", "AY T UW N Z"), ("cap you chin", "K AE P Y UW CH IH N"),
            ("keen wah", "K IY N W AA"),
        ])
    func soundsOutEachChunk(hint: String, expected: String) throws {
        #expect(try Self.converter().pronunciations(of: hint, singleWord: true).first?.description == expected)
    }

    /// The chunks written together are a second guess for a one-word term, and never for a
    /// phrase, whose words they would run together.
    @Test func joinedChunksAreASecondGuessForOneWordOnly() throws {
        let converter = try Self.converter()
        let single = converter.pronunciations(of: "ker nel", singleWord: true)
        #expect(single.count == 2)
        #expect(Set(single.map(\.description)).count == 2)
        #expect(converter.pronunciations(of: "ker nel", singleWord: false).count == 1)
        #expect(converter.pronunciations(of: "win", singleWord: true).count == 1)
    }

    /// MonkeyFit's own example: the "ba" and "nana" chunks give the word its stress pattern,
    /// which G2P on "bananarific" alone gets wrong (`N AE N EH R`).
    @Test func bananarific() throws {
        let phones = try #require(try Self.converter().pronunciations(of: "ba nana ri fic", singleWord: true).first)
        #expect(phones.description.hasPrefix("B AH N AE N AH R"))
        #expect(phones.description.hasSuffix("F IH K"))
    }

    @Test func hintWithoutLettersHasNoPronunciation() throws {
        #expect(try Self.converter().pronunciations(of: "42 !", singleWord: true).isEmpty)
    }

    /// The measurement behind the method (figures in `SpellingHintConverter`'s documentation): on
    /// hand-transcribed hints, following the hint beats ignoring it by far.
    @Test func followingHintsBeatsSpellingTheWord() throws {
        let converter = try Self.converter()
        let g2p = try VocabularyTestResources.g2p()
        let cases: [(word: String, hint: String, meant: String)] = [
            ("banana", "ba nana", "B AH N AE N AH"), ("itunes", "eye toons", "AY T UW N Z"),
            ("siobhan", "shiv awn", "SH IH V AO N"), ("quinoa", "keen wah", "K IY N W AA"),
            ("gnocchi", "nyo key", "N Y OW K IY"), ("acai", "ah sigh ee", "AA S AY IY"),
            ("chipotle", "chi poat lay", "CH IH P OW T L EY"), ("nguyen", "win", "W IH N"),
            ("hermione", "her my oh nee", "HH ER M AY AH N IY"), ("genre", "zhon ruh", "ZH AA N R AH"),
            ("colonel", "ker nel", "K ER N AH L"), ("yosemite", "yo sem it ee", "Y OW S EH M AH T IY"),
            ("segue", "seg way", "S EH G W EY"), ("saoirse", "sur sha", "S ER SH AH"),
            ("bananarific", "ba nana ri fic", "B AH N AE N AH R IH F IH K"),
            ("worcestershire", "wuss ter sheer", "W UH S T ER SH IH R"), ("pho", "fuh", "F AH"),
            ("tamarin", "tam a rin", "T AE M AH R IH N"), ("capuchin", "cap you chin", "K AE P Y UW CH IH N"),
            ("leicester", "les ter", "L EH S T ER"), ("joaquin", "wah keen", "W AA K IY N"),
            ("monkeymoji", "mun key mo jee", "M AH NG K IY M OW JH IY"),
        ]
        var hintErrors = 0
        var spellingErrors = 0
        var phones = 0
        for (word, hint, meant) in cases {
            let reference = meant.split(separator: " ").map(String.init)
            phones += reference.count
            hintErrors +=
                converter.pronunciations(of: hint, singleWord: true).map {
                    PhraseAlignment.editDistance($0.phones, reference)
                }.min() ?? reference.count
            spellingErrors += PhraseAlignment.editDistance(g2p.pronunciations(for: word).first?.phones ?? [], reference)
        }
        let hintRate = Double(hintErrors) / Double(phones)
        let spellingRate = Double(spellingErrors) / Double(phones)
        #expect(hintRate < 0.08, "hint PER \(hintRate)")
        #expect(hintRate < spellingRate / 3, "hint PER \(hintRate), spelling PER \(spellingRate)")
    }
}
