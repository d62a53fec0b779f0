import HarkSupport

/// Shares out the phones of a several-word phrase among its words, for pronunciations given for a
/// whole term ("Jungle Jog" said "jun gull jog"): the decoder dictionary holds words, not phrases.
///
/// The split points are those that make each word's share closest (fewest phone insertions,
/// deletions and substitutions) to a pronunciation the word already has, found by dynamic
/// programming over all ways to cut the phones into one non-empty run per word.
enum PhraseAlignment {
    /// `references[i]` are known pronunciations of word `i` (at least one each). Nil when there
    /// are fewer phones than words, or some word has no reference.
    static func split(_ phones: [String], references: [[[String]]]) -> [[String]]? {
        let wordCount = references.count
        let phoneCount = phones.count
        guard wordCount > 0, phoneCount >= wordCount, references.allSatisfy({ !$0.isEmpty }) else { return nil }
        if wordCount == 1 { return [phones] }
        let unreachable = Int.max / 2
        // cost[i][j]: best total distance covering phones[0..<j] with words 0..<i; cut[i][j] is
        // where word i-1's share starts on that best path.
        var cost = [[Int]](repeating: [Int](repeating: unreachable, count: phoneCount + 1), count: wordCount + 1)
        var cut = [[Int]](repeating: [Int](repeating: 0, count: phoneCount + 1), count: wordCount + 1)
        cost[0][0] = 0
        for word in 1...wordCount {
            // Leave at least one phone for each word still to come.
            for end in word...(phoneCount - (wordCount - word)) {
                for start in (word - 1)..<end where cost[word - 1][start] < unreachable {
                    let share = Array(phones[start..<end])
                    let distance = references[word - 1].map { editDistance(share, $0) }.min()!
                    if cost[word - 1][start] + distance < cost[word][end] {
                        cost[word][end] = cost[word - 1][start] + distance
                        cut[word][end] = start
                    }
                }
            }
        }
        var shares: [[String]] = []
        var end = phoneCount
        for word in stride(from: wordCount, through: 1, by: -1) {
            let start = cut[word][end]
            shares.append(Array(phones[start..<end]))
            end = start
        }
        return shares.reversed()
    }

    /// Levenshtein distance over phones.
    static func editDistance(_ a: [String], _ b: [String]) -> Int {
        EditDistance.between(a, b)
    }
}
