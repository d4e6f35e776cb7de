import Foundation
import Testing

/// Swiss Ephemeris oracle positions written by scripts/fixtures/generate_panchang_fixtures.py.
struct PositionFixtures: Decodable {
    struct Body: Decodable {
        let lon, lat, ra, dec: Double
        let distAu: Double
        let sidLon: Double
    }
    struct Record: Decodable {
        let jdUt: Double
        let deltaTSeconds: Double
        let ayanamsaTrue: Double
        let ayanamsaMean: Double
        let nutationLon: Double
        let nutationObl: Double
        let obliquityMean: Double
        let siderealTimeHours: Double
        let sun: Body
        let moon: Body
    }
    let records: [Record]

    static func load() throws -> PositionFixtures {
        let url = try #require(
            Bundle.module.url(forResource: "positions", withExtension: "json", subdirectory: "Fixtures"))
        return try JSONDecoder.fixtures.decode(PositionFixtures.self, from: Data(contentsOf: url))
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
