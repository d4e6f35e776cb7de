import CivilTime
import Foundation
import Observances
import Panchang
import TamilCore
import Testing
import Vakya

/// Under the Vakya reckoning a Tamil day's four angas (the day page's five-angams card, the API's
/// `nakshatram`, `thithi`, `nithyaYogam`, `karanam`) are the almanac's, and the Tamil yogam is taken
/// from the almanac's nakshatra; under drik they are the ephemeris's, as before. Chennai, IST.
@Suite("Tamil day angas by the reckoning")
struct TamilDayAngasTests {
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

    /// 7 June 2025: the Vakya Ekadashi (6 June 05:05 – 7 June 06:56) still holds Chennai's sunrise
    /// (05:41), drik's ended at 04:48 (`VakyaObservanceDaysTests`). The day's angas say so: Vakya
    /// Shukla Ekadashi until 06:56 then Dwadashi, drik Dwadashi from sunrise.
    @Test func vakyaDayShowsTheAlmanacsTithi() throws {
        let day = try Self.calendar.day(Self.date(2025, 6, 7), at: Self.chennai, reckoning: .vakya)
        #expect(day.angas.reckoning == .vakya)
        let first = try #require(day.angas.tithi.first)
        #expect(first.index == 11)
        #expect(abs(Self.clock(first.end) - (6 * 60 + 56)) <= 1)
        #expect(day.angas.tithi.dropFirst().first?.index == 12)
        #expect(day.drikAngas.reckoning == .drik)
        #expect(day.drikAngas.tithi.first?.index == 12)
        #expect(day.drikAngas.tithi == day.panchang.tithi)

        let drik = try Self.calendar.day(Self.date(2025, 6, 7), at: Self.chennai, reckoning: .drik)
        #expect(drik.angas == drik.drikAngas)
        #expect(drik.first(.tithi)?.index == 12)
    }

    /// The card's first span of each kind is the one `vakyaAngas(on:at:)` finds at sunrise by the
    /// hourly search (the same reduction to Chennai's sunrises), end to 2 s; every span is contiguous
    /// and the day's sunrise to next sunrise is covered. Every day of January 2026.
    @Test func vakyaSpansAgreeWithTheSunriseSearch() throws {
        for d in 1...31 {
            let date = Self.date(2026, 1, d)
            let day = try Self.calendar.day(date, at: Self.chennai, reckoning: .vakya)
            let at = try #require(try Self.calendar.vakyaAngas(on: date, at: Self.chennai))
            for (kind, entry) in [
                (AngaKind.tithi, at.tithi), (.nakshatra, at.nakshatra), (.yoga, at.yoga), (.karana, at.karana),
            ] {
                let spans = day.angas.spans(kind)
                let first = try #require(spans.first)
                #expect(first.index == entry.index, "\(date) \(kind)")
                #expect(abs(first.end.timeIntervalSince(entry.end)) <= 2, "\(date) \(kind)")
                #expect(first.start <= day.panchang.windowStart)
                #expect(try #require(spans.last).end >= day.panchang.windowEnd)
                for (a, b) in zip(spans, spans.dropFirst()) { #expect(a.end == b.start) }
            }
        }
    }

    /// The Tamil yogam follows the reckoning's nakshatra: under Vakya each yogam period is the
    /// weekday's yogam for a Vakya nakshatra, over that nakshatra's part of the day. In 2025 there are
    /// days whose yogam at sunrise differs between the two reckonings (their count and the first are
    /// pinned).
    @Test func yogamFollowsTheVakyaNakshatra() throws {
        var differing: [CivilDate] = []
        var date = Self.date(2025, 1, 1)
        while date.year == 2025 {
            let vakya = try Self.calendar.day(date, at: Self.chennai, reckoning: .vakya)
            let drik = try Self.calendar.day(date, at: Self.chennai, reckoning: .drik)
            let nakshatras = vakya.angas.nakshatra.filter {
                $0.end > vakya.frame.sunrise && $0.start < vakya.frame.nextSunrise
            }
            #expect(vakya.details.yogam.map(\.nakshatra) == nakshatras.map(\.index), "\(date)")
            for (y, n) in zip(vakya.details.yogam, nakshatras) {
                #expect(y.yogam == TamilYogam(weekday: date.weekday.rawValue, nakshatra: n.index))
                #expect(y.window.end == min(n.end, vakya.frame.nextSunrise))
            }
            #expect(drik.details.yogam.map(\.nakshatra) == drik.panchang.nakshatra.map(\.index), "\(date)")
            if vakya.yogamAtSunrise?.yogam != drik.yogamAtSunrise?.yogam { differing.append(date) }
            date = date.adding(days: 1)
        }
        // Measured: 12 days in 2025, the first 1 February.
        #expect(differing.count == 12)
        #expect(differing.first == Self.date(2025, 2, 1))
        print("Chennai 2025, Tamil yogam at sunrise differs on \(differing.count) days: \(differing.prefix(5))")
    }
}
