import HarkUnderstanding

/// One labelled request for training or testing the domain classifier.
public struct DomainExample: Hashable, Sendable {
    /// The request as written in the data file (normalized only when features are extracted).
    public var text: String
    /// The domain the request belongs to; nil for none.
    public var domain: SiriDomain?
    /// What decides the example's side of the split: the hand-written line itself, or for a
    /// generated example the template it came from, so that every expansion of one template lands
    /// on the same side and held-out examples never share a template with training.
    public var splitKey: String
    /// Where the example came from, `file:line`, for error messages and reports.
    public var origin: String

    /// An example of `text` labelled `domain`; the split key is the text itself unless given.
    public init(text: String, domain: SiriDomain?, splitKey: String? = nil, origin: String = "") {
        self.text = text
        self.domain = domain
        self.splitKey = splitKey ?? text
        self.origin = origin
    }
}
