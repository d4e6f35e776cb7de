import CivilTime
import Foundation
import Panchang
import Testing

@testable import Observances

@Suite("Lunar calendar")
struct LunarCalendarTests {
    @Test("A month is named after the sign the Sun enters in it; no entry makes it adhika, two flag a kshaya")
    func namingRule() {
        let day = 86_400.0
        let t0 = Date(timeIntervalSince1970: 0)
        let moons = (0...4).map { t0.addingTimeInterval(Double($0) * 29.5 * day) }
        // Sun in Meena (11) at the first new moon; enters Mesha on day 10 (month 1 = Chaitra);
        // no ingress in the second month (adhika Vaishakha); two in the third (Vrishabha and Mithuna).
        let sankrantis: [(sign: Int, instant: Date)] = [
            (sign: 11, instant: t0.addingTimeInterval(-20 * day)),
            (sign: 0, instant: t0.addingTimeInterval(10 * day)),
            (sign: 1, instant: t0.addingTimeInterval(60 * day)),
            (sign: 2, instant: t0.addingTimeInterval(85 * day)),
            (sign: 3, instant: t0.addingTimeInterval(100 * day)),
        ]
        let months = LunarCalendar.months(newMoons: moons, ingresses: sankrantis)
        #expect(months.map(\.month.number) == [1, 2, 2, 4])
        #expect(months.map(\.month.isAdhika) == [false, true, false, false])
        #expect(months[2].precedesKshaya && !months[0].precedesKshaya)
        #expect(months[1].month.name == "Adhika Vaishakha")
    }

    @Test(
        "In purnimanta an adhika month keeps its name in its Krishna half: Shravana 2023 ran 59 days around Adhika Shravana"
    )
    func purnimantaAdhikaLabels() throws {
        let span = try TestPlaces.year(2023, at: TestPlaces.delhi)
        func label(_ day: String) throws -> String {
            try #require(span.lunarDate(TestPlaces.date(day))).monthName(.purnimanta)
        }
        #expect(try label("2023-07-10") == "Shravana")  // Ashadha's Krishna half (amanta)
        #expect(try label("2023-07-25") == "Adhika Shravana")
        #expect(try label("2023-08-10") == "Adhika Shravana")  // Krishna half of the adhika month
        #expect(try label("2023-08-25") == "Shravana")
        #expect(try label("2023-09-05") == "Bhadrapada")
        let adhikaKrishna = try #require(span.lunarDate(TestPlaces.date("2023-08-10")))
        #expect(adhikaKrishna.monthName(.amanta) == "Adhika Shravana")
    }

    @Test("2026 has an Adhika Jyeshtha from mid-May to mid-June")
    func adhikaJyeshtha2026() throws {
        let span = try TestPlaces.year(2026, at: TestPlaces.delhi)
        let adhika = span.lunarMonths.filter(\.month.isAdhika)
        let inYear = adhika.filter { CivilDate($0.start, in: TestPlaces.delhi.timeZone).year == 2026 }
        #expect(inYear.count == 1)
        let m = try #require(inYear.first)
        #expect(m.month.number == 3)
        let start = CivilDate(m.start, in: TestPlaces.delhi.timeZone)
        let end = CivilDate(m.end, in: TestPlaces.delhi.timeZone)
        #expect(start.month == 5 && start.day >= 10)
        #expect(end.month == 6 && end.day <= 20)
        // The Ekadashis of the adhika month carry the adhika names.
        let names = span.ekadashis().filter { $0.month.isAdhika }.map(\.name)
        #expect(names.contains("Padmini Ekadashi") && names.contains("Parama Ekadashi"))
    }

    @Test("Vikram Samvat 2083 and Shaka 1948 begin with Chaitra after the Amavasya of 2026-03-19")
    func yearsTurnAtChaitra() throws {
        let span = try TestPlaces.year(2026, at: TestPlaces.delhi)
        let before = try #require(span.lunarDate(TestPlaces.date("2026-03-18")))
        let after = try #require(span.lunarDate(TestPlaces.date("2026-03-20")))
        #expect(before.month.number == 12 && before.vikramSamvat == 2082 && before.shakaYear == 1947)
        #expect(after.month.number == 1 && after.vikramSamvat == 2083 && after.shakaYear == 1948)
        #expect(after.paksha == .shukla)
        #expect(after.samvatsara.name == "Parabhava" && before.samvatsara.name == "Vishvavasu")
    }

    @Test("The 60-year names: 2024 Krodhi, 2025 Vishvavasu (விசுவாவசு), 2026 Parabhava (பராபவ), 1987 Prabhava")
    func samvatsaraNames() {
        #expect(Samvatsara(startingIn: 2024).name == "Krodhi")
        #expect(Samvatsara(startingIn: 2024).tamil == "குரோதி")
        #expect(Samvatsara(startingIn: 2025).name == "Vishvavasu")
        #expect(Samvatsara(startingIn: 2025).tamil == "விசுவாவசு")
        #expect(Samvatsara(startingIn: 2025).tamilLatin == "Visuvavasu")
        #expect(Samvatsara(startingIn: 2026).name == "Parabhava")
        #expect(Samvatsara(startingIn: 2026).tamil == "பராபவ")
        #expect(Samvatsara(startingIn: 1987).number == 1)
        #expect(Samvatsara(startingIn: 1987 + 60).name == "Prabhava")
        #expect(Samvatsara(startingIn: 1986).name == "Akshaya")
        #expect(Samvatsara.sanskrit.count == 60 && Samvatsara.tamilScript.count == 60)
    }

    @Test(
        "In purnimanta the Krishna paksha takes the next month's name: Karva Chauth 2025 is Ashvina K4 amanta, Kartika K4 purnimanta"
    )
    func purnimantaLabels() throws {
        let span = try TestPlaces.year(2025, at: TestPlaces.delhi)
        let d = try #require(span.lunarDate(TestPlaces.date("2025-10-10")))
        #expect(d.tithi == 19 && d.paksha == .krishna && d.tithiInPaksha == 4)
        #expect(d.monthName(.amanta) == "Ashvina")
        #expect(d.monthName(.purnimanta) == "Kartika")
        // Shukla paksha has one name in both.
        let s = try #require(span.lunarDate(TestPlaces.date("2025-10-02")))
        #expect(s.monthName(.amanta) == s.monthName(.purnimanta))
    }

    @Test("Every lunar month of 1900–2100 holds 0, 1 or 2 sankrantis, and consecutive numbers follow the rule")
    func monthsAreConsistentOverTwoCenturies() throws {
        let engine = try PanchangCalculator.bundled()
        let a = Date(timeIntervalSince1970: -2_208_988_800)  // 1900-01-01
        let b = Date(timeIntervalSince1970: 4_102_444_800)  // 2100-01-01
        let months = LunarCalendar.months(
            newMoons: try engine.newMoons(from: a, to: b),
            sankrantis: try engine.sankrantis(from: a.addingTimeInterval(-90 * 86_400), to: b))
        #expect(months.count > 2400)
        var adhika = 0
        var kshaya = 0
        for (m, next) in zip(months, months.dropFirst()) {
            #expect((0...2).contains(m.sankrantiCount))
            if m.month.isAdhika {
                adhika += 1
                #expect(next.month.number == m.month.number && !next.month.isAdhika)
            } else if m.precedesKshaya {
                kshaya += 1
                #expect(next.month.number == (m.month.number + 1) % 12 + 1)
            } else {
                #expect(next.month.number == m.month.number % 12 + 1)
            }
        }
        // About 7 adhika months per 19 years; kshaya months are rare but occur.
        #expect((65...80).contains(adhika))
        #expect(kshaya >= 1)
    }
}

@Suite("Kshaya months")
struct KshayaMonthTests {
    @Test(
        "In a year with a kshaya month, the skipped month's tithi festivals are kept in the month that carries its name"
    )
    func skippedMonthFestivals() throws {
        let engine = TestPlaces.calculator.panchang
        let a = Date(timeIntervalSince1970: -2_208_988_800)  // 1900-01-01
        let b = Date(timeIntervalSince1970: 4_102_444_800)  // 2100-01-01
        let months = LunarCalendar.months(
            newMoons: try engine.newMoons(from: a, to: b),
            sankrantis: try engine.sankrantis(from: a.addingTimeInterval(-90 * 86_400), to: b))
        let kshaya = months.filter(\.precedesKshaya)
        #expect(!kshaya.isEmpty)
        let zone = TestPlaces.delhi.timeZone
        var checked = 0
        for month in kshaya {
            let skipped = month.month.number % 12 + 1
            let festivals = TestPlaces.calculator.catalog.festivals.filter {
                if case .tithi(let m, _, _, _) = $0.rule, m == skipped { return true }
                return false
            }
            let first = CivilDate(month.start, in: zone)
            let last = CivilDate(month.end, in: zone)
            let list = try TestPlaces.calculator.observances(from: first, through: last, at: TestPlaces.delhi)
            for festival in festivals {
                let found = list.filter { $0.id == festival.id }
                #expect(found.count == 1, "\(festival.id) in the kshaya month opening \(first)")
                #expect(found.first?.explanation.notes.contains { $0.contains("kshaya (skipped) month") } == true)
                checked += 1
            }
        }
        #expect(checked > 0, "no catalog festival falls in a skipped month of 1900–2100")
    }

    @Test("Maha Shivaratri 1983 is kept in the Krishna half of the Pausha–Magha kshaya month")
    func mahaShivaratri1983() throws {
        // Magha is skipped in 1983 (Pausha holds the Makara and Kumbha sankrantis); Wikipedia's Hindu
        // calendar article gives the same observance for that year.
        let days = try TestPlaces.calculator.observances(year: 1983, at: TestPlaces.delhi)
            .filter { $0.id == "maha-shivaratri" }
        #expect(days.count == 1)
        let day = try #require(days.first)
        #expect(day.date == TestPlaces.date("1983-02-11"))
        #expect(day.explanation.notes.contains { $0.contains("Magha is a kshaya (skipped) month") })
    }
}
