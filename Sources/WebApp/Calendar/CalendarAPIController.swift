import CivilTime
import CompanionCore
import Foundation
import Hummingbird
import Observances

/// The Dharmic Companion's JSON API under `/api/v1/calendar`: today, a month, a day, festivals
/// (a range or a search) and a festival's detail with its why-this-date explanation. The place and
/// tradition are the saved ones unless `place` (GeoNames id), `lat`/`lon`(/`tz`) or `tradition`
/// is given. Bad input answers 4xx `{"error": …}`.
struct CalendarAPIController {
    let services: AppServices
    /// The calendar engine the server built at start-up, with its computed-year cache.
    let calendar: CalendarEngine

    func addRoutes(to group: RouterGroup<AppRequestContext>) {
        group.get("/today") { request, context in try await guarded { try await self.today(request, context) } }
        group.get("/month") { request, context in try await guarded { try await self.month(request, context) } }
        group.get("/day") { request, context in try await guarded { try await self.day(request, context) } }
        group.get("/festivals") { request, context in try await guarded { try await self.festivals(request, context) } }
        group.get("/festivals/:id") { request, context in
            try await guarded { try await self.festival(request, context, id: context.parameters.get("id") ?? "") }
        }
        group.get("/**") { _, context -> Response in throw WebError.notFound }
    }

    func presenter(_ request: Request, _ context: AppRequestContext) async throws -> CalendarPresenter {
        CalendarPresenter(
            visit: try await services.calendarAPIVisit(request, context, engine: calendar),
            localizer: services.localizer)
    }

    /// The typed answer with the place, tradition and language it was computed for.
    func answer(_ p: CalendarPresenter, _ body: some Encodable) -> Response {
        APIResponse.encoded(CalendarAPIAnswer(body, p.visit))
    }

    func today(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let p = try await presenter(request, context)
        return answer(p, CalendarTodayAnswer(view: try CalendarTodayView(p), today: p.visit.today.description))
    }

    func month(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let p = try await presenter(request, context)
        let text =
            request.uri.queryParameters.get("month")
            ?? CalendarMonthView.monthText(p.visit.today.year, p.visit.today.month)
        let (y, m) = try CalendarInput.month(text)
        let view = try CalendarMonthView(p, year: y, month: m)
        let data = try p.visit.year(y)
        let days = try view.cells.compactMap { $0 }.map { cell in
            let date = try CivilDate(iso: cell.iso)
            return CalendarMonthAnswer.Day(
                cell: cell,
                observances: (data.byDate[date] ?? []).filter { $0.category != .weekly }.map {
                    CalendarMonthAnswer.Observance(id: $0.id, name: p.name(of: $0), category: $0.category.rawValue)
                },
                hinduDate: p.hinduDate(date, in: data))
        }
        return answer(
            p,
            CalendarMonthAnswer(
                month: text, title: view.title, periods: view.periods, weekdays: view.weekdays, days: days,
                prev: view.prev, next: view.next, prevLabel: view.prevLabel, nextLabel: view.nextLabel,
                todayHref: view.todayHref))
    }

    func day(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let p = try await presenter(request, context)
        guard let text = request.uri.queryParameters.get("date") else { throw CalendarInputError.missing("date") }
        return answer(p, try CalendarDayDetail(p, try CalendarInput.date(text)))
    }

    func festivals(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let p = try await presenter(request, context)
        let query = request.uri.queryParameters
        let q = try CalendarInput.query(query.get("q"))
        let visit = p.visit
        if !q.isEmpty {
            let list = try visit.engine.festivalList(
                from: visit.today, kind: .all, query: q, at: visit.place.location, reckoning: visit.reckoning
            ) { p.names.t("monthly.\($0.id)") }
            return answer(
                p, CalendarFestivalSearchAnswer(query: q, festivals: list.map { p.card($0, today: visit.today) }))
        }
        let from = try query.get("from").map(CalendarInput.date) ?? visit.today
        let to = try query.get("to").map(CalendarInput.date) ?? from.adding(days: 89)
        guard from <= to else { throw CalendarInputError.outOfRange(name: "to", text: to.description) }
        let length = from.days(until: to) + 1
        guard length <= 400 else { throw CalendarInputError.rangeTooLong(length) }
        let list = try visit.engine.observances(
            from: from, through: to, at: visit.place.location, reckoning: visit.reckoning
        ).filter { $0.category != .weekly }
        return answer(
            p,
            CalendarFestivalRangeAnswer(
                from: from.description, to: to.description,
                festivals: list.map { o in
                    var card = p.card(o, today: visit.today)
                    card.reason = p.names.reason(
                        o.explanation, catalog: visit.engine.base.catalog, zone: visit.zone, day: o.date)
                    return card
                }))
    }

    func festival(_ request: Request, _ context: AppRequestContext, id: String) async throws -> Response {
        let p = try await presenter(request, context)
        return answer(p, try CalendarFestivalDetail(p, id: id, date: request.uri.queryParameters.get("date")))
    }
}
