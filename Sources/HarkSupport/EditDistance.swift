/// Levenshtein edit distance: the cheapest way to turn one sequence into another by deleting,
/// inserting and substituting elements. One routine serves every use: phones against phones
/// (G2P scoring, phrase splitting), words against words (simulated recognizer error rate), weighted
/// phone similarity, and, through the full table, word alignments that need the path as well.
public enum EditDistance {
    /// The fewest deletions, insertions and substitutions, each costing 1.
    @inlinable
    public static func between<Element: Equatable>(_ a: [Element], _ b: [Element]) -> Int {
        table(a, b, substitution: { $0 == $1 ? 0 : 1 }, deletion: { _ in 1 }, insertion: { _ in 1 }).total
    }

    /// The cheapest edit of `a` into `b` with the given costs (`deletion` of an element of `a`,
    /// `insertion` of one of `b`).
    @inlinable
    public static func between<Element, Cost: AdditiveArithmetic & Comparable>(
        _ a: [Element], _ b: [Element], substitution: (Element, Element) -> Cost, deletion: (Element) -> Cost,
        insertion: (Element) -> Cost
    ) -> Cost {
        table(a, b, substitution: substitution, deletion: deletion, insertion: insertion).total
    }

    /// Every prefix pair's cheapest cost, for callers that walk the table back to recover the edits.
    ///
    /// Cell (i, j) is `min(diagonal + substitution, above + deletion, left + insertion)`, summed in
    /// that order so that floating-point costs come out the same on every call.
    @inlinable
    public static func table<Element, Cost: AdditiveArithmetic & Comparable>(
        _ a: [Element], _ b: [Element], substitution: (Element, Element) -> Cost, deletion: (Element) -> Cost,
        insertion: (Element) -> Cost
    ) -> EditDistanceTable<Cost> {
        var table = EditDistanceTable<Cost>(rows: a.count + 1, columns: b.count + 1)
        for j in b.indices { table[0, j + 1] = table[0, j] + insertion(b[j]) }
        for i in a.indices {
            table[i + 1, 0] = table[i, 0] + deletion(a[i])
            for j in b.indices {
                table[i + 1, j + 1] = min(
                    table[i, j] + substitution(a[i], b[j]), table[i, j + 1] + deletion(a[i]),
                    table[i + 1, j] + insertion(b[j]))
            }
        }
        return table
    }
}
