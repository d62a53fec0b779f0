/// The costs of an edit-distance computation, one per pair of prefixes: `self[i, j]` is the
/// cheapest edit of the first `i` elements of one sequence into the first `j` of the other.
public struct EditDistanceTable<Cost: AdditiveArithmetic & Comparable> {
    /// One more than the length of the first sequence.
    public let rows: Int
    /// One more than the length of the second sequence.
    public let columns: Int
    @usableFromInline var cells: [Cost]

    /// A table of zeros.
    @inlinable
    public init(rows: Int, columns: Int) {
        self.rows = rows
        self.columns = columns
        cells = [Cost](repeating: .zero, count: rows * columns)
    }

    /// The cost of editing the first `row` elements of one sequence into the first `column` of the other; both indices
    /// start at 0 (the empty prefix).
    @inlinable
    public subscript(row: Int, column: Int) -> Cost {
        get { cells[row * columns + column] }
        set { cells[row * columns + column] = newValue }
    }

    /// The cost of the whole edit: the last cell.
    @inlinable
    public var total: Cost { cells[cells.count - 1] }
}

extension EditDistanceTable: Sendable where Cost: Sendable {}
