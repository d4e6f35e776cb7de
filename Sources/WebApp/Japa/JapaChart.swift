import CivilTime
import Japa
import Localization

/// Circles per day (the engine's `CirclesPerDay`: every day of the period, zero days included, and
/// its round scale) turned into the SVG's page data: bars from a zero baseline, ticks labelled. The view box (324 × 150) keeps 13-unit text at about 10 px on a 320-px phone; the axis has room for four-digit ticks.
struct JapaChart {
    /// The series and its scale, from the Japa engine.
    let series: CirclesPerDay
    let language: Language
    let localizer: Localizer

    static let left = 40, slot = 20, bar = 14, top = 10, baseline = 120

    var days: [(day: CivilDate, circles: Int)] { series.days }
    var width: Int { Self.left + days.count * Self.slot + 4 }
    var peak: Int { series.peak }
    var total: Int { series.total }
    var scaleMax: Int { series.scaleMax }

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
        let ticks: [[String: Any]] = series.ticks.map { value in
            ["value": value, "y": String(format: "%.1f", y(value)), "ty": String(format: "%.1f", y(value) + 4)]
        }
        let busiest = series.busiest
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
