import Testing

@testable import HarkTraining
@testable import HarkVocabulary

@Suite struct GraphoneAlignerTests {
    static func letters(_ word: String) -> [UInt8] { GraphemeAlphabet.letters(ofPlainWord: word) ?? [] }

    static func phones(_ text: String) -> [UInt8] {
        text.split(separator: " ").compactMap { ARPAbet.phones.firstIndex(of: String($0)).map(UInt8.init) }
    }

    /// Hand-made pairs in which `ph` and `x` recur, so EM has evidence for them.
    static let pairs: [(String, String)] = [
        ("phone", "F OW N"), ("photo", "F OW T OW"), ("graph", "G R AE F"), ("phase", "F EY Z"),
        ("fox", "F AA K S"), ("box", "B AA K S"), ("tax", "T AE K S"), ("six", "S IH K S"),
        ("cat", "K AE T"), ("hat", "HH AE T"), ("bone", "B OW N"), ("tone", "T OW N"), ("cone", "K OW N"),
        ("hope", "HH OW P"), ("note", "N OW T"), ("boat", "B OW T"), ("coat", "K OW T"), ("goat", "G OW T"),
        ("toast", "T OW S T"), ("soap", "S OW P"), ("fat", "F AE T"), ("fit", "F IH T"), ("tip", "T IH P"),
        ("top", "T AA P"), ("pot", "P AA T"), ("hot", "HH AA T"), ("not", "N AA T"), ("pan", "P AE N"),
        ("ten", "T EH N"), ("tin", "T IH N"), ("pin", "P IH N"), ("net", "N EH T"), ("nap", "N AE P"),
        ("cake", "K EY K"), ("bike", "B AY K"), ("time", "T AY M"), ("bat", "B AE T"), ("mat", "M AE T"),
        ("load", "L OW D"), ("road", "R OW D"), ("oak", "OW K"),
    ]

    static func trainedAligner() -> GraphoneAligner {
        var corpus = AlignmentCorpus()
        for (word, phones) in pairs { corpus.append(letters: letters(word), phones: Self.phones(phones)) }
        var aligner = GraphoneAligner()
        aligner.train(on: corpus, iterations: 10)
        return aligner
    }

    static func alignment(_ aligner: GraphoneAligner, _ word: String, _ phones: String) -> String? {
        aligner.align(letters: letters(word), phones: Self.phones(phones))?
            .map { GraphoneCode.graphone($0).description }.joined(separator: " ")
    }

    @Test(
        arguments: [
            ("photo", "F OW T OW", "ph:F o:OW t:T o:OW"),
            ("graph", "G R AE F", "g:G r:R a:AE ph:F"),
            ("box", "B AA K S", "b:B o:AA x:K_S"),
            ("cat", "K AE T", "c:K a:AE t:T"),
        ])
    func alignsTinyHandMadePairs(word: String, phones: String, expected: String) {
        #expect(Self.alignment(Self.trainedAligner(), word, phones) == expected)
    }

    /// Silent letters need more evidence than a few dozen pairs give: on a tiny corpus EM prefers
    /// `ne:N` (one factor) to `n:N e:_` (two). 3 000 CMUdict training pairs are enough, and still
    /// align in well under a second in a debug build.
    @Test(
        arguments: [
            ("phone", "F OW N", "ph:F o:OW n:N e:_"),
            ("coat", "K OW T", "c:K o:OW a:_ t:T"),
            ("thought", "TH AO T", "th:TH o:AO u:_ g:_ h:_ t:T"),
            ("table", "T EY B AH L", "t:T a:EY b:B l:AH_L e:_"),
            ("ten", "T EH N", "t:T e:EH n:N"),
        ])
    func alignsSilentLettersGivenEnoughData(word: String, phones: String, expected: String) throws {
        #expect(Self.alignment(try Self.cmudictSampleAligner.get(), word, phones) == expected)
    }

    /// Every 40th training word of CMUdict (about 3 000 pairs), aligned once per test process.
    static let cmudictSampleAligner = Result { () throws -> GraphoneAligner in
        let dictionary = try SystemDictionary.load()
        let words = G2PTrainer().trainingWords(in: dictionary)
        var corpus = AlignmentCorpus()
        for index in stride(from: 0, to: words.count, by: 40) {
            for pronunciation in dictionary.pronunciations(of: words[index]) {
                corpus.append(letters: letters(words[index]), phones: phones(pronunciation.description))
            }
        }
        var aligner = GraphoneAligner()
        aligner.train(on: corpus, iterations: 8)
        return aligner
    }

    @Test func generalisesToAnUnseenPair() {
        #expect(Self.alignment(Self.trainedAligner(), "phot", "F AA T") == "ph:F o:AA t:T")
    }

    @Test func refusesPairsNoLinkShapeCanCover() {
        // Six phones for one letter: more than the two phones a letter may carry.
        #expect(Self.alignment(Self.trainedAligner(), "w", "D AH B AH L Y UW") == nil)
    }

    @Test func codesRoundTrip() {
        let samples = [
            Graphone(letters: [0], phones: []), Graphone(letters: [26], phones: [38]),
            Graphone(letters: [15, 7], phones: [19]), Graphone(letters: [23], phones: [23, 30]),
        ]
        for graphone in samples {
            let code = graphone.letters.withUnsafeBufferPointer { letters in
                graphone.phones.withUnsafeBufferPointer { phones in
                    GraphoneCode.code(
                        letters: letters, 0, graphone.letters.count, phones: phones, 0, graphone.phones.count)
                }
            }
            #expect(GraphoneCode.graphone(code) == graphone)
        }
    }
}
