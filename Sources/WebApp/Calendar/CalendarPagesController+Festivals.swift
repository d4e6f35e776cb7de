import CivilTime
import CompanionCore
import Foundation
import Hummingbird
import Localization
import Observances
import Panchang
import Places
import Storage

/// The festival pages: the next 90 days filtered and searched, and one festival with why its date.
extension CalendarPagesController {

    func festivals(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let query = request.uri.queryParameters
        let q = try CalendarInput.query(query.get("q"))
        let kindText = query.get("kind") ?? "all"
        guard let kind = FestivalListKind(rawValue: kindText) else {
            throw CalendarInputError.outOfRange(name: "kind", text: kindText)
        }
        let presenter = CalendarPresenter(visit: visit, localizer: services.localizer)
        let items = try Self.festivalList(presenter, query: q, kind: kind)
        let page: [String: Any] = [
            "q": q, "items": items, "hasItems": !items.isEmpty, "searching": !q.isEmpty,
            "kinds": FestivalListKind.allCases.map {
                [
                    "key": $0.rawValue, "label": presenter.names.t("festivals.kind.\($0.rawValue)"),
                    "current": $0 == kind,
                    "href": "/calendar/festivals?kind=\($0.rawValue)",
                ]
            },
            "kind": kind.rawValue,
            "noResults": presenter.names.t("festivals.noResults", ["query": q]),
            "resultsText": q.isEmpty ? "" : presenter.names.t("festivals.results", ["query": q]),
        ]
        return render(
            "calendar/festivals", page, visit: visit, title: presenter.names.t("tab.festivals"),
            path: "/calendar/festivals", tab: "festivals")
    }

    /// The list's cards: which observances is `CalendarEngine.festivalList` (the next 90 days of
    /// `kind`, or the next date of every festival whose name matches `q`).
    static func festivalList(_ p: CalendarPresenter, query q: String, kind: FestivalListKind) throws -> [[String: Any]]
    {
        let visit = p.visit
        return try visit.engine.festivalList(
            from: visit.today, kind: kind, query: q, at: visit.place.location, reckoning: visit.reckoning
        ) { p.names.t("monthly.\($0.id)") }
        .map { p.card($0, today: visit.today).page }
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
        try CalendarFestivalDetail(p, id: id, date: dateText).page
    }

    static func festivalName(_ f: Festival, _ language: Language) -> String {
        f.name(language: language.rawValue)
    }
}
