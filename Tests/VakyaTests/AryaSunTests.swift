import CivilTime
import Foundation
import Testing

@testable import Vakya

/// The Ārya-siddhānta Sun against published Vakya saṅkrānti times and the śodhya.
@Suite("Ārya-siddhānta Sun")
struct AryaSunTests {
    static let ist = TimeZone(identifier: "Asia/Kolkata")!

    static func ist(_ y: Int, _ m: Int, _ d: Int, _ h: Int, _ min: Int) -> Date {
        try! CivilDate(year: y, month: m, day: d).instant(hour: h, minute: min, second: 0, in: ist)
    }

    /// Published Vakya saṅkrānti times, IST (sources in docs/vakya.md): Meṣa 2012, 2015, 2016, 2019,
    /// 2022, 2023, 2024, 2025 and Makara 2022. Published to the minute; tolerance 2 minutes.
    static let published: [(sign: Int, time: Date, source: String)] = [
        (0, ist(2012, 4, 13, 17, 45), "saranjkp.blogspot.com"),
        (0, ist(2015, 4, 14, 12, 23), "tamilkingdom.com"),
        (0, ist(2016, 4, 13, 18, 36), "vavuniyanet.com"),
        (0, ist(2019, 4, 14, 13, 12), "UTV Colombo"),
        (9, ist(2022, 1, 14, 17, 20), "imaifm.com; shakthionline.com"),
        (0, ist(2022, 4, 14, 7, 50), "timesceylon.lk"),
        (0, ist(2023, 4, 14, 14, 3), "adadaa.news"),
        (0, ist(2024, 4, 13, 20, 15), "yarlexpress.com"),
        (0, ist(2025, 4, 14, 2, 29), "jvpnews.com"),
    ]

    @Test("The nine published Vakya saṅkrānti times are reproduced within 2 minutes")
    func sankrantis() throws {
        for p in Self.published {
            let t = try AryaSun.sankranti(sign: p.sign, near: p.time)
            let minutes = t.timeIntervalSince(p.time) / 60
            #expect(abs(minutes) < 2, "\(p.source): off by \(minutes) min")
        }
    }

    @Test("True Meṣa precedes mean Meṣa by the Ārya śodhya, 2 d 8 gh 51 p 15 vp (Sewell & Dikshit Art. 26)")
    func sodhya() throws {
        let trueMesha = try AryaSun.sankranti(sign: 0, near: Self.ist(2025, 4, 14, 0, 0))
        // The mean Sun is at 0° a whole number of years after the epoch.
        let years = (trueMesha.timeIntervalSince(AryaSun.epoch) / 86_400 / AryaSun.yearDays).rounded()
        let meanMesha = AryaSun.epoch.addingTimeInterval(years * AryaSun.yearDays * 86_400)
        let vighatikas: Double = 15.0 / 60.0
        let palas: Double = (51.0 + vighatikas) / 60.0
        let sodhya: Double = (2.0 + (8.0 + palas) / 60.0) * 86_400.0
        #expect(abs(meanMesha.timeIntervalSince(trueMesha) - sodhya) < 60)
    }

    @Test(
        "Meṣa 1899 falls on Wednesday 12 April, 6 h 7 m after Ujjain mean sunrise by the Ārya-siddhānta (Sewell, Indian Chronography p. 78), counted without the empirical offset"
    )
    func sewell1899() throws {
        // Sewell tabulates the Ārya-siddhānta itself from Ujjain mean sunrise; the −20.8 min fitted to
        // modern Vakya almanacs is not part of his reckoning, so it is taken back out here.
        let shifted = try AryaSun.sankranti(sign: 0, near: Self.ist(1899, 4, 12, 12, 0))
        let sankranti = shifted.addingTimeInterval(-AryaSun.empiricalClockOffsetMinutes * 60)
        let day = try CivilDate(year: 1899, month: 4, day: 12)
        let ujjainMeanSunrise = day.start(in: .gmt).addingTimeInterval((6 - AryaSun.ujjainLongitude / 15) * 3_600)
        let hours = sankranti.timeIntervalSince(ujjainMeanSunrise) / 3_600
        print(
            "Meṣa 1899 by the model: \(String(format: "%.2f", hours * 60)) min after Ujjain mean sunrise (Sewell: 367)")
        #expect(abs(hours * 60 - (6 * 60 + 7)) < 2, "\(hours) h")
        #expect(day.weekday == .wednesday)
    }

    @Test("A year holds twelve saṅkrāntis in sign order")
    func year() throws {
        let list = try AryaSun.sankrantis(from: Self.ist(2026, 1, 1, 0, 0), to: Self.ist(2027, 1, 1, 0, 0))
        #expect(list.map(\.sign) == [9, 10, 11, 0, 1, 2, 3, 4, 5, 6, 7, 8])
    }
}
