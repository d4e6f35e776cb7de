import CivilTime
import Foundation
import Testing

@testable import Observances

/// The Vaishnava (Gaudiya, ISKCON) Janmashtami: Ashtami at sunrise, never the Saptami day; a skipped Ashtami
/// on the Navami day; an Ashtami at two sunrises by Rohini, then weekday (GCAL's CompleteCalc).
@Suite("Vaishnava Janmashtami")
struct VaishnavaJanmashtamiTests {
    static let vaishnava = try! ObservanceCalculator.bundled(
        conventions: ObservanceConventions(janmashtami: .vaishnava))

    func janmashtami(_ year: Int, at place: Location = TestPlaces.delhi) throws -> Observance {
        try #require(
            try Self.vaishnava.observances(year: year, at: place).first { $0.id == "krishna-janmashtami" })
    }

    func sunriseTithi(_ date: CivilDate, _ span: CalendarSpan) throws -> Int {
        let f = try #require(span.frame(date))
        return try #require(span.tithi(at: f.sunrise)).index
    }

    @Test(
        "New Delhi 2023–2026: the day Ashtami holds at sunrise; the day before, which Saptami holds, is rejected (2023 Sep 7, 2024 Aug 26, 2025 Aug 16, 2026 Sep 4)"
    )
    func newDelhi2023to2026() throws {
        let published = ["2023-09-07", "2024-08-26", "2025-08-16", "2026-09-04"].map(TestPlaces.date)
        for day in published {
            let o = try janmashtami(day.year)
            #expect(o.date == day, "\(day.year): ours \(o.date)")
            let span = try TestPlaces.year(day.year, at: TestPlaces.delhi)
            #expect(try sunriseTithi(o.date, span) == 23)
            let rejected = try #require(o.explanation.rejected.first)
            #expect(rejected.date == o.date.adding(days: -1))
            #expect(try sunriseTithi(rejected.date, span) == 22)
            #expect(rejected.reason.contains("Saptami-viddha"))
        }
    }

    @Test("The explanation shows Rohini's span and where it joins Ashtami (2023: Rohini 09:20 Sep 6 to 10:25 Sep 7)")
    func rohiniShown() throws {
        let o = try janmashtami(2023)
        let span = try TestPlaces.year(2023, at: TestPlaces.delhi)
        let ashtami = try #require(o.explanation.anga)
        let rohini = try #require(
            span.nakshatras.first { $0.index == 4 && $0.end > ashtami.start && $0.start < ashtami.end })
        // Drik Panchang as quoted by ABP Live: Rohini 09:20 Sep 6 – 10:25 Sep 7 (IST).
        let zone = TestPlaces.delhi.timeZone
        let drikStart = try #require(ISO8601DateFormatter().date(from: "2023-09-06T09:20:00+05:30"))
        let drikEnd = try #require(ISO8601DateFormatter().date(from: "2023-09-07T10:25:00+05:30"))
        #expect(
            abs(rohini.start.timeIntervalSince(drikStart)) <= 120 && abs(rohini.end.timeIntervalSince(drikEnd)) <= 120)
        let note = try #require(o.explanation.notes.first { $0.hasPrefix("Rohini nakshatra runs") })
        #expect(note.contains("\(TimeText.clock(rohini.start, zone))–\(TimeText.clock(rohini.end, zone))"))
        #expect(
            note.contains("joined with Krishna Ashtami from \(TimeText.clock(ashtami.start, zone))")
                && note.contains("(Jayanti)"))
    }

    @Test("A skipped Ashtami is kept on the Navami day, never on the Saptami day it occurs in (New Delhi 2034)")
    func kshayaAshtamiGoesToNavami() throws {
        let span = try TestPlaces.year(2034, at: TestPlaces.delhi)
        let o = try janmashtami(2034)
        let ashtami = try #require(o.explanation.anga)
        let rejected = try #require(o.explanation.rejected.first)
        let occurs = try #require(span.frame(rejected.date))
        #expect(ashtami.start > occurs.sunrise && ashtami.end < occurs.nextSunrise)
        #expect(try sunriseTithi(rejected.date, span) == 22)
        let navami = try sunriseTithi(o.date, span)
        #expect(o.date == rejected.date.adding(days: 1) && navami == 24)
        #expect(o.explanation.reason.contains("kshaya"))
        let smarta = try #require(
            try TestPlaces.calculator.observances(year: 2034, at: TestPlaces.delhi).first {
                $0.id == "krishna-janmashtami"
            })
        #expect(smarta.date == rejected.date)
    }

    @Test(
        "An Ashtami at two sunrises is kept on the day Rohini holds at sunrise (New Delhi 1978 the second, 1985 the first)"
    )
    func vriddhiFollowsRohini() throws {
        for year in [1978, 1985] {
            let span = try TestPlaces.year(year, at: TestPlaces.delhi)
            let o = try janmashtami(year)
            let other = try #require(o.explanation.rejected.first)
            #expect(abs(other.date.days(until: o.date)) == 1)
            let tithis = [try sunriseTithi(o.date, span), try sunriseTithi(other.date, span)]
            #expect(tithis == [23, 23])
            let chosen = try #require(span.frame(o.date))
            let rejected = try #require(span.frame(other.date))
            #expect(span.nakshatra(at: chosen.sunrise)?.index == 4)
            #expect(span.nakshatra(at: rejected.sunrise)?.index != 4)
        }
    }

    @Test(
        "An Ashtami at two sunrises with Rohini at neither is kept on the second day when it is a Monday (Chennai 2014)"
    )
    func vriddhiWithoutRohiniFollowsWeekday() throws {
        let span = try TestPlaces.year(2014, at: TestPlaces.chennai)
        let o = try janmashtami(2014, at: TestPlaces.chennai)
        let first = o.date.adding(days: -1)
        let tithis = [try sunriseTithi(first, span), try sunriseTithi(o.date, span)]
        #expect(tithis == [23, 23])
        for d in [first, o.date] {
            let f = try #require(span.frame(d))
            #expect(span.nakshatra(at: f.sunrise)?.index != 4)
        }
        #expect(o.date.weekday == .monday)
        #expect(o.explanation.reason.contains("Monday"))
    }

    @Test("Sunrise rules decode kshaya and vriddhi, defaulting to the day the anga occurs and no preference")
    func decoding() throws {
        let plain = try JSONDecoder().decode(AngaRule.self, from: Data(#"{"kaala":"sunrise"}"#.utf8))
        #expect(plain.kshaya == .occurs && plain.vriddhi == nil)
        let vaishnava = try JSONDecoder().decode(
            AngaRule.self,
            from: Data(#"{"kaala":"sunrise","kshaya":"next","vriddhi":{"nakshatra":4,"weekdays":[1,3]}}"#.utf8))
        #expect(vaishnava.kshaya == .next && vaishnava.vriddhi == VriddhiPreference(nakshatra: 4, weekdays: [1, 3]))
        let roundTrip = try JSONDecoder().decode(AngaRule.self, from: JSONEncoder().encode(vaishnava))
        #expect(roundTrip == vaishnava)
    }
}
