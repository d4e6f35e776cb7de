import CivilTime
import CompanionCore
import Foundation
import Localization
import Observances
import Panchang

/// Turns the engine's days and observances into what pages and the API show, in the person's
/// language and on the place's clock.
struct CalendarPresenter {
    let visit: CalendarVisit
    let names: CalendarNames

    init(visit: CalendarVisit, localizer: Localizer) {
        self.visit = visit
        self.names = CalendarNames(localizer: localizer, language: visit.language)
    }

    var zone: TimeZone { visit.zone }
    var tradition: CalendarTradition { visit.tradition }

    // MARK: Hindu date

    /// The Hindu date of a day: "Kartika Shukla Pratipada", the samvat years and the tradition's own.
    func hinduDate(_ date: CivilDate, in year: CalendarYear) -> [String: Any] {
        var out: [String: Any] = ["gregorian": names.fullDate(date), "iso": date.description]
        guard let lunar = year.span.lunarDate(date) else { return out }
        let month = names.lunarMonth(lunar.month, system: tradition.conventions.monthSystem, tithi: lunar.tithi)
        out["month"] = month
        out["tithi"] = names.tithi(lunar.tithi)
        out["paksha"] = names.paksha(lunar.paksha)
        out["line"] = names.t("format.hinduDate", ["month": month, "tithi": names.tithi(lunar.tithi)])
        out["vikram"] = names.t("format.vikram", ["year": String(lunar.vikramSamvat)])
        out["shaka"] = names.t("format.shaka", ["year": String(lunar.shakaYear)])
        out["samvatsara"] = samvatsara(date, lunar: lunar, in: year)
        out["traditionYear"] = traditionYear(date, lunar: lunar, in: year)
        // The other years, without repeating the tradition's own.
        let others: [String] =
            switch tradition {
            case .purnimant: [out["shaka"] as! String]
            case .amavasyant: [out["vikram"] as! String]
            default: [out["vikram"] as! String, out["shaka"] as! String]
            }
        out["samvat"] = others.joined(separator: " · ")
        if let solarCalendar = tradition.solarCalendar, let s = year.span.solarDate(date, calendar: solarCalendar) {
            out["solar"] = names.t(
                "format.solarDate", ["month": names.solarMonth(solarCalendar, s.month), "day": String(s.day)])
        }
        return out
    }

    /// The year's 60-cycle name. North Indian (purnimant) panchangs name the Vikram Samvat year by
    /// Jupiter's mean motion, 13–14 places ahead of the South Indian count, and a new name can begin
    /// within the year; the others follow the South Indian count (calendar-rules.md §3.4).
    func samvatsara(_ date: CivilDate, lunar: LunarDate, in year: CalendarYear) -> String {
        func name(_ s: Samvatsara) -> String { names.t("names.samvatsara.\(s.number)") }
        guard tradition == .purnimant, let north = year.span.northIndianYearNames(date),
            let sunrise = year.span.frame(date)?.sunrise
        else {
            return names.t("format.samvatsara", ["name": name(lunar.samvatsara)])
        }
        guard let next = north.beginning else {
            return names.t("format.samvatsara", ["name": name(north.atStart.samvatsara)])
        }
        let change = names.shortDate(CivilDate(next.start, in: zone))
        return sunrise < next.start
            ? names.t(
                "format.samvatsaraUntil",
                ["name": name(north.atStart.samvatsara), "next": name(next.samvatsara), "date": change])
            : names.t(
                "format.samvatsaraSince",
                ["name": name(next.samvatsara), "first": name(north.atStart.samvatsara), "date": change])
    }

    /// The year this tradition counts (seed §4.2 "tradition-specific year").
    func traditionYear(_ date: CivilDate, lunar: LunarDate, in year: CalendarYear) -> String {
        switch tradition {
        case .purnimant: return names.t("format.vikram", ["year": String(lunar.vikramSamvat)])
        case .amavasyant: return names.t("format.shaka", ["year": String(lunar.shakaYear)])
        case .gujarati:
            return names.t("format.gujarati", ["year": String(lunar.vikramSamvatKartikadi)])
        case .bengali:
            let s = year.span.solarDate(date, calendar: .bengali)
            return names.t("format.bengali", ["year": s.map { String($0.year) } ?? "—"])
        case .malayalam:
            let s = year.span.solarDate(date, calendar: .malayalam)
            return names.t("format.kollam", ["year": s.map { String($0.year) } ?? "—"])
        case .tamil:
            guard let tamil = year.span.tamilDate(date) else { return "" }
            let name = visit.language.rawValue == "ta" ? tamil.samvatsara.tamil : tamil.samvatsara.tamilLatin
            return names.t(
                "format.tamilYear", ["name": name, "thiruvalluvar": String(tamil.thiruvalluvarYear)])
        }
    }

    // MARK: Panchang of a day

    func sunMoon(_ day: PanchangDay) -> [[String: Any]] {
        let rows: [(String, Date?, String)] = [
            ("sunrise", day.sunrise, "sun"), ("sunset", day.sunset, "sun"), ("moonrise", day.moonrise, "moon"),
            ("moonset", day.moonset, "moon"),
        ]
        return rows.map { key, instant, kind in
            [
                "key": key, "label": names.t("today.\(key)"), "kind": kind,
                "time": instant.map { names.clock($0, zone, day: day.date) } ?? names.t("today.none"),
                "iso": instant.map { $0.iso8601(in: zone) } ?? "",
            ]
        }
    }

    /// Tithi, nakshatra, yoga and karana, each span of the day with its start and end.
    func angas(_ day: PanchangDay) -> [[String: Any]] {
        AngaKind.allCases.map { kind in
            let spans = day.spans(kind).map { span -> [String: Any] in
                [
                    "name": names.anga(span), "index": span.index,
                    "range": names.range(span.start, span.end, zone, day: day.date),
                    "until": names.t("today.until", ["time": names.clock(span.end, zone, day: day.date)]),
                    "start": span.start.iso8601(in: zone), "end": span.end.iso8601(in: zone),
                ]
            }
            return [
                "key": kind.rawValue, "label": names.t("today.\(kind.rawValue)"), "spans": spans,
                "first": spans.first ?? [:],
            ]
        }
    }

    /// Rahu Kaal, Yamaganda, Gulika (inauspicious) and Abhijit, Brahma muhurta (auspicious).
    func periods(_ day: PanchangDay) -> [[String: Any]] {
        guard let t = day.timings else { return [] }
        var rows: [(String, TimeWindow, Bool)] = [
            ("rahu", t.rahuKalam, false), ("yamaganda", t.yamagandam, false), ("gulika", t.gulikaKalam, false),
            ("abhijit", t.abhijit, true),
        ]
        if let b = t.brahmaMuhurta { rows.append(("brahma", b, true)) }
        return rows.map { key, w, good in
            [
                "key": key, "label": names.t("today.\(key)"), "good": good,
                "range": names.range(w.start, w.end, zone, day: day.date),
                "start": w.start.iso8601(in: zone), "end": w.end.iso8601(in: zone),
            ]
        }
    }

    // MARK: Observances

    /// The name of an observance in the person's language (the rule: `CalendarNames.observanceName`).
    func name(of o: Observance) -> String { names.observanceName(o, catalog: visit.engine.base.catalog) }

    /// A festival's description, story, fact or rule in the person's language (English when the
    /// catalog has none in it).
    func text(_ field: FestivalText, of festival: Festival) -> String {
        festival.text(field, language: visit.language.rawValue)
    }

    /// A monthly observance's rule in plain words in the person's language (English when there is
    /// none in it).
    func ruleText(of monthly: MonthlyObservance) -> String {
        monthly.ruleText(language: visit.language.rawValue)
    }

    /// A monthly observance's food guidance in the person's language, nil when it has none.
    func foodText(of monthly: MonthlyObservance) -> String? {
        monthly.foodText(language: visit.language.rawValue)
    }

    /// The rule an observance's date was decided by, in the person's language
    /// (`CalendarNames.observanceRule`).
    func rule(of o: Observance) -> String { names.observanceRule(o, catalog: visit.engine.base.catalog) }

    /// A short card for a list: name, its other script name, category, link.
    func card(_ o: Observance, today: CivilDate) -> [String: Any] {
        let festival = visit.engine.base.catalog.festival(o.id)
        var card: [String: Any] = [
            "id": o.id, "date": o.date.description, "name": name(of: o), "category": o.category.rawValue,
            "categoryName": names.category(o.category), "href": "/calendar/festivals/\(o.id)?date=\(o.date)",
            "day": o.date.day, "monthShort": names.t("names.monthShort.\(o.date.month)"),
            "weekdayShort": names.weekdayShort(o.date.weekday), "isFestival": festival != nil,
        ]
        if let festival {
            let other = visit.language.rawValue == "hi" ? festival.names.sa : festival.names.hi
            card["otherName"] = visit.language == .english ? festival.names.hi : other
            card["otherLang"] = visit.language.rawValue == "hi" ? "sa" : "hi"
            card["description"] = text(.description, of: festival)
        } else if let monthly = MonthlyObservance.all.first(where: { $0.id == o.id }) {
            card["description"] = ruleText(of: monthly)
            if visit.language == .english { card["otherName"] = nil }
        }
        if let lunar = try? visit.year(o.date.year).span.lunarDate(o.date) {
            card["tithi"] = names.tithi(lunar.tithi)
        }
        let days = today.days(until: o.date)
        card["daysAway"] = days
        if days >= 0 {
            card["countdown"] =
                days == 0 ? names.t("festivals.today") : days == 1 ? names.t("festivals.tomorrow") : names.plural(days)
        }
        card["isToday"] = days == 0
        card["isTomorrow"] = days == 1
        return card
    }

    /// Category → colour class for dots and badges.
    static func dotClass(_ c: ObservanceCategory) -> String { "cat-\(c.rawValue)" }
}

extension CalendarNames {
    /// "In 5 days".
    func plural(_ days: Int) -> String {
        localizer.plural("calendar.festivals.inDays", count: days, in: language)
    }
}
