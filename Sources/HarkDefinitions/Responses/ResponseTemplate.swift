/// One parsed template: literal text and placeholders in order.
public struct ResponseTemplate: Sendable, Hashable {
    /// A stretch of literal text, or a placeholder to fill.
    public enum Piece: Sendable, Hashable {
        /// Text said as written.
        case literal(String)
        /// A slot filled from the arguments.
        case placeholder(ResponsePlaceholder)
    }

    /// The template's pieces, in order.
    public var pieces: [Piece]

    /// A template of `pieces`, in order.
    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    /// The template's placeholders, in order; a name may appear more than once.
    public var placeholders: [ResponsePlaceholder] {
        pieces.compactMap {
            guard case .placeholder(let placeholder) = $0 else { return nil }
            return placeholder
        }
    }
}
