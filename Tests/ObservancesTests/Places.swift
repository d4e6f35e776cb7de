import CivilTime
import Foundation
import Observances

/// Places and helpers shared by the tests.
enum TestPlaces {
    static let delhi = try! Location(latitude: 28.6139, longitude: 77.2090, timeZoneIdentifier: "Asia/Kolkata")
    static let chennai = try! Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")
    static let newYork = try! Location(latitude: 40.7128, longitude: -74.0060, timeZoneIdentifier: "America/New_York")
    static let london = try! Location(latitude: 51.5074, longitude: -0.1278, timeZoneIdentifier: "Europe/London")
    static let sydney = try! Location(latitude: -33.8688, longitude: 151.2093, timeZoneIdentifier: "Australia/Sydney")
    static let bengaluru = try! Location(latitude: 12.9716, longitude: 77.5946, timeZoneIdentifier: "Asia/Kolkata")
    static let mayapur = try! Location(latitude: 23.4231, longitude: 88.3884, timeZoneIdentifier: "Asia/Kolkata")
    static let mumbai = try! Location(latitude: 19.0760, longitude: 72.8777, timeZoneIdentifier: "Asia/Kolkata")
    static let nagpur = try! Location(latitude: 21.1458, longitude: 79.0882, timeZoneIdentifier: "Asia/Kolkata")
    static let lucknow = try! Location(latitude: 26.8467, longitude: 80.9462, timeZoneIdentifier: "Asia/Kolkata")
    static let tromso = try! Location(latitude: 69.6492, longitude: 18.9553, timeZoneIdentifier: "Europe/Oslo")

    static let calculator = try! ObservanceCalculator.bundled()

    static func date(_ text: String) -> CivilDate { try! CivilDate(iso: text) }

    /// The span of a whole Gregorian year.
    static func year(_ year: Int, at location: Location, calculator: ObservanceCalculator = TestPlaces.calculator)
        throws -> CalendarSpan
    {
        try calculator.span(
            from: CivilDate(year: year, month: 1, day: 1), through: CivilDate(year: year, month: 12, day: 31),
            at: location)
    }

    /// Dates of one observance id in a year.
    static func days(_ id: String, _ year: Int, at location: Location, calculator: ObservanceCalculator = calculator)
        throws -> [CivilDate]
    {
        try calculator.observances(year: year, at: location).filter { $0.id == id }.map(\.date)
    }
}
