import HarkDefinitions
import HarkSupport

/// Templates for a key whose wording depends on a count: `zero` (optional), `one` and `other`,
/// chosen by the number argument named `countArgument`. Zero takes `zero` when there is one,
/// else whatever the language's plural rule says (English "other": "zero messages"; French
/// "one": "zéro message"); one takes `one`, and so does zero in French.
public struct ResponseCountVariants: Sendable, Hashable {
    /// The variant names a file may use, in the order they are documented.
    public static let variantNames = ["zero", "one", "other"]

    /// The name of the ``ResponseArgument/number(_:)`` argument whose value picks the variant.
    public var countArgument: String
    /// The template for a count of zero; nil lets the language's plural rule choose between ``one`` and ``other``.
    public var zero: ResponseTemplate?
    /// The template for a count that takes the singular (``ResponseLanguage/takesSingular(_:)``).
    public var one: ResponseTemplate
    /// The template for every other count.
    public var other: ResponseTemplate

    /// Variants chosen by the argument `countArgument`.
    public init(countArgument: String, zero: ResponseTemplate?, one: ResponseTemplate, other: ResponseTemplate) {
        self.countArgument = countArgument
        self.zero = zero
        self.one = one
        self.other = other
    }

    /// The template for `count` in `language`: ``zero`` for 0 when there is one, else ``one`` or ``other`` by the
    /// language's plural rule.
    public func template(for count: Int, in language: ResponseLanguage) -> ResponseTemplate {
        if count == 0, let zero { return zero }
        return language.takesSingular(count) ? one : other
    }

    /// The templates present: ``zero`` (when given), ``one``, ``other``.
    public var templates: [ResponseTemplate] {
        [zero, one, other].compactMap { $0 }
    }
}
