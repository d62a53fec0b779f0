import HarkVocabulary

/// Packs every possible graphone (1–2 letters, 0–2 phones) into one dense integer, so that the
/// aligner keeps its statistics in a flat array instead of a dictionary keyed by strings.
///
/// code = letterPart × phonePartCount + phonePart, where
/// letterPart = l₀ (one letter) or 27 + 27·l₀ + l₁ (two letters), and
/// phonePart = 0 (no phone), 1 + p₀ (one phone) or 40 + 39·p₀ + p₁ (two phones).
enum GraphoneCode {
    static let phoneCount = ARPAbet.phones.count
    static let phonePartCount = 1 + phoneCount + phoneCount * phoneCount
    static let count = Graphone.letterKeyCount * phonePartCount

    /// Code of letters[letterStart..<letterStart+letterCount] ↔ phones[phoneStart..<phoneStart+phoneCount].
    @inline(__always)
    static func code(
        letters: UnsafeBufferPointer<UInt8>, _ letterStart: Int, _ letterCount: Int,
        phones: UnsafeBufferPointer<UInt8>, _ phoneStart: Int, _ phoneCount: Int
    ) -> Int {
        let letterPart =
            letterCount == 1
            ? Graphone.letterKey(letters[letterStart])
            : Graphone.letterKey(letters[letterStart], letters[letterStart + 1])
        let phonePart: Int
        switch phoneCount {
        case 0: phonePart = 0
        case 1: phonePart = 1 + Int(phones[phoneStart])
        default:
            phonePart = 1 + Self.phoneCount + Int(phones[phoneStart]) * Self.phoneCount + Int(phones[phoneStart + 1])
        }
        return letterPart * phonePartCount + phonePart
    }

    static func graphone(_ code: Int) -> Graphone {
        let letterPart = code / phonePartCount
        let phonePart = code % phonePartCount
        let alphabet = GraphemeAlphabet.size
        let letters: [UInt8] =
            letterPart < alphabet
            ? [UInt8(letterPart)]
            : [UInt8((letterPart - alphabet) / alphabet), UInt8((letterPart - alphabet) % alphabet)]
        let phones: [UInt8]
        if phonePart == 0 {
            phones = []
        } else if phonePart <= phoneCount {
            phones = [UInt8(phonePart - 1)]
        } else {
            let pair = phonePart - 1 - phoneCount
            phones = [UInt8(pair / phoneCount), UInt8(pair % phoneCount)]
        }
        return Graphone(letters: letters, phones: phones)
    }
}
