import ChartScale

/// The history chart's geometry, in SVG units: two small charts over the same sessions of one
/// exercise (oldest first), the accumulated total and the number of sets, each with its own axis
/// from zero to a round maximum, so 59 reps and 2 sets are never drawn at one height without a
/// scale that says what each means. Drawing it (and writing the figures) is the caller's.
public struct TrainingChart: Sendable {
    /// Sessions shown at most.
    public static let maximumSessions = 16
    /// The width of one session's slot.
    public static let slot = 34
    /// The width of each bar.
    public static let barWidth = 20
    /// The room on the left for the axis labels; the first slot starts there.
    public static let axisWidth = 56
    /// The y of the top of the axis (room above it for the tallest bar's figure).
    public static let plotTop = 16.0
    /// The y of the bars' common base, the axis's zero.
    public static let baseline = 96.0

    /// One axis from zero: its round maximum and the values of its labelled lines, zero first.
    public struct Axis: Sendable, Hashable {
        public let maximum: Double
        public let ticks: [Double]

        /// The y of `value` on this axis.
        public func y(_ value: Double) -> Double {
            TrainingChart.baseline - max(0, min(value, maximum)) / maximum
                * (TrainingChart.baseline - TrainingChart.plotTop)
        }
    }

    /// One chart: a bar per session on its own axis.
    public struct Panel: Sendable {
        public let axis: Axis
        /// Each session's value (total in seconds or reps; number of sets), oldest first.
        public let values: [Double]
        /// Each bar's height (at least 2, so an empty session still shows).
        public var heights: [Double] { values.map { max(2, TrainingChart.baseline - axis.y($0)) } }
    }

    /// The sessions drawn, oldest first.
    public let sessions: [SessionSummary]
    /// The accumulated total per session (seconds for time, reps for reps).
    public let total: Panel
    /// The number of sets per session, on a whole-number axis.
    public let sets: Panel
    /// The chart's width: room for at least six slots.
    public let width: Int

    /// The left edge of the bar of session `index` (oldest is 0).
    public static func x(_ index: Int) -> Int { axisWidth + index * slot + (slot - barWidth) / 2 }

    /// The chart of `sessions`, given newest first as history lists them; only the latest
    /// `maximumSessions` are drawn.
    public init(_ sessions: [TrainingSession]) {
        let shown = Array(sessions.prefix(Self.maximumSessions).reversed())
        self.sessions = shown.map { SessionSummary($0) }
        let totals = self.sessions.map(\.total)
        let timed = self.sessions.last?.configuration.mode == .time
        total = Panel(axis: Self.axis(peak: totals.max() ?? 0, timed: timed), values: totals)
        let counts = self.sessions.map { Double($0.sets) }
        sets = Panel(axis: Self.axis(peak: counts.max() ?? 0, timed: false), values: counts)
        width = Self.axisWidth + max(6, shown.count) * Self.slot + 4
    }

    /// Round steps for seconds, as a clock reads them: 1 s … 30 s, 1 min … 30 min, 1 h, 2 h, 4 h, 6 h, 12 h.
    static let timeSteps: [Double] = [
        1, 2, 5, 10, 15, 30, 60, 120, 300, 600, 900, 1800, 3600, 7200, 14_400, 21_600, 43_200, 86_400,
    ]

    /// The axis for values up to `peak`: the smallest round step that needs at most four lines
    /// above zero — for counts (reps, sets) one of 1, 2, 5, 10, 20, 50, … (`RoundScale`, the suite's
    /// one rule), for seconds one of `timeSteps` — and the maximum the first multiple of it at or
    /// above the peak.
    static func axis(peak: Double, timed: Bool) -> Axis {
        let peak = peak.isFinite ? max(peak, 0) : 0
        let step =
            timed ? (timeSteps.first { ($0 * 4) >= peak } ?? timeSteps.last!) : RoundScale.atLeast(peak / 4)
        let count = max(1, Int((peak / step).rounded(.up)))
        return Axis(maximum: Double(count) * step, ticks: (0...count).map { Double($0) * step })
    }
}
