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
        page["followOn"] = counter.followOn
        page["stages"] = counter.followOn ? stages(snapshot) : []
        return page
    }

    /// The follow-on rites with their targets, a tenth each of the one before.
    func stages(_ snapshot: CounterSnapshot) -> [[String: Any]] {
        FollowOnRite.stages(japa: snapshot.counter.target).map { stage in
            let name = localizer.text("japa.rites.\(stage.rite.rawValue)", in: language)
            return [
                "rite": stage.rite.rawValue, "riteName": name, "target": stage.target,
                "counterName": Self.stageCounterName(snapshot.counter.name, name),
            ]
        }
    }

    /// The name of a counter made for a follow-on rite: "<name> — <rite>", the base shortened so
    /// the whole stays within the name limit.
    static func stageCounterName(_ base: String, _ rite: String) -> String {
        let suffix = " — " + rite
        let room = max(1, JapaCounter.maximumNameLength - suffix.count)
        return String(base.prefix(room)) + suffix
    }

    /// The text shown once, when an addition reaches the target.
    func celebration(_ snapshot: CounterSnapshot) -> String {
        localizer.text(
            "japa.celebrationBody", in: language,
            ["target": String(snapshot.counter.target), "name": snapshot.counter.name])
    }

    /// The history, newest first, with what each entry counted and the running total.
    func history(_ snapshot: CounterSnapshot, timeZone: TimeZone) -> [[String: Any]] {
        snapshot.state.lines.reversed().map { line in
            let time = line.entry.recordedAt.iso8601(in: timeZone)
            let (date, clock) = displayDate(time)
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
                "date": date, "clock": clock, "datetime": time,
                "kind": localizer.text("japa.kinds.\(line.entry.kind.rawValue)", in: language),
                "amount": amount, "total": line.runningTotal,
            ]
        }
    }

    /// A date and a wall-clock time from an ISO 8601 local timestamp, in the language's usual
    /// date form: 24.11.2026 in Russian, 24/11/2026 in Hindi and Tamil, 2026-11-24 in English.
    func displayDate(_ iso: String) -> (date: String, clock: String) {
        let y = iso.prefix(4)
        let m = iso.dropFirst(5).prefix(2)
        let d = iso.dropFirst(8).prefix(2)
        let clock = String(iso.dropFirst(11).prefix(5))
        let date =
            switch language {
            case .russian: "\(d).\(m).\(y)"
            case .english: "\(y)-\(m)-\(d)"
            default: "\(d)/\(m)/\(y)"
            }
        return (date, clock)
    }

    /// Days on the chart's axis: the last 14 days up to today.
    static let chartDays = 14

    func chart(_ snapshot: CounterSnapshot, today: CivilDate) -> JapaChart {
        JapaChart(
            series: CirclesPerDay(snapshot.state, days: Self.chartDays, through: today), language: language,
            localizer: localizer)
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
