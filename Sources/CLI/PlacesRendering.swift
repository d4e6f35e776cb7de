import Foundation
import Places

/// How `sadhana places` prints cities: an aligned table, or one JSON object per line.
enum PlacesRendering {
    /// A city to print, with a note for the table ("madras", "2.1 km away") and the same as JSON
    /// fields: how a search matched it, or how far it is.
    struct Row {
        let place: Place
        var note: String? = nil
        var match: SearchMatch? = nil
        var distanceKm: Double? = nil
    }

    /// How a search found a city: the name it matched and the kind of match.
    struct SearchMatch {
        let matchedName: String
        let match: String
    }

    /// A line of `sadhana places … --format jsonl`.
    struct PlaceLine: Encodable {
        let id: Int
        let name: String
        let asciiName: String
        let countryCode: String
        let country: String
        let region: String?
        let latitude: Double
        let longitude: Double
        let population: Int
        let timeZone: String
        let matchedName: String?
        let match: String?
        let distanceKm: Double?

        init(_ row: Row) {
            let place = row.place
            id = place.id
            name = place.name
            asciiName = place.asciiName
            countryCode = place.countryCode
            country = place.countryName
            region = place.region
            latitude = place.latitude
            longitude = place.longitude
            population = place.population
            timeZone = place.timeZoneIdentifier
            matchedName = row.match?.matchedName
            match = row.match?.match
            distanceKm = row.distanceKm
        }
    }

    static func table(_ rows: [Row]) -> String {
        let header = ["city", "region, country", "population", "time zone", "latitude, longitude"]
        let cells: [[String]] = rows.map { row in
            let place = row.place
            let note = row.note
            return [
                place.name + (note.map { " (\($0))" } ?? ""),
                [place.region, place.countryName].compactMap { $0 }.joined(separator: ", "),
                CityLookup.population(place.population).replacingOccurrences(of: " people", with: ""),
                place.timeZoneIdentifier,
                String(format: "%.4f, %.4f", place.latitude, place.longitude),
            ]
        }
        let widths = header.indices.map { column in
            ([header] + cells).map { $0[column].count }.max() ?? 0
        }
        func line(_ row: [String]) -> String {
            row.enumerated().map { column, text in
                column == 2
                    ? String(repeating: " ", count: widths[column] - text.count) + text
                    : text + String(repeating: " ", count: widths[column] - text.count)
            }.joined(separator: "  ").trimmingCharacters(in: .whitespaces)
        }
        return ([line(header)] + cells.map(line)).joined(separator: "\n")
    }

    static func jsonLine(_ row: Row) -> String {
        (try? CLIJSON.line(PlaceLine(row))) ?? "{}"
    }
}
