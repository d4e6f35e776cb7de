import ChartScale
import Testing

@Suite("A chart's round scale follows the 1-2-5 series")
struct RoundScaleTests {
    @Test(
        "The smallest of 1, 2, 5, 10, 20, 50, … at or above a value",
        arguments: [
            (0, 1), (1, 1), (2, 2), (3, 5), (5, 5), (6, 10), (10, 10), (11, 20), (21, 50), (51, 100), (108, 200),
            (1_728, 2_000), (5_001, 10_000),
        ])
    func wholeCounts(value: Int, scale: Int) {
        #expect(RoundScale.atLeast(value) == scale)
    }

    @Test("Fractions, negatives and non-finite values")
    func edges() {
        #expect(RoundScale.atLeast(14.75) == 20)
        #expect(RoundScale.atLeast(0.3) == 1)
        #expect(RoundScale.atLeast(-40.0) == 1)
        #expect(RoundScale.atLeast(Double.nan) == 1)
        #expect(RoundScale.atLeast(Double.infinity) == 1)
    }
}
