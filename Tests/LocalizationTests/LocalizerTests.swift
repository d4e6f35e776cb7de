import Foundation
import Localization
import Testing

@Suite("Plural rules")
struct PluralRuleTests {
    @Test(
        "Russian takes one, few and many as CLDR says",
        arguments: [
            (1, PluralCategory.one), (21, .one), (101, .one), (2, .few), (4, .few), (22, .few),
            (5, .many), (11, .many), (12, .many), (14, .many), (0, .many), (111, .many), (5556, .many),
        ])
    func russian(n: Int, expected: PluralCategory) {
        #expect(PluralRule.eastSlavic.category(n) == expected)
    }

    @Test("English has one for 1 only; Hindi-style rules treat 0 as one")
    func englishAndHindi() {
        #expect(PluralRule.oneOther.category(1) == .one)
        #expect(PluralRule.oneOther.category(0) == .other)
        #expect(PluralRule.zeroAndOneAreOne.category(0) == .one)
        #expect(PluralRule.zeroAndOneAreOne.category(2) == .other)
    }
}

@Suite("Bundled language files")
struct BundledStringsTests {
    let localizer = try! Localizer.bundled()

    @Test("Russian and English ship")
    func shipsRussianAndEnglish() {
        #expect(localizer.supports(.russian))
        #expect(localizer.supports(.english))
    }

    @Test(
        "Every string file a language has defines every key of the English file, with the plural forms its rule needs")
    func complete() throws {
        let english = try #require(localizer.tables[.english])
        for (language, table) in localizer.tables {
            // A language may leave out an app's whole file (the app then offers it not); a file it
            // has must be whole.
            let areas = table.areas.keys.filter { english.areas[$0] != nil }
            let expected = Set(areas.flatMap { english.areas[$0] ?? [] })
            let missing = expected.subtracting(table.keys)
            #expect(missing.isEmpty, "\(language) lacks \(missing.sorted())")
            for key in expected {
                guard let categories = table.pluralCategories(of: key) else { continue }
                let needed = Set((0...200).map(table.pluralRule.category))
                #expect(needed.isSubset(of: categories), "\(language) \(key) lacks \(needed.subtracting(categories))")
            }
        }
    }

    @Test("Russian circles decline: 1 круг, 2 круга, 5 кругов")
    func russianCircles() {
        #expect(localizer.plural("japa.circles", count: 1, in: .russian) == "1 круг")
        #expect(localizer.plural("japa.circles", count: 2, in: .russian) == "2 круга")
        #expect(localizer.plural("japa.circles", count: 5, in: .russian) == "5 кругов")
        #expect(localizer.plural("japa.status", count: 16, in: .russian, ["total": "2524"]) == "16 кругов (2524)")
    }

    @Test("Placeholders are filled and unknown keys fall back to the key")
    func placeholders() {
        #expect(localizer.text("japa.added", in: .english, ["count": "16"]) == "Added 16.")
        #expect(localizer.text("no.such.key", in: .russian) == "no.such.key")
    }

    @Test(
        "The browser's preference is the first guess",
        arguments: [
            ("ru-RU,ru;q=0.9,en;q=0.8", "ru"), ("en-GB,en;q=0.9", "en"), ("de-DE,ru;q=0.5", "ru"),
            ("fr, de", "en"), ("", "en"), ("en;q=0.1, ru;q=0.9", "ru"), ("*", "en"), (";;;,,q=", "en"),
        ])
    func negotiates(header: String, expected: String) {
        #expect(localizer.negotiate(acceptLanguage: header) == Language(rawValue: expected))
    }

    @Test("Template strings nest by dotted key")
    func templateStrings() {
        let strings = localizer.templateStrings(for: .russian)
        let japa = strings["japa"] as? [String: Any]
        #expect(japa?["add"] as? String == "Добавить")
    }
}

@Suite("Language files are checked on load")
struct StringTableTests {
    @Test("A file without its plural rule is refused with the reason")
    func missingMeta() {
        let xx = Language(rawValue: "xx")
        #expect(throws: LocalizationError.missingMeta("xx/_meta.json")) {
            try StringTable(language: xx, files: ["a.json": Data(#"{"a": "b"}"#.utf8)])
        }
        #expect(throws: LocalizationError.unknownPluralRule(file: "xx/_meta.json", rule: "martian")) {
            try StringTable(language: xx, files: ["_meta.json": Data(#"{"name": "X", "plural": "martian"}"#.utf8)])
        }
    }

    @Test("Two files may not define the same top-level group")
    func duplicateGroups() {
        let files = [
            "_meta.json": Data(#"{"name": "X", "plural": "none"}"#.utf8),
            "a.json": Data(#"{"japa": {"x": "1"}}"#.utf8),
            "b.json": Data(#"{"japa": {"y": "2"}}"#.utf8),
        ]
        #expect(throws: LocalizationError.duplicateKey(file: "xx/b.json", key: "japa")) {
            try StringTable(language: Language(rawValue: "xx"), files: files)
        }
    }
}
