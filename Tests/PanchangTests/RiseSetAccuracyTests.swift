import Astronomy
import CivilTime
import Foundation
import OracleSupport
import Testing

@Suite("Rising and setting against Swiss Ephemeris 2.10")
struct RiseSetAccuracyTests {
    @Test("Sunrise, sunset, moonrise and moonset match Swiss Ephemeris: Hindu within 5 s, standard within 60 s")
    func risingsAgree() throws {
        let ephemeris = try Ephemeris.bundled()
        var errors: [String: [Double]] = [:]
        var missing: [String: Int] = [:]
        for year in [1925, 2026, 2075] {
            let fixtures = try RisingFixtures.load(year: year)
            let places = Dictionary(uniqueKeysWithValues: fixtures.header.places.map { ($0.name, $0) })
            for r in fixtures.records {
                let place = try #require(places[r.place])
                let zone = try #require(TimeZone(identifier: place.tz))
                let day = try CivilDate(iso: r.date)
                let start = JulianDay.ut(day.start(in: zone))
                let end = JulianDay.ut(day.adding(days: 1).start(in: zone))
                let finder = RiseSetFinder(ephemeris: ephemeris, latitude: place.lat, longitude: place.lon)
                let cases: [(String, RisingFixtures.Event?, HorizonCrossing, Body, RiseSetConvention)] = [
                    ("sunrise", r.sunrise, .rise, .sun, .standard), ("sunset", r.sunset, .set, .sun, .standard),
                    ("hindu sunrise", r.hinduSunrise, .rise, .sun, .hindu),
                    ("hindu sunset", r.hinduSunset, .set, .sun, .hindu),
                    ("moonrise", r.moonrise, .rise, .moon, .standard), ("moonset", r.moonset, .set, .moon, .standard),
                ]
                for (name, want, kind, body, convention) in cases {
                    let got = finder.crossing(kind, of: body, convention: convention, from: start, to: end)
                    switch (got, want) {
                    case let (g?, w?): errors[name, default: []].append((g - w.jdUt) * 86_400)
                    case (nil, nil): break
                    default:
                        missing[name, default: 0] += 1
                        print(
                            "\(name) \(r.place) \(r.date): engine \(got.map { "\($0)" } ?? "none"), Swiss Ephemeris \(want.map { "\($0.jdUt)" } ?? "none")"
                        )
                    }
                }
            }
        }
        for name in ["sunrise", "sunset", "hindu sunrise", "hindu sunset", "moonrise", "moonset"] {
            let stats = ErrorStatistics(name, unit: " s", errors: errors[name] ?? [])
            print(stats, "presence mismatches:", missing[name] ?? 0)
            #expect(stats.max <= (name.hasPrefix("hindu") ? 5 : 60), "\(stats)")
            #expect((missing[name] ?? 0) == 0)
        }
    }
}
