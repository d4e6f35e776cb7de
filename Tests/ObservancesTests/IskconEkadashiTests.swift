import CivilTime
import Foundation
import Panchang
import Testing

@testable import Observances

/// ISKCON Ekadashi: the Vaishnava rule with the Mahadvadashis, as GCAL applies them (calendar-rules.md §6.2).
@Suite("ISKCON Ekadashi and the Mahadvadashis")
struct IskconEkadashiTests {
    static let iskcon = try! ObservanceCalculator.bundled(conventions: ObservanceConventions(ekadashi: .iskcon))

    /// The Ekadashi whose ISKCON day is `day`.
    func ekadashi(iskcon day: String, at place: Location) throws -> (EkadashiDay, CalendarSpan) {
        let date = TestPlaces.date(day)
        let span = try TestPlaces.year(date.year, at: place)
        return (try #require(span.ekadashis().first { $0.iskcon == date }), span)
    }

    func sunriseTithi(_ date: CivilDate, _ span: CalendarSpan) throws -> Int {
        let frame = try #require(span.frame(date))
        return try #require(span.tithi(at: frame.sunrise)).index
    }

    @Test("Bengaluru 2025: every fast day of ISKCON Bangalore's published calendar (25, three of them Mahadvadashis)")
    func bengaluru2025() throws {
        // iskconbangalore.org Vaishnava Calendar (Gourabda 539), as GCAL computes it for Bengaluru.
        let published = [
            "01-10", "01-25", "02-08", "02-24", "03-10", "03-26", "04-08", "04-24", "05-08", "05-23", "06-07",
            "06-22", "07-06", "07-21", "08-05", "08-19", "09-03", "09-17", "10-03", "10-17", "11-02", "11-15",
            "12-01", "12-16", "12-31",
        ].map { TestPlaces.date("2025-\($0)") }
        let ours = try Self.iskcon.observances(year: 2025, at: TestPlaces.bengaluru).filter { $0.id == "ekadashi" }
        #expect(ours.map(\.date) == published)
        #expect(ours.allSatisfy { $0.variant == "iskcon" })
        let named = ours.filter { $0.explanation.reason.contains("Mahadvadashi:") }.map(\.date)
        #expect(named == ["2025-06-07", "2025-11-02", "2025-12-16"].map(TestPlaces.date))
    }

    @Test(
        "Vyanjuli: Dwadashi at two sunrises after a pure Ekadashi moves the vow to the first (Nirjala, Bengaluru 2025-06-07)"
    )
    func vyanjuli() throws {
        let (e, span) = try ekadashi(iskcon: "2025-06-07", at: TestPlaces.bengaluru)
        #expect(e.mahadvadashi == .vyanjuli && e.smarta == TestPlaces.date("2025-06-06"))
        let tithis = try [e.smarta, e.iskcon, e.iskcon.adding(days: 1)].map { try sunriseTithi($0, span) }
        #expect(tithis == [11, 12, 12])
        let smartaFrame = try #require(span.frame(e.smarta))
        #expect(span.ekadashiAtArunodaya(span.frames.firstIndex(of: smartaFrame)!, e.tithi))
    }

    @Test(
        "Trisprisha: Ekadashi at dawn and Dwadashi gone by the next sunrise keep the vow that day (Utthana, Bengaluru 2025-11-02)"
    )
    func trisprisha() throws {
        let (e, span) = try ekadashi(iskcon: "2025-11-02", at: TestPlaces.bengaluru)
        #expect(e.mahadvadashi == .trisprisha && e.smarta == TestPlaces.date("2025-11-01"))
        let tithis = try [e.iskcon, e.iskcon.adding(days: 1)].map { try sunriseTithi($0, span) }
        #expect(tithis == [11, 13])
        let dwadashi = try #require(e.dwadashi)
        let day = try #require(span.frame(e.iskcon))
        #expect(dwadashi.start > day.sunrise && dwadashi.end < day.nextSunrise)
    }

    @Test(
        "Pakshavardhini: an Amavasya at two sunrises moves the vow from Ekadashi to Dwadashi (Saphala, Bengaluru 2025-12-16)"
    )
    func pakshavardhini() throws {
        let (e, span) = try ekadashi(iskcon: "2025-12-16", at: TestPlaces.bengaluru)
        #expect(e.mahadvadashi == .pakshavardhini)
        #expect(e.vaishnava == TestPlaces.date("2025-12-15") && e.smarta == e.vaishnava)
        let moved = try [e.vaishnava, e.iskcon].map { try sunriseTithi($0, span) }
        #expect(moved == [26, 27])
        let amavasya = try ["2025-12-19", "2025-12-20"].map { try sunriseTithi(TestPlaces.date($0), span) }
        #expect(amavasya == [30, 30])
        let explanation = span.ekadashiExplanation(e, rule: .iskcon, ruleText: "r")
        #expect(explanation.reason.hasPrefix("Pakshavardhini Mahadvadashi: the following Amavasya"))
        #expect(explanation.rejected.map(\.date) == [e.vaishnava])
        #expect(explanation.rejected[0].reason.contains("Smarta and Vaishnava"))
    }

    @Test(
        "Unmilani: Ekadashi from one arunodaya past the next sunrise keeps the vow on the second day (Aja, New Delhi 2022-08-23)"
    )
    func unmilani() throws {
        let (e, span) = try ekadashi(iskcon: "2022-08-23", at: TestPlaces.delhi)
        #expect(e.mahadvadashi == .unmilani && e.vaishnava == e.iskcon)
        let first = e.iskcon.adding(days: -1)
        let tithis = try [first, e.iskcon, e.iskcon.adding(days: 1)].map { try sunriseTithi($0, span) }
        #expect(tithis == [26, 26, 27])
        let i = span.frames.firstIndex { $0.day.date == first }!
        #expect(span.ekadashiAtArunodaya(i, e.tithi))
    }

    @Test(
        "Nakshatra Mahadvadashis: Shukla Dwadashi from sunrise past sunset with the nakshatra at both sunrises (New Delhi: Vijaya 2027-09-12, Jayanti 2058-01-06, Papanashini 1936-03-04)",
        arguments: [("2027-09-12", Mahadvadashi.vijaya), ("2058-01-06", .jayanti), ("1936-03-04", .papanashini)])
    func nakshatraMahadvadashi(day: String, kind: Mahadvadashi) throws {
        let (e, span) = try ekadashi(iskcon: day, at: TestPlaces.delhi)
        #expect(e.mahadvadashi == kind)
        #expect(e.vaishnava == e.iskcon.adding(days: -1))
        let f = try #require(span.frame(e.iskcon))
        let next = try #require(span.frame(e.iskcon.adding(days: 1)))
        #expect(span.tithi(at: f.sunrise)?.index == 12 && span.tithi(at: f.sunset)?.index == 12)
        #expect(span.nakshatra(at: f.sunrise)?.index == kind.nakshatra)
        #expect(span.nakshatra(at: next.sunrise)?.index == kind.nakshatra)
        let explanation = span.ekadashiExplanation(e, rule: .iskcon, ruleText: "r")
        #expect(explanation.reason.hasPrefix(kind.name))
    }

    @Test(
        "Over 2020–2030 (New Delhi) the ISKCON day is the Vaishnava day, or the Dwadashi after it when a Mahadvadashi moves it"
    )
    func movesOnlyForAMahadvadashi() throws {
        var moved = 0
        for year in 2020...2030 {
            let span = try TestPlaces.year(year, at: TestPlaces.delhi)
            for e in span.ekadashis() where e.iskcon != e.vaishnava {
                moved += 1
                #expect(e.iskcon == e.vaishnava.adding(days: 1))
                #expect(e.mahadvadashi == .pakshavardhini || e.mahadvadashi?.nakshatra != nil)
                #expect(try sunriseTithi(e.iskcon, span) % 15 == 12)
            }
        }
        #expect(moved > 0)
    }

    @Test("The Vaishnava and Smarta explanations note the ISKCON Mahadvadashi day")
    func otherRulesNoteIt() throws {
        let (e, span) = try ekadashi(iskcon: "2025-12-16", at: TestPlaces.bengaluru)
        for rule in [EkadashiRule.smarta, .vaishnava] {
            let explanation = span.ekadashiExplanation(e, rule: rule, ruleText: "r")
            #expect(
                explanation.notes.contains("ISKCON calendars keep the vow on 2025-12-16, a Pakshavardhini Mahadvadashi")
            )
            #expect(explanation.rejected.contains { $0.date == e.iskcon && $0.reason.contains("ISKCON") })
        }
    }
}
