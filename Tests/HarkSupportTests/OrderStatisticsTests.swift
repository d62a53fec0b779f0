import HarkSupport
import Testing

/// Percentiles interpolate between neighbouring ranks as NumPy's default does (the foreground
/// gate's threshold was chosen with NumPy), and a median is the 50th percentile.
@Suite struct OrderStatisticsTests {
    @Test func percentilesInterpolateBetweenRanks() {
        #expect(abs(OrderStatistics.percentile(10, ofSorted: [1, 2, 3, 4]) - 1.3) < 1e-12)
        #expect(abs(OrderStatistics.percentile(95, ofSorted: [1, 2, 3, 4]) - 3.85) < 1e-12)
        #expect(OrderStatistics.percentile(0, ofSorted: [1, 2, 3, 4]) == 1)
        #expect(OrderStatistics.percentile(100, ofSorted: [1, 2, 3, 4]) == 4)
        #expect(OrderStatistics.percentile(95, ofSorted: [7]) == 7)
    }

    @Test func aMedianIsTheMiddleValueOrTheMeanOfTheMiddleTwo() {
        #expect(OrderStatistics.median(ofSorted: [-9, 1, 40]) == 1)
        #expect(OrderStatistics.median(ofSorted: [1, 2, 3, 4]) == 2.5)
        #expect(OrderStatistics.median(ofSorted: [5]) == 5)
    }
}
