import Foundation
import Testing

@testable import Observances

@Suite("Monthly observances and food guidance in Hindi and Tamil")
struct MonthlyTranslationTests {
    static let scripts = FestivalCatalogTranslationTests.scripts

    static func share(of text: String, in block: ClosedRange<UInt32>) -> Double {
        FestivalCatalogTranslationTests.share(of: text, in: block)
    }

    @Test("Every monthly observance has its rule, and its food guidance when it has any, in Hindi and Tamil")
    func everyMonthlyObservanceIsTranslated() throws {
        let tables = try MonthlyObservance.bundledTranslations()
        #expect(Set(tables.keys) == Set(FestivalCatalog.translatedLanguages))
        for m in MonthlyObservance.all {
            for (language, block) in Self.scripts {
                let words = try #require(tables[language]?[m.id], "\(m.id) \(language)")
                #expect(Self.share(of: words.ruleText, in: block) > 0.8, "\(m.id) \(language): \(words.ruleText)")
                #expect(m.ruleText(language: language) == words.ruleText)
                #expect((words.food != nil) == (m.food != nil), "\(m.id) \(language): food only where English has it")
                if let food = words.food {
                    #expect(Self.share(of: food, in: block) > 0.8, "\(m.id) \(language): \(food)")
                    #expect(m.foodText(language: language) == food)
                }
            }
        }
    }

    @Test("The monthly files name only monthly observances, each once per language")
    func noStrayIds() throws {
        let ids = Set(MonthlyObservance.all.map(\.id))
        for (language, table) in try MonthlyObservance.bundledTranslations() {
            #expect(Set(table.keys) == ids, "\(language)")
        }
    }

    @Test("Every named day of a monthly observance (Saphala Ekadashi, Soma Pradosham…) has its Hindi and Tamil name")
    func everyNamedDayIsTranslated() throws {
        let generic = Set(MonthlyObservance.all.map(\.name))
        var named: [String: Set<String>] = [:]
        for place in [TestPlaces.chennai, TestPlaces.delhi] {
            for year in 2026...2028 {
                for o in try TestPlaces.calculator.observances(year: year, at: place) where !generic.contains(o.name) {
                    guard MonthlyObservance.all.contains(where: { $0.id == o.id }) else { continue }
                    named[o.id, default: []].insert(o.name)
                }
            }
        }
        #expect(named["ekadashi"]?.count == 26, "the 24 Ekadashis and the adhika pair (2026 has Adhika Jyeshtha)")
        let tables = try MonthlyObservance.bundledTranslations()
        for (language, block) in Self.scripts {
            for m in MonthlyObservance.all {
                let names = tables[language]?[m.id]?.names ?? [:]
                #expect(Set(names.keys) == named[m.id] ?? [], "\(m.id) \(language)")
                for (english, name) in names {
                    #expect(Self.share(of: name, in: block) > 0.8, "\(english) \(language): \(name)")
                    #expect(m.name(english, language: language) == name)
                }
            }
        }
        let ekadashi = try #require(MonthlyObservance.all.first { $0.id == "ekadashi" })
        #expect(ekadashi.name("Saphala Ekadashi", language: "ta") == "சபலா ஏகாதசி")
        #expect(ekadashi.name("Saphala Ekadashi", language: "en") == nil)
    }

    @Test("Every festival's food guidance is in Hindi and Tamil, and only where the catalog has food guidance")
    func everyFestivalFoodIsTranslated() throws {
        let catalog = try FestivalCatalog.bundled()
        for f in catalog.festivals {
            for (language, block) in Self.scripts {
                let food = f.translations?[language]?.food
                #expect((food != nil) == (f.food != nil), "\(f.id) \(language)")
                guard let food else { continue }
                #expect(Self.share(of: food, in: block) > 0.8, "\(f.id) \(language): \(food)")
                #expect(f.foodText(language: language) == food)
            }
        }
    }

    @Test("English, and a language without a file, read the English rule and food; no food stays no food")
    func fallback() throws {
        let ekadashi = try #require(MonthlyObservance.all.first { $0.id == "ekadashi" })
        #expect(ekadashi.ruleText(language: "en") == ekadashi.ruleText)
        #expect(ekadashi.foodText(language: "fr") == ekadashi.food?.text)
        #expect(ekadashi.ruleText(language: "ta").hasPrefix("ஏகாதசி (வளர்பிறை அல்லது தேய்பிறையின்"))
        #expect(ekadashi.foodText(language: "hi")?.hasPrefix("उपवास रखें") == true)
        let vinayaka = try #require(MonthlyObservance.all.first { $0.id == "vinayaka-chaturthi" })
        #expect(vinayaka.foodText(language: "ta") == nil)
        let catalog = try FestivalCatalog.bundled()
        let karva = try #require(catalog.festival("karva-chauth"))
        #expect(karva.foodText(language: "en") == karva.food?.text)
        #expect(karva.foodText(language: "hi")?.contains("चंद्रोदय") == true)
        #expect(try #require(catalog.festival("bhogi")).foodText(language: "ta") == nil)
    }
}
