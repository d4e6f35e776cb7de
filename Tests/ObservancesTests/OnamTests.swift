import CivilTime
import Foundation
import Observances
import Testing

/// Onam is Thiruvonam in Malayalam Chingam; when Chingam holds two Thiruvonams, the second
/// (Fixtures/onam-published.csv: every year 2000–2030 with a published date or a note that none
/// was found).
@Suite("Onam: the second Thiruvonam when Chingam holds two")
struct OnamTests {
    static let calculator = try! ObservanceCalculator.bundled(conventions: ObservanceConventions())
    static let thiruvananthapuram = try! Location(
        latitude: 8.5241, longitude: 76.9366, timeZoneIdentifier: "Asia/Kolkata")

    struct Row {
        let year: Int
        let date: String?
        let source: String
    }

    static func rows() throws -> [Row] {
        let url = try #require(
            Bundle.module.url(forResource: "onam-published", withExtension: "csv", subdirectory: "Fixtures"))
        return try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst().map { line in
            let parts = line.split(separator: ",", maxSplits: 2, omittingEmptySubsequences: false).map(String.init)
            return Row(year: Int(parts[0])!, date: parts[1].isEmpty ? nil : parts[1], source: parts[2])
        }
    }

    func onam(_ year: Int) throws -> Observance {
        try #require(try Self.calculator.observances(year: year, at: Self.thiruvananthapuram).first { $0.id == "onam" })
    }

    @Test("Every year 2000–2030 is in the fixture, each with a published date and source or a note that none was found")
    func fixtureCoversTheYears() throws {
        let rows = try Self.rows()
        #expect(rows.map(\.year) == Array(2000...2030))
        for row in rows {
            #expect(!row.source.isEmpty)
            if row.date == nil { #expect(row.source == "no published date found in our sources") }
        }
        #expect(rows.filter { $0.date != nil }.count >= 14)
    }

    @Test("Every published Onam date 2000–2030 is the computed one at Thiruvananthapuram")
    func publishedDates() throws {
        for row in try Self.rows() {
            guard let date = row.date else { continue }
            #expect(try onam(row.year).date.description == date, "\(row.year): \(row.source)")
        }
    }

    @Test("2024 and 2016: the first Thiruvonam opens Chingam, so Onam is the second, and why-this-date says so")
    func secondThiruvonam() throws {
        for (year, kept, rejected) in [(2024, "2024-09-15", "2024-08-19"), (2016, "2016-09-14", "2016-08-17")] {
            let o = try onam(year)
            #expect(o.date.description == kept)
            let r = try #require(o.explanation.rejected.first { $0.date.description == rejected }, "\(year)")
            #expect(r.reason.contains("second occurrence is kept"))
        }
    }

    @Test("A single Thiruvonam early in Chingam is kept (2018, 2021: Atham in Karkidakam)")
    func singleEarlyThiruvonam() throws {
        #expect(try onam(2018).date.description == "2018-08-25")
        #expect(try onam(2021).date.description == "2021-08-21")
    }
}
