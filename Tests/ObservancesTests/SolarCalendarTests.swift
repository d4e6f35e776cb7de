import CivilTime
import Foundation
import Testing

@testable import Observances

@Suite("Solar calendars")
struct SolarCalendarTests {
    let date = TestPlaces.date

    @Test("Tamil: a sankranti a minute before sunset starts the month that day, a minute after the next day")
    func tamilSunsetRule() {
        let d = date("2026-01-14")
        let sunrise = Date(timeIntervalSince1970: 1_768_352_000)
        let sunset = sunrise.addingTimeInterval(11 * 3600)
        #expect(
            SolarCalendarKind.tamil.firstDay(sankranti: sunset - 60, date: d, sunrise: sunrise, sunset: sunset) == d)
        #expect(
            SolarCalendarKind.tamil.firstDay(sankranti: sunset + 60, date: d, sunrise: sunrise, sunset: sunset)
                == d.adding(days: 1))
        // Before sunrise (after the previous sunset) belongs to that civil day.
        #expect(
            SolarCalendarKind.tamil.firstDay(sankranti: sunrise - 3600, date: d, sunrise: sunrise, sunset: sunset) == d)
    }

    @Test("Kerala: the cut is at three fifths of the daytime; Bengal: always the next civil day; Odisha: the same day")
    func otherRules() {
        let d = date("2025-04-14")
        let sunrise = Date(timeIntervalSince1970: 1_744_590_000)
        let sunset = sunrise.addingTimeInterval(10 * 3600)
        let cut = sunrise.addingTimeInterval(6 * 3600)
        #expect(
            SolarCalendarKind.malayalam.firstDay(sankranti: cut - 60, date: d, sunrise: sunrise, sunset: sunset) == d)
        #expect(
            SolarCalendarKind.malayalam.firstDay(sankranti: cut + 60, date: d, sunrise: sunrise, sunset: sunset)
                == d.adding(days: 1))
        #expect(
            SolarCalendarKind.bengali.firstDay(sankranti: sunrise + 60, date: d, sunrise: sunrise, sunset: sunset)
                == d.adding(days: 1))
        #expect(
            SolarCalendarKind.bengali.firstDay(sankranti: sunrise - 60, date: d, sunrise: sunrise, sunset: sunset)
                == d.adding(days: 1))
        #expect(
            SolarCalendarKind.odia.firstDay(sankranti: sunset + 3600, date: d, sunrise: sunrise, sunset: sunset) == d)
    }

    @Test("Chithirai 1 is April 14 in 2024 (sankranti after sunset on the 13th) and 2025; Aadi 18 is August 2, 2025")
    func tamilMonthStarts() throws {
        let y2024 = try TestPlaces.year(2024, at: TestPlaces.chennai)
        let y2025 = try TestPlaces.year(2025, at: TestPlaces.chennai)
        #expect(y2024.solarDate(date("2024-04-13"), calendar: .tamil)?.month == 12)
        let p2024 = try #require(y2024.solarDate(date("2024-04-14"), calendar: .tamil))
        #expect(p2024.month == 1 && p2024.day == 1 && p2024.monthName == "Chithirai")
        #expect(y2025.solarDate(date("2025-04-14"), calendar: .tamil).map { ($0.month, $0.day) } ?? (0, 0) == (1, 1))
        let aadi = try #require(y2025.solarDate(date("2025-08-02"), calendar: .tamil))
        #expect(aadi.monthName == "Aadi" && aadi.day == 18)
    }

    @Test("Odia month starts match published sankranti days, including sankrantis after sunset and after midnight")
    func odiaPublishedMonthStarts() throws {
        let bhubaneswar = try Location(latitude: 20.2961, longitude: 85.8245, timeZoneIdentifier: "Asia/Kolkata")
        // (day 1, month, sankranti IST, source) — docs/observances.md has the URLs.
        let published: [(String, Int, String)] = [
            ("2023-01-14", 10, "Makar Sankranti 20:45, after sunset: Odisha CM's greeting that day (Pragativadi)"),
            ("2023-04-14", 1, "Pana Sankranti 14:58 (hindupad)"),
            ("2024-04-13", 1, "Pana Sankranti 21:04, after sunset: OdishaTV, April 12 the year's last day"),
            ("2024-06-15", 3, "Raja (Mithuna) Sankranti 00:28, after midnight (newstracklive)"),
            ("2025-04-14", 1, "Pana Sankranti 03:30, after midnight: Odisha Government calendar (hindu-blog)"),
            ("2025-06-15", 3, "Raja Sankranti 06:52 (LatestLY)"),
        ]
        var spans: [Int: CalendarSpan] = [:]
        for (day, month, source) in published {
            let d = date(day)
            if spans[d.year] == nil { spans[d.year] = try TestPlaces.year(d.year, at: bhubaneswar) }
            let span = try #require(spans[d.year])
            let first = try #require(span.solarDate(d, calendar: .odia))
            #expect(first.month == month && first.day == 1, "\(day): \(source)")
            #expect(span.solarDate(d.adding(days: -1), calendar: .odia)?.month == (month + 10) % 12 + 1, "\(day)")
        }
        // The two after-sunset cases are where the Tamil sunset rule gives the next day.
        let y2024 = try #require(spans[2024])
        #expect(y2024.solarDate(date("2024-04-13"), calendar: .tamil)?.month == 12)
        let y2023 = try #require(spans[2023])
        #expect(y2023.solarDate(date("2023-01-14"), calendar: .tamil)?.monthName == "Margazhi")
    }

    @Test("Every day of 2026 has a Tamil, Malayalam, Bengali and Odia date; days run on and months last 29–32 days")
    func continuity() throws {
        let span = try TestPlaces.year(2026, at: TestPlaces.chennai)
        for kind in SolarCalendarKind.allCases {
            var d = date("2026-01-01")
            var previous = try #require(span.solarDate(d, calendar: kind))
            for _ in 1..<365 {
                d = d.adding(days: 1)
                let s = try #require(span.solarDate(d, calendar: kind))
                if s.month == previous.month {
                    #expect(s.day == previous.day + 1)
                } else {
                    #expect(s.day == 1 && s.month == previous.month % 12 + 1)
                    #expect((29...32).contains(previous.day))
                }
                previous = s
            }
        }
    }

    @Test("Eras: Kollam 1201 from Chingam 1 2025, Bengali 1432 from Boishakh 2025, Thiruvalluvar 2057 from Thai 2026")
    func eras() throws {
        let span2025 = try TestPlaces.year(2025, at: TestPlaces.chennai)
        let span2026 = try TestPlaces.year(2026, at: TestPlaces.chennai)
        let chingam = try #require(span2025.solarDate(date("2025-09-01"), calendar: .malayalam))
        #expect(chingam.monthName == "Chingam" && chingam.year == 1201)
        #expect(span2025.solarDate(date("2025-08-01"), calendar: .malayalam)?.year == 1200)
        #expect(span2025.solarDate(date("2025-05-01"), calendar: .bengali)?.year == 1432)
        #expect(span2025.solarDate(date("2025-03-01"), calendar: .bengali)?.year == 1431)
        // Odia Amli years: 2025 − 593 until Bhadrapada Shukla Dwadashi (2025-09-04), then 2025 − 592.
        #expect(span2025.solarDate(date("2025-05-01"), calendar: .odia)?.year == 1432)
        #expect(span2025.solarDate(date("2025-09-03"), calendar: .odia)?.year == 1432)
        #expect(span2025.solarDate(date("2025-09-04"), calendar: .odia)?.year == 1433)
        #expect(span2025.solarDate(date("2025-12-01"), calendar: .odia)?.year == 1433)
        #expect(span2026.tamilDate(date("2026-01-20"))?.thiruvalluvarYear == 2057)
        #expect(span2026.tamilDate(date("2026-01-05"))?.thiruvalluvarYear == 2056)
        #expect(span2026.tamilDate(date("2026-12-20"))?.thiruvalluvarYear == 2057)
    }

    @Test("The Tamil year's name changes at Chithirai 1: Visuvavasu until Panguni 2026, Parabhava from Chithirai 2026")
    func tamilYearName() throws {
        let span = try TestPlaces.year(2026, at: TestPlaces.chennai)
        let before = try #require(span.tamilDate(date("2026-04-13")))
        let after = try #require(span.tamilDate(date("2026-04-14")))
        #expect(before.solar.monthName == "Panguni" && before.samvatsara.tamil == "விசுவாவசு")
        #expect(after.solar.monthName == "Chithirai" && after.solar.day == 1 && after.samvatsara.tamil == "பராபவ")
        #expect(after.tamil.hasPrefix("சித்திரை 1"))
        #expect(TamilNames.weekday(after.weekday).latin == "Sevvai")
    }
}
