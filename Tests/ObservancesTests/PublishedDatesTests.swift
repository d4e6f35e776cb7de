import CivilTime
import Foundation
import Testing

@testable import Observances

/// Published dates for New Delhi and Chennai, 2024–2026 (Fixtures/published-dates.csv): Drik
/// Panchang as quoted in public sources, the central government (DoPT) and Tamil Nadu holiday
/// lists, almanac dates; and ISKCON temples' dates for their own cities. Each row names its
/// source; a row whose date we do not give carries the reason in its `deviation` column.
@Suite("Published dates")
struct PublishedDatesTests {
    struct Row {
        let city: String
        let id: String
        let date: CivilDate
        let conventions: String
        let kind: String
        let source: String
        let deviation: String
    }

    /// RFC 4180 fields of one line (quotes, doubled quotes, commas inside quotes).
    static func fields(_ line: Substring) -> [String] {
        var result: [String] = []
        var field = ""
        var quoted = false
        var chars = line.makeIterator()
        var pending: Character? = nil
        while let c = pending ?? chars.next() {
            pending = nil
            if quoted {
                if c == "\"" {
                    if let n = chars.next() {
                        if n == "\"" {
                            field.append("\"")
                        } else {
                            quoted = false
                            pending = n
                        }
                    } else {
                        quoted = false
                    }
                } else {
                    field.append(c)
                }
            } else if c == "\"" {
                quoted = true
            } else if c == "," {
                result.append(field)
                field = ""
            } else {
                field.append(c)
            }
        }
        result.append(field)
        return result
    }

    /// The rows of both fixtures: published-dates.csv and published-dates-iskcon.csv (ISKCON temples'
    /// Ekadashi lists).
    static func rows() throws -> [Row] {
        try ["published-dates", "published-dates-iskcon"].flatMap { try rows(of: $0) }
    }

    static func rows(of name: String) throws -> [Row] {
        let url = try #require(Bundle.module.url(forResource: name, withExtension: "csv", subdirectory: "Fixtures"))
        let text = try String(contentsOf: url, encoding: .utf8)
        return try text.split(separator: "\n").dropFirst().map { line in
            let f = fields(line)
            try #require(f.count == 7, "\(line)")
            return Row(
                city: f[0], id: f[1], date: try CivilDate(iso: f[2]), conventions: f[3], kind: f[4], source: f[5],
                deviation: f[6])
        }
    }

    /// The cities the rows name: New Delhi and Chennai, and the ISKCON temples whose published dates are kept.
    static let places: [String: Location] = [
        "delhi": TestPlaces.delhi, "chennai": TestPlaces.chennai, "bengaluru": TestPlaces.bengaluru,
        "mayapur": TestPlaces.mayapur, "mumbai": TestPlaces.mumbai, "nagpur": TestPlaces.nagpur,
        "lucknow": TestPlaces.lucknow,
    ]

    static func conventions(_ text: String) -> ObservanceConventions {
        var c = ObservanceConventions()
        for pair in text.split(separator: ";") {
            let kv = pair.split(separator: "=").map(String.init)
            switch kv[0] {
            case "janmashtami": c.janmashtami = JanmashtamiRule(rawValue: kv[1])!
            case "hanumanJayanti": c.hanumanJayanti = HanumanJayantiRegion(rawValue: kv[1])!
            case "ekadashi": c.ekadashi = EkadashiRule(rawValue: kv[1])!
            default: Issue.record("unknown convention \(kv[0])")
            }
        }
        return c
    }

    @Test("Every published date matches, or its deviation is explained in the data; the comparison is printed")
    func compare() throws {
        let rows = try Self.rows()
        #expect(rows.count >= 80)
        var cache: [String: [Observance]] = [:]
        var matches = 0
        var explained: [String] = []
        for row in rows {
            let place = try #require(Self.places[row.city], "unknown city \(row.city)")
            let key = "\(row.city) \(row.date.year) \(row.conventions)"
            if cache[key] == nil {
                let calculator = try ObservanceCalculator.bundled(conventions: Self.conventions(row.conventions))
                cache[key] = try calculator.observances(year: row.date.year, at: place)
            }
            let ours = cache[key]!.filter { $0.id == row.id }.map(\.date)
            #expect(!ours.isEmpty, "\(row.id) \(row.date.year) \(row.city): not computed")
            if ours.contains(row.date) {
                matches += 1
                #expect(row.deviation.isEmpty, "\(row.id) \(row.date) matches but is marked as a deviation")
            } else if !row.deviation.isEmpty {
                explained.append(
                    "\(row.city) \(row.id) published \(row.date) (\(row.kind), \(row.source)); ours "
                        + "\(ours.map(\.description).joined(separator: ", ")): \(row.deviation)")
            } else {
                Issue.record(
                    "\(row.city) \(row.id): published \(row.date) (\(row.kind), \(row.source)); ours \(ours)")
            }
        }
        print("Published dates: \(rows.count) rows, \(matches) match, \(explained.count) explained deviations")
        for line in explained { print("  deviation: \(line)") }
        let drik = rows.filter { $0.kind == "drik" }
        #expect(drik.allSatisfy { $0.deviation.isEmpty }, "every Drik date is to be matched, not explained away")
    }
}
