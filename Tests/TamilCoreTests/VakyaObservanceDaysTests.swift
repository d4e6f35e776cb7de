import CivilTime
import Foundation
import Observances
import Panchang
import TamilCore
import Testing
import Vakya

/// Under the Vakya reckoning the lunar observances are decided from the almanac's own tithis and
/// nakshatras at the place's sunrises (and their ends, for the pradosha and arunodaya rules), not
/// from the ephemeris's. The two cases below were found by computing both reckonings over 2025–2026
/// in Chennai; the angas stated are the engine's, checked here.
@Suite("Vakya lunar observance days")
struct VakyaObservanceDaysTests {
    static let calendar = try! TamilCalendar.bundled()
    static let chennai = TamilCalendar.chennai

    static func date(_ y: Int, _ m: Int, _ d: Int) -> CivilDate { try! CivilDate(year: y, month: m, day: d) }

    /// Minutes past midnight, IST, of an instant.
    static func clock(_ instant: Date) -> Int {
        var c = Calendar(identifier: .gregorian)
        c.timeZone = chennai.timeZone
        let parts = c.dateComponents([.hour, .minute], from: instant)
        return parts.hour! * 60 + parts.minute!
    }

    static func days(_ id: String, from: CivilDate, through: CivilDate, _ r: Reckoning) throws -> [CivilDate] {
        try calendar.observances(from: from, through: through, at: chennai, reckoning: r).filter { $0.id == id }
            .map(\.date)
    }

    /// Vaishakha Shukla Trayodashi, May 2025. By drik it runs 9 May 14:56 – 10 May 17:30 IST, so it
    /// fills the pradosha kaala (after sunset, 18:25) of the 9th only. By the Vakya almanac it runs
    /// 9 May 17:14 – 10 May 19:07: Dwadashi is the tithi at sunrise on the 9th (till 17:14) and
    /// Trayodashi at sunrise on the 10th (till 19:07), so it covers the pradosha kaala of both
    /// evenings and the para-viddha rule takes Saturday the 10th (Sani Pradosham), the day Tamil
    /// calendar lists give.
    @Test func pradoshamMovesToTheNextDayByVakya() throws {
        let (from, through) = (Self.date(2025, 5, 5), Self.date(2025, 5, 15))
        #expect(try Self.days("pradosham", from: from, through: through, .drik) == [Self.date(2025, 5, 9)])
        #expect(try Self.days("pradosham", from: from, through: through, .vakya) == [Self.date(2025, 5, 10)])

        let ninth = try #require(try Self.calendar.vakyaAngas(on: Self.date(2025, 5, 9), at: Self.chennai))
        #expect(ninth.tithi.index == 12)
        #expect(abs(Self.clock(ninth.tithi.end) - (17 * 60 + 14)) <= 1)
        let tenth = try #require(try Self.calendar.vakyaAngas(on: Self.date(2025, 5, 10), at: Self.chennai))
        #expect(tenth.tithi.index == 13)
        #expect(abs(Self.clock(tenth.tithi.end) - (19 * 60 + 7)) <= 1)

        let pradosham = try #require(
            try Self.calendar.observances(from: from, through: through, at: Self.chennai, reckoning: .vakya)
                .first { $0.id == "pradosham" })
        #expect(pradosham.name == "Shani Pradosham")
        #expect(pradosham.explanation.reason.contains("para-viddha"))
    }

    /// Jyeshtha Shukla Ekadashi (Nirjala), June 2025. By drik it runs 6 June 02:16 – 7 June 04:48
    /// IST and holds only the sunrise of the 6th (05:41). By the Vakya almanac it begins 6 June 05:05
    /// and ends 7 June 06:56: Ekadashi is the tithi at sunrise on both days, and the fast falls on
    /// the 7th.
    @Test func ekadashiMovesToTheNextDayByVakya() throws {
        let (from, through) = (Self.date(2025, 6, 1), Self.date(2025, 6, 12))
        #expect(try Self.days("ekadashi", from: from, through: through, .drik) == [Self.date(2025, 6, 6)])
        #expect(try Self.days("ekadashi", from: from, through: through, .vakya) == [Self.date(2025, 6, 7)])
        for d in [6, 7] {
            let angas = try #require(try Self.calendar.vakyaAngas(on: Self.date(2025, 6, d), at: Self.chennai))
            #expect(angas.tithi.index == 11)
            #expect(abs(Self.clock(angas.tithi.end) - (6 * 60 + 56)) <= 1)
        }
    }

    /// The span's Vakya tithis are the day angas' (`vakyaAngas`): one reduction to the place's
    /// sunrises, so the page's "until" and the observance's day cannot disagree.
    @Test func spanTithisAreTheDayAngas() throws {
        let span = try Self.calendar.month(of: Self.date(2025, 5, 1), at: Self.chennai, reckoning: .vakya).span
        #expect(span.lunarAngas == .vakya)
        for d in 1...31 {
            let date = Self.date(2025, 5, d)
            let frame = try #require(span.frame(date))
            let angas = try #require(try Self.calendar.vakyaAngas(on: date, at: Self.chennai))
            let tithi = try #require(span.tithi(at: frame.sunrise))
            let nakshatra = try #require(span.nakshatra(at: frame.sunrise))
            #expect(tithi.index == angas.tithi.index)
            #expect(abs(tithi.end.timeIntervalSince(angas.tithi.end)) <= 2)
            #expect(nakshatra.index == angas.nakshatra.index)
            #expect(abs(nakshatra.end.timeIntervalSince(angas.nakshatra.end)) <= 2)
        }
    }

    /// By drik the span is the ephemeris's, untouched.
    @Test func drikKeepsTheEphemerisAngas() throws {
        let span = try Self.calendar.month(of: Self.date(2025, 5, 1), at: Self.chennai, reckoning: .drik).span
        #expect(span.lunarAngas == .drik)
        #expect(try TamilReckoning.apply(.drik, to: span).tithis == span.tithis)
    }

    /// The food plan follows: with Pradosham observed, the day before's "next observed day" is the
    /// Vakya one.
    @Test func foodStatusLooksAheadByTheChosenReckoning() throws {
        let before = Self.date(2025, 5, 8)
        for (r, expected) in [(Reckoning.drik, Self.date(2025, 5, 9)), (.vakya, Self.date(2025, 5, 10))] {
            let day = try Self.calendar.day(before, at: Self.chennai, reckoning: r)
            let status = try Self.calendar.foodStatus(day, observed: [.pradosham], reckoning: r)
            #expect(status.next?.date == expected)
        }
    }
}
