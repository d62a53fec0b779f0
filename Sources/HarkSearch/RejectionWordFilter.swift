import HarkVocabulary

/// Which real words a rejection path may hold beside its garbage phones: a dialog's answer search
/// (`AnswerRejection`) and a command word graph (`SearchSettings.garbageRejectionWords`)
/// choose theirs alike.
package enum RejectionWordFilter {
    /// `candidates` that have pronunciations, less the `sentenceWords` themselves and any word
    /// whose phones lie inside one of `sentencePronunciations`' (whole phones: "joe" inside Jojo,
    /// "a" inside "latte"). Otherwise the rejection path could spell a sentence's word ("joe joe"
    /// for Jojo) and take it from the sentences.
    package static func words(
        _ candidates: [DictionaryEntry], sparing sentenceWords: Set<String>,
        spelledAs sentencePronunciations: [DictionaryEntry]
    ) -> [DictionaryEntry] {
        let sentencePhones = sentencePronunciations.flatMap {
            $0.pronunciations.map { " \($0.pronunciation.description) " }
        }
        return candidates.filter { entry in
            !entry.pronunciations.isEmpty && !sentenceWords.contains(entry.word)
                && !entry.pronunciations.contains { pronunciation in
                    sentencePhones.contains { $0.contains(" \(pronunciation.pronunciation.description) ") }
                }
        }
    }
}
