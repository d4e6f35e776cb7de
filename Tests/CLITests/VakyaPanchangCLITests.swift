import Foundation
import TamilCore
import Testing

@testable import CLI

/// `sadhana panchang --reckoning vakya`: the angas at each sunrise by the Vakya almanac, reckoned
/// for the place's own sunrises (issue 17).
@Suite("sadhana panchang --reckoning vakya")
struct VakyaPanchangCLITests {
    struct Line: Decodable {
        struct Anga: Decodable {
            let index: Int
            let end: String
        }

        let date: String
        let reckoning: String
        let sunrise: String
        let tithi, nakshatra, yoga, karana: Anga
        var all: [Anga] { [tithi, nakshatra, yoga, karana] }
    }

    static func lines(_ arguments: [String]) throws -> [Line] {
        let result = runPanchang(arguments + ["--reckoning", "vakya", "--format", "jsonl"])
        #expect(result.status == 0, "\(result.err)")
        return try result.out.split(separator: "\n").map { try JSONDecoder().decode(Line.self, from: Data($0.utf8)) }
    }

    static func instant(_ text: String) throws -> Date {
        try #require(ISO8601DateFormatter().date(from: text))
    }

    @Test(
        "In Toronto the ends are the local-sunrise ones: a range's last day equals the same day asked alone, and they move from the tabulated form by minutes"
    )
    func torontoLocal() throws {
        let range = try Self.lines(["--city", "Toronto", "--from", "2026-01-14", "--to", "2026-01-16"])
        let alone = try Self.lines(["--city", "Toronto", "--date", "2026-01-16"])
        #expect(range.map(\.date) == ["2026-01-14", "2026-01-15", "2026-01-16"])
        let last = try #require(range.last)
        let single = try #require(alone.first)
        #expect(last.all.map(\.end) == single.all.map(\.end))
        var moved: [Double] = []
        for line in range {
            #expect(line.reckoning == "vakya")
            let tabulated = try #require(try VakyaDayAngas.at(sunrise: try Self.instant(line.sunrise)))
            for (a, t) in zip(line.all, tabulated.all) {
                #expect(a.index == t.index, "\(line.date)")
                moved.append(abs(try Self.instant(a.end).timeIntervalSince(t.end)) / 60)
            }
        }
        print(
            "Toronto, 14–16 January 2026: Vakya ends moved from the tabulated form by at most \(String(format: "%.1f", moved.max() ?? 0)) min"
        )
        #expect(moved.contains { $0 > 0.5 })
        #expect(moved.allSatisfy { $0 < 10 })
    }
}
