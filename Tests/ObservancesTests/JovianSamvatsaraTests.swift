import CivilTime
import Foundation
import Testing

@testable import Observances

@Suite("North Indian (Jovian) samvatsara and the Kartikadi year")
struct JovianSamvatsaraTests {
    static let day = 86_400.0

    @Test("Sewell and Dikshit's worked example: Vrisha current at the Mesha sankranti of Shaka 1436, then Chitrabhanu")
    func sewellDikshitExample() {
        // Art. 59 c: Shaka 1436 expired = Kali 4615 expired; Vrisha (15) ends 3 d 47 gh 40.8 p after the sankranti.
        let mesha = JovianSamvatsara.meshaSankranti(4615)
        let atSankranti = JovianSamvatsara.current(at: mesha.addingTimeInterval(3600))
        #expect(atSankranti.samvatsara.name == "Vrisha")
        let endsAfter = atSankranti.end.timeIntervalSince(mesha) / Self.day
        #expect(abs(endsAfter - (3 + 47.0 / 60 + 40.8 / 3600)) < 0.001)
        #expect(JovianSamvatsara.current(at: atSankranti.end).samvatsara.name == "Chitrabhanu")
    }

    @Test("Carrying a samvatsara on by 361.03-day years lands on the count the rule gives at the next sankranti")
    func countAndContinuationAgree() {
        for kali in 4700...5400 {
            let next = JovianSamvatsara.meshaSankranti(kali + 1)
            let carried = JovianSamvatsara.current(at: next.addingTimeInterval(-60))
            let counted = JovianSamvatsara.current(at: next.addingTimeInterval(60))
            // Either the same samvatsara runs across the sankranti, or the next one begins within a day of it.
            if carried.samvatsara != counted.samvatsara {
                #expect(counted.samvatsara.number == carried.samvatsara.number % 60 + 1, "Kali \(kali)")
                #expect(abs(carried.end.timeIntervalSince(next)) < Self.day, "Kali \(kali)")
            } else {
                #expect(abs(carried.end.timeIntervalSince(counted.end)) < Self.day, "Kali \(kali)")
            }
        }
    }

    @Test(
        "A samvatsara beginning within 4.23 days of a Mesha sankranti is skipped in the solar count (Durmati, 2027–28)")
    func expunction() {
        let names = (5126...5129).map {
            JovianSamvatsara.current(at: JovianSamvatsara.meshaSankranti($0).addingTimeInterval(3600)).samvatsara.name
        }
        #expect(names == ["Kalayukti", "Siddharthi", "Raudra", "Dundubhi"])
    }

    @Test(
        "VS 2081 opened as Pingala; VS 2082 as Kalayukti with Siddharthi from late April; VS 2083 as Siddharthi, then Raudra"
    )
    func vikramYears() throws {
        let span = try TestPlaces.year(2025, at: TestPlaces.delhi)
        let vs2081 = try #require(span.northIndianYearNames(TestPlaces.date("2025-03-01")))
        #expect(vs2081.atStart.samvatsara.name == "Pingala")
        #expect(vs2081.beginning?.samvatsara.name == "Kalayukti")
        let vs2082 = try #require(span.northIndianYearNames(TestPlaces.date("2025-06-01")))
        #expect(vs2082.atStart.samvatsara.name == "Kalayukti")
        let siddharthi = try #require(vs2082.beginning)
        #expect(siddharthi.samvatsara.name == "Siddharthi")
        let begins = CivilDate(siddharthi.start, in: TestPlaces.delhi.timeZone)
        #expect(begins >= TestPlaces.date("2025-04-24") && begins <= TestPlaces.date("2025-04-26"))
        let span2026 = try TestPlaces.year(2026, at: TestPlaces.delhi)
        // Chaitra opens with the new moon after sunrise on 19 March: the 20th is its first whole day.
        let vs2083 = try #require(span2026.northIndianYearNames(TestPlaces.date("2026-03-20")))
        #expect(vs2083.atStart.samvatsara.name == "Siddharthi")
        #expect(vs2083.beginning?.samvatsara.name == "Raudra")
        #expect(span2026.northIndianYearNames(TestPlaces.date("2026-03-18"))?.atStart.samvatsara.name == "Kalayukti")
    }

    @Test("The Gujarati (Kartikadi) Vikram Samvat turns the day after Diwali: 2082 from 22 October 2025")
    func kartikadiYear() throws {
        let ahmedabad = try Location(latitude: 23.0225, longitude: 72.5714, timeZoneIdentifier: "Asia/Kolkata")
        let span = try TestPlaces.year(2025, at: ahmedabad)
        let diwali = try #require(span.lunarDate(TestPlaces.date("2025-10-21")))
        let newYear = try #require(span.lunarDate(TestPlaces.date("2025-10-22")))
        #expect(diwali.vikramSamvat == 2082 && diwali.vikramSamvatKartikadi == 2081)
        #expect(newYear.month.number == 8 && newYear.tithi == 1)
        #expect(newYear.vikramSamvat == 2082 && newYear.vikramSamvatKartikadi == 2082)
        // After Chaitra the two counts part again: Chaitradi 2083, Kartikadi still 2082.
        let span2026 = try TestPlaces.year(2026, at: ahmedabad)
        let chaitra = try #require(span2026.lunarDate(TestPlaces.date("2026-04-01")))
        #expect(chaitra.vikramSamvat == 2083 && chaitra.vikramSamvatKartikadi == 2082)
    }
}
