/// Everything one user may say to the apps at hand: the apps' global vocabularies and example
/// requests, plus the user's own vocabulary. This is what the decoder dictionary is built for.
public struct ActiveVocabulary: Hashable, Sendable {
    /// App terms (file order), then the user's strings by type, most important first, then the
    /// apps' example sentences: words are numbered by first appearance, so terms come first.
    public var terms: [VocabularyTerm]

    /// A vocabulary of `terms`, in the order given (which numbers the words).
    public init(terms: [VocabularyTerm]) {
        self.terms = terms
    }

    /// The vocabulary of `appVocabularies` and one user's strings (as `UserVocabulary.allVocabularyStrings()`
    /// returns them): each app's synonyms, with their pronunciations, then the user's strings, then every app's example
    /// sentences.
    public init(
        appVocabularies: [AppIntentVocabulary],
        userVocabulary: [(type: VocabularyStringType, strings: [String])] = []
    ) {
        var terms: [VocabularyTerm] = []
        var examples: [VocabularyTerm] = []
        for app in appVocabularies {
            for parameter in app.parameterVocabularies {
                for item in parameter.items {
                    for synonym in item.synonyms {
                        terms.append(
                            VocabularyTerm(
                                text: synonym.phrase,
                                pronunciation: synonym.pronunciation.map {
                                    CustomPronunciation(term: synonym.phrase, vocabularyItemPronunciation: $0)
                                },
                                origin: .appVocabulary(
                                    source: app.source, parameterNames: parameter.parameterNames,
                                    identifier: item.identifier)))
                        examples += synonym.examples.map {
                            VocabularyTerm(text: $0, origin: .appExample(source: app.source, context: item.identifier))
                        }
                    }
                }
            }
            for phrase in app.intentPhrases {
                examples += phrase.examples.map {
                    VocabularyTerm(text: $0, origin: .appExample(source: app.source, context: phrase.intentName))
                }
            }
        }
        for (type, strings) in userVocabulary {
            terms += strings.map { VocabularyTerm(text: $0, origin: .user(type)) }
        }
        self.init(terms: terms + examples)
    }

    /// The decoder words of all terms, in order, each once.
    public var words: [String] {
        DecoderSpelling.distinctWords(in: terms.map(\.text))
    }

    /// The terms' custom pronunciations, each once.
    public var customPronunciations: [CustomPronunciation] {
        var seen = Set<CustomPronunciation>()
        return terms.compactMap(\.pronunciation).filter { seen.insert($0).inserted }
    }

    /// The decoder dictionary for this vocabulary.
    public func dictionary(using builder: DecoderDictionaryBuilder) throws(DecoderDictionaryError) -> DecoderDictionary
    {
        try builder.dictionary(for: terms.map(\.text), custom: customPronunciations)
    }
}
