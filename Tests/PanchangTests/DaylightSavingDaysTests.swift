import CivilTime
import Foundation
import Testing

@testable import Panchang

/// The panchang of the diaspora's 2026 DST days: the day's rise-and-set window is its civil day
/// of 23 or 25 hours, and every time falls on that day with the offset then in force.
@Suite("Panchang on the 2026 DST days of New York, Toronto, London and Sydney")
struct DaylightSavingDaysTests {
    struct City: Sendable, CustomTestStringConvertible {
        let name, zone: String
        let latitude, longitude: Double
        /// The 23-hour and the 25-hour day.
        let short, long: String
        var testDescription: String { name }
    }

    static let cities = [
        City(
            name: "New York", zone: "America/New_York", latitude: 40.71427, longitude: -74.00597,
            short: "2026-03-08", long: "2026-11-01"),
        City(
            name: "Toronto", zone: "America/Toronto", latitude: 43.70643, longitude: -79.39864,
            short: "2026-03-08", long: "2026-11-01"),
        City(
            name: "London", zone: "Europe/London", latitude: 51.50853, longitude: -0.12574,
            short: "2026-03-29", long: "2026-10-25"),
        City(
            name: "Sydney", zone: "Australia/Sydney", latitude: -33.86785, longitude: 151.20732,
            short: "2026-10-04", long: "2026-04-05"),
    ]

    @Test("Sunrise, sunset and the day timings lie on the day, in the offset after the change", arguments: cities)
    func transitionDays(_ city: City) throws {
        let calculator = try PanchangCalculator.bundled()
        let location = try Location(latitude: city.latitude, longitude: city.longitude, timeZoneIdentifier: city.zone)
        let zone = location.timeZone
        for (iso, hours) in [(city.short, 23.0), (city.long, 25.0)] {
            let date = try CivilDate(iso: iso)
            let day = try calculator.day(date, at: location)
            let civilLength = date.adding(days: 1).start(in: zone).timeIntervalSince(date.start(in: zone))
            #expect(civilLength == hours * 3600, "\(city.name) \(iso)")
            let sunrise = try #require(day.sunrise)
            let sunset = try #require(day.sunset)
            #expect(CivilDate(sunrise, in: zone) == date)
            #expect(CivilDate(sunset, in: zone) == date)
            // Transitions happen at night, so sunrise already keeps the new offset.
            let after = zone.secondsFromGMT(for: date.adding(days: 1).start(in: zone))
            #expect(zone.secondsFromGMT(for: sunrise) == after, "\(city.name) \(iso)")
            let timings = try #require(day.timings)
            for window in [timings.rahuKalam, timings.yamagandam, timings.gulikaKalam, timings.abhijit] {
                #expect(window.start >= sunrise && window.end <= sunset)
            }
            // Neighbouring sunrises are a day apart give or take the clock change and a few minutes.
            let previous = try #require(try calculator.day(date.adding(days: -1), at: location).sunrise)
            let gap = sunrise.timeIntervalSince(previous) / 3600
            #expect(abs(gap - 24) < 0.1, "\(city.name) \(iso): \(gap) h between sunrises")
        }
    }
}
