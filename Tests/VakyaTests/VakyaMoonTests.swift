import Foundation
import Testing

@testable import Vakya

/// The Vakyakarana Moon against the book's worked example and a temple almanac's nakshatra ends.
@Suite("Vakyakarana Moon")
struct VakyaMoonTests {

    @Test("Kali day 1,844,004 reduces to quotients 19, 2, 7 and vākya 154 (Vakyakarana, worked example)")
    func reduction() throws {
        let r = try VakyaMoon.reduce(kaliDay: 1_844_004)
        #expect(r.quotients == [19, 2, 7])
        #expect(r.remainder == 154)
    }

    @Test("The True Moon for Kali day 1,844,004 is 4 r 11°17′32″, to the arcsecond")
    func workedExample() throws {
        let moon = try VakyaMoon.trueLongitude(kaliDay: 1_844_004)
        let published: Double = 131.0 + 17.0 / 60.0 + 32.0 / 3600.0  // 4 r 11°17′32″
        #expect(abs(moon - published) * 3600 < 1, "got \(moon)°, off by \((moon - published) * 3600)″")
    }

    @Test("Kali day 1,844,004 is JD 2432469.5, 11 October 1947")
    func kaliDay() {
        let sunrise = VakyaMoon.sunrise(kaliDay: 1_844_004)
        #expect(KaliDay.julianDay(sunrise) - VakyaMoon.empiricalSunriseOffset / 86_400 == 2_432_469.5)
        #expect(VakyaMoon.kaliDay(at: sunrise.addingTimeInterval(60)).day == 1_844_004)
    }

    @Test("Days before the khaṇḍa are refused")
    func beforeKhanda() {
        #expect(throws: VakyaError.beforeKhanda(kaliDay: 1_600_000)) { try VakyaMoon.reduce(kaliDay: 1_600_000) }
    }

    /// Srirangam Vakya almanac, Purattasi 2026: nakshatra ends converted from nāḻigai after sunrise
    /// (UTC; index = the nakshatra ending, 0 = Ashwini), as collected in Devil7-Softwares/
    /// tamil-baby-names-web packages/shared/tests/vakya.test.ts. The almanac prints nāḻigai and
    /// vināḻigai (24 s); the tolerance is 10 minutes.
    static let srirangam: [(String, Int)] = [
        ("2026-09-19T21:28:48Z", 18), ("2026-09-25T06:38:24Z", 23), ("2026-10-01T03:30:00Z", 2),
        ("2026-10-08T17:02:24Z", 10), ("2026-10-17T04:28:48Z", 18),
    ]

    @Test("Nakshatra ends match the Srirangam Vakya almanac for Purattasi 2026 within 10 minutes")
    func srirangam() throws {
        for (text, index) in Self.srirangam {
            let published = ISO8601DateFormatter().date(from: text)!
            let anga = try VakyaPanchang.anga(.nakshatra, at: published.addingTimeInterval(-6 * 3_600))
            #expect(anga.number == index + 1, "\(text)")
            let minutes = anga.end.timeIntervalSince(published) / 60
            #expect(abs(minutes) < 10, "\(text): off by \(minutes) min")
        }
    }
}
