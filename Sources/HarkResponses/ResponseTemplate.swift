/// One parsed template: literal text and placeholders in order.
public struct ResponseTemplate: Sendable, Hashable {
    /// A stretch of literal text, or a placeholder to fill.
    public enum Piece: Sendable, Hashable {
        case literal(String)
        case placeholder(ResponsePlaceholder)
    }

    public var pieces: [Piece]

    public init(pieces: [Piece]) {
        self.pieces = pieces
    }

    public var placeholders: [ResponsePlaceholder] {
        pieces.compactMap {
            guard case .placeholder(let placeholder) = $0 else { return nil }
            return placeholder
        }
    }
}
