import CivilTime
import CompanionCore
import Foundation
import Hummingbird
import Observances
import Panchang
import Places

/// The frame every calendar page shares: the tab bar (phones) or sidebar (wide screens) with the
/// seed's five tabs, the Journey shown as coming until it is built, and the place line.
enum CalendarChrome {
    static let tabs: [(id: String, href: String?, glyph: String)] = [
        ("today", "/calendar", "☀"), ("texts", "/calendar/texts", "❦"), ("calendar", "/calendar/month", "▦"),
        ("festivals", "/calendar/festivals", "✦"), ("journey", "/calendar/journey", "◎"),
        ("settings", "/calendar/settings", "⚙"),
    ]

    static func render(
        services: AppServices, _ template: String, _ page: [String: Any], visit: CalendarVisit, title: String,
        path: String, tab: String, status: HTTPResponse.Status = .ok
    ) -> Response {
        var page = page
        let l = services.localizer
        let journeyOn = visit.settings.journeyEnabled
        page["tabs"] = tabs.filter { journeyOn || $0.id != "journey" }.map { t -> [String: Any] in
            var item: [String: Any] = [
                "id": t.id, "glyph": t.glyph, "name": l.text("calendar.tab.\(t.id)", in: visit.language),
                "current": t.id == tab, "coming": t.href == nil, "phone": t.id != "journey",
            ]
            if let href = t.href { item["href"] = href }
            return item
        }
        page["visitPlace"] = [
            "name": visit.place.name, "label": visit.place.label, "isDefault": visit.place.isDefault,
            "zone": visit.place.location.timeZoneIdentifier,
        ]
        page["traditionName"] = l.text(
            "calendar.settings.tradition.\(visit.tradition.rawValue).name", in: visit.language)
        page["tab_\(tab)"] = true
        if let journey = visit.journey {
            let p = JourneyPresenter(
                localizer: l, language: visit.language, textTitles: services.textTitles, zone: visit.zone)
            page["journeyOn"] = true
            page["journeyStatus"] = p.status(journey.journey)
            for (key, value) in p.news(journey.news) { page["journey_\(key)"] = value }
        }
        return services.pages.render(
            template, page,
            chrome: Chrome(
                language: visit.language, title: title, path: path, app: "calendar",
                numerals: visit.language.numerals(choice: visit.settings.numerals)),
            status: status)
    }
}

/// Runs a calendar handler and turns the engines' refusals into clear 4xx answers (the shared
/// middleware then renders them as a page or `{"error": …}`), so no input reaches a 500.
func guarded(_ body: () async throws -> Response) async throws -> Response {
    do {
        return try await body()
    } catch let error as CalendarInputError {
        if case .notOnDate = error { throw HTTPError(.notFound, message: error.description) }
        if case .unknownFestival = error { throw HTTPError(.notFound, message: error.description) }
        throw WebError.badRequest(error.description)
    } catch let error as CompanionError {
        throw WebError.badRequest(error.description)
    } catch let error as ObservancesError {
        throw WebError.unprocessable(error.description)
    } catch let error as PanchangError {
        throw WebError.unprocessable(error.description)
    } catch let error as PlacesError {
        throw WebError.badRequest(error.description)
    } catch let error as CivilTimeError {
        throw WebError.badRequest(error.description)
    }
}
