import CivilTime
import Foundation
import Testing

@testable import Observances

/// Holika Dahan and Holi in New Delhi against the published dates of Fixtures/published-dates.csv
/// (central government lists 2024–2026, Drik Panchang as quoted for 2026, ABP Live for 2027).
@Suite("Holika Dahan and Holi")
struct HoliTests {
    static let years = 2024...2027

    @Test(
        "Every cited Delhi date of Holika Dahan and Holi, 2024–2027, is the computed one (the Bhadra-puccha reading of 2026 aside, which the year note names)"
    )
    func publishedDelhi() throws {
        let rows = try PublishedDatesTests.rows(of: "published-dates").filter {
            $0.city == "delhi" && ["holika-dahan", "holi"].contains($0.id) && Self.years.contains($0.date.year)
        }
        #expect(Set(rows.map(\.date.year)) == Set(Self.years))
        for year in Self.years {
            let days = try TestPlaces.calculator.observances(year: year, at: TestPlaces.delhi)
            for row in rows where row.date.year == year && row.deviation.isEmpty {
                let ours = days.filter { $0.id == row.id }.map(\.date)
                #expect(ours == [row.date], "\(row.id) \(year): published \(row.date) (\(row.source)); ours \(ours)")
            }
        }
    }

    @Test("Holi is always the day after Holika Dahan, 2024–2030")
    func holiFollows() throws {
        for year in 2024...2030 {
            let days = try TestPlaces.calculator.observances(year: year, at: TestPlaces.delhi)
            let dahan = try #require(days.first { $0.id == "holika-dahan" })
            #expect(days.filter { $0.id == "holi" }.map(\.date) == [dahan.date.adding(days: 1)])
        }
    }

    @Test(
        "The second-evening rule decides only where Bhadra takes the first evening and Purnima ends before the second: 2026 of 2024–2030"
    )
    func secondEveningOnlyWhenNeeded() throws {
        var used: [Int] = []
        for year in 2024...2030 {
            let days = try TestPlaces.calculator.observances(year: year, at: TestPlaces.delhi)
            let dahan = try #require(days.first { $0.id == "holika-dahan" })
            if dahan.explanation.reason.contains("praharas") { used.append(year) }
        }
        #expect(used == [2026])
    }

    @Test("Without the second-evening rule, 2026 falls back to the night of March 2 (the Bhadra-puccha reading)")
    func fallbackReading() throws {
        var rule = AngaRule(kaala: .pradosha, fallback: .purva, avoidVishti: true)
        let calc = TestPlaces.calculator
        let span = try calc.span(
            from: TestPlaces.date("2026-02-20"), through: TestPlaces.date("2026-03-10"),
            at: TestPlaces.delhi)
        let purnima = try #require(
            span.tithis.first { $0.index == 15 && CivilDate($0.start, in: TestPlaces.delhi.timeZone).month == 3 })
        let without = try #require(span.decide(purnima, rule, ruleText: ""))
        #expect(span.frames[without.index].day.date == TestPlaces.date("2026-03-02"))
        rule.paraVriddhi = true
        let with = try #require(span.decide(purnima, rule, ruleText: ""))
        #expect(span.frames[with.index].day.date == TestPlaces.date("2026-03-03"))
    }
}
