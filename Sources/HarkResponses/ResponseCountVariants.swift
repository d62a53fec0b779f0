/// Templates for a key whose wording depends on a count: `zero` (optional), `one` and `other`,
/// chosen by the number argument named `countArgument`. Zero takes `zero` when there is one,
/// else whatever the language's plural rule says (English "other": "zero messages"; French
/// "one": "zéro message"); one takes `one`, and so does zero in French.
public struct ResponseCountVariants: Sendable, Hashable {
    /// The variant names a file may use, in the order they are documented.
    public static let variantNames = ["zero", "one", "other"]

    public var countArgument: String
    public var zero: ResponseTemplate?
    public var one: ResponseTemplate
    public var other: ResponseTemplate

    public init(countArgument: String, zero: ResponseTemplate?, one: ResponseTemplate, other: ResponseTemplate) {
        self.countArgument = countArgument
        self.zero = zero
        self.one = one
        self.other = other
    }

    public func template(for count: Int, in language: ResponseLanguage) -> ResponseTemplate {
        if count == 0, let zero { return zero }
        return language.takesSingular(count) ? one : other
    }

    public var templates: [ResponseTemplate] {
        [zero, one, other].compactMap { $0 }
    }
}
