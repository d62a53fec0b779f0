/// The G2P model as stored on disk: a compact binary file, read in one pass into arrays.
///
/// Layout (integers little-endian; "codes" are `codeWidth` bytes each):
///
///     magic                "HARKG2P1" (8 bytes)
///     info                 UInt32 length + UTF-8 text: how the model was trained
///     order                UInt32
///     phones               UInt32 count, then per phone UInt8 length + ASCII (must be ARPAbet.phones)
///     graphones            UInt32 count, then per graphone UInt8 letter count (1–2), the letters
///                          (ASCII a–z or '), UInt8 phone count (0–2), phone indices (UInt8)
///     level starts         (order + 2) × UInt32: first node of the root, unigram, bigram … levels
///     probability codebook UInt32 count + count × Float32, natural-log probabilities
///     backoff codebook     UInt32 count + count × Float32, natural-log backoff weights
///     code width           UInt8, 1 or 2
///     words                node count × UInt16: each n-gram's last token
///     probability codes    node count × code
///     backoff codes        context count × code (nodes below the top level)
///     child counts         context count × UInt16
///
/// Tokens: 0 is end of word, 1 start of word, 2 + i the i-th graphone. Nodes are the trie of
/// `BackoffNGramModel`, level by level, children sorted by token; suffix links are rebuilt on load.
package struct G2PModelFile: Sendable {
    static let magic = Array("HARKG2P1".utf8)

    var info: String
    var order: Int
    var graphones: [Graphone]
    var levelStart: [Int]
    var probabilityCodebook: [Float]
    var backoffCodebook: [Float]
    var codeWidth: Int
    var words: [UInt16]
    var probabilityCodes: [UInt16]
    var backoffCodes: [UInt16]
    var childCounts: [UInt16]

    // MARK: Writing

    func encoded() -> [UInt8] {
        var out = ByteWriter()
        out.append(Self.magic)
        let infoBytes = Array(info.utf8)
        out.append(UInt32(infoBytes.count))
        out.append(infoBytes)
        out.append(UInt32(order))
        out.append(UInt32(ARPAbet.phones.count))
        for phone in ARPAbet.phones {
            out.append(UInt8(phone.utf8.count))
            out.append(Array(phone.utf8))
        }
        out.append(UInt32(graphones.count))
        for graphone in graphones {
            out.append(UInt8(graphone.letters.count))
            out.append(graphone.letters.map { UInt8(GraphemeAlphabet.character($0).asciiValue ?? 0) })
            out.append(UInt8(graphone.phones.count))
            out.append(graphone.phones)
        }
        for start in levelStart { out.append(UInt32(start)) }
        for codebook in [probabilityCodebook, backoffCodebook] {
            out.append(UInt32(codebook.count))
            for value in codebook { out.append(value.bitPattern) }
        }
        out.append(UInt8(codeWidth))
        out.append(words)
        for codes in [probabilityCodes, backoffCodes] {
            if codeWidth == 1 { out.append(codes.map { UInt8(truncatingIfNeeded: $0) }) } else { out.append(codes) }
        }
        out.append(childCounts)
        return out.bytes
    }

    // MARK: Reading

    package init(
        info: String, order: Int, graphones: [Graphone], levelStart: [Int], probabilityCodebook: [Float],
        backoffCodebook: [Float], codeWidth: Int, words: [UInt16], probabilityCodes: [UInt16],
        backoffCodes: [UInt16], childCounts: [UInt16]
    ) {
        self.info = info
        self.order = order
        self.graphones = graphones
        self.levelStart = levelStart
        self.probabilityCodebook = probabilityCodebook
        self.backoffCodebook = backoffCodebook
        self.codeWidth = codeWidth
        self.words = words
        self.probabilityCodes = probabilityCodes
        self.backoffCodes = backoffCodes
        self.childCounts = childCounts
    }

    /// Parses a model file; every count and index is checked, so a damaged file throws instead of
    /// trapping.
    init(decoding bytes: [UInt8]) throws(ByteReader.Malformed) {
        var input = ByteReader(bytes)
        guard try input.bytes(Self.magic.count) == Self.magic else {
            throw ByteReader.Malformed(reason: "not a Hark G2P model (bad magic number)")
        }
        info = String(decoding: try input.bytes(Int(try input.uint32())), as: UTF8.self)
        order = Int(try input.uint32())
        guard (1...16).contains(order) else { throw ByteReader.Malformed(reason: "unsupported order \(order)") }
        let phoneCount = Int(try input.uint32())
        var phones: [String] = []
        for _ in 0..<min(phoneCount, 256) {
            phones.append(String(decoding: try input.bytes(Int(try input.uint8())), as: UTF8.self))
        }
        guard phones == ARPAbet.phones else {
            throw ByteReader.Malformed(reason: "phone set differs from ARPAbet")
        }
        let graphoneCount = Int(try input.uint32())
        guard graphoneCount + GraphoneInventory.firstGraphoneToken <= Int(UInt16.max) else {
            throw ByteReader.Malformed(reason: "too many graphones")
        }
        var graphones: [Graphone] = []
        graphones.reserveCapacity(graphoneCount)
        for _ in 0..<graphoneCount {
            let letterCount = Int(try input.uint8())
            guard (1...Graphone.maxLetters).contains(letterCount) else {
                throw ByteReader.Malformed(reason: "graphone with \(letterCount) letters")
            }
            var letters: [UInt8] = []
            for byte in try input.bytes(letterCount) {
                guard let id = GraphemeAlphabet.letterID(byte) else {
                    throw ByteReader.Malformed(reason: "graphone letter \(byte) outside the alphabet")
                }
                letters.append(id)
            }
            let phoneCountInGraphone = Int(try input.uint8())
            guard phoneCountInGraphone <= Graphone.maxPhones else {
                throw ByteReader.Malformed(reason: "graphone with \(phoneCountInGraphone) phones")
            }
            let graphonePhones = try input.bytes(phoneCountInGraphone)
            guard graphonePhones.allSatisfy({ Int($0) < ARPAbet.phones.count }) else {
                throw ByteReader.Malformed(reason: "graphone phone index out of range")
            }
            graphones.append(Graphone(letters: letters, phones: graphonePhones))
        }
        self.graphones = graphones
        levelStart = try (0..<(order + 2)).map { _ throws(ByteReader.Malformed) in Int(try input.uint32()) }
        let nodeCount = levelStart.last ?? 0
        let contextCount = levelStart[order]
        guard nodeCount >= contextCount, nodeCount <= bytes.count else {
            throw ByteReader.Malformed(reason: "inconsistent level sizes")
        }
        probabilityCodebook = try input.floats(Int(try input.uint32()))
        backoffCodebook = try input.floats(Int(try input.uint32()))
        codeWidth = Int(try input.uint8())
        guard codeWidth == 1 || codeWidth == 2 else {
            throw ByteReader.Malformed(reason: "code width \(codeWidth)")
        }
        words = try input.uint16s(nodeCount)
        if codeWidth == 1 {
            probabilityCodes = try input.bytes(nodeCount).map { UInt16($0) }
            backoffCodes = try input.bytes(contextCount).map { UInt16($0) }
        } else {
            probabilityCodes = try input.uint16s(nodeCount)
            backoffCodes = try input.uint16s(contextCount)
        }
        childCounts = try input.uint16s(contextCount)
        guard input.isAtEnd else { throw ByteReader.Malformed(reason: "trailing bytes") }
        let tokenCount = graphoneCount + GraphoneInventory.firstGraphoneToken
        guard Self.all(words, below: tokenCount), Self.all(probabilityCodes, below: probabilityCodebook.count),
            Self.all(backoffCodes, below: backoffCodebook.count)
        else { throw ByteReader.Malformed(reason: "token or code out of range") }
    }

    /// Whether every value is below `bound`. A plain loop over the buffer: the arrays hold millions
    /// of entries, read at every start of `hark`, and a closure per entry costs most of a debug
    /// build's load.
    private static func all(_ values: [UInt16], below bound: Int) -> Bool {
        values.withUnsafeBufferPointer { buffer in
            var index = 0
            while index < buffer.count {
                if Int(buffer[index]) >= bound { return false }
                index += 1
            }
            return true
        }
    }

    /// The codebook's value for each code, in a plain loop for the same reason as
    /// ``all(_:below:)``; a code past the codebook stops the program, as an array index would.
    static func decoded(_ codes: [UInt16], by codebook: [Float]) -> [Float] {
        codes.withUnsafeBufferPointer { codes in
            codebook.withUnsafeBufferPointer { codebook in
                [Float](unsafeUninitializedCapacity: codes.count) { values, count in
                    var index = 0
                    while index < codes.count {
                        let code = Int(codes[index])
                        precondition(code < codebook.count, "G2P code \(code) past a codebook of \(codebook.count)")
                        values[index] = codebook[code]
                        index += 1
                    }
                    count = codes.count
                }
            }
        }
    }
}
