import CivilTime
import Foundation
import Testing

@testable import Vakya

/// The Tamil rule for a month's first day, tested against Tamil Nadu's published Pongal (Thai 1) and
/// Puthandu (Chithirai 1) dates, which follow the Vakya almanac.
@Suite("Vakya Tamil month starts")
struct VakyaMonthStartTests {
    static let chennai = try! Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")

    /// Chennai sunset by the NOAA approximation (good to about a minute), enough for the rule here
    /// without pulling the ephemeris into this test target.
    static func sunset(_ day: CivilDate) -> Date {
        let n = Double(CivilDate(julianDayNumber: day.julianDayNumber).days(until: day) + dayOfYear(day))
        let g = 2 * Double.pi / 365 * (n - 1)
        let eqt =
            229.18
            * (0.000075 + 0.001868 * cos(g) - 0.032077 * sin(g) - 0.014615 * cos(2 * g) - 0.040849 * sin(2 * g))
        let decl =
            0.006918 - 0.399912 * cos(g) + 0.070257 * sin(g) - 0.006758 * cos(2 * g) + 0.000907 * sin(2 * g)
            - 0.002697 * cos(3 * g) + 0.00148 * sin(3 * g)
        let lat = chennai.latitude * .pi / 180
        let ha = acos(cos(90.833 * .pi / 180) / (cos(lat) * cos(decl)) - tan(lat) * tan(decl)) * 180 / .pi
        let utcMinutes = 720 - 4 * (chennai.longitude - ha) - eqt
        return day.start(in: .gmt).addingTimeInterval(utcMinutes * 60)
    }

    static func dayOfYear(_ day: CivilDate) -> Int {
        try! CivilDate(year: day.year, month: 1, day: 1).days(until: day) + 1
    }

    static func date(_ text: String) -> CivilDate { try! CivilDate(iso: text) }

    /// Thai 1 (Pongal) and Chithirai 1 (Puthandu) by Tamil Nadu's government holiday lists, entered from
    /// memory of those lists and still to be checked against cited copies (docs/vakya.md).
    static let published: [(month: Int, date: String)] = [
        (10, "2012-01-15"), (1, "2012-04-13"), (10, "2013-01-14"), (1, "2013-04-14"), (10, "2015-01-15"),
        (1, "2016-04-14"), (10, "2019-01-15"), (10, "2020-01-15"), (1, "2020-04-14"), (10, "2022-01-14"),
        (10, "2023-01-15"), (10, "2024-01-15"), (1, "2024-04-14"), (10, "2025-01-14"), (1, "2025-04-14"),
        (10, "2026-01-15"),
    ]

    func starts(_ rule: VakyaMonthRule, year: Int) throws -> [VakyaMonthStart] {
        let from = try CivilDate(year: year, month: 1, day: 1).start(in: Self.chennai.timeZone)
        let to = try CivilDate(year: year, month: 12, day: 31).start(in: Self.chennai.timeZone)
        return try rule.monthStarts(from: from, to: to, in: Self.chennai.timeZone, sunset: Self.sunset)
    }

    @Test("The sunset rule reproduces every published Pongal and Puthandu date collected")
    func sunsetRule() throws {
        for p in Self.published {
            let year = Self.date(p.date).year
            let start = try starts(.sunset, year: year).first { $0.month == p.month }
            #expect(start?.firstDay == Self.date(p.date), "month \(p.month) of \(year)")
        }
    }

    @Test(
        "Thai 2026: the saṅkrānti falls after Chennai's sunset, so Thai 1 is 15 January by the sunset rule and 14 January by the 12 h Laṅkā reading"
    )
    func thai2026() throws {
        let sunsetRule = try starts(.sunset, year: 2026).first { $0.month == 10 }!
        let lanka = try starts(.lankaTwelveHours, year: 2026).first { $0.month == 10 }!
        #expect(sunsetRule.sankrantiDay == Self.date("2026-01-14"))
        #expect(sunsetRule.sankranti > Self.sunset(Self.date("2026-01-14")))
        #expect(sunsetRule.firstDay == Self.date("2026-01-15"))
        #expect(lanka.firstDay == Self.date("2026-01-14"))
    }
}
