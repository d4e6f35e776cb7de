import Astronomy
import CivilTime
import Foundation
import OracleSupport
import Testing

@testable import Panchang

@Suite("Range API against Swiss Ephemeris 2.10")
struct PanchangDayAccuracyTests {
    @Test(
        "A city-year from the range API has Swiss Ephemeris' sunrises, sunsets, moonrises and moonsets",
        arguments: RiseSetConvention.allCases)
    func cityYearEventsAgree(convention: RiseSetConvention) throws {
        let calculator = try PanchangCalculator.bundled(conventions: PanchangConventions(sunrise: convention))
        let fixtures = try RisingFixtures.load(year: 2026)
        var errors: [String: [Double]] = [:]
        var mismatches = 0
        for place in fixtures.header.places {
            let location = try Location(latitude: place.lat, longitude: place.lon, timeZoneIdentifier: place.tz)
            let days = try calculator.days(
                from: CivilDate(year: 2026, month: 1, day: 1), through: CivilDate(year: 2026, month: 12, day: 31),
                at: location)
            let byDate = Dictionary(uniqueKeysWithValues: days.map { ($0.date.description, $0) })
            for r in fixtures.records where r.place == place.name {
                let day = try #require(byDate[r.date])
                let pairs: [(String, Date?, RisingFixtures.Event?)] = [
                    ("sunrise", day.sunrise, convention == .standard ? r.sunrise : r.hinduSunrise),
                    ("sunset", day.sunset, convention == .standard ? r.sunset : r.hinduSunset),
                    ("moonrise", day.moonrise, r.moonrise), ("moonset", day.moonset, r.moonset),
                ]
                for (name, got, want) in pairs {
                    switch (got, want) {
                    case let (g?, w?): errors[name, default: []].append((JulianDay.ut(g) - w.jdUt) * 86_400)
                    case (nil, nil): break
                    default: mismatches += 1
                    }
                }
            }
        }
        for (name, list) in errors.sorted(by: { $0.key < $1.key }) {
            let stats = ErrorStatistics("\(convention) range API \(name)", unit: " s", errors: list)
            print(stats)
            #expect(stats.max <= (convention == .hindu && name.hasPrefix("sun") ? 5 : 60), "\(stats)")
        }
        #expect(mismatches == 0)
    }
}
