import Foundation
import Places

/// How `sadhana places` prints cities: an aligned table, or one JSON object per line.
enum PlacesRendering {
    /// A city to print, with a note for the table ("madras", "2.1 km away") and the same as JSON fields.
    struct Row {
        let place: Place
        var note: String? = nil
        var fields: [String: Any] = [:]
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
        let place = row.place
        var object: [String: Any] = [
            "id": place.id, "name": place.name, "asciiName": place.asciiName, "countryCode": place.countryCode,
            "country": place.countryName, "latitude": place.latitude, "longitude": place.longitude,
            "population": place.population, "timeZone": place.timeZoneIdentifier,
        ]
        if let region = place.region { object["region"] = region }
        object.merge(row.fields) { _, new in new }
        let data = try? JSONSerialization.data(withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        return data.map { String(decoding: $0, as: UTF8.self) } ?? "{}"
    }
}
