import Places

/// The answers of `/api/v1/places`, one type per shape.
enum PlacesAPI {
    /// A catalog city as the API shows it; a search hit also says which name matched and how.
    struct Place: Codable, Equatable, Sendable {
        let id: Int
        let name: String
        let asciiName: String
        let label: String
        let countryCode: String
        let country: String
        /// The first-level region (a state or province), absent when the catalog has none.
        let region: String?
        let latitude: Double
        let longitude: Double
        let population: Int
        /// The IANA zone, e.g. `Asia/Kolkata`.
        let timeZone: String
        /// Search only: the name (or alternate name) that matched the query.
        var matchedName: String? = nil
        /// Search only: how it matched (`exactName`, `prefixName`, …).
        var match: String? = nil

        init(_ place: Places.Place) {
            id = place.id
            name = place.name
            asciiName = place.asciiName
            label = place.label
            countryCode = place.countryCode
            country = place.countryName
            region = place.region
            latitude = place.latitude
            longitude = place.longitude
            population = place.population
            timeZone = place.timeZoneIdentifier
        }
    }

    /// `GET /api/v1/places?q=…`
    struct SearchResults: Codable, Equatable, Sendable {
        let query: String
        let places: [Place]
        let attribution: String
    }

    /// `GET /api/v1/places/popular`
    struct PlaceList: Codable, Equatable, Sendable {
        let places: [Place]
        let attribution: String
    }

    /// `GET /api/v1/places/{id}`
    struct OnePlace: Codable, Equatable, Sendable {
        let place: Place
        let attribution: String
    }

    /// `GET /api/v1/places/nearest?lat=…&lon=…`
    struct Nearest: Codable, Equatable, Sendable {
        let place: Place
        /// Kilometres to the point asked about, to one decimal.
        let distanceKm: Double
        /// The city a person at the point would name (`PlaceCatalog.locality`), as "Use my location" shows.
        let locality: Place
        let note: String
        let attribution: String
    }
}
