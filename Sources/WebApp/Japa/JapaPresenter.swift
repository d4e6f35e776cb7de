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
        statusLine(snapshot.counter, CounterFigures(snapshot.state))
    }

    /// Progress as a percentage with one decimal, in the language's decimal style.
    func percent(_ state: CounterState) -> String { percent(CounterFigures(state)) }

    func pace(_ snapshot: CounterSnapshot) -> Pacing? { pace(snapshot.counter, CounterFigures(snapshot.state)) }

    func paceText(_ snapshot: CounterSnapshot) -> String? {
        paceText(snapshot.counter, CounterFigures(snapshot.state))
    }

    /// Everything a page needs about one counter.
    func page(_ snapshot: CounterSnapshot) -> [String: Any] {
        page(snapshot.counter, CounterFigures(snapshot.state))
    }

    /// Everything a page needs about one counter, from its figures alone (no history loaded).
    func page(_ counter: JapaCounter, _ figures: CounterFigures) -> [String: Any] {
        let percent = percent(figures)
        var page: [String: Any] = [
            "id": counter.id?.rawValue ?? 0,
            "name": counter.name,
            "total": figures.total,
            "target": counter.target,
            "targetText": localizer.text("japa.target", in: language, ["target": String(counter.target)]),
            "targetDate": counter.targetDate?.description ?? "",
            "remaining": figures.remaining,
            "remainingText": localizer.text("japa.remaining", in: language, ["count": String(figures.remaining)]),
            "percent": percent,
            "percentText": localizer.text("japa.percentDone", in: language, ["percent": percent]),
            "barWidth": String(format: "%.2f", figures.progress * 100),
            "todayIncrement": figures.todayIncrement,
            "todayText": localizer.text("japa.today", in: language, ["count": String(figures.todayIncrement)]),
            "statusLine": statusLine(counter, figures),
            // The literal format is the original Russian line ("16 круга (2524)") in every language.
            "statusLang": counter.copyFormat == .literal ? "ru" : language.tag,
            "complete": figures.isComplete,
            "canUndo": figures.canUndo,
            "literal": counter.copyFormat == .literal,
            "plural": counter.copyFormat == .plural,
        ]
        if let pace = paceText(counter, figures) { page["paceText"] = pace }
        page["followOn"] = counter.followOn
        page["stages"] = counter.followOn ? stages(counter) : []
        return page
    }

    /// The follow-on rites with their targets, a tenth each of the one before.
    func stages(_ snapshot: CounterSnapshot) -> [[String: Any]] { stages(snapshot.counter) }

    func stages(_ counter: JapaCounter) -> [[String: Any]] {
        FollowOnRite.stages(japa: counter.target).map { stage in
            let name = localizer.text("japa.rites.\(stage.rite.rawValue)", in: language)
            return [
                "rite": stage.rite.rawValue, "riteName": name, "target": stage.target,
                "counterName": Self.stageCounterName(counter.name, name),
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
    func celebration(_ snapshot: CounterSnapshot) -> String { celebration(snapshot.counter) }

    /// The history, newest first, with what each entry counted and the running total.
    func history(_ snapshot: CounterSnapshot, timeZone: TimeZone) -> [[String: Any]] {
        snapshot.state.lines.reversed().map { line in
            historyLine(line.entry, counted: line.counted, runningTotal: line.runningTotal, timeZone: timeZone)
        }
    }

    /// One page of the stored history, newest first, as the history page's rows.
    func history(_ page: JapaHistoryPage, timeZone: TimeZone) -> [[String: Any]] {
        page.lines.map { historyLine($0.entry, counted: $0.counted, runningTotal: $0.runningTotal, timeZone: timeZone) }
    }

    private func historyLine(_ entry: JapaEntry, counted: Int, runningTotal: Int, timeZone: TimeZone)
        -> [String: Any]
    {
        let time = entry.recordedAt.iso8601(in: timeZone)
        let (date, clock) = displayDate(time)
        var amount: String
        switch entry.kind {
        case .addition:
            amount = "+\(entry.amount)"
            if counted != entry.amount { amount += " (\(counted))" }
        case .correction: amount = "= \(entry.amount)"
        case .reset: amount = "0"
        case .undo: amount = ""
        }
        return [
            "date": date, "clock": clock, "datetime": time,
            "kind": localizer.text("japa.kinds.\(entry.kind.rawValue)", in: language),
            "amount": amount, "total": runningTotal,
        ]
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
        chart(CirclesPerDay(snapshot.state, days: Self.chartDays, through: today))
    }

    func chart(_ series: CirclesPerDay) -> JapaChart {
        JapaChart(series: series, language: language, localizer: localizer)
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
