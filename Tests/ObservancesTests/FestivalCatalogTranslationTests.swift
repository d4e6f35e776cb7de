import Foundation
import Testing

@testable import Observances

@Suite("Festival catalog in Hindi and Tamil")
struct FestivalCatalogTranslationTests {
    /// The script each language is written in.
    static let scripts: [String: ClosedRange<UInt32>] = [
        "hi": 0x0900...0x097F, "ta": 0x0B80...0x0BFF, "mr": 0x0900...0x097F, "hi-latn": 0x0041...0x007A,
        "gu": 0x0A80...0x0AFF, "te": 0x0C00...0x0C7F, "kn": 0x0C80...0x0CFF, "ml": 0x0D00...0x0D7F,
        "bn": 0x0980...0x09FF, "as": 0x0980...0x09FF, "pa": 0x0A00...0x0A7F, "or": 0x0B00...0x0B7F,
    ]

    @Test("Every festival is named in each language the catalog's names do not hold, in that language's script")
    func everyFestivalIsNamed() throws {
        let catalog = try FestivalCatalog.bundled()
        for f in catalog.festivals {
            for (language, block) in Self.scripts where !["hi", "ta"].contains(language) {
                let name = try #require(f.translations?[language]?.name, "\(f.id) \(language)")
                #expect(f.name(language: language) == name)
                #expect(Self.share(of: name, in: block) > 0.8, "\(f.id) \(language): \(name)")
            }
            #expect(f.name(language: "hi") == f.names.hi)
            #expect(f.name(language: "fr") == f.names.en, "a language without a file reads English")
        }
    }

    /// The share of a text's letters (vowel signs included) that lie in a script's block.
    static func share(of text: String, in block: ClosedRange<UInt32>) -> Double {
        let letters = text.unicodeScalars.filter(\.properties.isAlphabetic)
        guard !letters.isEmpty else { return 0 }
        return Double(letters.filter { block.contains($0.value) }.count) / Double(letters.count)
    }

    @Test("Every festival has its rule, description, story and fact, and each variant's rule, in Hindi and Tamil")
    func everyFestivalIsTranslated() throws {
        let catalog = try FestivalCatalog.bundled()
        #expect(catalog.festivals.count == 46)
        for f in catalog.festivals {
            for (language, block) in Self.scripts {
                let translation = try #require(f.translations?[language], "\(f.id) \(language)")
                for field in FestivalText.allCases {
                    let text = translation[field]
                    #expect(text.count > 10, "\(f.id) \(language) \(field)")
                    #expect(Self.share(of: text, in: block) > 0.8, "\(f.id) \(language) \(field): \(text)")
                    #expect(f.text(field, language: language) == text)
                }
                for variant in f.variants ?? [] {
                    let rule = f.ruleText(variant: variant.key, language: language)
                    #expect(rule != variant.ruleText, "\(f.id) \(language) variant \(variant.key)")
                    #expect(Self.share(of: rule, in: block) > 0.8, "\(f.id) \(language) \(variant.key): \(rule)")
                }
                #expect(Set(translation.variants.map { Array($0.keys) } ?? []) == Set((f.variants ?? []).map(\.key)))
            }
        }
    }

    @Test("The translation files name only festivals of the catalog")
    func noStrayIds() throws {
        let ids = Set(try FestivalCatalog.bundled().festivals.map(\.id))
        let tables = try FestivalCatalog.bundledTranslations()
        #expect(Set(tables.keys) == Set(FestivalCatalog.translatedLanguages))
        for (language, table) in tables {
            #expect(table.keys.filter { !ids.contains($0) }.isEmpty, "\(language)")
            #expect(table.count == ids.count, "\(language)")
        }
    }

    @Test("An id that names no festival is refused when the translations are attached")
    func strayIdRefused() throws {
        let catalog = try FestivalCatalog.bundled()
        let diwali = try #require(catalog.festival("diwali")?.translations?["hi"])
        #expect(throws: ObservancesError.self) {
            try FestivalCatalog.attaching(["hi": ["deepavali": diwali]], to: catalog.festivals)
        }
    }

    @Test("English, and a language without a file, read the catalog's English; a variant's rule follows the language")
    func fallbackAndVariants() throws {
        let catalog = try FestivalCatalog.bundled()
        let deepam = try #require(catalog.festival("karthigai-deepam"))
        #expect(deepam.text(.story, language: "en") == deepam.story)
        #expect(deepam.text(.story, language: "fr") == deepam.story)
        #expect(deepam.text(.story, language: "ta").contains("சிவபெருமான்"))
        #expect(deepam.text(.ruleText, language: "ta").hasPrefix("கார்த்திகை மாதத்தில்"))
        let hanuman = try #require(catalog.festival("hanuman-jayanti"))
        #expect(hanuman.ruleText(variant: "tamil", language: "ta").hasPrefix("மார்கழி மாத அமாவாசை"))
        #expect(
            hanuman.ruleText(variant: "tamil", language: "en")
                == hanuman.variants?.first { $0.key == "tamil" }?.ruleText)
        #expect(hanuman.ruleText(variant: nil, language: "hi") == hanuman.text(.ruleText, language: "hi"))
        #expect(hanuman.ruleText(variant: "nope", language: "en") == hanuman.ruleText)
    }
}
