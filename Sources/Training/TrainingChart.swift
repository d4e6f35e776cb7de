/// The history chart's geometry, in SVG viewBox units: for each of the latest sessions of one
/// exercise (oldest first), a bar for the accumulated total and a bar for the number of sets, each
/// scaled to its own largest value. Drawing it (and writing the figures) is the caller's.
public struct TrainingChart: Sendable {
    /// Sessions shown at most.
    public static let maximumSessions = 16
    /// The width of one session's slot.
    public static let slot = 44
    /// The width of each bar.
    public static let barWidth = 16
    /// The height the tallest bar may reach, above the room kept for its figure.
    public static let plotHeight = 100.0
    /// The y of the bars' common base.
    public static let baseline = 118.0

    /// One session's pair of bars.
    public struct Bar: Sendable {
        public let summary: SessionSummary
        /// The left edge of the total bar; the sets bar starts `barWidth + 2` to its right.
        public let x: Int
        /// The total bar's height (at least 2, so an empty session still shows).
        public let totalHeight: Double
        /// The sets bar's height (at least 2).
        public let setsHeight: Double
    }

    /// The bars, oldest session first.
    public let bars: [Bar]
    /// The chart's width: at least eight slots, so two sessions do not become two giant bars.
    public let width: Int

    /// The chart of `sessions`, given newest first as history lists them; only the latest
    /// `maximumSessions` are drawn.
    public init(_ sessions: [TrainingSession]) {
        let shown = Array(sessions.prefix(Self.maximumSessions).reversed())
        let summaries = shown.map { SessionSummary($0) }
        let peakTotal = max(1e-9, summaries.map(\.total).max() ?? 1)
        let peakSets = max(1, summaries.map(\.sets).max() ?? 1)
        bars = summaries.enumerated().map { index, s in
            Bar(
                summary: s, x: index * Self.slot + 6,
                totalHeight: max(2, s.total / peakTotal * (Self.plotHeight - 14)),
                setsHeight: max(2, Double(s.sets) / Double(peakSets) * (Self.plotHeight - 14)))
        }
        width = max(8, shown.count) * Self.slot + 8
    }
}
