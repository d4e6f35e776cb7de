import CivilTime
import Foundation
import Hummingbird
import Observances
import Places
import Storage
import TamilCore

extension TamilPagesController {
    func addPlaceRoutes(to router: Router<AppRequestContext>) {
        router.get("/tamil/places") { request, context in try await self.placesPage(request, context, error: nil) }
        router.post("/tamil/places/add") { request, context in try await self.addPlace(request, context) }
        router.post("/tamil/places/nearest") { request, context in try await self.addNearest(request, context) }
        router.post("/tamil/places/:id/primary") { request, context in
            try await self.database.setPrimaryPlace(try Self.placeID(context), for: context.profile)
            return Response.redirect(to: "/tamil/places?notice=primary")
        }
        router.post("/tamil/places/:id/remove") { request, context in
            try await self.database.removeSavedPlace(try Self.placeID(context), for: context.profile)
            return Response.redirect(to: "/tamil/places?notice=removed")
        }
        router.get("/tamil/compare") { request, context in try await self.comparePage(request, context) }
    }

    static func placeID(_ context: AppRequestContext) throws -> Int64 {
        guard let text = context.parameters.get("id"), text.count <= 18, let id = Int64(text), id > 0 else {
            throw WebError.notFound
        }
        return id
    }

    /// Where to go after adding a place: a local `/tamil` path only.
    static func back(_ text: String?) -> String {
        let path = ReturnPath.local(text)
        return path.hasPrefix("/tamil") ? path : "/tamil/places?notice=added"
    }

    /// The search results and popular cities as rows with an add form each.
    func cityRows(_ places: [Place]) -> [[String: Any]] {
        places.map { ["id": $0.id, "name": $0.name, "label": $0.label, "zone": $0.timeZoneIdentifier] }
    }

    func searchFields(_ request: Request, _ context: AppRequestContext, back: String, action: String) -> [String: Any] {
        let query = String((request.uri.queryParameters.get("q") ?? "").prefix(100))
        var fields: [String: Any] = [
            "q": query, "searchAction": action, "stepField": action == "/tamil/welcome",
            "popular": cityRows(calendar.popular), "back": back,
            "attribution": PlaceCatalog.attribution,
        ]
        if !query.trimmingCharacters(in: .whitespaces).isEmpty {
            let results = calendar.places.search(query, limit: 8).map(\.place)
            fields["results"] = cityRows(results)
            fields["searched"] = true
            fields["noResults"] = results.isEmpty
        }
        return fields
    }

    func placesPage(_ request: Request, _ context: AppRequestContext, error: String?, status: HTTPResponse.Status = .ok)
        async throws -> Response
    {
        let visit = try await visit(request, context)
        let p = visit.presenter
        var page = base(visit, tab: "places")
        page.merge(searchFields(request, context, back: "/tamil/places?notice=added", action: "/tamil/places")) { $1 }
        page["attribution"] = p.placesAttribution
        page["saved"] = visit.places.map { s -> [String: Any] in
            [
                "id": s.id ?? 0, "name": s.name, "label": Self.label(s), "primary": s.isPrimary,
                "zone": s.location.timeZoneIdentifier,
            ]
        }
        page["hasSaved"] = !visit.places.isEmpty
        page["canCompare"] = true
        page["error"] = error
        if let notice = request.uri.queryParameters.get("notice"), ["added", "primary", "removed"].contains(notice) {
            page["notice"] = p.text("places.notice.\(notice)")
        }
        return pages.render(
            "tamil/places", page, chrome: chrome(visit, p.text("places.title"), "/tamil/places"), status: status)
    }

    func addPlace(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let fields = try await RequestInput.form(request)
        guard let text = fields["place"], text.count <= 12, let id = Int(text),
            let place = calendar.places.place(id: id)
        else {
            let language = services.language(for: request, context)
            return try await placesPage(
                request, context, error: services.localizer.text("tamil.places.unknown", in: language),
                status: .badRequest)
        }
        try await save(place, primary: fields["primary"] == "1", context)
        return .redirect(to: Self.back(fields["back"]))
    }

    func addNearest(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let fields = try await RequestInput.form(request)
        let language = services.language(for: request, context)
        guard let lat = fields["lat"].flatMap({ $0.count <= 32 ? Double($0) : nil }),
            let lon = fields["lon"].flatMap({ $0.count <= 32 ? Double($0) : nil }),
            let nearest = try? calendar.places.locality(latitude: lat, longitude: lon),
            let here = try? Location(
                latitude: lat, longitude: lon, timeZoneIdentifier: nearest.place.timeZoneIdentifier)
        else {
            return try await placesPage(
                request, context, error: services.localizer.text("tamil.places.badCoordinates", in: language),
                status: .badRequest)
        }
        // The city a person would name, at the browser's own coordinates.
        try await save(nearest.place, primary: true, context, at: here)
        return .redirect(to: Self.back(fields["back"]))
    }

    func save(_ place: Place, primary: Bool, _ context: AppRequestContext, at here: Location? = nil) async throws {
        var location: Location
        do {
            location = try place.location()
        } catch {
            throw WebError.badRequest(error.description)
        }
        if let here { location = here }
        try await database.addSavedPlace(
            SavedPlace(
                name: place.name, region: place.region ?? "", country: place.countryCode, location: location,
                isPrimary: primary), for: context.profile, now: services.now())
    }

    // MARK: Compare

    func comparePage(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let visit = try await visit(request, context)
        let p = visit.presenter
        let q = request.uri.queryParameters
        var choices: [PagePlace] = visit.places.map {
            PagePlace(name: $0.name, label: Self.label($0), location: $0.location, saved: $0)
        }
        if choices.isEmpty { choices = [visit.place] }
        if !choices.contains(where: { $0.name == "Chennai" }) { choices.append(try defaultPlace()) }
        func pick(_ key: String, _ fallback: Int) throws -> Int {
            guard let text = q.get(key) else { return fallback }
            guard let i = Int(text), choices.indices.contains(i) else {
                throw WebError.badRequest("\(key) must be one of the saved places (0…\(choices.count - 1))")
            }
            return i
        }
        let a = try pick("a", 0)
        let b = try pick("b", choices.count > 1 ? (a == 1 ? 0 : 1) : 0)
        let now = services.now()
        var columns: [[String: Any]] = []
        for place in [choices[a], choices[b]] {
            let zone = place.location.timeZone
            let date = CivilDate(now, in: zone)
            let day = try engine { () throws(TamilError) in try calendar.day(date, at: place.location) }
            var c = TamilDayView(presenter: p, day: day, now: now, isToday: true).fields()
            c["placeName"] = place.name
            c["placeLabel"] = place.label
            c["zone"] = place.location.timeZoneIdentifier
            c["localNow"] = p.time(now, zone)
            if let t = day.timings {
                c["rahu"] = p.window(t.rahuKalam, zone)
                c["yama"] = p.window(t.yamagandam, zone)
                c["kuligai"] = p.window(t.gulikaKalam, zone)
            }
            c["sunrise"] = day.panchang.sunrise.map { p.time($0, zone) } ?? "—"
            c["sunset"] = day.panchang.sunset.map { p.time($0, zone) } ?? "—"
            c["nalla"] = day.details.nallaNeram.map { ["text": p.window($0, zone)] }
            c["nakshatraNow"] = day.panchang.nakshatra.first.map { p.anga($0) } ?? ""
            c["tithiNow"] = day.panchang.tithi.first.map { p.anga($0) } ?? ""
            columns.append(c)
        }
        var page = base(visit, tab: "places")
        page["columns"] = columns
        page["choicesA"] = choices.enumerated().map {
            ["i": $0.offset, "label": $0.element.label, "selected": $0.offset == a]
        }
        page["choicesB"] = choices.enumerated().map {
            ["i": $0.offset, "label": $0.element.label, "selected": $0.offset == b]
        }
        return pages.render(
            "tamil/compare", page, chrome: chrome(visit, p.text("compare.title"), "/tamil/compare"))
    }
}
