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
        f["yogams"] = day.details.yogam.map { y -> [String: Any] in
            [
                "name": p.yogam(y.yogam), "cls": y.yogam.rawValue, "good": y.yogam.isAuspicious,
                "window": p.window(y.window, zone), "nakshatra": p.nakshatra(y.nakshatra),
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
            let active = TamilPeriods.all(day).filter { $0.window.start <= now && now < $0.window.end }
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

    func angams() -> [[String: Any]] {
        let p = presenter
        func rows(_ kind: AngaKind, _ key: String) -> [String: Any] {
            let spans = day.panchang.spans(kind)
            let parts = spans.enumerated().map { i, s -> [String: Any] in
                let last = i == spans.count - 1
                return [
                    "name": p.anga(s), "until": p.time(s.end, zone, on: day.date), "then": i > 0, "last": last,
                ]
            }
            return ["label": p.text("angam.\(key)"), "parts": parts]
        }
        var list = [
            rows(.nakshatra, "nakshatram"), rows(.tithi, "thithi"), rows(.yoga, "yogam"), rows(.karana, "karanam"),
        ]
        let sun = [day.panchang.sunrise, day.panchang.sunset].map { $0.map { p.time($0, zone) } ?? "—" }
        list.append(["label": p.text("angam.sun"), "plain": "\(sun[0]) / \(sun[1])"])
        if day.panchang.moonrise != nil || day.panchang.moonset != nil {
            let moon = [day.panchang.moonrise, day.panchang.moonset].map { $0.map { p.time($0, zone) } ?? "—" }
            list.append(["label": p.text("angam.moon"), "plain": "\(moon[0]) / \(moon[1])"])
        }
        return list
    }

    func periods(good: Bool) -> [[String: Any]] {
        let p = presenter
        let all = TamilPeriods.all(day).filter { $0.isGood == good }
        var grouped: [(TamilPeriod.ID, [TamilPeriod])] = []
        for id in TamilPeriod.ID.allCases {
            let items = all.filter { $0.id == id }
            if !items.isEmpty { grouped.append((id, items)) }
        }
        return grouped.map { id, items in
            [
                "name": p.period(id), "id": id.rawValue,
                "windows": items.map { w -> [String: Any] in
                    [
                        "text": window(w.window), "until": presenter.time(w.window.end, zone, on: day.date),
                        "start": TamilPresenter.ms(w.window.start),
                        "end": TamilPresenter.ms(w.window.end),
                        "isNow": isToday && w.window.start <= now && now < w.window.end,
                    ]
                },
            ]
        }
    }

    /// The daytime as a bar from sunrise to sunset with its periods, for an SVG.
    func timeline() -> [String: Any]? {
        guard let t = day.timings, let sr = day.panchang.sunrise, let ss = day.panchang.sunset else { return nil }
        let length = ss.timeIntervalSince(sr)
        guard length > 0 else { return nil }
        func x(_ d: Date) -> Double { (max(0, min(1, d.timeIntervalSince(sr) / length)) * 1000).rounded() / 10 }
        var segments: [[String: Any]] = []
        func add(_ w: TimeWindow, _ cls: String, _ label: String) {
            let a = x(w.start)
            let b = x(w.end)
            guard b > a else { return }
            segments.append(["x": a, "w": ((b - a) * 10).rounded() / 10, "cls": cls, "label": label])
        }
        for w in day.details.nallaNeram where w.end <= ss { add(w, "good", presenter.period(.nallaNeram)) }
        add(t.rahuKalam, "rahu", presenter.period(.rahukaalam))
        add(t.yamagandam, "yama", presenter.period(.yamagandam))
        add(t.gulikaKalam, "kuligai", presenter.period(.kuligai))
        var result: [String: Any] = [
            "segments": segments, "start": TamilPresenter.ms(sr), "end": TamilPresenter.ms(ss),
            "sunrise": presenter.time(sr, zone), "sunset": presenter.time(ss, zone),
        ]
        if isToday, now >= sr, now <= ss { result["nowX"] = x(now) }
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
