import CivilTime
import Foundation
import Testing

@testable import Panchang

@Suite("Day timings")
struct DayTimingsTests {
    /// News18/Drik Panchang, Saturday 2022-04-02 (calendar-rules.md §5): sunrise 06:10, sunset
    /// 18:39; Rahu 09:18–10:51, Gulika 06:10–07:44, Abhijit 12:00–12:50, Brahma 04:38–05:24,
    /// Dur muhurat 06:10–07:50. Times here are minutes after a local midnight at UTC.
    func at(_ hour: Int, _ minute: Int) -> Date {
        Date(timeIntervalSince1970: Double(hour * 3600 + minute * 60))
    }

    @Test("Rahu Kalam, Gulika, Abhijit, Brahma muhurta and Dur muhurtam match a published Saturday within a minute")
    func publishedSaturday() {
        let t = DayTimings(
            weekday: .saturday, sunrise: at(6, 10), sunset: at(18, 39), nextSunrise: at(30, 9),
            previousSunset: at(-6, 40))
        func near(_ d: Date, _ h: Int, _ m: Int) -> Bool { abs(d.timeIntervalSince(at(h, m))) <= 60 }
        #expect(near(t.rahuKalam.start, 9, 18) && near(t.rahuKalam.end, 10, 51))
        #expect(near(t.gulikaKalam.start, 6, 10) && near(t.gulikaKalam.end, 7, 44))
        #expect(near(t.abhijit.start, 12, 0) && near(t.abhijit.end, 12, 50))
        #expect(near(t.brahmaMuhurta!.start, 4, 38) && near(t.brahmaMuhurta!.end, 5, 24))
        #expect(t.durMuhurtam.count == 2)
        #expect(near(t.durMuhurtam[0].start, 6, 10) && near(t.durMuhurtam[1].end, 7, 50))
    }

    @Test("With sunrise 06:00 and a 12-hour day, Rahu Kalam falls in the weekday's eighth")
    func rahuByWeekday() {
        let expected: [(Weekday, Int, Int)] = [
            (.sunday, 16, 30), (.monday, 7, 30), (.tuesday, 15, 0), (.wednesday, 12, 0),
            (.thursday, 13, 30), (.friday, 10, 30), (.saturday, 9, 0),
        ]
        for (weekday, h, m) in expected {
            let t = DayTimings(
                weekday: weekday, sunrise: at(6, 0), sunset: at(18, 0), nextSunrise: nil, previousSunset: nil)
            #expect(t.rahuKalam.start == at(h, m), "\(weekday)")
            #expect(t.rahuKalam.end.timeIntervalSince(t.rahuKalam.start) == 5400)
            #expect(t.brahmaMuhurta == nil)
        }
    }

    @Test("Tuesday's Dur muhurtam adds the seventh night muhurta")
    func tuesdayNight() {
        let t = DayTimings(
            weekday: .tuesday, sunrise: at(6, 0), sunset: at(18, 0), nextSunrise: at(30, 0), previousSunset: nil)
        #expect(t.durMuhurtam.count == 2)
        #expect(t.durMuhurtam[1].start == at(22, 48))
        #expect(t.durMuhurtam[1].end == at(23, 36))
    }
}

@Suite("Anga names and numbering")
struct AngaNamesTests {
    @Test(
        "Karana numbers follow the contract: 1 Kimstughna, 2–57 movable from Bava, 58 Shakuni, 59 Chatushpada, 60 Naga")
    func karanaNames() {
        #expect(AngaKind.karana.name(1) == "Kimstughna")
        #expect(AngaKind.karana.name(2) == "Bava")
        #expect(AngaKind.karana.name(8) == "Vishti")
        #expect(AngaKind.karana.name(9) == "Bava")
        #expect(AngaKind.karana.name(57) == "Vishti")
        #expect(AngaKind.karana.name(58) == "Shakuni")
        #expect(AngaKind.karana.name(59) == "Chatushpada")
        #expect(AngaKind.karana.name(60) == "Naga")
    }

    @Test("Tithi 15 is Purnima, 16 Krishna Pratipada, 30 Amavasya; nakshatra 1 Ashwini; yoga 1 Vishkambha")
    func otherNames() {
        #expect(AngaKind.tithi.name(1) == "Shukla Pratipada")
        #expect(AngaKind.tithi.name(15) == "Purnima")
        #expect(AngaKind.tithi.name(16) == "Krishna Pratipada")
        #expect(AngaKind.tithi.name(30) == "Amavasya")
        #expect(AngaKind.nakshatra.name(1) == "Ashwini" && AngaKind.nakshatra.name(27) == "Revati")
        #expect(AngaKind.yoga.name(1) == "Vishkambha" && AngaKind.yoga.name(27) == "Vaidhriti")
        #expect(Vara(try! CivilDate(year: 2026, month: 1, day: 2)).name == "Shukravara")
    }
}
