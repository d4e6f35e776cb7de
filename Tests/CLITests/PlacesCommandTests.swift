import ArgumentParser
import Foundation
import Testing

@testable import CLI

@Suite("sadhana places")
struct PlacesCommandTests {
    @Test("search lists matching cities in an aligned table, most populous first")
    func search() throws {
        let result = runPlaces(["search", "chen"])
        #expect(result.status == 0)
        #expect(result.err.isEmpty)
        let lines = result.out.split(separator: "\n")
        #expect(lines.count == 11)
        #expect(lines[0].hasPrefix("city"))
        let chennai = try #require(lines.first { $0.hasPrefix("Chennai ") })
        #expect(
            chennai.contains("Tamil Nadu, India") && chennai.contains("4,681,087") && chennai.contains("Asia/Kolkata"))
        // Columns line up: the zone starts where its header does.
        func offset(_ line: Substring, _ text: String) -> Int? {
            line.range(of: text).map { line.distance(from: line.startIndex, to: $0.lowerBound) }
        }
        #expect(offset(lines[0], "time zone") == offset(chennai, "Asia/Kolkata"))
    }

    @Test("search shows the alternate name that matched, and takes several words")
    func alternate() {
        let madras = runPlaces(["search", "Madras", "--format", "jsonl", "--limit", "1"])
        #expect(madras.status == 0)
        #expect(madras.out.contains("\"name\":\"Chennai\"") && madras.out.contains("\"matchedName\":\"madras\""))
        let newYork = runPlaces(["search", "new", "york", "--limit", "1", "--format", "jsonl"])
        #expect(newYork.out.contains("\"timeZone\":\"America/New_York\""))
    }

    @Test("nearest names the city and its zone for a coordinate")
    func nearest() {
        let result = runPlaces(["nearest", "--lat", "43.65", "--lon=-79.38", "--format", "jsonl"])
        #expect(result.status == 0)
        // The nearest catalog entry may be a district of the city (Moss Park, Toronto).
        #expect(
            result.out.contains("\"region\":\"Ontario\"") && result.out.contains("\"timeZone\":\"America/Toronto\""))
        #expect(result.out.contains("\"distanceKm\":"))
    }

    @Test("popular lists the quick-selection cities")
    func popular() {
        let result = runPlaces(["popular", "--format", "jsonl"])
        #expect(result.status == 0)
        #expect(result.out.split(separator: "\n").count == 21)
        #expect(result.out.hasPrefix("{") && result.out.contains("\"name\":\"Jaffna\""))
    }

    @Test(
        "Bad input is refused with a message and a non-zero status",
        arguments: [
            ["search"], ["search", "  "], ["search", "chen", "--limit", "0"], ["search", "chen", "--limit", "x"],
            ["search", "chen", "--format", "xml"], ["nearest", "--lat", "91", "--lon", "0"],
            ["nearest", "--lat", "north", "--lon", "0"], ["nearest", "--lat", "0", "--lon", "nan"], ["nearest"],
        ])
    func refusals(_ arguments: [String]) {
        let result = runPlaces(arguments)
        #expect(result.status != 0)
        #expect(result.out.isEmpty)
        #expect(!result.err.isEmpty)
    }

    @Test("A query that matches nothing says so and exits 1")
    func nothing() {
        let result = runPlaces(["search", "qqqzzz"])
        #expect(result.status == 1)
        #expect(result.err == "no city matches “qqqzzz”\n")
    }
}
