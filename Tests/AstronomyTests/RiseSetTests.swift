import CivilTime
import Foundation
import Testing

@testable import Astronomy

@Suite("Rising and setting for a civil day")
struct RiseSetTests {
    let ephemeris: Ephemeris

    init() throws {
        ephemeris = try Ephemeris.bundled()
    }

    @Test("Chennai's sunrise on 2026-01-14 falls in 06:30–06:39 local, and Hindu sunrise 3–4 minutes later")
    func chennaiSunrise() throws {
        let chennai = try Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")
        let finder = RiseSetFinder(ephemeris: ephemeris, location: chennai)
        let day = try CivilDate(year: 2026, month: 1, day: 14)
        let standard = try #require(
            finder.crossing(.rise, of: .sun, convention: .standard, on: day, in: chennai.timeZone))
        let hindu = try #require(finder.crossing(.rise, of: .sun, convention: .hindu, on: day, in: chennai.timeZone))
        #expect(standard.iso8601(in: chennai.timeZone).hasPrefix("2026-01-14T06:3"))
        #expect((180...240).contains(hindu.timeIntervalSince(standard)))
    }

    @Test("The Sun neither rises nor sets at Tromsø at midsummer or midwinter, and nothing crashes")
    func polarDayAndNight() throws {
        let tromso = try Location(latitude: 69.6492, longitude: 18.9553, timeZoneIdentifier: "Europe/Oslo")
        let finder = RiseSetFinder(ephemeris: ephemeris, location: tromso)
        for (m, d) in [(6, 21), (12, 21)] {
            let day = try CivilDate(year: 2026, month: m, day: d)
            for kind in [HorizonCrossing.rise, .set] {
                #expect(finder.crossing(kind, of: .sun, convention: .standard, on: day, in: tromso.timeZone) == nil)
            }
        }
    }

    @Test("At the North Pole the Moon's crossings, where there are any, fall inside their day")
    func pole() throws {
        let pole = try Location(latitude: 90, longitude: 0, timeZoneIdentifier: "UTC")
        let finder = RiseSetFinder(ephemeris: ephemeris, location: pole)
        var day = try CivilDate(year: 2026, month: 1, day: 1)
        for _ in 0..<60 {
            if let t = finder.crossing(.rise, of: .moon, convention: .standard, on: day, in: pole.timeZone) {
                #expect(CivilDate(t, in: pole.timeZone) == day)
            }
            day = day.adding(days: 1)
        }
    }
}
