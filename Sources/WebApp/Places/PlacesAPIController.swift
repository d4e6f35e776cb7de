import Foundation
import Hummingbird
import Places

/// The city catalog under `/api/v1/places`: search by name, nearest to a coordinate, the popular
/// cities and one city by GeoNames id. Bad input answers 400 `{"error": …}`.
struct PlacesAPIController {
    /// The longest query accepted, in characters; no city name comes near it.
    static let maximumQueryLength = 200

    func addRoutes(to group: RouterGroup<AppRequestContext>) {
        group.get { request, context in try search(request, context) }
        group.get("/nearest") { request, context in try nearest(request, context) }
        group.get("/popular") { _, context in
            _ = try catalog()
            return APIResponse.encoded(Self.popular)
        }
        group.get("/:id") { _, context in
            let text = context.parameters.get("id") ?? ""
            guard text.count <= 12, text.allSatisfy({ $0.isASCII && $0.isNumber }), let id = Int(text),
                let place = try catalog().place(id: id)
            else { throw WebError.notFound }
            return APIResponse.encoded(PlacesAPI.OnePlace(place: .init(place), attribution: PlaceCatalog.attribution))
        }
    }

    /// `?q=chen&limit=10`
    func search(_ request: Request, _ context: AppRequestContext) throws -> Response {
        let parameters = request.uri.queryParameters
        guard let query = parameters.get("q"), !NameFolding.fold(query).isEmpty else {
            throw WebError.badRequest("give a city name to look for in q, e.g. ?q=chennai")
        }
        guard query.count <= Self.maximumQueryLength else {
            throw WebError.badRequest("q is longer than \(Self.maximumQueryLength) characters")
        }
        var limit = 10
        if let text = parameters.get("limit") {
            guard text.count <= 3, text.allSatisfy({ $0.isASCII && $0.isNumber }), let value = Int(text),
                (1...PlaceCatalog.maximumSearchLimit).contains(value)
            else {
                throw WebError.badRequest("limit must be a whole number from 1 to \(PlaceCatalog.maximumSearchLimit)")
            }
            limit = value
        }
        let matches = try catalog().search(query, limit: limit).map { match in
            var place = PlacesAPI.Place(match.place)
            place.matchedName = match.matchedName
            place.match = String(describing: match.quality)
            return place
        }
        return APIResponse.encoded(
            PlacesAPI.SearchResults(query: query, places: matches, attribution: PlaceCatalog.attribution))
    }

    /// `?lat=13.08&lon=80.27`
    func nearest(_ request: Request, _ context: AppRequestContext) throws -> Response {
        let parameters = request.uri.queryParameters
        let latitude = try coordinate(parameters.get("lat"), name: "lat", limit: 90)
        let longitude = try coordinate(parameters.get("lon"), name: "lon", limit: 180)
        let catalog = try catalog()
        let found = try catalog.nearest(latitude: latitude, longitude: longitude)
        let locality = try catalog.locality(latitude: latitude, longitude: longitude)
        return APIResponse.encoded(
            PlacesAPI.Nearest(
                place: .init(found.place), distanceKm: (found.distanceKilometres * 10).rounded() / 10,
                locality: .init(locality.place),
                note: "The time zone is the nearest city's; close to a zone border it can differ from the point's.",
                attribution: PlaceCatalog.attribution))
    }

    /// A decimal number of degrees within ±`limit`, or a 400 naming the parameter.
    func coordinate(_ text: String?, name: String, limit: Double) throws -> Double {
        guard let text, !text.isEmpty else { throw WebError.badRequest("\(name) is missing") }
        let allowed = Set("0123456789.-+eE")
        guard text.count <= 32, text.allSatisfy({ allowed.contains($0) }), let value = Double(text), value.isFinite
        else { throw WebError.badRequest("\(name) “\(text.prefix(32))” is not a number of degrees") }
        guard (-limit...limit).contains(value) else {
            throw WebError.badRequest("\(name) \(text) is outside −\(Int(limit))…\(Int(limit))")
        }
        return value
    }

    /// The bundled catalog; failing to read it is the server's fault (a 500), never the client's.
    func catalog() throws -> PlaceCatalog { try PlaceCatalog.bundled() }

    /// The popular cities, looked up once (21 searches) rather than on every request.
    static let popular = PlacesAPI.PlaceList(
        places: ((try? PlaceCatalog.bundled().popular()) ?? []).map(PlacesAPI.Place.init),
        attribution: PlaceCatalog.attribution)
}
