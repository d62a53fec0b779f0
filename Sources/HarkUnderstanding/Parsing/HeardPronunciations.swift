import HarkVocabulary

/// Pronunciations of heard words, remembered for one parse: every stretch of the transcript that
/// a list slot may take is compared by sound, so each word would otherwise be looked up (or
/// guessed by the G2P model) once for every stretch and list it falls in.
final class HeardPronunciations {
    let transcriber: PhoneticTranscriber
    private var known: [String: [[String]]] = [:]

    init(transcriber: PhoneticTranscriber) {
        self.transcriber = transcriber
    }

    /// ``PhoneticTranscriber/pronunciations(of:)-(String)``, once per word.
    func pronunciations(of word: String) -> [[String]] {
        if let found = known[word] { return found }
        let found = transcriber.pronunciations(of: word)
        known[word] = found
        return found
    }

    /// ``PhoneticTranscriber/pronunciations(of:)-(Sequence)``, from the words remembered.
    func pronunciations(of words: some Sequence<String>) -> [[String]] {
        PhoneticTranscriber.combined(words.lazy.map { self.pronunciations(of: $0) })
    }
}
