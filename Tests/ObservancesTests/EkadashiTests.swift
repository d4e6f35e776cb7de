import CivilTime
import Foundation
import Testing

@testable import Observances

@Suite("Ekadashi")
struct EkadashiTests {
    @Test("An Ekadashi that holds one sunrise, with Dashami over before arunodaya, is Sarva Ekadashi on that day")
    func ordinaryEkadashi() throws {
        let span = try TestPlaces.year(2025, at: TestPlaces.chennai)
        let e = try #require(span.ekadashis().first { $0.smarta == TestPlaces.date("2025-01-10") })
        #expect(e.isSarva && e.name == "Pausha Putrada Ekadashi")
        let f = try #require(span.frame(e.smarta))
        #expect(e.tithi.start <= f.sunrise && f.sunrise < e.tithi.end)
    }

    @Test(
        "Sarva Ekadashi notes name who agrees: all three rules, or Smarta and Vaishnava when ISKCON keeps a Mahadvadashi"
    )
    func sarvaNotes() throws {
        let list = try TestPlaces.calculator.observances(
            from: TestPlaces.date("2025-11-25"), through: TestPlaces.date("2025-12-20"), at: TestPlaces.delhi)
        let ekadashis = list.filter { $0.id == "ekadashi" }
        let mokshada = try #require(ekadashis.first { $0.date == TestPlaces.date("2025-12-01") })
        #expect(mokshada.explanation.notes.contains("All rules agree (Sarva Ekadashi)"))
        let saphala = try #require(ekadashis.first { $0.date == TestPlaces.date("2025-12-15") })
        #expect(saphala.explanation.notes.contains("Smarta and Vaishnava agree (Sarva Ekadashi)"))
        #expect(saphala.explanation.notes.contains { $0.hasPrefix("ISKCON calendars keep the vow on 2025-12-16") })
    }

    @Test(
        "An Ekadashi that holds no sunrise (2025-12-30, Chennai): Smarta keep the day it occurs, Vaishnavas the Dwadashi day"
    )
    func skippedEkadashi() throws {
        let span = try TestPlaces.year(2025, at: TestPlaces.chennai)
        let e = try #require(span.ekadashis().first { $0.smarta == TestPlaces.date("2025-12-30") })
        #expect(e.vaishnava == TestPlaces.date("2025-12-31"))
        let f = try #require(span.frame(e.smarta))
        #expect(e.tithi.start > f.sunrise && e.tithi.end < f.nextSunrise)
    }

    @Test(
        "Smarta: every fast day holds Ekadashi at sunrise, or Ekadashi occurs in it; Vaishnava days are never earlier")
    func rulesHoldOverThreeYears() throws {
        for year in 2024...2026 {
            let span = try TestPlaces.year(year, at: TestPlaces.delhi)
            let list = span.ekadashis()
            #expect((24...27).contains(list.filter { $0.smarta.year == year }.count))
            for e in list {
                let f = try #require(span.frame(e.smarta))
                let holdsSunrise = e.tithi.start <= f.sunrise && f.sunrise < e.tithi.end
                let occurs = e.tithi.start < f.nextSunrise && e.tithi.end > f.sunrise
                #expect(holdsSunrise || occurs)
                #expect(e.vaishnava >= e.smarta)
                #expect(e.smarta.days(until: e.vaishnava) <= 1)
                if let alternate = e.alternate { #expect(alternate == e.smarta.adding(days: 1)) }
            }
        }
    }

    @Test("Two-day Ekadashis occur and name the second day for sannyasis and Vaishnavas")
    func twoDayCases() throws {
        var found = 0
        for year in 2020...2030 {
            let span = try TestPlaces.year(year, at: TestPlaces.delhi)
            for e in span.ekadashis() where e.alternate != nil {
                found += 1
                #expect(e.vaishnava == e.alternate)
                let explanation = span.ekadashiExplanation(e, rule: .smarta, ruleText: "r")
                #expect(explanation.reason.contains("sannyasis"))
            }
        }
        #expect(found > 0)
    }

    @Test("Vaishnava moves the fast when Dashami reaches into arunodaya")
    func arunodayaRule() throws {
        var moved = 0
        for year in 2024...2026 {
            let span = try TestPlaces.year(year, at: TestPlaces.delhi)
            for e in span.ekadashis() where e.smarta != e.vaishnava && e.alternate == nil {
                let f = try #require(span.frame(e.smarta))
                let arunodaya = try #require(f.window(.arunodaya, pradosha: .fifthOfNight))
                let dashamiAtArunodaya = e.tithi.start > arunodaya.start
                let dwadashiTwice: Bool = {
                    guard let d = e.dwadashi, let next = span.frame(e.smarta.adding(days: 2)) else { return false }
                    return d.end > next.sunrise
                }()
                #expect(dashamiAtArunodaya || dwadashiTwice || e.tithi.start > f.sunrise)
                moved += 1
            }
        }
        #expect(moved > 0)
    }

    @Test("Parana is after sunrise the next day, after Hari Vasara and within Dwadashi when Dwadashi lasts")
    func paranaWindow() throws {
        let span = try TestPlaces.year(2026, at: TestPlaces.chennai)
        for e in span.ekadashis() where e.smarta.year == 2026 {
            let p = try #require(span.parana(after: e.smarta, dwadashi: e.dwadashi))
            let next = try #require(span.frame(e.smarta.adding(days: 1)))
            #expect(p.start >= next.sunrise && p.end > p.start)
            if let d = e.dwadashi, d.end > next.sunrise {
                let hariVasaraEnd = d.start.addingTimeInterval(d.end.timeIntervalSince(d.start) / 4)
                #expect(p.start >= hariVasaraEnd)
                #expect(p.end <= d.end || p.end.timeIntervalSince(p.start) <= 60)
            }
        }
    }

    @Test(
        "Dev Uthani 2025 (New Delhi) as Drik gives it: Smarta Nov 1 with parana 13:11–15:23 Nov 2, Gauna Nov 2 with parana 06:34–08:46 Nov 3"
    )
    func devUthani2025() throws {
        let span = try TestPlaces.year(2025, at: TestPlaces.delhi)
        let e = try #require(span.ekadashis().first { $0.smarta == TestPlaces.date("2025-11-01") })
        #expect(e.name == "Prabodhini Ekadashi")
        #expect(e.alternate == TestPlaces.date("2025-11-02") && e.vaishnava == TestPlaces.date("2025-11-02"))
        let zone = TestPlaces.delhi.timeZone
        func hm(_ t: Date) -> Int {
            let s = Int((t.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: t))).rounded()) % 86_400
            return s / 60
        }
        let dwadashi = try #require(e.dwadashi)
        let hariVasaraEnd = dwadashi.start.addingTimeInterval(dwadashi.end.timeIntervalSince(dwadashi.start) / 4)
        #expect(abs(hm(hariVasaraEnd) - (12 * 60 + 55)) <= 1)
        let smarta = try #require(span.parana(after: e.smarta, dwadashi: e.dwadashi))
        #expect(abs(hm(smarta.start) - (13 * 60 + 11)) <= 1 && abs(hm(smarta.end) - (15 * 60 + 23)) <= 1)
        let gauna = try #require(span.parana(after: e.vaishnava, dwadashi: e.dwadashi))
        #expect(abs(hm(gauna.start) - (6 * 60 + 34)) <= 1 && abs(hm(gauna.end) - (8 * 60 + 46)) <= 1)
    }

    @Test("Names follow the amanta month and paksha, with Padmini and Parama in an adhika month")
    func names() {
        #expect(EkadashiDay.name(month: LunarMonth(number: 3), paksha: .shukla) == "Nirjala Ekadashi")
        #expect(EkadashiDay.name(month: LunarMonth(number: 9), paksha: .shukla) == "Mokshada Ekadashi")
        #expect(EkadashiDay.name(month: LunarMonth(number: 12), paksha: .krishna) == "Papamochani Ekadashi")
        #expect(EkadashiDay.name(month: LunarMonth(number: 3, isAdhika: true), paksha: .krishna) == "Parama Ekadashi")
    }
}
