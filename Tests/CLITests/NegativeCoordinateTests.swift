import ArgumentParser
import Foundation
import Testing

@testable import CLI

/// West longitudes and south latitudes are typed as people type them, `--lon -74.006`: every
/// command that takes `--lat`/`--lon` reads a negative value after a space, and reads it exactly
/// as the `--lon=-74.006` spelling that always worked.
@Suite("Negative coordinates after a space")
struct NegativeCoordinateTests {
    static let places: [(name: String, lat: String, lon: String, zone: String)] = [
        ("New York", "40.7128", "-74.0060", "America/New_York"),
        ("London", "51.5", "-0.13", "Europe/London"),
        ("Toronto", "43.6532", "-79.3832", "America/Toronto"),
        ("São Paulo", "-23.5505", "-46.6333", "America/Sao_Paulo"),
    ]

    /// Runs `command` twice, with `--lat X --lon Y` and with `--lat=X --lon=Y`, and returns both.
    func both(
        _ run: ([String]) -> (out: String, err: String, status: Int32), before: [String] = [], lat: String,
        lon: String, rest: [String]
    ) -> (spaced: (out: String, err: String, status: Int32), joined: (out: String, err: String, status: Int32)) {
        (
            run(before + ["--lat", lat, "--lon", lon] + rest),
            run(before + ["--lat=\(lat)", "--lon=\(lon)"] + rest)
        )
    }

    @Test("sadhana panchang", arguments: places)
    func panchang(place: (name: String, lat: String, lon: String, zone: String)) {
        let (spaced, joined) = both(
            runPanchang, lat: place.lat, lon: place.lon,
            rest: ["--tz", place.zone, "--date", "2026-03-08", "--format", "jsonl"])
        #expect(spaced.status == 0, "\(place.name): \(spaced.err)")
        #expect(spaced.err.isEmpty)
        #expect(spaced.out.contains("\"sunrise\":\"2026-03-08T"))
        #expect(spaced.out == joined.out)
    }

    @Test("sadhana festivals and calendar", arguments: places)
    func observances(place: (name: String, lat: String, lon: String, zone: String)) {
        let festivals = both(
            { runObservanceCommand(FestivalsCommand.self, $0) }, lat: place.lat, lon: place.lon,
            rest: ["--tz", place.zone, "--year", "2026", "--format", "csv"])
        #expect(festivals.spaced.status == 0, "\(place.name): \(festivals.spaced.err)")
        #expect(festivals.spaced.out.contains(",diwali,"))
        #expect(festivals.spaced.out == festivals.joined.out)

        let calendar = both(
            { runObservanceCommand(CalendarCommand.self, $0) }, lat: place.lat, lon: place.lon,
            rest: ["--tz", place.zone, "--month", "2026-01"])
        #expect(calendar.spaced.status == 0, "\(place.name): \(calendar.spaced.err)")
        #expect(!calendar.spaced.out.isEmpty)
        #expect(calendar.spaced.out == calendar.joined.out)
    }

    @Test("sadhana tamil day and week", arguments: places)
    func tamil(place: (name: String, lat: String, lon: String, zone: String)) {
        for view in ["day", "week"] {
            let result = both(
                { runCommand(SadhanaCommand.self, $0) }, before: ["tamil", view], lat: place.lat, lon: place.lon,
                rest: ["--tz", place.zone, "--date", "2026-03-08", "--format", "json"])
            #expect(result.spaced.status == 0, "\(place.name) \(view): \(result.spaced.err)")
            #expect(result.spaced.out.contains("\"date\""))
            #expect(result.spaced.out == result.joined.out)
        }
    }

    @Test("sadhana places nearest", arguments: places)
    func nearest(place: (name: String, lat: String, lon: String, zone: String)) {
        let result = both(
            { runPlaces($0) }, before: ["nearest"], lat: place.lat, lon: place.lon, rest: ["--format", "jsonl"])
        #expect(result.spaced.status == 0, "\(place.name): \(result.spaced.err)")
        #expect(result.spaced.out.contains("\"timeZone\":\"\(place.zone)\""))
        #expect(result.spaced.out == result.joined.out)
    }
}
