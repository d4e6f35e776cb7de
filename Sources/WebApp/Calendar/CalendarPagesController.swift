import CivilTime
import CompanionCore
import Foundation
import Hummingbird
import Localization
import Observances
import Panchang
import Places
import Storage

/// The Dharmic Companion's reading pages at `/calendar`: Today, the month calendar with a day's
/// detail, and the festivals (list, search, detail with why-this-date). Plain links and forms, so
/// every page works without JavaScript; `calendar.js` adds swipe, keys and in-place day detail.
struct CalendarPagesController {
    let services: AppServices
    /// The calendar engine the server built at start-up, with its computed-year cache.
    let calendar: CalendarEngine
    /// The Sacred Texts, for Today's Daily Briefing card.
    let texts: TextsServices

    func addRoutes(to router: Router<AppRequestContext>) {
        router.get("/calendar") { request, context in try await guarded { try await self.today(request, context) } }
        router.get("/calendar/month") { request, context in try await guarded { try await self.month(request, context) }
        }
        router.get("/calendar/festivals") { request, context in
            try await guarded { try await self.festivals(request, context) }
        }
        router.get("/calendar/festivals/:id") { request, context in
            try await guarded { try await self.festival(request, context, id: context.parameters.get("id") ?? "") }
        }
    }

    // MARK: Today

    func today(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        if !visit.settings.onboarded, request.uri.queryParameters.get("skipWelcome") == nil {
            return .redirect(to: "/calendar/welcome", type: .found)
        }
        let presenter = CalendarPresenter(visit: visit, localizer: services.localizer)
        var page = try Self.todayPage(presenter)
        if visit.settings.briefingPrimaryText {
            let facts = try await services.database.readingFacts(of: context.profile)
            page["briefing"] = DailyBriefing(texts: texts, localizer: services.localizer).card(
                visit: visit, facts: facts)
        }
        if visit.journey != nil {
            page["challenge"] = try await JourneyController(services: services, calendar: calendar, texts: texts)
                .challengeCard(visit, context)
        }
        try await services.recordJourneyFact(.panchangChecked, visit, context)
        return render(
            "calendar/today", page, visit: visit, title: presenter.names.t("tab.today"), path: "/calendar",
            tab: "today")
    }

    /// Today's page data (also the API's `today`).
    static func todayPage(_ p: CalendarPresenter) throws -> [String: Any] {
        let visit = p.visit
        let today = visit.today
        let year = try visit.year(today.year)
        guard let day = year.span.frame(today)?.day else { throw CalendarInputError.badDate(today.description) }
        let minute = Clock.minuteOfDay(visit.now, visit.zone)
        let part =
            switch minute {
            case 240..<720: "morning"
            case 720..<1020: "afternoon"
            case 1020..<1260: "evening"
            default: "night"
            }
        let observances = (year.byDate[today] ?? []).filter { $0.category != .weekly }
        let upcoming = try visit.engine.observances(
            from: today.adding(days: 1), through: today.adding(days: 60), at: visit.place.location,
            reckoning: visit.reckoning
        ).filter { ![.monthly, .weekly].contains($0.category) }.prefix(3)
        var page: [String: Any] = [
            "greeting": [
                "part": part, "text": p.names.t("greeting.\(part)"), "sanskrit": p.names.t("greeting.sanskrit.\(part)"),
                "sanskritMeaning": p.names.t("greeting.meaning.\(part)"),
            ],
            "date": p.hinduDate(today, in: year),
            "sunMoon": p.sunMoon(day),
            "angas": p.angas(day),
            "periods": p.periods(day),
            "bad": p.periods(day).filter { !($0["good"] as? Bool ?? true) },
            "good": p.periods(day).filter { $0["good"] as? Bool ?? false },
            "festivals": observances.map { p.card($0, today: today) },
            "hasFestivals": !observances.isEmpty,
            "upcoming": upcoming.map { p.card($0, today: today) },
            "hasUpcoming": !upcoming.isEmpty,
            "now": visit.now.iso8601(in: visit.zone),
        ]
        // The Sanskrit vara, unless the language's weekday already is it (Hindi: शनिवार).
        let vara = p.names.vara(day.vara.weekday)
        if vara != p.names.weekday(day.vara.weekday) { page["vara"] = vara }
        let reminders = try CalendarReminders(presenter: p).upcoming(from: visit.now, days: 3)
        page["reminders"] = reminders
        page["hasReminders"] = !reminders.isEmpty
        return page
    }

    // MARK: Month

    func month(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let query = request.uri.queryParameters
        let today = visit.today
        let (y, m) = try query.get("m").map(CalendarInput.month) ?? (today.year, today.month)
        var selected: CivilDate? = try query.get("d").map(CalendarInput.date)
        if selected == nil, today.year == y, today.month == m { selected = today }
        if let s = selected, s.year != y || s.month != m { selected = nil }
        let presenter = CalendarPresenter(visit: visit, localizer: services.localizer)
        var page = try Self.monthPage(presenter, year: y, month: m, selected: selected)
        if let selected {
            page["detail"] = try Self.dayDetail(presenter, selected)
        }
        page["m"] = String(format: "%04d-%02d", y, m)
        return render(
            "calendar/month", page, visit: visit, title: presenter.names.monthTitle(year: y, month: m),
            path: "/calendar/month?m=\(page["m"]!)", tab: "calendar")
    }

    static func monthPage(_ p: CalendarPresenter, year y: Int, month m: Int, selected: CivilDate? = nil) throws
        -> [String: Any]
    {
        let visit = p.visit
        let data = try visit.year(y)
        let first = try CivilDate(year: y, month: m, day: 1)
        let count = CivilDate.daysIn(month: m, year: y)
        let today = visit.today
        var cells: [[String: Any]] = (0..<first.weekday.rawValue).map { _ in ["blank": true] }
        var periodNames: [String] = []
        let system = visit.tradition.conventions.monthSystem
        for d in 0..<count {
            let date = first.adding(days: d)
            let observances = (data.byDate[date] ?? []).filter { $0.category != .weekly }
            var categories: [String] = []
            for o in observances where !categories.contains(o.category.rawValue) {
                categories.append(o.category.rawValue)
            }
            var cell: [String: Any] = [
                "day": date.day, "iso": date.description, "isToday": date == today, "isSelected": date == selected,
                "href": "/calendar/month?m=\(String(format: "%04d-%02d", y, m))&d=\(date)#day",
                "dots": categories.prefix(3).map { ["category": $0] },
                "count": observances.count,
                "label": p.names.fullDate(date),
                "festival": observances.first { $0.category != .monthly }.map(p.name(of:)) ?? "",
            ]
            var period: String?
            if let solarKind = visit.tradition.solarCalendar, let s = data.span.solarDate(date, calendar: solarKind) {
                let monthName = p.names.solarMonth(solarKind, s.month)
                cell["sub"] = s.day == 1 ? "\(monthName) 1" : String(s.day)
                period = monthName
            } else if let lunar = data.span.lunarDate(date) {
                let pakshaShort = p.names.t("names.pakshaShort.\(lunar.paksha.rawValue)")
                cell["sub"] =
                    lunar.tithi == 15 || lunar.tithi == 30
                    ? p.names.tithi(lunar.tithi) : "\(pakshaShort) \(lunar.tithiInPaksha)"
                cell["moon"] = lunar.tithi == 15 ? "full" : lunar.tithi == 30 ? "new" : ""
                period = p.names.lunarMonth(lunar.month, system: system, tithi: lunar.tithi)
            }
            if let period, !periodNames.contains(period) { periodNames.append(period) }
            cells.append(cell)
        }
        while cells.count % 7 != 0 { cells.append(["blank": true]) }
        let weeks = stride(from: 0, to: cells.count, by: 7).map { ["days": Array(cells[$0..<$0 + 7])] }
        let previous = m == 1 ? (y - 1, 12) : (y, m - 1)
        let next = m == 12 ? (y + 1, 1) : (y, m + 1)
        func link(_ ym: (Int, Int)) -> String? {
            CalendarEngine.years.contains(ym.0) ? "/calendar/month?m=\(String(format: "%04d-%02d", ym.0, ym.1))" : nil
        }
        return [
            "title": p.names.monthTitle(year: y, month: m),
            "periods": periodNames.joined(separator: " – "),
            "weekdays": Weekday.allCases.map { ["short": p.names.weekdayShort($0), "long": p.names.weekday($0)] },
            "weeks": weeks,
            "prev": link(previous) ?? "", "next": link(next) ?? "",
            "prevLabel": p.names.monthTitle(year: previous.0, month: previous.1),
            "nextLabel": p.names.monthTitle(year: next.0, month: next.1),
            "todayHref": "/calendar/month",
            "tradition": p.names.t("settings.tradition.\(visit.tradition.rawValue).name"),
        ]
    }

    /// A day's detail (seed §4.2): Hindu date, samvat, tradition's year, panchang with times,
    /// sun times, festivals.
    static func dayDetail(_ p: CalendarPresenter, _ date: CivilDate) throws -> [String: Any] {
        let data = try p.visit.year(date.year)
        guard let day = data.span.frame(date)?.day else { throw CalendarInputError.badDate(date.description) }
        let observances = (data.byDate[date] ?? []).filter { $0.category != .weekly }
        return [
            "iso": date.description, "title": p.names.fullDate(date), "date": p.hinduDate(date, in: data),
            "angas": p.angas(day), "sunMoon": Array(p.sunMoon(day).prefix(2)), "periods": p.periods(day),
            "festivals": observances.map { p.card($0, today: p.visit.today) }, "hasFestivals": !observances.isEmpty,
            "closeHref": "/calendar/month?m=\(String(format: "%04d-%02d", date.year, date.month))",
        ]
    }

    // MARK: Festivals

    func festivals(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let query = request.uri.queryParameters
        let q = try CalendarInput.query(query.get("q"))
        let kind = query.get("kind") ?? "all"
        guard ["all", "festivals", "vrats"].contains(kind) else {
            throw CalendarInputError.outOfRange(name: "kind", text: kind)
        }
        let presenter = CalendarPresenter(visit: visit, localizer: services.localizer)
        let items = try Self.festivalList(presenter, query: q, kind: kind)
        let page: [String: Any] = [
            "q": q, "items": items, "hasItems": !items.isEmpty, "searching": !q.isEmpty,
            "kinds": ["all", "festivals", "vrats"].map {
                [
                    "key": $0, "label": presenter.names.t("festivals.kind.\($0)"), "current": $0 == kind,
                    "href": "/calendar/festivals?kind=\($0)",
                ]
            },
            "kind": kind,
            "noResults": presenter.names.t("festivals.noResults", ["query": q]),
            "resultsText": q.isEmpty ? "" : presenter.names.t("festivals.results", ["query": q]),
        ]
        return render(
            "calendar/festivals", page, visit: visit, title: presenter.names.t("tab.festivals"),
            path: "/calendar/festivals", tab: "festivals")
    }

    /// Monthly observances shown among the festivals (the vrats people keep).
    static let listedMonthly: Set<String> = [
        "ekadashi", "pradosham", "amavasai", "pournami", "sankashti-chaturthi", "masik-shivaratri",
    ]

    /// The next 90 days of observances, or the next date of every festival whose name matches.
    static func festivalList(_ p: CalendarPresenter, query q: String, kind: String) throws -> [[String: Any]] {
        let visit = p.visit
        let today = visit.today
        if q.isEmpty {
            let list = try visit.engine.observances(
                from: today, through: today.adding(days: 89), at: visit.place.location, reckoning: visit.reckoning)
            return
                list
                .filter { o in
                    let isFestival = visit.engine.base.catalog.festival(o.id) != nil
                    switch kind {
                    case "festivals": return isFestival
                    case "vrats": return !isFestival && listedMonthly.contains(o.id)
                    default: return isFestival || listedMonthly.contains(o.id)
                    }
                }
                .map { p.card($0, today: today) }
        }
        let folded = NameFolding.fold(q)
        let ids = FestivalSearch.matches(folded, raw: q, catalog: visit.engine.base.catalog) {
            p.names.t("monthly.\($0.id)")
        }
        guard !ids.isEmpty else { return [] }
        let list = try visit.engine.observances(
            from: today, through: today.adding(days: 400), at: visit.place.location, reckoning: visit.reckoning)
        var seen: Set<String> = []
        var result: [[String: Any]] = []
        for o in list where ids.contains(o.id) && seen.insert(o.id).inserted {
            result.append(p.card(o, today: today))
        }
        return result
    }

    func festival(_ request: Request, _ context: AppRequestContext, id: String) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let presenter = CalendarPresenter(visit: visit, localizer: services.localizer)
        let page = try Self.festivalPage(presenter, id: id, date: request.uri.queryParameters.get("date"))
        if calendar.base.catalog.festival(id) != nil {
            try await services.recordJourneyFact(.festivalStoryRead, subject: id, visit, context)
        }
        return render(
            "calendar/festival", page, visit: visit, title: page["name"] as? String ?? id,
            path: "/calendar/festivals/\(id)", tab: "festivals")
    }

    /// One observance on one day, with its names, story, rule and why-this-date.
    static func festivalPage(_ p: CalendarPresenter, id: String, date dateText: String?) throws -> [String: Any] {
        let visit = p.visit
        let catalog = visit.engine.base.catalog
        let festival = catalog.festival(id)
        let monthly = MonthlyObservance.all.first { $0.id == id }
        guard id.count <= 60, festival != nil || monthly != nil else { throw CalendarInputError.unknownFestival(id) }
        let today = visit.today
        let observance: Observance?
        if let dateText {
            let date = try CalendarInput.date(dateText)
            observance = try visit.year(date.year).byDate[date]?.first { $0.id == id }
            guard observance != nil else {
                throw CalendarInputError.notOnDate(p.names.t("festival.notOnDate", ["date": p.names.longDate(date)]))
            }
        } else {
            observance = try visit.engine.observances(
                from: today, through: today.adding(days: 400), at: visit.place.location, reckoning: visit.reckoning
            ).first { $0.id == id }
        }
        var page: [String: Any] = ["id": id]
        if let festival {
            page["name"] = festivalName(festival, p.visit.language)
            page["names"] = [
                ["label": "English", "value": festival.names.en], ["label": "हिन्दी", "value": festival.names.hi],
                ["label": "தமிழ்", "value": festival.names.ta], ["label": "संस्कृतम्", "value": festival.names.sa],
            ]
            page["category"] = festival.category.rawValue
            page["categoryName"] = p.names.category(festival.category)
            page["about"] = p.text(.description, of: festival)
            page["story"] = p.text(.story, of: festival)
            page["didYouKnow"] = p.text(.didYouKnow, of: festival)
            page["ruleText"] = p.text(.ruleText, of: festival)
            page["traditions"] = festival.traditions.map { key -> [String: String] in
                let text = p.names.t("traditionTag.\(key)")
                return ["key": key, "name": text.hasPrefix("calendar.") ? key : text]
            }
            page["isFestival"] = true
        } else if let monthly {
            page["name"] = observance.map(p.name(of:)) ?? monthly.name
            page["names"] = monthlyNames(p, monthly, day: observance?.name)
            page["category"] = monthly.category.rawValue
            page["categoryName"] = p.names.category(monthly.category)
            page["ruleText"] = p.ruleText(of: monthly)
            if let food = p.foodText(of: monthly) { page["about"] = food }
        }
        if let observance {
            if monthly != nil { page["name"] = p.name(of: observance) }
            page["observance"] = observanceDetail(p, observance)
            page["card"] = p.card(observance, today: today)
            page["icsHref"] = "/calendar/festivals/\(id)/\(observance.date).ics"
        }
        // The dates at this place: a festival's over this year and the next two, a monthly
        // observance's next twelve (each with its own name, e.g. Saphala Ekadashi).
        var upcoming: [Observance] = []
        if festival != nil {
            for y in today.year...(today.year + 2) where CalendarEngine.years.contains(y) {
                upcoming += try visit.year(y).observances.filter { $0.id == id }
            }
        } else if monthly != nil {
            upcoming = Array(
                try visit.engine.observances(
                    from: today, through: today.adding(days: 400), at: visit.place.location, reckoning: visit.reckoning
                )
                .filter { $0.id == id }.prefix(12))
        }
        page["dates"] = upcoming.map { o -> [String: Any] in
            [
                "text": festival != nil ? p.names.fullDate(o.date) : "\(p.names.fullDate(o.date)) · \(p.name(of: o))",
                "href": "/calendar/festivals/\(id)?date=\(o.date)", "current": o.date == observance?.date,
            ]
        }
        page["hasDates"] = !upcoming.isEmpty
        page["place"] = visit.place.label
        return page
    }

    /// A monthly observance's names in English, Hindi and Tamil: the day's own (Saphala Ekadashi,
    /// सफला एकादशी, சபலா ஏகாதசி) when it has one, else the observance's.
    static func monthlyNames(_ p: CalendarPresenter, _ monthly: MonthlyObservance, day: String?) -> [[String: String]] {
        let english = day ?? monthly.name
        let hindi = p.names.localizer.text("calendar.monthly.\(monthly.id)", in: Language(rawValue: "hi"))
        return [
            ["label": "English", "value": english],
            ["label": "हिन्दी", "value": monthly.name(english, language: "hi") ?? hindi],
            ["label": "தமிழ்", "value": monthly.name(english, language: "ta") ?? monthly.tamil],
        ]
    }

    static func festivalName(_ f: Festival, _ language: Language) -> String {
        switch language.rawValue {
        case "hi": f.names.hi
        case "ta": f.names.ta
        default: f.names.en
        }
    }

    /// The why-this-date explanation and the day's windows, times on the place's clock.
    static func observanceDetail(_ p: CalendarPresenter, _ o: Observance) -> [String: Any] {
        let zone = p.zone
        let e = o.explanation
        var out: [String: Any] = [
            "date": o.date.description, "dateText": p.names.fullDate(o.date), "rule": p.rule(of: o), "reason": e.reason,
            "rejected": e.rejected.map { ["date": p.names.longDate($0.date), "reason": $0.reason] },
            "hasRejected": !e.rejected.isEmpty, "notes": e.notes, "hasNotes": !e.notes.isEmpty,
            "windows": o.windows.map {
                ["name": $0.name, "range": p.names.range($0.window.start, $0.window.end, zone, day: o.date)]
            },
            "place": p.visit.place.label, "zone": p.visit.place.location.timeZoneIdentifier,
        ]
        if let anga = e.anga {
            out["anga"] = [
                "kind": p.names.t("today.\(anga.kind.rawValue)"), "name": p.names.anga(anga),
                "range": p.names.range(anga.start, anga.end, zone, day: o.date),
            ]
        }
        if let kaala = e.kaala, let w = e.window {
            out["kaala"] = [
                "name": kaala.label,
                "range": w.start == w.end
                    ? p.names.clock(w.start, zone, day: o.date) : p.names.range(w.start, w.end, zone, day: o.date),
            ]
        }
        return out
    }

    // MARK: Rendering

    func render(
        _ template: String, _ page: [String: Any], visit: CalendarVisit, title: String, path: String, tab: String,
        status: HTTPResponse.Status = .ok
    ) -> Response {
        CalendarChrome.render(
            services: services, template, page, visit: visit, title: title, path: path, tab: tab, status: status)
    }
}
