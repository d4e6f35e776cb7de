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
        .map { p.card($0, today: visit.today) }
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
        f.name(language: language.rawValue)
    }

    /// The why-this-date explanation and the day's windows, times on the place's clock.
    static func observanceDetail(_ p: CalendarPresenter, _ o: Observance) -> [String: Any] {
        let zone = p.zone
        let e = o.explanation
        let catalog = p.visit.engine.base.catalog
        let notes = p.names.notes(e, catalog: catalog, zone: zone, day: o.date)
        var out: [String: Any] = [
            "date": o.date.description, "dateText": p.names.fullDate(o.date), "rule": p.rule(of: o),
            "reason": p.names.reason(e, catalog: catalog, zone: zone, day: o.date),
            "rejected": e.rejected.map {
                ["date": p.names.longDate($0.date), "reason": p.names.reason($0, catalog: catalog, zone: zone)]
            },
            "hasRejected": !e.rejected.isEmpty, "notes": notes, "hasNotes": !notes.isEmpty,
            "windows": o.windows.map {
                [
                    "name": p.names.windowName($0),
                    "range": p.names.range($0.window.start, $0.window.end, zone, day: o.date),
                ]
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
                "name": p.names.t("why.kaala.\(kaala.rawValue)"),
                "range": w.start == w.end
                    ? p.names.clock(w.start, zone, day: o.date) : p.names.range(w.start, w.end, zone, day: o.date),
            ]
        }
        return out
    }
}
