import CivilTime
import Foundation
import Testing

@testable import Observances

@Suite("Festival catalog")
struct FestivalCatalogTests {
    static let required = [
        "makar-sankranti", "bhogi", "thai-pongal", "mattu-pongal", "kaanum-pongal", "thai-poosam", "vasant-panchami",
        "maha-shivaratri", "holika-dahan", "holi", "ugadi", "tamil-puthandu", "vishu", "pohela-boishakh", "rama-navami",
        "hanuman-jayanti", "mahavir-jayanti", "akshaya-tritiya", "chitra-pournami", "buddha-purnima", "vaikasi-visakam",
        "guru-purnima", "aadi-perukku", "aadi-amavasai", "varalakshmi-vratam", "raksha-bandhan", "krishna-janmashtami",
        "ganesh-chaturthi", "onam", "navaratri", "durga-ashtami", "maha-navami", "saraswati-puja", "vijayadashami",
        "karva-chauth", "dhanteras", "naraka-chaturdashi", "diwali", "govardhan-puja", "bhai-dooj", "chhath-puja",
        "skanda-sashti", "karthigai-deepam", "vaikunta-ekadashi", "arudra-darshan", "guru-nanak-jayanti",
    ]

    @Test("The catalog holds every required id, with names in four scripts and texts written out")
    func requiredIds() throws {
        let catalog = try FestivalCatalog.bundled()
        for id in Self.required {
            let f = try #require(catalog.festival(id), "\(id)")
            #expect(f.names.hi.unicodeScalars.contains { (0x0900...0x097F).contains($0.value) }, "\(id) hi")
            #expect(f.names.sa.unicodeScalars.contains { (0x0900...0x097F).contains($0.value) }, "\(id) sa")
            #expect(f.names.ta.unicodeScalars.contains { (0x0B80...0x0BFF).contains($0.value) }, "\(id) ta")
            #expect(!f.names.en.isEmpty)
            for text in [f.ruleText, f.description, f.story, f.didYouKnow] { #expect(text.count > 10) }
            #expect(!f.traditions.isEmpty && !f.sources.isEmpty)
        }
    }

    @Test("Every festival falls once a year in 2024–2026 in Chennai (those of solar Margazhi 0–2 times)")
    func everyFestivalComputes() throws {
        for year in 2024...2026 {
            let all = try TestPlaces.calculator.observances(year: year, at: TestPlaces.chennai)
            for id in Self.required {
                let n = all.filter { $0.id == id }.count
                if id == "vaikunta-ekadashi" || id == "arudra-darshan" {
                    #expect((0...2).contains(n))
                } else {
                    #expect(n == 1, "\(id) \(year): \(n)")
                }
            }
        }
    }

    @Test("Rules round-trip through JSON, and a duplicate id or a dangling relative rule is refused")
    func catalogValidation() throws {
        let catalog = try FestivalCatalog.bundled()
        let data = try JSONEncoder().encode(catalog.festivals)
        #expect(try JSONDecoder().decode([Festival].self, from: data) == catalog.festivals)
        let f = catalog.festivals[0]
        #expect(throws: ObservancesError.self) { try FestivalCatalog(festivals: [f, f]) }
        let bhogi = try #require(catalog.festival("bhogi"))
        #expect(throws: ObservancesError.self) { try FestivalCatalog(festivals: [bhogi]) }
    }

    @Test("Output is sorted by date and each festival's day lies in the requested range")
    func sortedAndInRange() throws {
        let first = TestPlaces.date("2026-03-01")
        let last = TestPlaces.date("2026-04-30")
        let list = try TestPlaces.calculator.observances(from: first, through: last, at: TestPlaces.delhi)
        #expect(zip(list, list.dropFirst()).allSatisfy { $0.date <= $1.date })
        #expect(list.allSatisfy { $0.date >= first && $0.date <= last })
    }

    @Test("Years outside 1001–2998 are refused with a reason")
    func refusals() {
        #expect(throws: ObservancesError.outsideYears(3000)) {
            try TestPlaces.calculator.observances(year: 3000, at: TestPlaces.delhi)
        }
        #expect(ObservancesError.outsideYears(3000).description.contains("1001–2998"))
    }

    @Test("A polar place still gets a calendar: days without sunrise fall back to local midnight")
    func polarFallback() throws {
        let list = try TestPlaces.calculator.observances(year: 2026, at: TestPlaces.tromso)
        #expect(list.contains { $0.id == "diwali" })
        #expect(list.filter { $0.id == "ekadashi" }.count >= 24)
    }
}
