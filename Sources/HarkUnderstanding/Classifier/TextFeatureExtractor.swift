import Foundation

/// Turns a request into the sparse features the domain classifier weighs: word unigrams and
/// bigrams, and character n-grams of each word.
///
/// Input is treated as recognizer output: lowercase words, no punctuation. Character n-grams are what
/// make the classifier tolerate the way a recognizer spells things it half knows — "monkeychat",
/// "monkey chat" and "monkey chad" share most of their n-grams — and inflections it never saw in
/// training ("texting" against "texted").
public struct TextFeatureExtractor: Hashable, Sendable {
    /// Which features to extract; stored in the model file so training and use always agree.
    public struct Settings: Codable, Hashable, Sendable {
        /// Longest word n-gram (1: unigrams only, 2: unigrams and bigrams, …).
        public var maximumWordOrder: Int
        /// Shortest character n-gram, counting the `<` and `>` that mark a word's edges.
        public var minimumCharacterLength: Int
        /// Longest character n-gram; 0 turns character n-grams off.
        public var maximumCharacterLength: Int

        /// Settings of word unigrams and bigrams and character 3- and 4-grams unless given.
        public init(maximumWordOrder: Int = 2, minimumCharacterLength: Int = 3, maximumCharacterLength: Int = 4) {
            self.maximumWordOrder = maximumWordOrder
            self.minimumCharacterLength = minimumCharacterLength
            self.maximumCharacterLength = maximumCharacterLength
        }
    }

    /// Which features are extracted.
    public let settings: Settings

    /// An extractor of the features `settings` name.
    public init(settings: Settings = Settings()) {
        self.settings = settings
    }

    /// The words of `text` as a recognizer would write them: lowercased, accents folded, apostrophes
    /// dropped inside words ("what's" → "whats", since recognizers disagree about them), and any other
    /// character that is not a letter or digit treated as a space.
    public static func words(in text: String) -> [String] {
        let folded = text.folding(options: [.caseInsensitive, .diacriticInsensitive], locale: nil)
        var words: [String] = []
        var current = String.UnicodeScalarView()
        for scalar in folded.unicodeScalars {
            if CharacterSet.alphanumerics.contains(scalar) {
                current.append(scalar)
            } else if scalar == "'" || scalar == "\u{2019}" {
                continue
            } else if !current.isEmpty {
                words.append(String(current))
                current.removeAll()
            }
        }
        if !current.isEmpty { words.append(String(current)) }
        return words
    }

    /// The features of `text`; see ``features(ofWords:)``.
    public func features(of text: String) -> [String: Double] {
        features(ofWords: Self.words(in: text))
    }

    /// Feature name → value. Each family (words, longer word n-grams, character n-grams) is scaled to
    /// unit length on its own, so a long request does not outweigh a short one and the many character
    /// n-grams of a word do not drown out the word itself. Names carry their family as a prefix:
    /// `w:send`, `w2:send a`, `c:<se`. Word n-grams above unigrams include `<s>` and `</s>` so that
    /// "call …" at the start of a request is a feature of its own. Empty for no words.
    public func features(ofWords words: [String]) -> [String: Double] {
        guard !words.isEmpty else { return [:] }
        var features: [String: Double] = [:]
        var unigrams: [String: Double] = [:]
        for word in words { unigrams["w:" + word, default: 0] += 1 }
        Self.addScaled(unigrams, to: &features)

        if settings.maximumWordOrder >= 2 {
            var longer: [String: Double] = [:]
            let padded = ["<s>"] + words + ["</s>"]
            for order in 2...settings.maximumWordOrder where order <= padded.count {
                for start in 0...(padded.count - order) {
                    longer["w\(order):" + padded[start..<(start + order)].joined(separator: " "), default: 0] += 1
                }
            }
            Self.addScaled(longer, to: &features)
        }

        if settings.maximumCharacterLength >= settings.minimumCharacterLength, settings.minimumCharacterLength > 0 {
            var characters: [String: Double] = [:]
            for word in words {
                let scalars = Array(("<" + word + ">").unicodeScalars)
                for length in settings.minimumCharacterLength...settings.maximumCharacterLength
                where length <= scalars.count {
                    for start in 0...(scalars.count - length) {
                        var gram = String.UnicodeScalarView()
                        gram.append(contentsOf: scalars[start..<(start + length)])
                        characters["c:" + String(gram), default: 0] += 1
                    }
                }
            }
            Self.addScaled(characters, to: &features)
        }
        return features
    }

    /// Adds a family's counts, damped (1 + ln count) and scaled to unit Euclidean length.
    private static func addScaled(_ counts: [String: Double], to features: inout [String: Double]) {
        let damped = counts.mapValues { 1 + log($0) }
        // Summed in the order of the names, so the length is the same in every process.
        let length = damped.sorted { $0.key < $1.key }.reduce(0) { $0 + $1.value * $1.value }.squareRoot()
        guard length > 0 else { return }
        for (name, value) in damped { features[name] = value / length }
    }
}
