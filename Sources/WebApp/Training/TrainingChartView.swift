import Foundation
import Training

/// The history chart as the page draws it: the core's bar geometry with the positions of the
/// figures written above each bar, in the person's number format.
struct TrainingChartView {
    let bars: [[String: Any]]
    let width: Int

    init(_ chart: TrainingChart, presenter: TrainingPresenter) {
        let barWidth = TrainingChart.barWidth
        let baseline = TrainingChart.baseline
        bars = chart.bars.map { bar in
            let s = bar.summary
            let x = bar.x
            let totalText =
                s.configuration.mode == .time
                ? presenter.seconds(s.total) : presenter.number(s.total)
            return [
                "x": x, "x2": x + barWidth + 2,
                "cx": x + barWidth / 2, "cx2": x + barWidth + 2 + barWidth / 2,
                "w": barWidth,
                "h": Self.f(bar.totalHeight), "y": Self.f(baseline - bar.totalHeight),
                "ty": Self.f(baseline - bar.totalHeight - 3),
                "h2": Self.f(bar.setsHeight), "y2": Self.f(baseline - bar.setsHeight),
                "ty2": Self.f(baseline - bar.setsHeight - 3),
                "total": totalText, "sets": s.sets, "day": String(presenter.when(s.startedAt).dropFirst(5).prefix(5)),
                "dx": x + barWidth + 1, "reached": s.reachedTarget,
            ]
        }
        width = chart.width
    }

    static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}
