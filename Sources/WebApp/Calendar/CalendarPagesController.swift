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
        let observances = visit.engine.dayObservances(on: today, in: year)
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
            let observances = p.visit.engine.dayObservances(on: date, in: data)
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
        let observances = p.visit.engine.dayObservances(on: date, in: data)
        return [
            "iso": date.description, "title": p.names.fullDate(date), "date": p.hinduDate(date, in: data),
            "angas": p.angas(day), "sunMoon": Array(p.sunMoon(day).prefix(2)), "periods": p.periods(day),
            "festivals": observances.map { p.card($0, today: p.visit.today) }, "hasFestivals": !observances.isEmpty,
            "closeHref": "/calendar/month?m=\(String(format: "%04d-%02d", date.year, date.month))",
        ]
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
