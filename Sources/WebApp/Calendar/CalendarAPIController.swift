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

    func envelope(_ p: CalendarPresenter, _ body: [String: Any]) -> Response {
        var body = body
        body["place"] = [
            "name": p.visit.place.name, "label": p.visit.place.label,
            "latitude": p.visit.place.location.latitude, "longitude": p.visit.place.location.longitude,
            "timeZone": p.visit.place.location.timeZoneIdentifier,
        ]
        body["tradition"] = p.visit.tradition.rawValue
        body["language"] = p.visit.language.rawValue
        return APIResponse.json(JSONSafe.clean(body) ?? [:])
    }

    func today(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let p = try await presenter(request, context)
        var page = try CalendarPagesController.todayPage(p)
        page["today"] = p.visit.today.description
        return envelope(p, page)
    }

    func month(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let p = try await presenter(request, context)
        let text =
            request.uri.queryParameters.get("month")
            ?? String(
                format: "%04d-%02d", p.visit.today.year, p.visit.today.month)
        let (y, m) = try CalendarInput.month(text)
        var page = try CalendarPagesController.monthPage(p, year: y, month: m)
        let days = (page["weeks"] as? [[String: Any]] ?? []).flatMap { $0["days"] as? [[String: Any]] ?? [] }
            .filter { $0["blank"] == nil }
        page["weeks"] = nil
        let data = try p.visit.year(y)
        page["days"] = days.map { cell -> [String: Any] in
            var cell = cell
            if let iso = cell["iso"] as? String, let date = try? CivilDate(iso: iso) {
                cell["observances"] = (data.byDate[date] ?? []).filter { $0.category != .weekly }.map {
                    ["id": $0.id, "name": p.name(of: $0), "category": $0.category.rawValue]
                }
                cell["hinduDate"] = p.hinduDate(date, in: data)
            }
            return cell
        }
        page["month"] = text
        return envelope(p, page)
    }

    func day(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let p = try await presenter(request, context)
        guard let text = request.uri.queryParameters.get("date") else { throw CalendarInputError.missing("date") }
        return envelope(p, try CalendarPagesController.dayDetail(p, try CalendarInput.date(text)))
    }

    func festivals(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let p = try await presenter(request, context)
        let query = request.uri.queryParameters
        let q = try CalendarInput.query(query.get("q"))
        if !q.isEmpty {
            return envelope(
                p, ["query": q, "festivals": try CalendarPagesController.festivalList(p, query: q, kind: .all)])
        }
        let from = try query.get("from").map(CalendarInput.date) ?? p.visit.today
        let to = try query.get("to").map(CalendarInput.date) ?? from.adding(days: 89)
        guard from <= to else { throw CalendarInputError.outOfRange(name: "to", text: to.description) }
        let length = from.days(until: to) + 1
        guard length <= 400 else { throw CalendarInputError.rangeTooLong(length) }
        let list = try p.visit.engine.observances(
            from: from, through: to, at: p.visit.place.location, reckoning: p.visit.reckoning
        ).filter { $0.category != .weekly }
        return envelope(
            p,
            [
                "from": from.description, "to": to.description,
                "festivals": list.map { o -> [String: Any] in
                    var card = p.card(o, today: p.visit.today)
                    card["reason"] = o.explanation.reason
                    return card
                },
            ])
    }

    func festival(_ request: Request, _ context: AppRequestContext, id: String) async throws -> Response {
        let p = try await presenter(request, context)
        return envelope(
            p, try CalendarPagesController.festivalPage(p, id: id, date: request.uri.queryParameters.get("date")))
    }
}

/// Keeps only what JSON can hold (templates' dictionaries may carry other values).
enum JSONSafe {
    static func clean(_ value: Any) -> [String: Any]? {
        (convert(value) as? [String: Any])
    }

    static func convert(_ value: Any) -> Any? {
        switch value {
        case let v as String: return v
        case let v as Bool: return v
        case let v as Int: return v
        case let v as Double: return v.isFinite ? v : nil
        case let v as [String: Any]: return v.compactMapValues(convert)
        case let v as [Any]: return v.compactMap(convert)
        default: return nil
        }
    }
}
