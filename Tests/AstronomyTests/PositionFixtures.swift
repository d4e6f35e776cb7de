import Foundation

/// Swiss Ephemeris oracle positions written by scripts/fixtures/generate_panchang_fixtures.py.
struct PositionFixtures: Decodable {
    struct Body: Decodable {
        let lon, lat, ra, dec: Double
        let dist_au: Double
        let sid_lon: Double
    }
    struct Record: Decodable {
        let jd_ut: Double
        let delta_t_seconds: Double
        let ayanamsa_true: Double
        let ayanamsa_mean: Double
        let nutation_lon: Double
        let nutation_obl: Double
        let obliquity_mean: Double
        let sidereal_time_hours: Double
        let sun: Body
        let moon: Body
    }
    let records: [Record]

    static func load() throws -> PositionFixtures {
        let url = try #require(Bundle.module.url(forResource: "positions", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(PositionFixtures.self, from: Data(contentsOf: url))
    }
}

import Testing
