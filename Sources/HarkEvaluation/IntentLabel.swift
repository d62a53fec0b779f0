import Foundation

/// The spelling of intent names for comparison. Names are compared exactly (they are identifiers,
/// not speech), except that "no intent" has one spelling whichever way it was written.
public enum IntentLabel {
    /// The utterance matches no intent: written `"none"` in a manifest, nil in a hypothesis.
    public static let none = "none"
    /// The hypothesis side of an utterance that failed to decode; never equal to a reference.
    public static let failed = "(failed)"

    /// Trims whitespace; nil, empty and any casing of "none" become ``none``.
    public static func normalized(_ name: String?) -> String {
        let trimmed = (name ?? "").trimmingCharacters(in: .whitespacesAndNewlines)
        return trimmed.isEmpty || trimmed.lowercased() == none ? none : trimmed
    }
}
