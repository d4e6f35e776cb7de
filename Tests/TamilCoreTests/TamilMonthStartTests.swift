import CivilTime
import Foundation
import Testing

@testable import TamilCore

@Suite("Tamil month start by place")
struct TamilMonthStartTests {
    static let calendar = try! TamilCalendar.bundled()
    static let toronto = try! Location(latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto")

    @Test(
        "Karthigai 2026 begins Nov 16 in Toronto (sankranti before sunset there) and Nov 17 in Chennai (after sunset there)"
    )
    func karthigai2026() throws {
        let nov16 = try CivilDate(iso: "2026-11-16")
        let here = try #require(try Self.calendar.monthStart(on: nov16, at: Self.toronto))
        #expect(here.monthName == "Karthigai" && here.firstDay == nov16 && !here.afterSunset)
        #expect(here.sankranti < here.sunset)
        let chennai = try #require(try Self.calendar.monthStart(8, near: nov16, at: TamilCalendar.chennai))
        #expect(chennai.sankranti == here.sankranti)
        #expect(chennai.sankrantiDay == nov16 && chennai.afterSunset && chennai.sankranti >= chennai.sunset)
        #expect(chennai.firstDay == (try CivilDate(iso: "2026-11-17")))
    }

    @Test("Following Chennai's Tamil dates changes only the Tamil date: Toronto's Nov 16 is then Aippasi's last day")
    func followChennai() throws {
        let nov16 = try CivilDate(iso: "2026-11-16")
        let local = try Self.calendar.day(nov16, at: Self.toronto)
        let chennai = try Self.calendar.day(nov16, at: Self.toronto, tamilDatesAt: TamilCalendar.chennai)
        #expect(local.tamilDate?.solar.month == 8 && local.tamilDate?.solar.day == 1)
        #expect(chennai.tamilDate?.solar.month == 7 && (chennai.tamilDate?.solar.day ?? 0) >= 29)
        #expect(chennai.panchang.sunrise == local.panchang.sunrise && chennai.location == local.location)
    }
}
