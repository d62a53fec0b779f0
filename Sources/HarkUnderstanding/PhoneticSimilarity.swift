/// How alike two words sound or look, from 0 (nothing in common) to 1 (the same).
///
/// Phones are compared by a weighted edit distance in which similar sounds cost less to swap —
/// two vowels, a voiced and an unvoiced stop, two nasals — because those are the confusions a
/// recognizer makes; letters by plain edit distance. Both are normalized by the longer length.
enum PhoneticSimilarity {
    static func phones(_ a: [String], _ b: [String]) -> Double {
        guard !a.isEmpty || !b.isEmpty else { return 1 }
        let distance = editDistance(a, b, substitution: substitutionCost, indel: indelCost)
        return max(0, 1 - distance / Double(max(a.count, b.count)))
    }

    static func letters(_ a: String, _ b: String) -> Double {
        let left = Array(a), right = Array(b)
        guard !left.isEmpty || !right.isEmpty else { return 1 }
        let distance = editDistance(left, right, substitution: { $0 == $1 ? 0 : 1 }, indel: { _ in 1 })
        return max(0, 1 - distance / Double(max(left.count, right.count)))
    }

    private static func editDistance<Element>(
        _ a: [Element], _ b: [Element], substitution: (Element, Element) -> Double, indel: (Element) -> Double
    ) -> Double {
        var previous = [Double](repeating: 0, count: b.count + 1)
        for column in 0..<b.count { previous[column + 1] = previous[column] + indel(b[column]) }
        var current = previous
        for row in 0..<a.count {
            current[0] = previous[0] + indel(a[row])
            for column in 0..<b.count {
                current[column + 1] = min(
                    previous[column] + substitution(a[row], b[column]),
                    previous[column + 1] + indel(a[row]),
                    current[column] + indel(b[column]))
            }
            swap(&previous, &current)
        }
        return previous[b.count]
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
