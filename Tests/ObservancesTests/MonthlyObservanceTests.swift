import CivilTime
import Foundation
import Testing

@testable import Observances

@Suite("Monthly observances")
struct MonthlyObservanceTests {
    let year2026 = try! TestPlaces.calculator.observances(year: 2026, at: TestPlaces.chennai)

    func days(_ id: String) -> [Observance] { year2026.filter { $0.id == id } }

    @Test("Each tithi observance comes 24–26 times a year (Ashtami and Navami twice a month), Somavaram every Monday")
    func counts() {
        for id in ["pradosham", "ashtami", "navami"] { #expect((23...26).contains(days(id).count), "\(id)") }
        for id in ["sankashti-chaturthi", "vinayaka-chaturthi", "amavasai", "pournami", "shashti", "karthigai"] {
            #expect((12...14).contains(days(id).count), "\(id)")
        }
        #expect((11...13).contains(days("masik-shivaratri").count))
        #expect(days("somavaram").count == 52)
        #expect(days("somavaram").allSatisfy { $0.date.weekday == .monday })
    }

    @Test("Pradosham: Trayodashi is in force during that evening's pradosha window, or the fallback is explained")
    func pradosham() {
        for o in days("pradosham") {
            let anga = o.explanation.anga!
            #expect(anga.index == 13 || anga.index == 28)
            if let w = o.explanation.window, !o.explanation.reason.contains("fallback") {
                #expect(anga.start < w.end && anga.end > w.start)
            }
        }
        #expect(days("pradosham").allSatisfy { $0.name != "Soma Pradosham" || $0.date.weekday == .monday })
    }

    @Test("Sankashti: Krishna Chaturthi holds that day's moonrise; a Tuesday one is Angaraki")
    func sankashti() {
        for o in days("sankashti-chaturthi") where !o.explanation.reason.contains("fallback") {
            let anga = o.explanation.anga!
            let moonrise = o.explanation.window!.start
            #expect(anga.index == 19 && anga.start <= moonrise && moonrise < anga.end)
            #expect((o.date.weekday == .tuesday) == o.name.hasPrefix("Angaraki"))
        }
    }

    @Test("Masik Shivaratri skips Magha, whose Chaturdashi is Maha Shivaratri")
    func shivaratri() {
        let maha = year2026.first { $0.id == "maha-shivaratri" }!
        #expect(!days("masik-shivaratri").contains { $0.date == maha.date })
    }

    @Test("Karthigai: Krittika is in force after sunset on the day given")
    func karthigai() {
        for o in days("karthigai") where !o.explanation.reason.contains("fallback") {
            let anga = o.explanation.anga!
            let w = o.explanation.window!
            #expect(anga.index == 3 && anga.start < w.end && anga.end > w.start)
        }
    }

    @Test("A Pournami kept on the moonrise evening names the sunrise-Purnima day when they differ")
    func pournamiOtherDay() throws {
        let span = try TestPlaces.year(2026, at: TestPlaces.chennai)
        var differing = 0
        for o in days("pournami") {
            let anga = try #require(o.explanation.anga)
            let udaya = try #require(span.decide(anga, AngaRule(kaala: .sunrise), ruleText: ""))
            let sunriseDay = span.frames[udaya.index].day.date
            let note = o.explanation.notes.first { $0.contains("holds the sunrise of") }
            if sunriseDay == o.date {
                #expect(note == nil)
            } else {
                differing += 1
                #expect(note?.contains(sunriseDay.description) == true)
            }
        }
        #expect(differing > 0)
    }

    @Test(
        "Mondays of Tamil Karthigai are Karthigai Somavaram; Shravan Somvar starts a fortnight earlier in purnimanta than in amanta"
    )
    func specialMondays() throws {
        let karthigai = days("somavaram").filter { $0.name == "Karthigai Somavaram" }
        #expect((4...5).contains(karthigai.count))
        #expect(karthigai.allSatisfy { $0.date.month == 11 || $0.date.month == 12 })
        let amanta = try ObservanceCalculator.bundled(conventions: ObservanceConventions(monthSystem: .amanta))
        let shravanAmanta = try amanta.observances(year: 2026, at: TestPlaces.delhi)
            .filter { $0.name == "Shravan Somvar" }.map(\.date)
        let shravanPurnimanta = try TestPlaces.calculator.observances(year: 2026, at: TestPlaces.delhi)
            .filter { $0.name == "Shravan Somvar" }.map(\.date)
        #expect((4...5).contains(shravanAmanta.count) && (4...5).contains(shravanPurnimanta.count))
        let gap = try #require(shravanPurnimanta.first).days(until: try #require(shravanAmanta.first))
        #expect((7...21).contains(gap))
    }

    @Test("Ashtami is named Masik Durgashtami in the bright half and Kalashtami in the dark half")
    func ashtamiNames() {
        for o in days("ashtami") {
            #expect(o.name == (o.explanation.anga!.index == 8 ? "Masik Durgashtami" : "Kalashtami"))
        }
    }
}

@Suite("Sankashti moonrise against a published list")
struct SankashtiMoonriseTests {
    @Test("Each 2022 Sankashti day in New Delhi and its moonrise agree with the published list to two minutes")
    func moonrise2022() throws {
        let url = try #require(
            Bundle.module.url(forResource: "sankashti-moonrise-2022", withExtension: "csv", subdirectory: "Fixtures"))
        let rows = try String(contentsOf: url, encoding: .utf8).split(separator: "\n").dropFirst()
        #expect(rows.count == 12)
        let list = try TestPlaces.calculator.observances(year: 2022, at: TestPlaces.delhi)
            .filter { $0.id == "sankashti-chaturthi" }
        let zone = TestPlaces.delhi.timeZone
        for row in rows {
            let f = row.split(separator: ",")
            let date = try CivilDate(iso: String(f[0]))
            let o = try #require(list.first { $0.date == date }, "\(date)")
            let moonrise = try #require(o.explanation.window?.start)
            let hm = f[1].split(separator: ":").map { Int($0)! }
            let local = Int((moonrise.timeIntervalSince1970 + Double(zone.secondsFromGMT(for: moonrise))).rounded())
            let minutes = local % 86_400 / 60
            #expect(abs(minutes - (hm[0] * 60 + hm[1])) <= 2, "\(date)")
        }
    }
}
