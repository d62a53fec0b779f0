/// Turns a transcript into the word sequence that scoring compares, applying the same rules to
/// references and hypotheses so that only differences in *words* count as errors.
///
/// The rules, in order (also listed in `docs/evaluation.md`):
/// 1. Split on whitespace.
/// 2. Drop Sphinx markers: `<s>`, `</s>`, `<sil>` (any case), bracketed noise tokens such as
///    `[NOISE]`, and fillers written `++UM++` or `+BREATH+`.
/// 3. Strip alternate-pronunciation markers: `word(2)` → `word`.
/// 4. Lowercase; the typographic apostrophe `’` becomes `'`.
/// 5. Punctuation and symbols separate words ("forty-two" → "forty two", "ok." → "ok") except an
///    apostrophe between two letters ("don't" stays), and `.` or `,` between two digits, which
///    belong to the number.
/// 6. Numbers become words: "10" → "ten", "1,500" → "one thousand five hundred", "2nd" →
///    "second", "3.5" → "three point five", "mp3" → "mp three". Whole numbers 0…999,999 are
///    spelled as cardinals; longer digit strings and ones with a leading zero ("007") are read
///    digit by digit. A comma that is not a thousands separator ("1,2") separates numbers.
/// 7. Nothing else: British and American spellings ("colour"/"color") stay distinct, and no
///    words are expanded or contracted ("don't" ≠ "do not").
public struct TranscriptNormalizer: Sendable {
    public init() {}

    /// The normalized words of `text`, ready for alignment.
    public func words(in text: String) -> [String] {
        var words: [String] = []
        for token in text.split(whereSeparator: \.isWhitespace) {
            guard !Self.isSphinxMarker(token) else { continue }
            let lowered = String(
                Self.removingAlternateMarker(token).lowercased().map { $0 == "\u{2019}" ? "'" : $0 })
            for piece in Self.pieces(of: lowered) {
                words += Self.spellingNumbers(in: piece)
            }
        }
        return words
    }

    /// The normalized words joined by single spaces.
    public func normalize(_ text: String) -> String {
        words(in: text).joined(separator: " ")
    }

    static func isSphinxMarker(_ token: Substring) -> Bool {
        switch token.lowercased() {
        case "<s>", "</s>", "<sil>": return true
        default: break
        }
        if token.count >= 3, token.first == "[", token.last == "]" { return true }
        // `++UM++` (PocketSphinx) and `+UM+` (older SphinxTrain dictionaries); a lone "+" or "++"
        // is left to punctuation stripping.
        if token.count >= 3, token.first == "+", token.last == "+" {
            return token.contains(where: \.isLetter)
        }
        return false
    }

    /// `word(2)` → `word`; "(2)" alone, or "f(x)", are not alternate markers.
    static func removingAlternateMarker(_ token: Substring) -> Substring {
        guard token.last == ")", let open = token.lastIndex(of: "("), open > token.startIndex
        else { return token }
        let inside = token[token.index(after: open)..<token.index(before: token.endIndex)]
        guard !inside.isEmpty, inside.allSatisfy(\.isASCIIDigitCharacter) else { return token }
        return token[..<open]
    }

    /// Splits a lowercased token at punctuation, keeping intra-word apostrophes and the `.`/`,`
    /// inside numbers.
    static func pieces(of token: String) -> [String] {
        let characters = Array(token)
        var pieces: [String] = []
        var current = ""
        for (index, character) in characters.enumerated() {
            let previous = index > 0 ? characters[index - 1] : nil
            let next = index + 1 < characters.count ? characters[index + 1] : nil
            let keep: Bool
            if character.isLetter || character.isNumber {
                keep = true
            } else if character == "'" {
                keep = previous?.isLetter == true && next?.isLetter == true
            } else if character == "." || character == "," {
                keep =
                    previous?.isASCIIDigitCharacter == true && next?.isASCIIDigitCharacter == true
            } else {
                keep = false
            }
            if keep {
                current.append(character)
            } else if !current.isEmpty {
                pieces.append(current)
                current = ""
            }
        }
        if !current.isEmpty { pieces.append(current) }
        return pieces
    }

    /// Spells the digits in one piece; pieces without digits come back unchanged.
    static func spellingNumbers(in piece: String) -> [String] {
        guard piece.contains(where: \.isASCIIDigitCharacter) else { return [piece] }
        if let ordinal = spelledOrdinal(piece) { return ordinal }
        // Alternate runs of number characters and letters: "10am" → "10", "am".
        var words: [String] = []
        var run = ""
        var runIsNumber = false
        func flush() {
            guard !run.isEmpty else { return }
            words += runIsNumber ? spelledNumber(run) : [run]
            run = ""
        }
        for character in piece {
            let isNumberCharacter =
                character.isASCIIDigitCharacter || character == "." || character == ","
            if isNumberCharacter != runIsNumber { flush() }
            runIsNumber = isNumberCharacter
            run.append(character)
        }
        flush()
        return words
    }

    /// "2nd" → ["second"]; nil unless the piece is digits followed by st, nd, rd or th.
    private static func spelledOrdinal(_ piece: String) -> [String]? {
        let digits = piece.prefix(while: \.isASCIIDigitCharacter)
        guard !digits.isEmpty, ["st", "nd", "rd", "th"].contains(piece.dropFirst(digits.count))
        else { return nil }
        if digits.count == 1 || digits.first != "0", let number = Int(digits),
            let ordinal = NumberSpeller.ordinal(number)
        {
            return words(of: ordinal)
        }
        // Out of range: read the digits, then the ordinal of the last one ("1000000th").
        let lastOrdinal = NumberSpeller.ordinal(digits.last!.wholeNumberValue!)!
        return words(of: NumberSpeller.digits(digits.dropLast())) + [lastOrdinal]
    }

    /// A run of digits with `.` and `,` (which `pieces(of:)` only keeps between digits).
    private static func spelledNumber(_ run: String) -> [String] {
        let groups = run.split(separator: ",", omittingEmptySubsequences: false)
        let isThousandsGrouping =
            groups.count > 1 && (1...3).contains(groups[0].count)
            && groups.dropFirst().dropLast().allSatisfy { $0.count == 3 }
            && groups.last!.prefix(while: \.isASCIIDigitCharacter).count == 3
        if groups.count > 1 && !isThousandsGrouping {
            return groups.flatMap { spelledNumber(String($0)) }
        }
        let plain = groups.joined()
        let parts = plain.split(separator: ".", omittingEmptySubsequences: false)
        switch parts.count {
        case 1:
            return spelledInteger(plain)
        case 2:
            return spelledInteger(parts[0]) + ["point"] + words(of: NumberSpeller.digits(parts[1]))
        default:
            // "1.2.3" is a version or an address, not a decimal: read each part as a number.
            return parts.flatMap { spelledInteger($0) }
        }
    }

    private static func spelledInteger(_ digits: some StringProtocol) -> [String] {
        if digits.count == 1 || digits.first != "0", let number = Int(digits),
            let cardinal = NumberSpeller.cardinal(number)
        {
            return words(of: cardinal)
        }
        return words(of: NumberSpeller.digits(digits))
    }

    private static func words(of spelled: String) -> [String] {
        spelled.split(separator: " ").map(String.init)
    }
}

extension Character {
    /// Only 0–9 are spelled out; other numerals ("½", "٣") stay part of the word they are in.
    fileprivate var isASCIIDigitCharacter: Bool { isASCII && isNumber }
}
