import Astronomy
import CivilTime
import Foundation
import Panchang
import Testing

@testable import Observances

@Suite("Nalla Neram invariant")
struct NallaNeramInvariantTests {
    static let places: [Location] = [
        TestPlaces.chennai, TestPlaces.delhi, TestPlaces.mumbai, TestPlaces.newYork, TestPlaces.london,
        TestPlaces.sydney, try! Location(latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto"),
        try! Location(latitude: 1.3521, longitude: 103.8198, timeZoneIdentifier: "Asia/Singapore"),
    ]

    @Test(
        "Over whole years of many cities, every Nalla Neram and Gowri Nalla Neram window lasts at least a second and none overlaps Rahu Kalam, Yamagandam or (Nalla Neram) Kuligai",
        arguments: [GowriClock.sunrise, .fixedSixAM])
    func everyWindowIsRealAndOutsideTheBadPeriods(clock: GowriClock) throws {
        let ephemeris = try Ephemeris.bundled()
        for place in Self.places {
            for year in [2025, 2026] {
                let span = try TestPlaces.year(year, at: place)
                var d = try CivilDate(year: year, month: 1, day: 1)
                var windows = 0
                while d.year == year {
                    let details = try #require(span.tamilDetails(d, ephemeris: ephemeris, clock: clock))
                    let t = try #require(span.frame(d)?.day.timings)
                    let zone = place.timeZone
                    let timings =
                        clock == .sunrise
                        ? t
                        : DayTimings(
                            weekday: d.weekday, sunrise: d.instant(hour: 6, minute: 0, second: 0, in: zone),
                            sunset: d.instant(hour: 18, minute: 0, second: 0, in: zone),
                            nextSunrise: d.adding(days: 1).instant(hour: 6, minute: 0, second: 0, in: zone),
                            previousSunset: nil)
                    let rahuYama = [timings.rahuKalam, timings.yamagandam].compactMap { $0 }
                    let withKuligai = rahuYama + [timings.gulikaKalam].compactMap { $0 }
                    func overlap(_ a: TimeWindow, _ b: TimeWindow) -> TimeInterval {
                        min(a.end, b.end).timeIntervalSince(max(a.start, b.start))
                    }
                    for w in details.nallaNeram {
                        windows += 1
                        #expect(w.end.timeIntervalSince(w.start) >= 1, "\(place.timeZone.identifier) \(d) \(w)")
                        for bad in withKuligai { #expect(overlap(w, bad) < 1, "\(place.timeZone.identifier) \(d)") }
                    }
                    for w in details.gowriNallaNeram {
                        windows += 1
                        #expect(w.end.timeIntervalSince(w.start) >= 1, "\(place.timeZone.identifier) \(d) \(w)")
                        for bad in rahuYama { #expect(overlap(w, bad) < 1, "\(place.timeZone.identifier) \(d)") }
                    }
                    d = d.adding(days: 1)
                }
                #expect(windows > 365 * 3)
            }
        }
    }

    @Test("Chennai 2026-11-23 has no zero-length Nalla Neram (it listed 2:47 PM – 2:47 PM)")
    func chennaiNovember23() throws {
        let span = try TestPlaces.year(2026, at: TestPlaces.chennai)
        let details = try #require(span.tamilDetails(TestPlaces.date("2026-11-23"), ephemeris: try Ephemeris.bundled()))
        #expect(!details.nallaNeram.isEmpty)
        for w in details.nallaNeram + details.gowriNallaNeram { #expect(w.end.timeIntervalSince(w.start) >= 60) }
    }
}
