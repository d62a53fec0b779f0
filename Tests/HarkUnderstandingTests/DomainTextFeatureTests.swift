import Testing

@testable import HarkUnderstanding

@Suite struct DomainTextFeatureTests {
    let extractor = TextFeatureExtractor()

    @Test func textIsNormalizedLikeRecognizerOutput() {
        #expect(TextFeatureExtractor.words(in: "What's up, Bobo?! Send $20.") == ["whats", "up", "bobo", "send", "20"])
        #expect(TextFeatureExtractor.words(in: "  Café  MONKEYCHAT\tnow ") == ["cafe", "monkeychat", "now"])
        #expect(TextFeatureExtractor.words(in: "!?  ...").isEmpty)
    }

    @Test func unigramsBigramsWithSentenceEdgesAndCharacterGrams() {
        let features = extractor.features(of: "call bobo")
        for name in [
            "w:call", "w:bobo", "w2:<s> call", "w2:call bobo", "w2:bobo </s>", "c:<ca", "c:<cal", "c:obo>", "c:bob",
        ] {
            #expect(features[name] != nil, "missing \(name)")
        }
        #expect(features["w2:bobo call"] == nil)
        #expect(features["c:<c"] == nil, "character n-grams start at length 3")
        #expect(features["c:<call"] == nil, "character n-grams end at length 4")
        #expect(extractor.features(of: "").isEmpty)
    }

    @Test func eachFeatureFamilyHasUnitLength() {
        let features = extractor.features(of: "send send a message to bobo on monkeychat")
        for prefix in ["w:", "w2:", "c:"] {
            let length = features.filter { $0.key.hasPrefix(prefix) }.values.reduce(0) { $0 + $1 * $1 }.squareRoot()
            #expect(abs(length - 1) < 1e-9, "\(prefix) family has length \(length)")
        }
        #expect(features["w:send"]! > features["w:bobo"]!, "a repeated word weighs more")
    }

    /// A dictionary's order differs between processes (and between two dictionaries of the same
    /// keys grown differently), so a vector summed in that order gave a request's domain
    /// probability different last bits from one run to the next. The vector is in index order.
    @Test func aFeatureVectorIsInIndexOrderWhateverTheDictionarysOrder() {
        let names = (0..<200).map { "w:word\($0)" }.sorted()  // indices are given in name order
        let index = Dictionary(uniqueKeysWithValues: names.enumerated().map { ($1, $0) })
        var grownSmall: [String: Double] = [:]
        for name in names.reversed() { grownSmall[name] = Double(name.count) }
        var grownLarge: [String: Double] = [:]
        grownLarge.reserveCapacity(4096)
        for name in names { grownLarge[name] = Double(name.count) }
        grownLarge["w:unknown"] = 1
        #expect(Array(grownSmall.keys) != Array(grownLarge.keys), "the two orders differ")
        let small = SparseFeatureVector(grownSmall, index: index)
        let large = SparseFeatureVector(grownLarge, index: index)
        #expect(small == large)
        #expect(small.indices == Array(0..<200), "sorted, and a feature the index lacks is left out")
    }

    @Test func settingsTurnFamiliesOff() {
        let unigramsOnly = TextFeatureExtractor(
            settings: .init(maximumWordOrder: 1, minimumCharacterLength: 3, maximumCharacterLength: 0))
        #expect(unigramsOnly.features(of: "call bobo now").keys.sorted() == ["w:bobo", "w:call", "w:now"])
    }

    /// Why character n-grams are there: a joined or split app name still looks like itself.
    @Test func splitAndJoinedSpellingsShareCharacterGrams() {
        func characterSimilarity(_ a: String, _ b: String) -> Double {
            let x = extractor.features(of: a).filter { $0.key.hasPrefix("c:") }
            let y = extractor.features(of: b).filter { $0.key.hasPrefix("c:") }
            return x.reduce(0) { $0 + $1.value * (y[$1.key] ?? 0) }
        }
        #expect(characterSimilarity("monkeychat", "monkey chat") > 0.5)
        #expect(
            characterSimilarity("monkeychat", "monkey chat") > characterSimilarity("monkeychat", "monkey ride") + 0.2)
        #expect(
            characterSimilarity("monkeychat", "monkey chat") > characterSimilarity("monkeychat", "chatterbox") + 0.4)
    }
}
