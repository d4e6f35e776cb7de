import Foundation
import Places
import Testing

/// "Use my location" names the city a person would name, from the real catalog.
@Suite("The locality of a coordinate")
struct LocalityTests {
    static let catalog = try! PlaceCatalog.bundled()

    @Test(
        "A city section gives way to the city around it",
        arguments: [
            (43.6487, -79.3817, "Toronto", "Bay Street Corridor"), (1.3521, 103.8198, "Singapore", "Thomson"),
        ])
    func sectionToCity(lat: Double, lon: Double, city: String, section: String) throws {
        #expect(try Self.catalog.nearest(latitude: lat, longitude: lon).place.name == section)
        let found = try Self.catalog.locality(latitude: lat, longitude: lon)
        #expect(found.place.name == city)
        #expect(found.distanceKilometres < 10)
    }

    @Test(
        "A separate city or town keeps its own name",
        arguments: [
            (43.5789, -79.6583, "Mississauga"), (22.57688, 88.31857, "Howrah"), (17.42841, 78.49361, "Rāniganj"),
            (43.6532, -79.3832, "Toronto"), (13.0827, 80.2707, "Chennai"),
        ])
    func keeps(lat: Double, lon: Double, name: String) throws {
        #expect(try Self.catalog.locality(latitude: lat, longitude: lon).place.name == name)
    }

    @Test("A city's reach grows with the square root of its population, up to 25 km")
    func reach() {
        #expect(PlaceCatalog.reachKilometres(population: 100_000) == 2)
        #expect(PlaceCatalog.reachKilometres(population: 400_000) == 4)
        #expect(PlaceCatalog.reachKilometres(population: 100_000_000) == 25)
    }
}
