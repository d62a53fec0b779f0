/// Percentiles and medians of measured values: one definition, so that a benchmark's median
/// latency, the foreground gate's loudness range, the noise estimate and a word's fit against
/// its reading's median all mean the same thing.
public enum OrderStatistics {
    /// The `percent`th percentile (0–100) of `values`, which must be sorted ascending and not
    /// empty, interpolated linearly between neighbouring ranks (NumPy's default): the 10th
    /// percentile of 1, 2, 3, 4 is 1.3.
    public static func percentile(_ percent: Double, ofSorted values: [Double]) -> Double {
        precondition(!values.isEmpty, "a percentile of no values")
        let position = percent / 100 * Double(values.count - 1)
        let lower = Int(position.rounded(.down))
        let upper = min(lower + 1, values.count - 1)
        let fraction = position - Double(lower)
        return values[lower] + (values[upper] - values[lower]) * fraction
    }

    /// The median of `values`, sorted ascending and not empty: the middle value, or the mean of
    /// the two middle ones.
    public static func median(ofSorted values: [Double]) -> Double {
        percentile(50, ofSorted: values)
    }
}
