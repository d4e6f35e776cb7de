import Foundation
import Localization
import Testing

@Suite("Languages an app is complete in")
struct LanguageCompletenessTests {
    static func table(_ code: String, meta: String = "", _ strings: String) throws -> StringTable {
        try StringTable(
            language: Language(rawValue: code),
            files: [
                "_meta.json": Data("{\"name\": \"\(code)\", \"plural\": \"one-other\"\(meta)}".utf8),
                "demo.json": Data(strings.utf8),
            ])
    }

    @Test("A language that copies an English text, or lacks a key, is not complete; patterns and listed units are")
    func copiesAndGaps() throws {
        let english = try Self.table(
            "en", #"{"demo": {"hello": "Hello", "size": "{n} MB", "date": "{day} {month}"}}"#)
        let copy = try Self.table("xx", #"{"demo": {"hello": "Hello", "size": "{n} Mo", "date": "{day} {month}"}}"#)
        let gap = try Self.table("yy", #"{"demo": {"hello": "Namaste", "date": "{month} {day}"}}"#)
        let whole = try Self.table(
            "zz", meta: #", "sameAsEnglish": ["demo.size"]"#,
            #"{"demo": {"hello": "वणक्कम्", "size": "{n} MB", "date": "{day} {month}"}}"#)
        let localizer = Localizer(tables: [english, copy, gap, whole])

        #expect(localizer.untranslatedKeys(of: Language(rawValue: "xx"), in: ["demo"]) == ["demo.hello"])
        #expect(localizer.untranslatedKeys(of: Language(rawValue: "yy"), in: ["demo"]) == ["demo.size"])
        #expect(localizer.isComplete(Language(rawValue: "zz"), in: ["demo"]))
        #expect(localizer.languages(completeIn: ["demo"]).map(\.rawValue) == ["en", "zz"])
    }

    @Test(
        "The bundled files: the Companion in its 13 languages, Russian only where it is whole, Tamil in the Tamil Calendar"
    )
    func bundled() throws {
        let localizer = try Localizer.bundled()
        let offered = Dictionary(
            uniqueKeysWithValues: SuiteApp.allCases.map { ($0, localizer.languages(of: $0).map(\.rawValue)) })
        let thirteen = ["en", "as", "bn", "gu", "hi", "hi-latn", "kn", "ml", "mr", "or", "pa", "ta", "te"]
        #expect(offered[.calendar] == thirteen, "the seed's 13 languages, each whole")
        #expect(offered[.tamil] == ["en", "ta"])
        #expect(offered[.japa] == ["en", "ru"])
        #expect(offered[.training] == ["en", "ru"])
        #expect(offered[.morning] == ["en", "ru"])
        #expect(
            offered[.home] == ["en", "as", "bn", "gu", "hi", "hi-latn", "kn", "ml", "mr", "or", "pa", "ru", "ta", "te"])
        #expect(localizer.untranslatedKeys(of: .russian, in: SuiteApp.calendar.stringAreas).count > 100)
    }
}
