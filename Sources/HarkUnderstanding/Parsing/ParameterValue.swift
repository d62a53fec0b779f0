/// One value of a parameter: what the app receives and what was actually heard.
public struct ParameterValue: Codable, Hashable, Sendable {
    /// The canonical value: a contact as the vocabulary spells it ("Bobo"), a closed-list value
    /// ("unread"), a number in digits ("25"), a date or duration in ISO 8601, or free text as heard.
    public var value: String
    /// The words heard for it ("bo bo", "new", "twenty five", "yesterday").
    public var heard: String
    /// How sure the match is, 0…1: 1 for an exact hearing, less for a fuzzy name or word.
    public var score: Double
    /// 0…1: how likely this value is right, from the recognizer's belief in the words it was
    /// heard from and the match ``score``; nil until the understander has the words' posteriors.
    public var confidence: Double?

    /// A value `value` heard as `heard`, an exact match without a confidence of its own unless given.
    public init(value: String, heard: String, score: Double = 1, confidence: Double? = nil) {
        self.value = value
        self.heard = heard
        self.score = score
        self.confidence = confidence
    }
}
