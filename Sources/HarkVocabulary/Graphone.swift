/// A graphone: a few letters joined with the phones they stand for, e.g. `ph`→`F`, `x`→`K S`,
/// `e`→(nothing). A spelling and its pronunciation, segmented into graphones, become one sequence
/// that the joint n-gram model counts. Letters are `GraphemeAlphabet` ids, phones indices into
/// `ARPAbet.phones`.
package struct Graphone: Hashable, Sendable {
    /// One or two letters: the model never inserts phones without consuming a letter.
    package static let maxLetters = 2
    /// Zero (a silent letter), one or two phones.
    package static let maxPhones = 2

    package var letters: [UInt8]
    package var phones: [UInt8]

    package init(letters: [UInt8], phones: [UInt8]) {
        self.letters = letters
        self.phones = phones
    }

    /// Identifies the letter part alone, 0..<letterKeyCount: the decoder uses it to find every
    /// graphone that can consume the next one or two letters of a spelling.
    package static let letterKeyCount = GraphemeAlphabet.size * (GraphemeAlphabet.size + 1)

    package static func letterKey(_ first: UInt8) -> Int { Int(first) }

    package static func letterKey(_ first: UInt8, _ second: UInt8) -> Int {
        GraphemeAlphabet.size + Int(first) * GraphemeAlphabet.size + Int(second)
    }

    package var letterKey: Int {
        letters.count == 1 ? Self.letterKey(letters[0]) : Self.letterKey(letters[0], letters[1])
    }

    /// Readable form, e.g. `ph:F`, `x:K_S`, `e:_`.
    package var description: String {
        let spelled = String(letters.map(GraphemeAlphabet.character))
        let said = phones.isEmpty ? "_" : phones.map { ARPAbet.phones[Int($0)] }.joined(separator: "_")
        return "\(spelled):\(said)"
    }
}
