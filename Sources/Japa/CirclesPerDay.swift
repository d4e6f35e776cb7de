import ChartScale
import CivilTime

/// Circles counted per day over a period, every day of it present (days without japa as zero),
/// with the round top of the scale a chart draws them against, so bar heights compare honestly.
public struct CirclesPerDay: Sendable {
    /// Each day of the period, oldest first, with the circles added on it.
    public let days: [(day: CivilDate, circles: Int)]

    /// The last `count` days through `last` (today), from a counter's state.
    public init(_ state: CounterState, days count: Int, through last: CivilDate) {
        days = state.circles(from: last.adding(days: -(count - 1)), through: last)
    }

    /// The given days as they are.
    public init(days: [(day: CivilDate, circles: Int)]) { self.days = days }

    /// The most circles on one day (0 for an empty period).
    public var peak: Int { days.map(\.circles).max() ?? 0 }
    /// All circles of the period.
    public var total: Int { days.map(\.circles).reduce(0, +) }
    /// The first day with the most circles, if the period has days.
    public var busiest: (day: CivilDate, circles: Int)? { days.max { $0.circles < $1.circles } }
    /// The top of the scale: the smallest 1, 2 or 5 × 10ⁿ at or above the busiest day (at least 1).
    public var scaleMax: Int { RoundScale.atLeast(peak) }
    /// The labelled lines of the scale: zero, the middle (rounded down) and the top.
    public var ticks: [Int] { [0, scaleMax / 2, scaleMax] }
}
