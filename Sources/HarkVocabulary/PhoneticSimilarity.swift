import HarkSupport

/// How alike two words sound or look, from 0 (nothing in common) to 1 (the same).
///
/// Phones are compared by a weighted edit distance in which similar sounds cost less to swap —
/// two vowels, a voiced and an unvoiced stop, two nasals — because those are the confusions a
/// recognizer makes; letters by plain edit distance. Both are normalized by the longer length.
package enum PhoneticSimilarity {
    package static func phones(_ a: [String], _ b: [String]) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        let distance = EditDistance.between(
            a, b, substitution: substitutionCost, deletion: indelCost, insertion: indelCost)
        return max(0, 1 - distance / Double(max(a.count, b.count)))
    }

    package static func letters(_ a: String, _ b: String) -> Double {
        letters(Array(a), Array(b))
    }

    /// ``letters(_:_:)`` of strings already split into characters.
    package static func letters(_ left: [Character], _ right: [Character]) -> Double {
        guard !left.isEmpty || !right.isEmpty else { return 1 }
        let distance = Double(EditDistance.between(left, right))
        return max(0, 1 - distance / Double(max(left.count, right.count)))
    }

    /// Phones as indices into ``ARPAbet/phones``, for ``phones(coded:_:)``; nil when one is not an
    /// ARPAbet phone, which only the string form compares.
    package static func coded(_ phones: [String]) -> [UInt8]? {
        var codes: [UInt8] = []
        codes.reserveCapacity(phones.count)
        for phone in phones {
            guard let code = phoneCodes[phone] else { return nil }
            codes.append(code)
        }
        return codes
    }

    /// ``phones(_:_:)`` of two coded pronunciations, to the last bit: the same costs, added in the
    /// same order, looked up in tables instead of worked out for each pair of phones.
    package static func phones(coded a: [UInt8], _ b: [UInt8]) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        let count = ARPAbet.phones.count
        // Two rows of the edit distance table: the one above and the one being filled.
        var above = [Double](repeating: 0, count: b.count + 1)
        var row = above
        for j in b.indices { above[j + 1] = above[j] + codedIndelCosts[Int(b[j])] }
        for i in a.indices {
            let deletion = codedIndelCosts[Int(a[i])]
            let substitutions = Int(a[i]) * count
            row[0] = above[0] + deletion
            for j in b.indices {
                row[j + 1] = min(
                    above[j] + codedSubstitutionCosts[substitutions + Int(b[j])], above[j + 1] + deletion,
                    row[j] + codedIndelCosts[Int(b[j])])
            }
            swap(&above, &row)
        }
        return max(0, 1 - above[b.count] / Double(max(a.count, b.count)))
    }

    /// The least ``phones(coded:_:)`` could cost in edits, from which phones the two share (as
    /// multisets) alone: of the phones left over on each side, at most as many as the shorter
    /// side's share are swapped, each for at least 0.3, and every other one is dropped or added,
    /// for at least 0.6. `counts` holds how often each phone occurs in `b`.
    package static func leastPhoneDistance(_ a: [UInt8], _ b: [UInt8], countsOfB counts: [UInt8]) -> Double {
        var seen = [UInt8](repeating: 0, count: ARPAbet.phones.count)
        var shared = 0
        for phone in a {
            let code = Int(phone)
            if seen[code] < counts[code] { shared += 1 }
            seen[code] += 1
        }
        let left = a.count - shared, right = b.count - shared
        return 0.6 * Double(max(left, right)) - 0.3 * Double(min(left, right))
    }

    /// How often each ARPAbet phone occurs in a coded pronunciation.
    package static func phoneCounts(_ coded: [UInt8]) -> [UInt8] {
        var counts = [UInt8](repeating: 0, count: ARPAbet.phones.count)
        for phone in coded { counts[Int(phone)] &+= 1 }
        return counts
    }

    private static let phoneCodes: [String: UInt8] = Dictionary(
        uniqueKeysWithValues: ARPAbet.phones.enumerated().map { ($1, UInt8($0)) })
    private static let codedIndelCosts: [Double] = ARPAbet.phones.map(indelCost)
    private static let codedSubstitutionCosts: [Double] = ARPAbet.phones.flatMap { a in
        ARPAbet.phones.map { b in substitutionCost(a, b) }
    }

    private static let vowels: Set<String> = [
        "AA", "AE", "AH", "AO", "AW", "AY", "EH", "ER", "EY", "IH", "IY", "OW", "OY", "UH", "UW",
    ]

    /// Pairs a listener (or a recognizer) easily mixes up.
    private static let closePairs: Set<[String]> = {
        let groups: [[String]] = [
            ["IY", "IH"], ["IY", "EY"], ["IH", "EH"], ["EH", "AE"], ["AE", "AH"], ["AH", "AA"], ["AA", "AO"],
            ["AO", "OW"], ["OW", "UW"], ["UW", "UH"], ["AH", "ER"], ["AA", "OW"], ["AH", "UH"], ["AH", "IH"],
            ["P", "B"], ["T", "D"], ["K", "G"], ["F", "V"], ["S", "Z"], ["SH", "ZH"], ["CH", "JH"], ["TH", "DH"],
            ["M", "N"], ["N", "NG"], ["TH", "F"], ["S", "SH"], ["CH", "SH"], ["JH", "ZH"],
        ]
        return Set(groups.flatMap { [$0, [$0[1], $0[0]]] })
    }()

    private static func substitutionCost(_ a: String, _ b: String) -> Double {
        if a == b { return 0 }
        if closePairs.contains([a, b]) { return 0.3 }
        let aVowel = vowels.contains(a), bVowel = vowels.contains(b)
        if aVowel && bVowel { return 0.75 }
        if aVowel != bVowel { return 1 }
        if (a == "L" && b == "R") || (a == "R" && b == "L") { return 0.6 }
        return 0.9
    }

    /// Weak sounds (schwa, H, glides) come and go in casual speech and recognizer output.
    private static func indelCost(_ phone: String) -> Double {
        switch phone {
        case "AH", "HH", "Y", "W", "IH": return 0.6
        default: return 1
        }
    }
}
