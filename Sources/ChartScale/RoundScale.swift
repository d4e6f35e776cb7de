/// Round numbers for a chart's axis: the 1-2-5 series (1, 2, 5, 10, 20, 50, …), each easy to read,
/// halve and count in. One rule for every chart of the suite (japa circles per day, training
/// totals and sets), so their scales read alike.
public enum RoundScale {
    /// The smallest 1, 2 or 5 × 10ⁿ (n ≥ 0) at or above `value`; 1 for anything at or below 1,
    /// and for a value that is not finite.
    public static func atLeast(_ value: Double) -> Double {
        guard value.isFinite, value > 1 else { return 1 }
        var power = 1.0
        while true {
            for factor in [1.0, 2, 5] where factor * power >= value { return factor * power }
            power *= 10
        }
    }

    /// The smallest 1, 2 or 5 × 10ⁿ at or above `value`, for whole counts.
    public static func atLeast(_ value: Int) -> Int { Int(atLeast(Double(value))) }
}
