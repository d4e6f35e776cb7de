import CivilTime
import Foundation
import Testing

@testable import Observances

/// The same years computed for New York, London and Sydney with their own sunrise, sunset and
/// clock (calendar-rules.md §8.4): festivals can land on another Gregorian day than in India.
@Suite("Diaspora")
struct DiasporaTests {
    let date = TestPlaces.date

    func day(_ id: String, _ year: Int, _ place: Location) throws -> Observance {
        try #require(try TestPlaces.calculator.observances(year: year, at: place).first { $0.id == id })
    }

    @Test("Every festival of the catalog is computed for New York, London and Sydney in 2026")
    func wholeYear() throws {
        for place in [TestPlaces.newYork, TestPlaces.london, TestPlaces.sydney] {
            let all = try TestPlaces.calculator.observances(year: 2026, at: place)
            for id in FestivalCatalogTests.required where id != "vaikunta-ekadashi" && id != "arudra-darshan" {
                #expect(all.filter { $0.id == id }.count == 1, "\(id) at \(place.timeZoneIdentifier)")
            }
            #expect((24...27).contains(all.filter { $0.id == "ekadashi" }.count))
        }
    }

    @Test(
        "Janmashtami 2025 is August 16 in Sydney but August 15 in Delhi: Sydney's midnight of the 15th comes before Ashtami"
    )
    func janmashtamiSydney() throws {
        let sydney = try day("krishna-janmashtami", 2025, TestPlaces.sydney)
        #expect(sydney.date == date("2025-08-16"))
        #expect(try day("krishna-janmashtami", 2025, TestPlaces.delhi).date == date("2025-08-15"))
        let anga = try #require(sydney.explanation.anga)
        let window = try #require(sydney.explanation.window)
        #expect(anga.start < window.end && anga.end > window.start)
    }

    @Test("Thai Pongal and Makar Sankranti 2026 are January 15 in Sydney: the Sun enters Makara after Sydney's sunset")
    func pongalSydney() throws {
        let sydney = try day("thai-pongal", 2026, TestPlaces.sydney)
        #expect(sydney.date == date("2026-01-15"))
        #expect(try day("thai-pongal", 2026, TestPlaces.chennai).date == date("2026-01-14"))
        #expect(try day("makar-sankranti", 2026, TestPlaces.sydney).date == date("2026-01-15"))
        let sankranti = try #require(sydney.windows.first { $0.name == "Sankranti" }).window.start
        let span = try TestPlaces.year(2026, at: TestPlaces.sydney)
        let sunset = try #require(span.frame(date("2026-01-14"))).sunset
        #expect(sankranti > sunset)
    }

    @Test(
        "Makar Sankranti 2024 is January 14 in New York: the ingress (02:43 IST on the 15th) is 16:13 EST, before New York's sunset"
    )
    func sankrantiNewYork() throws {
        let newYork = try day("makar-sankranti", 2024, TestPlaces.newYork)
        #expect(newYork.date == date("2024-01-14"))
        #expect(try day("makar-sankranti", 2024, TestPlaces.delhi).date == date("2024-01-15"))
        #expect(try day("thai-pongal", 2024, TestPlaces.newYork).date == date("2024-01-14"))
    }

    @Test("Ugadi and Rama Navami 2026 fall a day later in Sydney, where the tithis begin after the deciding windows")
    func chaitraSydney() throws {
        #expect(try day("ugadi", 2026, TestPlaces.sydney).date == date("2026-03-20"))
        #expect(try day("ugadi", 2026, TestPlaces.delhi).date == date("2026-03-19"))
        let rama = try day("rama-navami", 2026, TestPlaces.sydney)
        #expect(rama.date == date("2026-03-27"))
        #expect(rama.explanation.rejected.first?.reason.contains("not in force") == true)
    }

    @Test("Times are told on the place's own clock: a New York explanation shows Eastern times")
    func localClock() throws {
        let o = try day("makar-sankranti", 2024, TestPlaces.newYork)
        #expect(o.explanation.reason.contains("16:13 14 Jan"))
    }
}
