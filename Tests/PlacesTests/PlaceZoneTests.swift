import CivilTime
import Foundation
import Testing

@testable import Places

/// The zones the catalog hands out, through the 2026 DST changes: a day of a found city turned
/// into instants has its true length.
@Suite("Catalog zones through the year")
struct PlaceZoneTests {
    @Test(
        "A found city's zone gives 23- and 25-hour days on the 2026 transition dates",
        arguments: [
            ("New York", "America/New_York", "2026-03-08", "2026-11-01"),
            ("Toronto", "America/Toronto", "2026-03-08", "2026-11-01"),
            ("London", "Europe/London", "2026-03-29", "2026-10-25"),
            ("Sydney", "Australia/Sydney", "2026-10-04", "2026-04-05"),
        ])
    func transitions(_ name: String, _ zoneID: String, _ short: String, _ long: String) throws {
        let catalog = try PlaceCatalog.bundled()
        let place = try catalog.resolve(name).place
        #expect(place.timeZoneIdentifier == zoneID)
        let near = try catalog.nearest(latitude: place.latitude + 0.01, longitude: place.longitude)
        #expect(near.place.timeZoneIdentifier == zoneID)
        let zone = try place.location().timeZone
        func hours(_ iso: String) throws -> Double {
            let day = try CivilDate(iso: iso)
            return day.adding(days: 1).start(in: zone).timeIntervalSince(day.start(in: zone)) / 3600
        }
        #expect(try hours(short) == 23)
        #expect(try hours(long) == 25)
        #expect(try hours("2026-06-21") == 24)
    }
}
