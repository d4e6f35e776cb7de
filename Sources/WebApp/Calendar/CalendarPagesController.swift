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
        try CalendarTodayView(p).page
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
        try CalendarMonthView(p, year: y, month: m, selected: selected).page
    }

    /// A day's detail (seed §4.2): Hindu date, samvat, tradition's year, panchang with times,
    /// sun times, festivals.
    static func dayDetail(_ p: CalendarPresenter, _ date: CivilDate) throws -> [String: Any] {
        try CalendarDayDetail(p, date).page
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
