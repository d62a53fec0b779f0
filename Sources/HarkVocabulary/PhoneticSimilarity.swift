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
        let left = Array(a), right = Array(b)
        guard !left.isEmpty || !right.isEmpty else { return 1 }
        let distance = Double(EditDistance.between(left, right))
        return max(0, 1 - distance / Double(max(left.count, right.count)))
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
