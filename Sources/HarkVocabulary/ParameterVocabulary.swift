/// A set of app-specific terms and the intent parameters they fill (`ParameterVocabularies` entry).
public struct ParameterVocabulary: Hashable, Sendable {
    /// `ParameterNames`: key paths `<IntentClass>.<property>`, e.g. `INStartWorkoutIntent.workoutName`.
    public var parameterNames: [String]
    /// `ParameterVocabulary`: the terms.
    public var items: [VocabularyItem]

    /// Terms `items` for the parameters `parameterNames`.
    public init(parameterNames: [String], items: [VocabularyItem]) {
        self.parameterNames = parameterNames
        self.items = items
    }
}
