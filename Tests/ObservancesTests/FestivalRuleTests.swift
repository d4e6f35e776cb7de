import CivilTime
import Foundation
import Testing

@testable import Observances

/// The worked cases of calendar-rules.md §6–§7, each with the reason the rule gives.
@Suite("Festival rules")
struct FestivalRuleTests {
    let date = TestPlaces.date

    func observance(_ id: String, _ year: Int, _ place: Location = TestPlaces.delhi) throws -> [Observance] {
        try TestPlaces.calculator.observances(year: year, at: place).filter { $0.id == id }
    }

    @Test("Ugadi 2026 is March 19: Shukla Pratipada begins after that sunrise and is gone before the next (kshaya)")
    func ugadi2026() throws {
        let o = try #require(try observance("ugadi", 2026).first)
        #expect(o.date == date("2026-03-19"))
        #expect(o.explanation.reason.contains("kshaya"))
    }

    @Test(
        "Rama Navami 2026 is March 26 by madhyahna; the sunrise day, March 27, is rejected because Navami ends at 10:07"
    )
    func ramaNavami2026() throws {
        let o = try #require(try observance("rama-navami", 2026).first)
        #expect(o.date == date("2026-03-26"))
        #expect(o.explanation.kaala == .madhyahna)
        let rejected = try #require(o.explanation.rejected.first)
        #expect(rejected.date == date("2026-03-27"))
        #expect(rejected.reason.contains("not in force"))
    }

    @Test("Maha Shivaratri 2026 is February 15: Chaturdashi holds that night's nishita")
    func mahaShivaratri2026() throws {
        #expect(try observance("maha-shivaratri", 2026).map(\.date) == [date("2026-02-15")])
    }

    @Test(
        "Holika Dahan 2026 is the evening of March 3: Bhadra takes March 2's pradosha, Purnima holds 3½ praharas of March 3 and the longer Pratipada follows; Holi is March 4"
    )
    func holikaDahan2026() throws {
        let o = try #require(try observance("holika-dahan", 2026).first)
        #expect(o.date == date("2026-03-03"))
        #expect(o.explanation.notes.contains { $0.contains("Bhadra runs 17:5") })
        #expect(o.explanation.reason.contains("three and a half praharas"), "\(o.explanation.reason)")
        #expect(o.explanation.rejected.map(\.date) == [date("2026-03-02")])
        #expect(o.explanation.rejected.first?.reason.contains("only within Bhadra") == true)
        // Both readings of 2026 are named, with the reason.
        #expect(o.explanation.notes.contains { $0.contains("March 2") && $0.contains("Bhadra-puccha") })
        #expect(try observance("holi", 2026).map(\.date) == [date("2026-03-04")])
    }

    @Test(
        "Diwali 2024 by Drik's city muhurtas: Nov 1 where Amavasya still holds a ghatika of that pradosha (Delhi, Chennai, Kolkata), Oct 31 where not (Mumbai, Bengaluru)"
    )
    func diwali2024Cities() throws {
        let kolkata = try Location(latitude: 22.5726, longitude: 88.3639, timeZoneIdentifier: "Asia/Kolkata")
        let mumbai = try Location(latitude: 19.0760, longitude: 72.8777, timeZoneIdentifier: "Asia/Kolkata")
        let bengaluru = try Location(latitude: 12.9716, longitude: 77.5946, timeZoneIdentifier: "Asia/Kolkata")
        for place in [TestPlaces.delhi, TestPlaces.chennai, kolkata] {
            let o = try #require(try observance("diwali", 2024, place).first)
            #expect(o.date == date("2024-11-01"))
            #expect(o.explanation.reason.contains("ghatika"))
            #expect(o.explanation.rejected.first?.date == date("2024-10-31"))
        }
        for place in [mumbai, bengaluru] {
            #expect(try observance("diwali", 2024, place).map(\.date) == [date("2024-10-31")])
        }
    }

    @Test("Diwali 2025 is October 20: on October 21 Amavasya holds only minutes of pradosha")
    func diwali2025() throws {
        #expect(try observance("diwali", 2025).map(\.date) == [date("2025-10-20")])
        // Govardhan Puja 2024 comes on the sunrise Pratipada, November 2.
        #expect(try observance("govardhan-puja", 2024).map(\.date) == [date("2024-11-02")])
    }

    @Test("Janmashtami 2025: Smarta (nishita) August 15, Vaishnava (sunrise) August 16, the other named in the notes")
    func janmashtami2025() throws {
        let smarta = try #require(try observance("krishna-janmashtami", 2025).first)
        #expect(smarta.date == date("2025-08-15") && smarta.variant == "smarta")
        #expect(smarta.explanation.notes.contains { $0.contains("2025-08-16") })
        let vaishnava = try ObservanceCalculator.bundled(conventions: ObservanceConventions(janmashtami: .vaishnava))
        let v = try vaishnava.observances(year: 2025, at: TestPlaces.delhi).filter { $0.id == "krishna-janmashtami" }
        #expect(v.map(\.date) == [date("2025-08-16")])
    }

    @Test("Karva Chauth 2025 is October 10, Chaturthi at moonrise")
    func karvaChauth() throws {
        let o = try #require(try observance("karva-chauth", 2025).first)
        #expect(o.date == date("2025-10-10") && o.explanation.kaala == .moonrise)
    }

    @Test(
        "Tamil nakshatra festivals 2025: Thai Poosam Feb 11, Arudra Darshan Jan 13, Karthigai Deepam Dec 3, Onam Sep 5")
    func nakshatraFestivals() throws {
        #expect(try observance("thai-poosam", 2025, TestPlaces.chennai).map(\.date) == [date("2025-02-11")])
        #expect(try observance("arudra-darshan", 2025, TestPlaces.chennai).map(\.date).first == date("2025-01-13"))
        #expect(try observance("karthigai-deepam", 2025, TestPlaces.chennai).map(\.date) == [date("2025-12-03")])
        #expect(try observance("onam", 2025, TestPlaces.chennai).map(\.date) == [date("2025-09-05")])
        #expect(try observance("vaikasi-visakam", 2024, TestPlaces.chennai).map(\.date) == [date("2024-05-23")])
    }

    @Test("Vaikunta Ekadashi falls twice in 2025 (January 10 and December 30) and once in 2026")
    func vaikuntaEkadashi() throws {
        #expect(
            try observance("vaikunta-ekadashi", 2025, TestPlaces.chennai).map(\.date) == [
                date("2025-01-10"), date("2025-12-30"),
            ])
        #expect(try observance("vaikunta-ekadashi", 2026, TestPlaces.chennai).count <= 1)
    }

    @Test(
        "Solar festivals: Thai Pongal 2026 Jan 14 (drik), Bhogi the day before, Puthandu 2024 Apr 14, Aadi Perukku 2025 Aug 2"
    )
    func solarFestivals() throws {
        let pongal = try #require(try observance("thai-pongal", 2026, TestPlaces.chennai).first)
        #expect(pongal.date == date("2026-01-14"))
        #expect(pongal.explanation.notes.contains { $0.contains("Vakya") })
        #expect(try observance("bhogi", 2026, TestPlaces.chennai).map(\.date) == [date("2026-01-13")])
        #expect(try observance("kaanum-pongal", 2026, TestPlaces.chennai).map(\.date) == [date("2026-01-16")])
        let puthandu = try #require(try observance("tamil-puthandu", 2024, TestPlaces.chennai).first)
        #expect(puthandu.date == date("2024-04-14"))
        #expect(puthandu.explanation.rejected.first?.date == date("2024-04-13"))
        #expect(try observance("aadi-perukku", 2025, TestPlaces.chennai).map(\.date) == [date("2025-08-02")])
        #expect(try observance("pohela-boishakh", 2025, TestPlaces.chennai).map(\.date) == [date("2025-04-15")])
    }

    @Test(
        "Tithi festivals 2025: Guru Purnima Jul 10, Akshaya Tritiya Apr 30, Aadi Amavasai Jul 24, Varalakshmi Aug 8, Skanda Sashti Oct 27"
    )
    func tithiFestivals2025() throws {
        #expect(try observance("guru-purnima", 2025).map(\.date) == [date("2025-07-10")])
        #expect(try observance("akshaya-tritiya", 2025).map(\.date) == [date("2025-04-30")])
        #expect(try observance("aadi-amavasai", 2025, TestPlaces.chennai).map(\.date) == [date("2025-07-24")])
        #expect(try observance("varalakshmi-vratam", 2025, TestPlaces.chennai).map(\.date) == [date("2025-08-08")])
        #expect(try observance("varalakshmi-vratam", 2024, TestPlaces.chennai).map(\.date) == [date("2024-08-16")])
        #expect(try observance("skanda-sashti", 2025, TestPlaces.chennai).map(\.date) == [date("2025-10-27")])
    }

    @Test("Hanuman Jayanti by region: North Chaitra Purnima 2025-04-12, Tamil Margazhi Amavasai 2025-12-19")
    func hanumanJayantiRegions() throws {
        #expect(try observance("hanuman-jayanti", 2025).map(\.date) == [date("2025-04-12")])
        let tamil = try ObservanceCalculator.bundled(conventions: ObservanceConventions(hanumanJayanti: .tamil))
        let days = try tamil.observances(year: 2025, at: TestPlaces.chennai).filter { $0.id == "hanuman-jayanti" }
        #expect(days.map(\.date) == [date("2025-12-19")])
        #expect(days.first?.variant == "tamil")
    }

    @Test(
        "Tamil Hanuman Jayanti keeps the Margazhi Amavasai day and names Moola: it never moves the day, even when it holds the next sunrise with Amavasya"
    )
    func tamilHanumanJayantiMoola() throws {
        let tamil = try ObservanceCalculator.bundled(conventions: ObservanceConventions(hanumanJayanti: .tamil))
        func day(_ year: Int, _ iso: String) throws -> Observance {
            let days = try tamil.observances(year: year, at: TestPlaces.chennai).filter { $0.id == "hanuman-jayanti" }
            return try #require(days.first { $0.date == date(iso) }, "\(days.map(\.date))")
        }
        // 2025: Amavasya holds the sunrises of Dec 19 and 20; Moola joins it only on the 20th. Drik: Dec 19.
        let y2025 = try day(2025, "2025-12-19")
        let moolaDay = try #require(y2025.explanation.rejected.first { $0.date == date("2025-12-20") })
        #expect(moolaDay.reason.contains("both hold its sunrise"))
        let notes = y2025.explanation.notes
        #expect(notes.contains { $0.hasPrefix("Mula nakshatra runs") && $0.contains("meets Amavasya") })
        // 2024: Moola (Jan 9–10) ends before Amavasya begins; the Moola day Jan 10 is rejected.
        let y2024 = try day(2024, "2024-01-11")
        #expect(y2024.explanation.rejected.contains { $0.date == date("2024-01-10") && $0.reason.contains("without") })
        #expect(y2024.explanation.notes.contains { $0.contains("does not meet Amavasya") })
        // 2011: they meet only in the night before Jan 4's sunrise; hindu-blog kept Jan 4.
        let y2011 = try day(2011, "2011-01-04")
        #expect(y2011.explanation.rejected.map(\.date) == [date("2011-01-03")])
        // Where the two fall on one day (2024-12-30) no Moola day is rejected.
        let dec2024 = try day(2024, "2024-12-30")
        #expect(dec2024.explanation.rejected.map(\.date) == [date("2024-12-29")])
        #expect(dec2024.explanation.notes.contains { $0.contains("meets Amavasya") })
    }

    @Test("Every explanation names its rule, and every rejected day differs from the chosen one")
    func explanationsAreComplete() throws {
        for o in try TestPlaces.calculator.observances(year: 2026, at: TestPlaces.chennai) {
            #expect(!o.explanation.rule.isEmpty && !o.explanation.reason.isEmpty)
            for r in o.explanation.rejected { #expect(r.date != o.date) }
            let lines = o.explanation.lines(in: TestPlaces.chennai.timeZone)
            #expect(lines.first?.hasPrefix("Rule: ") == true)
        }
    }
}
