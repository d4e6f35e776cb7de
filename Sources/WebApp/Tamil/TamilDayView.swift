import CivilTime
import Foundation
import Observances
import Panchang
import TamilCore

/// The fields of a day's page (and of the compare columns) for the templates.
struct TamilDayView {
    let presenter: TamilPresenter
    let day: TamilDay
    let now: Date
    let isToday: Bool

    var zone: TimeZone { day.zone }

    func fields() -> [String: Any] {
        let p = presenter
        let d = day.date
        var f: [String: Any] = [
            "date": d.description, "dateLong": p.longDate(d), "dayNumber": d.day, "weekday": p.weekday(d.weekday),
            "monthYear": "\(p.monthName(d.month)) \(d.year)",
        ]
        if let t = day.tamilDate {
            f["tamil"] = [
                "day": p.tamilNumber(t.solar.day), "month": p.tamilMonth(t), "monthTamil": t.solar.nativeMonthName,
                "year": p.tamilYear(t), "weekday": p.tamilWeekday(t.weekday),
                "weekdayTamil": TamilNames.weekday[t.weekday.rawValue], "showScript": !p.isTamil,
            ]
        }
        f["angams"] = angams()
        f["angamsBy"] = day.angas.reckoning == .vakya ? p.text("reckoning.angamsBy") : false
        f["yogams"] = day.details.yogam.map { y -> [String: Any] in
            [
                "name": p.yogam(y.yogam), "cls": y.yogam.rawValue, "good": y.yogam.isAuspicious,
                "window": window(y.window), "nakshatra": p.nakshatra(y.nakshatra),
                "about": p.text("yogamAbout.\(y.yogam.rawValue)"),
            ]
        }
        f["good"] = periods(good: true)
        f["bad"] = periods(good: false)
        f["chandrashtamam"] = day.details.chandrashtamam.map { c -> [String: Any] in
            ["rasi": p.text("rasi.\(c.janmaRasi)"), "window": window(c.window)]
        }
        f["observances"] = day.observances.map { ["name": p.observance($0)] }
        f["hasObservances"] = !day.observances.isEmpty
        if let n = day.navaratri { f["navaratri"] = p.text("navaratriNight", ["n": String(n)]) }
        f["timeline"] = timeline()
        // Far north or south the Sun may not rise or set: say so, and why the periods are missing.
        f["sunNote"] = day.sun.hasDaytimePeriods ? false : p.text("sun.\(day.sun.rawValue)")
        f["sunState"] = day.sun.rawValue
        f["sunSymbol"] = [.upAllDay, .noSunset].contains(day.sun) ? "☀" : "☾"
        f["noPeriods"] = p.text("sun.noPeriods")
        if isToday {
            let active = TamilPeriods.active(day, at: now)
            f["nowText"] = p.time(now, zone)
            f["zone"] = zone.identifier
            f["nowPeriods"] = active.map {
                ["name": p.period($0.id), "good": $0.isGood, "until": p.time($0.window.end, zone)]
            }
            f["nowNone"] = active.isEmpty
            f["nowMs"] = TamilPresenter.ms(now)
            if let y = day.yogam(at: now) { f["nowYogam"] = p.yogam(y.yogam) }
        }
        return f
    }

    /// A window, with the day named when it ends on another civil day.
    func window(_ w: TimeWindow) -> String {
        "\(presenter.time(w.start, zone, on: day.date)) – \(presenter.time(w.end, zone, on: day.date))"
    }

    /// The five angams card: the day's angas by its reckoning; by the Vakya almanac each row also
    /// gives Thirukanitham's, in words, where it reads differently (another name or another end
    /// to the minute).
    func angams() -> [[String: Any]] {
        let p = presenter
        let vakya = day.angas.reckoning == .vakya
        /// Each span's name and end as the row prints them.
        func parts(_ spans: [AngaSpan]) -> [(name: String, until: String)] {
            spans.map { (p.anga($0), p.time($0.end, zone, on: day.date)) }
        }
        /// "Ashwini until 3:12 PM, then Bharani until …", as the row reads.
        func sentence(_ parts: [(name: String, until: String)]) -> String {
            parts.enumerated().map { i, part in
                let text = "\(part.name) \(p.text("until")) \(part.until)"
                return i > 0 ? "\(p.text("then")) \(text)" : text
            }.joined(separator: ", ")
        }
        func rows(_ kind: AngaKind, _ key: String) -> [String: Any] {
            let mine = parts(day.angas.spans(kind))
            var row: [String: Any] = [
                "label": p.text("angam.\(key)"), "kind": kind.rawValue, "drik": false,
                "parts": mine.enumerated().map { i, part -> [String: Any] in
                    ["name": part.name, "until": part.until, "then": i > 0]
                },
            ]
            if vakya {
                let drik = sentence(parts(day.drikAngas.spans(kind)))
                row["drik"] = drik == sentence(mine) ? false : p.text("reckoning.drikBeside", ["value": drik])
            }
            return row
        }
        var list = [
            rows(.nakshatra, "nakshatram"), rows(.tithi, "thithi"), rows(.yoga, "yogam"), rows(.karana, "karanam"),
        ]
        let sun = [day.panchang.sunrise, day.panchang.sunset].map { $0.map { p.time($0, zone) } ?? "—" }
        list.append(["label": p.text("angam.sun"), "plain": "\(sun[0]) / \(sun[1])", "kind": false, "drik": false])
        if day.panchang.moonrise != nil || day.panchang.moonset != nil {
            let moon = [day.panchang.moonrise, day.panchang.moonset].map { $0.map { p.time($0, zone) } ?? "—" }
            list.append([
                "label": p.text("angam.moon"), "plain": "\(moon[0]) / \(moon[1])", "kind": false, "drik": false,
            ])
        }
        return list
    }

    func periods(good: Bool) -> [[String: Any]] {
        TamilPeriods.grouped(day, good: good).map { id, items in
            [
                "name": presenter.period(id), "id": id.rawValue,
                "windows": items.map { w -> [String: Any] in
                    [
                        "text": window(w.window), "until": presenter.time(w.window.end, zone, on: day.date),
                        "start": TamilPresenter.ms(w.window.start),
                        "end": TamilPresenter.ms(w.window.end),
                        "isNow": isToday && w.isActive(at: now),
                    ]
                },
            ]
        }
    }

    /// The daytime bar (`TamilDaytimeBar`) for an SVG: positions in percent to a tenth.
    func timeline() -> [String: Any]? {
        guard let bar = TamilDaytimeBar(day) else { return nil }
        func percent(_ fraction: Double) -> Double { (fraction * 1000).rounded() / 10 }
        let classes: [TamilPeriod.ID: String] = [
            .nallaNeram: "good", .rahukaalam: "rahu", .yamagandam: "yama", .kuligai: "kuligai",
        ]
        let segments = bar.segments.compactMap { s -> [String: Any]? in
            let a = percent(s.start)
            let b = percent(s.end)
            guard b > a else { return nil }
            return [
                "x": a, "w": ((b - a) * 10).rounded() / 10, "cls": classes[s.period] ?? s.period.rawValue,
                "label": presenter.period(s.period),
            ]
        }
        var result: [String: Any] = [
            "segments": segments, "start": TamilPresenter.ms(bar.sunrise), "end": TamilPresenter.ms(bar.sunset),
            "sunrise": presenter.time(bar.sunrise, zone), "sunset": presenter.time(bar.sunset, zone),
        ]
        if isToday, let x = bar.position(of: now) { result["nowX"] = percent(x) }
        return result
    }

    /// The food status card.
    static func food(_ status: FoodStatus, day: TamilDay, presenter p: TamilPresenter, today: CivilDate) -> [String:
        Any]
    {
        var f: [String: Any] = ["type": status.kind.rawValue, "regular": status.kind == .regular]
        f["title"] =
            status.today.isEmpty
            ? p.text("foodStatus.regular") : p.text("foodStatus.observed", ["names": p.kinds(status.today)])
        f["avoid"] = status.today.map { ["text": p.food($0)] }
        // Always set: a missing key would find the page's own `next` (the next day's date) and render
        // an empty link (issue 25, axe link-name).
        f["next"] = false
        if let next = status.next {
            let days = today.days(until: next.date)
            f["next"] = [
                "names": p.kinds(next.kinds), "date": p.shortDate(next.date), "iso": next.date.description,
                "inDays": days == 1 ? p.text("tomorrow") : p.text("inDays", ["n": String(days)]),
                "avoid": next.avoidsNonVeg,
            ]
        }
        return f
    }
}
