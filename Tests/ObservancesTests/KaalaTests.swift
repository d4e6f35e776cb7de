import CivilTime
import Foundation
import Testing

@testable import Observances

/// Day divisions against a Drik Panchang daily page (Bengali panjika, New Delhi, 2025-11-22:
/// Nishita Muhurta 11:41 PM to 12:34 AM, Madhyahna 12:07 PM, Ogrohaeon 6, 1432 Bengali Era).
@Suite("Kaala windows and a Drik daily page")
struct KaalaTests {
    let zone = TestPlaces.delhi.timeZone

    func clock(_ t: Date) -> String {
        let s = Int((t.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: t))).rounded(.down)) % 86_400
        return String(format: "%02d:%02d", s / 3600, s / 60 % 60)
    }

    @Test("Nishita is the 8th night muhurta and madhyahna is centred on local noon, to the minute of Drik's page")
    func nishitaAndMadhyahna() throws {
        let span = try TestPlaces.year(2025, at: TestPlaces.delhi)
        let f = try #require(span.frame(TestPlaces.date("2025-11-22")))
        let nishita = try #require(f.window(.nishita, pradosha: .fifthOfNight))
        #expect(["23:40", "23:41"].contains(clock(nishita.start)))
        #expect(["00:33", "00:34"].contains(clock(nishita.end)))
        let madhyahna = try #require(f.window(.madhyahna, pradosha: .fifthOfNight))
        let middle = madhyahna.start.addingTimeInterval(madhyahna.end.timeIntervalSince(madhyahna.start) / 2)
        #expect(["12:07", "12:08"].contains(clock(middle)))
    }

    @Test("The Bengali date of 2025-11-22 in New Delhi is Ogrohayon 6, 1432")
    func bengaliDate() throws {
        let span = try TestPlaces.year(2025, at: TestPlaces.delhi)
        let b = try #require(span.solarDate(TestPlaces.date("2025-11-22"), calendar: .bengali))
        #expect(b.monthName == "Ogrohayon" && b.day == 6 && b.year == 1432)
    }

    @Test(
        "Pradosha is the first fifth of the night by default and the first eighth when set; arunodaya is 1/15 of a day before sunrise"
    )
    func otherWindows() throws {
        let span = try TestPlaces.year(2025, at: TestPlaces.delhi)
        let f = try #require(span.frame(TestPlaces.date("2025-11-22")))
        let night = f.nextSunrise.timeIntervalSince(f.sunset)
        let fifth = try #require(f.window(.pradosha, pradosha: .fifthOfNight))
        let eighth = try #require(f.window(.pradosha, pradosha: .eighthOfNight))
        #expect(abs(fifth.end.timeIntervalSince(fifth.start) - night / 5) < 0.01)
        #expect(abs(eighth.end.timeIntervalSince(eighth.start) - night / 8) < 0.01)
        let arunodaya = try #require(f.window(.arunodaya, pradosha: .fifthOfNight))
        let minutes = arunodaya.end.timeIntervalSince(arunodaya.start) / 60
        #expect((94...98).contains(minutes))
    }
}
