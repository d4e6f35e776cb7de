import CivilTime
import CompanionCore
import Foundation
import Hummingbird
import Localization
import Observances
import Places
import Storage

/// The location picker (seed §6.2): search, nearest city, saving the primary place.
extension CalendarSettingsController {
    // MARK: Location

    func location(_ request: Request, _ context: AppRequestContext, error: String?, status: HTTPResponse.Status = .ok)
        async throws -> Response
    {
        let visit = try await services.calendarVisit(request, context, engine: calendar)
        let n = CalendarNames(localizer: services.localizer, language: visit.language)
        var page = try Self.placeSearch(request, context, names: n, action: "/calendar/location", step: nil)
        if let error { page["error"] = error }
        page["current"] = visit.place.label
        return CalendarChrome.render(
            services: services, "calendar/location", page, visit: visit, title: n.t("location.title"),
            path: "/calendar/location", tab: "settings", status: status)
    }

    /// The search results (or popular cities) for the place picker, each a form button.
    static func placeSearch(
        _ request: Request, _ context: AppRequestContext, names n: CalendarNames, action: String, step: Int?
    ) throws
        -> [String: Any]
    {
        let q = try CalendarInput.query(request.uri.queryParameters.get("q"))
        let catalog = try PlaceCatalog.bundled()
        let places = q.isEmpty ? catalog.popular() : catalog.search(q, limit: 12).map(\.place)
        var page: [String: Any] = [
            "q": q, "searching": !q.isEmpty, "action": action,
            "places": places.map {
                [
                    "id": $0.id, "name": $0.name, "label": $0.label, "zone": $0.timeZoneIdentifier,
                    "coordinates": String(format: "%.2f°, %.2f°", $0.latitude, $0.longitude),
                ]
            },
            "hasPlaces": !places.isEmpty,
            "noPlaces": n.t("location.noResults", ["query": q]),
            "attribution": n.t("location.attribution", CalendarSettingsController.attributionArguments),
        ]
        if let step { page["step"] = step }
        return page
    }

    func choosePlace(_ request: Request, _ context: AppRequestContext) async throws -> Response {
        let form = try await RequestInput.form(request)
        do {
            try await savePlace(form, context)
        } catch let error as CalendarInputError {
            let language = services.language(for: request, context)
            return try await location(
                request, context,
                error: CalendarMessages.text(error, localizer: services.localizer, language: language),
                status: .unprocessableContent)
        }
        return .redirect(to: "/calendar?placeSaved=1")
    }

    /// Saves the chosen city (by GeoNames id) or the city nearest the given coordinates as the
    /// profile's primary place.
    func savePlace(_ form: [String: String], _ context: AppRequestContext) async throws {
        let catalog = try PlaceCatalog.bundled()
        let place: Place
        var coordinates: (latitude: Double, longitude: Double)?
        if let id = form["placeId"], !id.isEmpty {
            guard id.count <= 12, let n = Int(id), let found = catalog.place(id: n) else {
                throw CalendarInputError.unknownPlace(id)
            }
            place = found
        } else if form["lat"] != nil || form["lon"] != nil {
            let lat = try CalendarInput.number(form["lat"] ?? "", name: "lat", range: -90...90)
            let lon = try CalendarInput.number(form["lon"] ?? "", name: "lon", range: -180...180)
            // "Use my location": the city a person would name, at the browser's own coordinates.
            place = try catalog.locality(latitude: lat, longitude: lon).place
            coordinates = (lat, lon)
        } else {
            throw CalendarInputError.missing("placeId")
        }
        guard
            let location = try? coordinates.map({
                try Location(
                    latitude: $0.latitude, longitude: $0.longitude, timeZoneIdentifier: place.timeZoneIdentifier)
            }) ?? place.location()
        else { throw CalendarInputError.unknownPlace(place.name) }
        // Keep the newest choice: at the limit, drop the oldest non-primary place first.
        let places = try await services.database.savedPlaces(of: context.profile)
        let known = places.contains {
            abs($0.location.latitude - location.latitude) < 1e-6
                && abs($0.location.longitude - location.longitude) < 1e-6
        }
        if !known, places.count >= AppDatabase.maximumSavedPlaces,
            let oldest = places.last(where: { !$0.isPrimary }), let id = oldest.id
        {
            try await services.database.removeSavedPlace(id, for: context.profile)
        }
        _ = try await services.database.addSavedPlace(
            SavedPlace(
                name: place.name, region: place.region ?? "", country: place.countryCode, location: location,
                isPrimary: true), for: context.profile, now: services.now())
    }
}
