import CivilTime
import Foundation
import Japa
import Localization
import Storage

/// Turns a counter's snapshot into what pages and the API show: figures, the status line for
/// the clipboard, pacing and notices, in the person's language.
struct JapaPresenter {
    let localizer: Localizer
    let language: Language
    let today: CivilDate

    /// The status line copied to the clipboard: the seed's literal `"X круга (Y)"`, or the
    /// grammatical plural of the profile's language.
    func statusLine(_ snapshot: CounterSnapshot) -> String {
        let state = snapshot.state
        switch snapshot.counter.copyFormat {
        case .literal: return "\(state.todayIncrement) круга (\(state.total))"
        case .plural:
            return localizer.plural(
                "japa.status", count: state.todayIncrement, in: language, ["total": String(state.total)])
        }
    }

    /// Progress as a percentage with one decimal, in the language's decimal style.
    func percent(_ state: CounterState) -> String {
        let value = (state.progress * 1000).rounded(.down) / 10
        let text = value == value.rounded() ? String(Int(value)) : String(format: "%.1f", value)
        return language == .english ? text : text.replacingOccurrences(of: ".", with: ",")
    }

    func pace(_ snapshot: CounterSnapshot) -> Pacing? {
        snapshot.counter.targetDate.map { Pacing(remaining: snapshot.state.remaining, today: today, targetDate: $0) }
    }

    func paceText(_ snapshot: CounterSnapshot) -> String? {
        guard let date = snapshot.counter.targetDate, let pacing = pace(snapshot), !snapshot.state.isComplete else {
            return nil
        }
        if pacing.isOverdue {
            return localizer.text(
                "japa.overdue", in: language, ["date": date.description, "count": String(pacing.remaining)])
        }
        guard let perDay = pacing.perDay else { return nil }
        return localizer.text(
            "japa.pace", in: language,
            ["perDay": String(perDay), "date": date.description, "days": String(pacing.daysLeft)])
    }

    /// Everything a page needs about one counter.
    func page(_ snapshot: CounterSnapshot) -> [String: Any] {
        let state = snapshot.state
        let counter = snapshot.counter
        var page: [String: Any] = [
            "id": counter.id?.rawValue ?? 0,
            "name": counter.name,
            "total": state.total,
            "target": counter.target,
            "targetText": localizer.text("japa.target", in: language, ["target": String(counter.target)]),
            "targetDate": counter.targetDate?.description ?? "",
            "remaining": state.remaining,
            "remainingText": localizer.text("japa.remaining", in: language, ["count": String(state.remaining)]),
            "percent": percent(state),
            "percentText": localizer.text("japa.percentDone", in: language, ["percent": percent(state)]),
            "barWidth": String(format: "%.2f", state.progress * 100),
            "todayIncrement": state.todayIncrement,
            "todayText": localizer.text("japa.today", in: language, ["count": String(state.todayIncrement)]),
            "statusLine": statusLine(snapshot),
            "complete": state.isComplete,
            "canUndo": state.canUndo,
            "literal": counter.copyFormat == .literal,
            "plural": counter.copyFormat == .plural,
        ]
        if let pace = paceText(snapshot) { page["paceText"] = pace }
        return page
    }

    /// The history, newest first, with what each entry counted and the running total.
    func history(_ snapshot: CounterSnapshot, timeZone: TimeZone) -> [[String: Any]] {
        snapshot.state.lines.reversed().map { line in
            let time = line.entry.recordedAt.iso8601(in: timeZone)
            let display = String(time.prefix(16)).replacingOccurrences(of: "T", with: " ")
            var amount: String
            switch line.entry.kind {
            case .addition:
                amount = "+\(line.entry.amount)"
                if line.counted != line.entry.amount { amount += " (\(line.counted))" }
            case .correction: amount = "= \(line.entry.amount)"
            case .reset: amount = "0"
            case .undo: amount = ""
            }
            return [
                "when": display, "datetime": time,
                "kind": localizer.text("japa.kinds.\(line.entry.kind.rawValue)", in: language),
                "amount": amount, "total": line.runningTotal,
            ]
        }
    }

    /// SVG bars for the last 14 days with additions (viewBox height 130: bars up to 90 units
    /// tall above the day labels), heights relative to the busiest day.
    static let chartDays = 14

    func chart(_ snapshot: CounterSnapshot) -> [[String: Any]] {
        let days = Array(snapshot.state.circlesByDay.suffix(Self.chartDays))
        let peak = max(1, days.map(\.circles).max() ?? 1)
        return days.enumerated().map { index, day in
            let h = max(2, Double(day.circles) / Double(peak) * 90)
            let x = index * 34 + 6
            return [
                "day": String(day.day.description.suffix(5)), "circles": day.circles,
                "x": x, "cx": x + 11, "h": String(format: "%.1f", h), "y": String(format: "%.1f", 110 - h),
                "ty": String(format: "%.1f", 106 - h),
            ]
        }
    }

    /// The notice after an addition: plain, capped at the target, or already complete.
    func additionNotice(requested: Int, counted: Int, target: Int) -> String {
        if counted == requested { return localizer.text("japa.added", in: language, ["count": String(requested)]) }
        if counted == 0 { return localizer.text("japa.alreadyComplete", in: language, ["target": String(target)]) }
        return localizer.text(
            "japa.capped", in: language,
            ["count": String(requested), "counted": String(counted), "target": String(target)])
    }
}
