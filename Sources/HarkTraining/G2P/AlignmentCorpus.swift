import HarkVocabulary

/// Spelling–pronunciation pairs to align, stored flat (two byte arrays and their offsets) so the
/// aligner's inner loops touch contiguous memory and allocate nothing per pair.
struct AlignmentCorpus: Sendable {
    private(set) var letters: [UInt8] = []
    private(set) var phones: [UInt8] = []
    private(set) var letterStarts: [Int] = [0]
    private(set) var phoneStarts: [Int] = [0]

    var count: Int { letterStarts.count - 1 }

    /// Adds a pair: letter ids (`GraphemeAlphabet`) and phone indices (`ARPAbet.phones`).
    mutating func append(letters newLetters: [UInt8], phones newPhones: [UInt8]) {
        letters += newLetters
        phones += newPhones
        letterStarts.append(letters.count)
        phoneStarts.append(phones.count)
    }

    func letterRange(_ pair: Int) -> Range<Int> { letterStarts[pair]..<letterStarts[pair + 1] }
    func phoneRange(_ pair: Int) -> Range<Int> { phoneStarts[pair]..<phoneStarts[pair + 1] }
}
