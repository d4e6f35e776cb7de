import Foundation
import Training

/// The history charts as the page draws them: for the total and for the sets, the core's bars on
/// their own axis, with the axis lines and labels and each bar's figure, in the person's format.
struct TrainingChartView {
    /// Two panels (total, sets), each `["title", "lines", "bars"]` for the template.
    let panels: [[String: Any]]
    let width: Int
    let isEmpty: Bool

    init(_ chart: TrainingChart, presenter: TrainingPresenter) {
        let timed = chart.sessions.last?.configuration.mode == .time
        let days = chart.sessions.map { String(presenter.when($0.startedAt).dropFirst(5).prefix(5)) }
        let totalLabel = { (value: Double) -> String in
            guard timed else { return presenter.number(value) }
            // The axis's steps are whole seconds, so a clock here never has a decimal separator.
            return value >= 60 ? TrainingFormat.setting(value, asClock: true) : presenter.amount(value, .time)
        }
        let totalTitle = presenter.text(timed ? "chartTotalTime" : "chartTotalReps")
        panels = [
            Self.panel(
                "total", title: totalTitle, chart.total, days: days, axisLabel: totalLabel,
                barLabel: { value in
                    // Whole seconds on a clock above a minute, so neighbouring figures do not touch.
                    guard timed else { return presenter.number(value) }
                    return value >= 60
                        ? TrainingFormat.setting(value.rounded(.down), asClock: true) : presenter.seconds(value)
                }),
            Self.panel(
                "sets", title: presenter.text("chartSets"), chart.sets, days: days, axisLabel: presenter.number,
                barLabel: presenter.number),
        ]
        width = chart.width
        isEmpty = chart.sessions.isEmpty
    }

    static func panel(
        _ kind: String, title: String, _ panel: TrainingChart.Panel, days: [String], axisLabel: (Double) -> String,
        barLabel: (Double) -> String
    ) -> [String: Any] {
        let barWidth = TrainingChart.barWidth
        let lines: [[String: Any]] = panel.axis.ticks.map { tick in
            let y = f(panel.axis.y(tick))
            return ["y": y, "ty": f(panel.axis.y(tick) + 4), "label": axisLabel(tick), "zero": tick == 0]
        }
        let bars: [[String: Any]] = zip(panel.values, panel.heights).enumerated().map { index, pair in
            let (value, height) = pair
            let x = TrainingChart.x(index)
            return [
                "x": x, "cx": x + barWidth / 2, "w": barWidth, "h": f(height), "y": f(TrainingChart.baseline - height),
                "ty": f(TrainingChart.baseline - height - 4), "value": barLabel(value), "day": days[index],
            ]
        }
        return ["kind": kind, "title": title, "lines": lines, "bars": bars, "labelX": TrainingChart.axisWidth - 6]
    }

    static func f(_ value: Double) -> String { String(format: "%.1f", value) }
}
