/// An intent's parameter values by name, as the engine stores them between turns. A single-valued
/// parameter holds at most one value; a missing name and an empty list both mean "not given".
public struct IntentParameters: Hashable, Sendable {
    /// The values by parameter name; a name is absent rather than empty.
    public private(set) var values: [String: [IntentValue]]

    /// Parameters from values by name; empty lists are dropped.
    public init(_ values: [String: [IntentValue]] = [:]) {
        self.values = values.filter { !$0.value.isEmpty }
    }

    /// The values of `name`, empty when it has none; setting an empty list removes it.
    public subscript(name: String) -> [IntentValue] {
        get { values[name] ?? [] }
        set { values[name] = newValue.isEmpty ? nil : newValue }
    }

    /// The first value of a single-valued parameter.
    public func first(_ name: String) -> IntentValue? {
        values[name]?.first
    }

    /// The names that have values, sorted.
    public var names: [String] { values.keys.sorted() }
}
