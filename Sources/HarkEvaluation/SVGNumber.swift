/// Coordinates with at most one decimal: enough for a screen, and stable across platforms.
struct SVGNumber: CustomStringConvertible {
    var value: Double

    init(_ value: Double) {
        self.value = value
    }

    var description: String {
        let rounded = (value * 10).rounded() / 10
        return rounded == rounded.rounded() ? String(Int(rounded)) : String(rounded)
    }
}
