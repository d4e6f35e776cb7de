import Foundation
import Testing

@testable import Places

@Suite("Nearest city")
struct NearestTests {
    let catalog: PlaceCatalog

    init() throws { catalog = try PlaceCatalog.bundled() }

    @Test("A point in a city finds that city, with its zone")
    func inCity() throws {
        let chennai = try catalog.nearest(latitude: 13.0827, longitude: 80.2707)
        #expect(chennai.place.name == "Chennai")
        #expect(chennai.distanceKilometres < 2)
        let manhattan = try catalog.nearest(latitude: 40.7128, longitude: -74.0060)
        #expect(manhattan.place.timeZoneIdentifier == "America/New_York")
        let sydney = try catalog.nearest(latitude: -33.8688, longitude: 151.2093)
        #expect(sydney.place.timeZoneIdentifier == "Australia/Sydney")
    }

    /// The great-circle distance the tree is meant to minimise, by brute force.
    func kilometres(_ lat1: Double, _ lon1: Double, _ lat2: Double, _ lon2: Double) -> Double {
        let p1 = lat1 * .pi / 180
        let p2 = lat2 * .pi / 180
        let dp = p2 - p1
        let dl = (lon2 - lon1) * .pi / 180
        let a = sin(dp / 2) * sin(dp / 2) + cos(p1) * cos(p2) * sin(dl / 2) * sin(dl / 2)
        return 2 * 6371 * asin(min(1, a.squareRoot()))
    }

    @Test("Agrees with a scan of every city, at the poles, across the antimeridian and at random")
    func agreesWithBruteForce() throws {
        var points: [(Double, Double)] = [
            (90, 0), (-90, 0), (0, 180), (0, -180), (-18.0, 179.99), (-18.0, -179.99), (65.0, -168.9),
            (51.4779, 0), (-54.8, -68.3), (78.2, 15.6),
        ]
        var state: UInt64 = 42
        func next() -> Double {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Double(state >> 11) / Double(1 << 53)
        }
        for _ in 0..<150 { points.append((asin(2 * next() - 1) * 180 / .pi, 360 * next() - 180)) }
        let cities = (0..<catalog.count).map { catalog.place(at: $0) }
        for (lat, lon) in points {
            let found = try catalog.nearest(latitude: lat, longitude: lon)
            let best = cities.map { kilometres(lat, lon, $0.latitude, $0.longitude) }.min()!
            #expect(abs(found.distanceKilometres - best) < 0.001, "\(lat), \(lon)")
            #expect(abs(kilometres(lat, lon, found.place.latitude, found.place.longitude) - best) < 0.001)
        }
    }

    @Test(
        "Impossible coordinates are refused",
        arguments: [(91.0, 0.0), (-90.5, 0.0), (0.0, 180.01), (0.0, -181.0), (.nan, 0.0), (0.0, .infinity)])
    func refuses(_ lat: Double, _ lon: Double) {
        #expect(throws: PlacesError.self) { try catalog.nearest(latitude: lat, longitude: lon) }
    }
}
