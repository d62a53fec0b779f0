/// The letters the G2P model spells with: `a`…`z` and the apostrophe (as in `'bout`, `o'brien`,
/// `jones's`), each given a small integer id so that training and decoding work on arrays.
///
/// Other characters carry no pronunciation of their own in CMUdict's sense: hyphens, dots and
/// spaces separate parts that are pronounced one after the other (`co-op`, `a.m.`), and digits
/// are dropped (a spelled-out number belongs to text normalisation, not to G2P).
package enum GraphemeAlphabet {
    /// Number of distinct letters.
    package static let size = 27
    package static let apostrophe: UInt8 = 26

    /// The id of an ASCII byte, or nil when it is not one of the model's letters. Upper case folds.
    package static func letterID(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "a")...UInt8(ascii: "z"): return byte - UInt8(ascii: "a")
        case UInt8(ascii: "A")...UInt8(ascii: "Z"): return byte - UInt8(ascii: "A")
        case UInt8(ascii: "'"): return apostrophe
        default: return nil
        }
    }

    package static func character(_ id: UInt8) -> Character {
        id == apostrophe ? "'" : Character(Unicode.Scalar(UInt8(ascii: "a") + id))
    }

    /// The letters of a word that consists only of model letters, or nil. Training uses only such
    /// words, so the model never learns a pronunciation for a hyphen or a digit.
    package static func letters(ofPlainWord word: String) -> [UInt8]? {
        var letters: [UInt8] = []
        letters.reserveCapacity(word.utf8.count)
        for byte in word.utf8 {
            guard let id = letterID(byte) else { return nil }
            letters.append(id)
        }
        return letters.contains(where: { $0 != apostrophe }) ? letters : nil
    }

    /// The pronounceable parts of any spelling, in order: runs of model letters separated by
    /// anything else. Parts made only of apostrophes are dropped.
    package static func parts(of spelling: String) -> [[UInt8]] {
        var parts: [[UInt8]] = []
        var current: [UInt8] = []
        func finish() {
            if current.contains(where: { $0 != apostrophe }) { parts.append(current) }
            current.removeAll()
        }
        for byte in spelling.utf8 {
            if let id = letterID(byte) {
                current.append(id)
            } else {
                finish()
            }
        }
        finish()
        return parts
    }
}
