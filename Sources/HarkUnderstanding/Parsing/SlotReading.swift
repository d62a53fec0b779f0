/// How a stretch of heard words reads as one parameter: its values and what the reading costs.
struct SlotReading: Sendable {
    var values: [ParameterValue]
    var cost: Double
}
