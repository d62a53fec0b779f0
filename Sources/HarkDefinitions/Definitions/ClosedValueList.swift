/// A parameter type with a fixed set of values, e.g. a message attribute or a coffee size.
public struct ClosedValueList: Hashable, Sendable {
    /// The type's name in the file, for grammar rule names and messages.
    public var name: String
    /// The values, in file order.
    public var values: [ClosedValue]

    /// A list type `name` of `values`.
    public init(name: String, values: [ClosedValue]) {
        self.name = name
        self.values = values
    }
}
