import Foundation
import Storage
import Training

/// The history chart, drawn on the server as SVG geometry: for each of the latest sessions of one
/// exercise (oldest first), a bar for the accumulated total and a bar for the number of sets,
/// each scaled to its own largest value, with the figures written above.
struct TrainingChart {
    /// Sessions shown at most.
    static let maximumSessions = 16
    /// Geometry of one session's slot, in viewBox units.
    static let slot = 44
    static let barWidth = 16
    static let plotHeight = 100.0
    static let baseline = 118.0

    let bars: [[String: Any]]
    let width: Int

    init(_ sessions: [StoredTrainingSession], presenter: TrainingPresenter) {
        let shown = Array(sessions.prefix(Self.maximumSessions).reversed())
        let summaries = shown.map { SessionSummary($0.session) }
        let peakTotal = max(1e-9, summaries.map(\.total).max() ?? 1)
        let peakSets = max(1, summaries.map(\.sets).max() ?? 1)
        bars = summaries.enumerated().map { index, s in
            let x = index * Self.slot + 6
            let totalHeight = max(2, s.total / peakTotal * (Self.plotHeight - 14))
            let setsHeight = max(2, Double(s.sets) / Double(peakSets) * (Self.plotHeight - 14))
            let totalText =
                s.configuration.mode == .time
                ? presenter.number((s.total * 10).rounded(.down) / 10) : presenter.number(s.total)
            return [
                "x": x, "x2": x + Self.barWidth + 2,
                "cx": x + Self.barWidth / 2, "cx2": x + Self.barWidth + 2 + Self.barWidth / 2,
                "w": Self.barWidth,
                "h": Self.f(totalHeight), "y": Self.f(Self.baseline - totalHeight),
                "ty": Self.f(Self.baseline - totalHeight - 3),
                "h2": Self.f(setsHeight), "y2": Self.f(Self.baseline - setsHeight),
                "ty2": Self.f(Self.baseline - setsHeight - 3),
                "total": totalText, "sets": s.sets, "day": String(presenter.when(s.startedAt).dropFirst(5).prefix(5)),
                "dx": x + Self.barWidth + 1, "reached": s.reachedTarget,
            ]
        }
        // At least eight slots wide, so two sessions do not become two giant bars.
        width = max(8, shown.count) * Self.slot + 8
    }

    static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}
