import CivilTime
import Foundation
import TamilCore
import Testing
import Vakya

/// The Tamil Calendar by the Vakya almanac and by Thirukanitham: the Tamil date and the festivals
/// fixed to Tamil solar dates follow the reckoning; lunar observances do not.
@Suite("Tamil calendar reckoning")
struct TamilReckoningTests {
    static let calendar = try! TamilCalendar.bundled()

    func date(_ text: String) -> CivilDate { try! CivilDate(iso: text) }

    @Test("Thai 1 2026 in Chennai is 15 January by Vakya and 14 January by drik; Pongal follows")
    func thai() throws {
        let chennai = TamilCalendar.chennai
        let vakya = try Self.calendar.day(date("2026-01-15"), at: chennai, reckoning: .vakya)
        let drik = try Self.calendar.day(date("2026-01-15"), at: chennai, reckoning: .drik)
        #expect(vakya.tamilDate?.solar.month == 10 && vakya.tamilDate?.solar.day == 1)
        #expect(drik.tamilDate?.solar.month == 10 && drik.tamilDate?.solar.day == 2)
        #expect(vakya.festivals.map(\.id).contains("thai-pongal"))
        #expect(!drik.festivals.map(\.id).contains("thai-pongal"))
    }

    @Test("Where the Vakya and drik tithis agree at sunrise the Ekadasi does too (14 January 2026)")
    func lunarAgreeWhereTithisAgree() throws {
        let chennai = TamilCalendar.chennai
        let from = date("2026-01-01")
        let to = date("2026-01-31")
        func ekadasis(_ r: Reckoning) throws -> [CivilDate] {
            try Self.calendar.observances(from: from, through: to, at: chennai, reckoning: r)
                .filter { $0.id == "ekadashi" }.map(\.date)
        }
        #expect(try ekadasis(.vakya) == ekadasis(.drik))
        #expect(try ekadasis(.vakya).contains(date("2026-01-14")))
    }

    @Test("The Vakya month start carries the Ārya saṅkrānti: Thai 2026 after Chennai's sunset")
    func monthStart() throws {
        let start = try #require(
            try Self.calendar.monthStart(on: date("2026-01-14"), at: TamilCalendar.chennai, reckoning: .vakya))
        #expect(start.month == 10)
        #expect(start.afterSunset)
        #expect(start.firstDay == date("2026-01-15"))
    }
}
