/// A parameter that takes whatever is said, e.g. a message's content. The corpus gives the
/// language model typical texts to fill the slot with.
public struct FreeTextType: Hashable, Sendable {
    /// Typical values, one per entry, lowercase words (from `corpus:` files and `examples:`).
    public var samples: [String]

    /// A free-text type of `samples`.
    public init(samples: [String]) {
        self.samples = samples
    }
}
