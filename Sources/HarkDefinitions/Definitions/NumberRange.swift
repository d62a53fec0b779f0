/// The numbers a number parameter takes, as Home Assistant's range lists give them (hassil's
/// `RangeSlotList`): `from` to `to` in steps of `step`, each whole number also with the given
/// fractions (halves: 0.5). A number heard outside it is not this parameter's value: "150
/// percent" is no brightness of 0–100. (A list's `multiplier` is not applied: hassil 3.13's
/// readings of the sampled sentences give the number as said.)
public struct NumberRange: Hashable, Sendable {
    /// The least number said.
    public var from: Double
    /// The greatest number said.
    public var to: Double
    /// The distance between the whole numbers said, from `from`.
    public var step: Double
    /// What may follow each whole number: `[0.5]` for halves, 0.1 … 0.9 for tenths; empty for none.
    public var fractions: [Double]

    /// A range of the given parts.
    public init(from: Double, to: Double, step: Double = 1, fractions: [Double] = []) {
        self.from = from
        self.to = to
        self.step = step
        self.fractions = fractions
    }

    /// The fractions of hassil's `fractions:` names (`halves`, `tenths`); nil for another name.
    public static func fractions(named name: String) -> [Double]? {
        switch name {
        case "halves": [0.5]
        case "tenths": (1...9).map { Double($0) / 10 }
        default: nil
        }
    }

    /// Whether `number` is said in the range: one of its whole numbers, or one with an allowed fraction.
    public func contains(_ number: Double) -> Bool {
        guard number.isFinite, number >= from, number <= to + (fractions.max() ?? 0) else { return false }
        let whole = number.rounded(.down)
        let offset = (whole - from) / step
        guard abs(offset - offset.rounded()) < 1e-9, whole <= to else { return false }
        let fraction = number - whole
        return fraction < 1e-9 || fractions.contains { abs($0 - fraction) < 1e-9 }
    }
}
