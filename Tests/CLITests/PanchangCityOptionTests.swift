import Foundation
import Testing

@testable import CLI

@Suite("sadhana panchang --city")
struct PanchangCityOptionTests {
    let day = ["--date", "2026-01-02", "--format", "jsonl"]

    @Test("A city gives the same panchang as its coordinates and zone, with nothing on stderr")
    func sameAsCoordinates() {
        let byCity = runPanchang(["--city", "Chennai"] + day)
        let byCoordinates = runPanchang(["--lat", "13.08784", "--lon", "80.27847", "--tz", "Asia/Kolkata"] + day)
        #expect(byCity.status == 0)
        #expect(byCity.err.isEmpty)
        #expect(byCity.out == byCoordinates.out)
        #expect(byCity.out.contains("+05:30"))
    }

    @Test("An old name or another script finds the city", arguments: ["madras", "சென்னை", "CHENNAI"])
    func otherNames(_ name: String) {
        let result = runPanchang(["--city", name] + day)
        #expect(result.status == 0)
        #expect(result.out == runPanchang(["--city", "Chennai"] + day).out)
    }

    @Test("An ambiguous name takes the most populous city and says so on stderr")
    func ambiguous() throws {
        let result = runPanchang(["--city", "Hyderabad"] + day)
        #expect(result.status == 0)
        #expect(result.out.contains("+05:30"))
        let note = result.err
        #expect(note.hasPrefix("note: “Hyderabad” is ambiguous; using Hyderabad, Telangana, IN"))
        #expect(note.contains("Hyderabad, Sindh, PK"))
        #expect(note.contains("Say “Hyderabad, PK” to choose."))
        #expect(note.split(separator: "\n").count == 1)
    }

    @Test("A country after a comma picks the namesake, in its own zone")
    func qualified() {
        let result = runPanchang(["--city", "Hyderabad, PK"] + day)
        #expect(result.status == 0)
        #expect(result.err.isEmpty)
        #expect(result.out.contains("\"sunrise\":\"2026-01-02T07:") && result.out.contains("+05:00"))
    }

    @Test("A city across a DST change gets the day's own offsets")
    func daylightSaving() throws {
        let result = runPanchang([
            "--city", "New York", "--from", "2026-03-07", "--to", "2026-03-09", "--format", "jsonl",
        ])
        #expect(result.status == 0)
        let sunrises = result.out.split(separator: "\n").compactMap { line -> String? in
            let object = try? JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any]
            return object?["sunrise"] as? String
        }
        #expect(sunrises.count == 3)
        #expect(sunrises[0].hasSuffix("-05:00"))
        #expect(sunrises[1].hasSuffix("-04:00") && sunrises[1].hasPrefix("2026-03-08T07:"))
        #expect(sunrises[2].hasSuffix("-04:00"))
    }

    @Test(
        "A bad or conflicting place prints one line on stderr and exits 2",
        arguments: [
            (["--city", "Qqqqzz"], "error: no city called “Qqqqzz” is known"),
            (["--city", ""], "error: give a city name to look for"),
            (["--city", "Chennai", "--lat", "13"], "error: give either --city or --lat, --lon and --tz, not both"),
            (
                ["--city", "Chennai, FR"],
                "error: no city called “Chennai” in “FR”; there is one in Chennai, Tamil Nadu, IN"
            ),
        ])
    func refusals(arguments: [String], message: String) {
        let result = runPanchang(arguments + ["--date", "2026-01-02"])
        #expect(result.status == 2)
        #expect(result.out.isEmpty)
        #expect(result.err == message + "\n")
    }

    @Test(
        "No place at all is a usage error, as a missing required option was",
        arguments: [
            ([], "missing --lat, --lon, --tz"), (["--lat", "13", "--tz", "Asia/Kolkata"], "missing --lon"),
        ])
    func noPlace(arguments: [String], missing: String) {
        let result = runPanchang(arguments + ["--date", "2026-01-02"])
        #expect(result.status == 64)
        #expect(result.out.isEmpty)
        #expect(
            result.err.hasPrefix("Error: give a place with --city NAME, or with --lat, --lon and --tz (\(missing))"))
        #expect(result.err.contains("Usage: panchang"))
    }

    @Test("--help alone shows the help, with nothing on stderr")
    func help() {
        let result = runPanchang(["--help"])
        #expect(result.out.isEmpty)
        #expect(result.err.contains("--city <city>"))
        #expect(!result.err.contains("error:"))
        #expect(result.status == 0)
    }
}
