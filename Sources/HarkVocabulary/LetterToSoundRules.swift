/// A rough English spelling-to-ARPAbet converter, used only to compare words by sound when neither
/// a pronouncing dictionary nor the G2P model knows them.
///
/// It needs to be consistent more than right: "key key" and "kiki" should come out close, and so
/// should "bo bo" and "bobo". Rules are tried longest first at each position; a few look at the
/// next letter (soft "c" and "g") or at the word's end (silent final "e", final "y" and "o").
package enum LetterToSoundRules {
    package static func phones(of word: String) -> [String] {
        let letters = Array(word.lowercased().filter { $0.isLetter && $0.isASCII })
        var phones: [String] = []
        var index = 0
        let silentFinalE = letters.count > 2 && letters.last == "e" && !isVowel(letters[letters.count - 2])
        while index < letters.count {
            let rest = letters[index...]
            let atEnd = { (length: Int) in index + length == letters.count }
            let next = index + 1 < letters.count ? letters[index + 1] : nil
            if index == letters.count - 1, silentFinalE, letters[index] == "e" { break }
            if let (length, output) = multiLetterRule(rest, atStart: index == 0, atEnd: atEnd) {
                phones += output
                index += length
                continue
            }
            let letter = letters[index]
            // A doubled consonant is said once ("lulu" aside, "momma" → M AA M AH).
            if index > 0, letters[index - 1] == letter, !isVowel(letter) {
                index += 1
                continue
            }
            phones += singleLetter(letter, next: next, atStart: index == 0, atEnd: atEnd(1))
            index += 1
        }
        return phones
    }

    private static func isVowel(_ letter: Character) -> Bool { "aeiou".contains(letter) }

    private static func multiLetterRule(
        _ rest: ArraySlice<Character>, atStart: Bool, atEnd: (Int) -> Bool
    ) -> (Int, [String])? {
        func starts(_ text: String) -> Bool { rest.starts(with: Array(text)) }
        let rules: [(String, [String])] = [
            ("tch", ["CH"]), ("sch", ["S", "K"]), ("igh", ["AY"]), ("ch", ["CH"]), ("sh", ["SH"]),
            ("th", ["TH"]), ("ph", ["F"]), ("wh", ["W"]), ("ck", ["K"]), ("ng", ["NG"]), ("qu", ["K", "W"]),
            ("ee", ["IY"]), ("ea", ["IY"]), ("ay", ["EY"]), ("ai", ["EY"]), ("oa", ["OW"]), ("oo", ["UW"]),
            ("ou", ["AW"]), ("oi", ["OY"]), ("oy", ["OY"]), ("au", ["AO"]), ("aw", ["AO"]), ("ew", ["UW"]),
            ("ei", ["EY"]), ("ar", ["AA", "R"]), ("or", ["AO", "R"]), ("ir", ["ER"]), ("ur", ["ER"]),
        ]
        if atStart, starts("kn") { return (2, ["N"]) }
        if starts("gh") { return (2, atStart ? ["G"] : []) }
        if starts("ey"), atEnd(2) { return (2, ["IY"]) }
        if starts("ie"), atEnd(2) { return (2, ["IY"]) }
        if starts("ow") { return (2, atEnd(2) ? ["OW"] : ["AW"]) }
        if starts("er") { return (2, ["ER"]) }
        for (pattern, output) in rules where starts(pattern) { return (pattern.count, output) }
        return nil
    }

    private static func singleLetter(_ letter: Character, next: Character?, atStart: Bool, atEnd: Bool) -> [String] {
        let softening = next.map { "eiy".contains($0) } ?? false
        switch letter {
        case "a": return [atEnd ? "AH" : "AE"]
        case "e": return [atEnd ? "IY" : "EH"]
        case "i": return [atEnd ? "IY" : "IH"]
        case "o": return [atEnd ? "OW" : "AA"]
        case "u": return [atEnd ? "UW" : "AH"]
        case "y": return atStart ? ["Y"] : ["IY"]
        case "b": return ["B"]
        case "c": return [softening ? "S" : "K"]
        case "d": return ["D"]
        case "f": return ["F"]
        case "g": return [softening ? "JH" : "G"]
        case "h": return ["HH"]
        case "j": return ["JH"]
        case "k": return ["K"]
        case "l": return ["L"]
        case "m": return ["M"]
        case "n": return ["N"]
        case "p": return ["P"]
        case "q": return ["K"]
        case "r": return ["R"]
        case "s": return ["S"]
        case "t": return ["T"]
        case "v": return ["V"]
        case "w": return ["W"]
        case "x": return atStart ? ["Z"] : ["K", "S"]
        case "z": return ["Z"]
        default: return []
        }
    }
}
