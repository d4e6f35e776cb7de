import ArgumentParser
import Foundation
import Places

/// `sadhana places`: the city catalog from the terminal — search by name, nearest to a point,
/// the popular cities.
struct PlacesCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "places",
        abstract: "Find cities by name or position, with their time zones.",
        discussion: PlaceCatalog.attribution,
        subcommands: [Search.self, Nearest.self, Popular.self]
    )

    /// Prints `places` as a table or JSON lines.
    static func print(_ rows: [PlacesRendering.Row], jsonLines: Bool) {
        if jsonLines {
            for row in rows { CommandOutput.current.out(PlacesRendering.jsonLine(row)) }
        } else {
            CommandOutput.current.out(PlacesRendering.table(rows))
        }
    }

    static func format(_ text: String) throws -> Bool {
        guard text == "table" || text == "jsonl" else {
            throw ValidationError("format “\(text)” is not one of table, jsonl")
        }
        return text == "jsonl"
    }

    static func catalog() throws -> PlaceCatalog {
        try CommandOutput.exitingOnFailure { try PlaceCatalog.bundled() }
    }

    struct Search: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "List the cities whose names begin with the query (one typo tolerated).")

        @Argument(help: "A city name or its beginning: chen, Madras, சென்னை, “new york”.") var query: [String]
        @Option(help: "How many cities to list, 1–100.") var limit: Int = 10
        @Option(help: "table or jsonl (one JSON object per city).") var format: String = "table"

        func validate() throws {
            guard (1...PlaceCatalog.maximumSearchLimit).contains(limit) else {
                throw ValidationError("limit \(limit) is outside 1–\(PlaceCatalog.maximumSearchLimit)")
            }
            guard !NameFolding.fold(query.joined(separator: " ")).isEmpty else {
                throw ValidationError("give a city name to look for")
            }
            _ = try PlacesCommand.format(format)
        }

        func run() throws {
            let text = query.joined(separator: " ")
            let matches = try PlacesCommand.catalog().search(text, limit: limit)
            guard !matches.isEmpty else {
                CommandOutput.current.error("no city matches “\(text)”")
                throw ExitCode(1)
            }
            let rows = matches.map { match in
                PlacesRendering.Row(
                    place: match.place,
                    note: [.exactName, .prefix].contains(match.quality) ? nil : match.matchedName,
                    match: .init(matchedName: match.matchedName, match: "\(match.quality)"))
            }
            PlacesCommand.print(rows, jsonLines: try PlacesCommand.format(format))
        }
    }

    struct Nearest: ParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "The city nearest to a coordinate, and so its time zone.",
            discussion: """
                Near a zone border the nearest city may keep a different zone than the point itself:
                the answer is the city's zone, not a lookup in zone boundaries.
                """)

        @Option(parsing: .unconditional, help: "Latitude in degrees, north positive (−90…90).") var lat: String
        @Option(parsing: .unconditional, help: "Longitude in degrees, east positive (−180…180).") var lon: String
        @Option(help: "table or jsonl.") var format: String = "table"

        func validate() throws {
            guard let latitude = Double(lat), latitude.isFinite else {
                throw ValidationError("latitude “\(lat)” is not a number")
            }
            guard let longitude = Double(lon), longitude.isFinite else {
                throw ValidationError("longitude “\(lon)” is not a number")
            }
            guard (-90...90).contains(latitude) else { throw ValidationError("latitude \(lat) is outside −90…90") }
            guard (-180...180).contains(longitude) else {
                throw ValidationError("longitude \(lon) is outside −180…180")
            }
            _ = try PlacesCommand.format(format)
        }

        func run() throws {
            let found = try PlacesCommand.catalog().nearest(latitude: Double(lat)!, longitude: Double(lon)!)
            let row = PlacesRendering.Row(
                place: found.place, note: String(format: "%.1f km away", found.distanceKilometres),
                distanceKm: (found.distanceKilometres * 10).rounded() / 10)
            PlacesCommand.print([row], jsonLines: try PlacesCommand.format(format))
        }
    }

    struct Popular: ParsableCommand {
        static let configuration = CommandConfiguration(abstract: "The cities offered for quick selection.")

        @Option(help: "table or jsonl.") var format: String = "table"

        func validate() throws { _ = try PlacesCommand.format(format) }

        func run() throws {
            let rows = try PlacesCommand.catalog().popular().map { PlacesRendering.Row(place: $0) }
            PlacesCommand.print(rows, jsonLines: try PlacesCommand.format(format))
        }
    }
}
