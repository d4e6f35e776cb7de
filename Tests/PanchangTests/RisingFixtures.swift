import Foundation
import Testing

/// Swiss Ephemeris rising and setting times written by scripts/fixtures/generate_panchang_fixtures.py.
struct RisingFixtures: Decodable {
    struct Place: Decodable {
        let name: String
        let lat, lon: Double
        let tz: String
    }
    struct Event: Decodable {
        let jd_ut: Double
    }
    struct Record: Decodable {
        let place: String
        let date: String
        let sunrise, sunset, hindu_sunrise, hindu_sunset, moonrise, moonset: Event?
        let angas_at_sunrise: [Int]?
        let angas_at_hindu_sunrise: [Int]?
    }
    struct Header: Decodable {
        let places: [Place]
    }
    let header: Header
    let records: [Record]

    static func load(year: Int) throws -> RisingFixtures {
        let url = try #require(Bundle.module.url(forResource: "risings-\(year)", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(RisingFixtures.self, from: Data(contentsOf: url))
    }
}

/// Swiss Ephemeris anga transitions, new and full moons and sankrantis for one year.
struct TransitionFixtures: Decodable {
    struct Record: Decodable {
        let kind: String
        let index: Int?
        let sign: Int?
        let jd_ut: Double
    }
    let records: [Record]

    static func load(year: Int) throws -> TransitionFixtures {
        let url = try #require(Bundle.module.url(forResource: "transitions-\(year)", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder().decode(TransitionFixtures.self, from: Data(contentsOf: url))
    }
}
