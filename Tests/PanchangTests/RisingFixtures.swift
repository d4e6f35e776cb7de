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
        let jdUt: Double
    }
    struct Record: Decodable {
        let place: String
        let date: String
        let sunrise, sunset, hinduSunrise, hinduSunset, moonrise, moonset: Event?
        let angasAtSunrise: [Int]?
        let angasAtHinduSunrise: [Int]?
    }
    struct Header: Decodable {
        let places: [Place]
    }
    let header: Header
    let records: [Record]

    static func load(year: Int) throws -> RisingFixtures {
        let url = try #require(
            Bundle.module.url(forResource: "risings-\(year)", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder.fixtures.decode(RisingFixtures.self, from: Data(contentsOf: url))
    }
}

/// Swiss Ephemeris anga transitions, new and full moons and sankrantis for one year.
struct TransitionFixtures: Decodable {
    struct Record: Decodable {
        let kind: String
        let index: Int?
        let sign: Int?
        let jdUt: Double
    }
    let records: [Record]

    static func load(year: Int) throws -> TransitionFixtures {
        let url = try #require(
            Bundle.module.url(forResource: "transitions-\(year)", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder.fixtures.decode(TransitionFixtures.self, from: Data(contentsOf: url))
    }
}

extension JSONDecoder {
    /// Reads the fixtures' snake_case keys into camelCase properties.
    static var fixtures: JSONDecoder {
        let decoder = JSONDecoder()
        decoder.keyDecodingStrategy = .convertFromSnakeCase
        return decoder
    }
}
