import CivilTime
import Localization

/// Circles per day drawn on the server as SVG: every day of the period on the axis (zero days
/// included), bars from a zero baseline on a rounded scale with its ticks labelled, so heights
/// compare honestly. The view box (324 × 150) keeps 13-unit text at about 10 px on a 320-px phone; the axis has room for four-digit ticks.
struct JapaChart {
    let days: [(day: CivilDate, circles: Int)]
    let language: Language
    let localizer: Localizer

    static let left = 40, slot = 20, bar = 14, top = 10, baseline = 120

    var width: Int { Self.left + days.count * Self.slot + 4 }
    var peak: Int { days.map(\.circles).max() ?? 0 }
    var total: Int { days.map(\.circles).reduce(0, +) }

    /// The top of the scale: the smallest 1, 2 or 5 × 10ⁿ at or above the busiest day.
    var scaleMax: Int {
        var step = 1
        while true {
            for factor in [1, 2, 5] where factor * step >= max(1, peak) { return factor * step }
            step *= 10
        }
    }

    func y(_ value: Int) -> Double {
        Double(Self.baseline) - Double(value) / Double(scaleMax) * Double(Self.baseline - Self.top)
    }

    /// The template's data: bars, ticks, day labels and a summary for screen readers.
    func page(dateText: (CivilDate) -> String) -> [String: Any] {
        let bars: [[String: Any]] = days.enumerated().map { index, day in
            let x = Self.left + index * Self.slot + (Self.slot - Self.bar) / 2
            let top = y(day.circles)
            return [
                "x": x, "cx": x + Self.bar / 2, "y": String(format: "%.1f", top),
                "h": String(format: "%.1f", Double(Self.baseline) - top), "hasBar": day.circles > 0,
                "label": String(day.day.day), "title": "\(dateText(day.day)): \(day.circles)",
                "today": index == days.count - 1,
            ]
        }
        let ticks: [[String: Any]] = [0, scaleMax / 2, scaleMax].map { value in
            ["value": value, "y": String(format: "%.1f", y(value)), "ty": String(format: "%.1f", y(value) + 4)]
        }
        let busiest = days.max { $0.circles < $1.circles }
        var summaryArguments = [
            "from": days.first.map { dateText($0.day) } ?? "", "to": days.last.map { dateText($0.day) } ?? "",
            "total": String(total), "peak": String(peak), "peakDay": busiest.map { dateText($0.day) } ?? "",
        ]
        summaryArguments["days"] = String(days.count)
        return [
            "bars": bars, "ticks": ticks, "width": width, "right": width - 2, "axisLeft": Self.left,
            "baseline": Self.baseline, "labelY": Self.baseline + 18,
            "summary": localizer.text("japa.chartSummary", in: language, summaryArguments),
            "period": localizer.text("japa.chartPeriod", in: language, summaryArguments),
        ]
    }
}
