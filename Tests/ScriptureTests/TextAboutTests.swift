import Foundation
import Localization
import Scripture
import Testing

/// The texts' summaries and coverage notes in every language the Companion is offered in
/// (`Texts/_about/<language>.json`), and how a text gives them.
@Suite("Text summaries in every language")
struct TextAboutTests {
    let library = try! ScriptureLibrary.bundled()

    /// The committed files, read from the source tree.
    static let folder = URL(filePath: #filePath).deletingLastPathComponent().appending(
        path: "../../Sources/Scripture/Texts/_about")

    /// The Unicode block each language is written in; Latin letters for English and Hinglish.
    static let scripts: [String: ClosedRange<Unicode.Scalar>] = [
        "hi": "\u{0900}"..."\u{097F}", "mr": "\u{0900}"..."\u{097F}", "bn": "\u{0980}"..."\u{09FF}",
        "as": "\u{0980}"..."\u{09FF}", "pa": "\u{0A00}"..."\u{0A7F}", "gu": "\u{0A80}"..."\u{0AFF}",
        "or": "\u{0B00}"..."\u{0B7F}", "ta": "\u{0B80}"..."\u{0BFF}", "te": "\u{0C00}"..."\u{0C7F}",
        "kn": "\u{0C80}"..."\u{0CFF}", "ml": "\u{0D00}"..."\u{0D7F}", "ru": "\u{0400}"..."\u{04FF}",
        "en": "a"..."z", "hi-latn": "a"..."z",
    ]

    /// The file's text ids in the order written (a decoded dictionary has none).
    static func ids(in raw: String) -> [String] {
        raw.matches(of: /\n  "([a-z0-9-]+)": \{/).map { String($0.1) }
    }

    static func placeholders(_ text: String?) -> [String] {
        (text ?? "").matches(of: /\{[a-zA-Z]+\}/).map { String($0.0) }.sorted()
    }

    static func read(_ code: String) throws -> (raw: String, table: [String: TextAbout]) {
        let name = code == "hi-latn" ? "hi-Latn" : code
        let data = try Data(contentsOf: folder.appending(path: "\(name).json"))
        return (String(decoding: data, as: UTF8.self), try JSONDecoder().decode([String: TextAbout].self, from: data))
    }

    @Test(
        "Every language the Companion offers has all 15 texts in English's order, a summary, a note where English has one with its placeholders, in NFC and in its own script"
    )
    func everyLanguageComplete() throws {
        let english = try Self.read("en")
        #expect(Self.ids(in: english.raw) == ScriptureLibrary.catalogue.sorted())
        let offered = try Localizer.bundled().languages(of: .calendar).map(\.rawValue)
        #expect(offered.count >= 13, "the Companion's languages: \(offered)")
        for code in offered {
            let file = try #require(try? Self.read(code), "\(code): no _about/\(code).json")
            #expect(Self.ids(in: file.raw) == Self.ids(in: english.raw), "\(code): the ids, in English's order")
            #expect(file.raw == file.raw.precomposedStringWithCanonicalMapping, "\(code): not NFC")
            let block = try #require(Self.scripts[code], "\(code): no script known")
            for id in ScriptureLibrary.catalogue {
                let about = try #require(file.table[id], "\(code) has no \(id)")
                let source = try #require(english.table[id])
                #expect(about.summary.split(separator: " ").count >= 8, "\(code) \(id): summary too short")
                #expect(
                    (about.coverage == nil) == (source.coverage == nil), "\(code) \(id): a note where English has one")
                #expect(Self.placeholders(about.coverage) == Self.placeholders(source.coverage), "\(code) \(id)")
                #expect(Self.placeholders(about.summary).isEmpty, "\(code) \(id): a placeholder in the summary")
                for text in [about.summary, about.coverage].compactMap({ $0 }) {
                    // Quotes in another script (a Gurmukhi heading, a Sanskrit verse) are allowed; the
                    // language's own letters carry the sentence.
                    let letters = text.lowercased().unicodeScalars.filter { $0.properties.isAlphabetic }
                    let own = letters.filter { block.contains($0) }.count
                    #expect(
                        own * 10 >= letters.count * 7, "\(code) \(id): written in another script: \(text.prefix(60))")
                }
            }
        }
    }

    @Test("A text gives its summary and note in the language asked for, English for a language without one")
    func lookup() throws {
        let gita = try library.text("bhagavad-gita")
        #expect(gita.summary(in: "en") == gita.summary)
        #expect(gita.coverageNote(in: "en") == gita.coverage.note)
        #expect(gita.aboutLanguage(for: "hi") == "hi")
        #expect(gita.summary(in: "hi").contains("अर्जुन"))
        #expect(gita.summary(in: "HI") == gita.summary(in: "hi"))
        #expect(gita.aboutLanguage(for: "hi-Latn") == "hi-Latn")
        #expect(gita.summary(in: "hi-latn").contains("Arjun"))
        #expect(gita.aboutLanguage(for: "xx") == "en")
        #expect(gita.summary(in: "xx") == gita.summary)
        #expect(gita.coverageNote(in: "xx") == gita.coverage.note)
        #expect(try library.text("hanuman-chalisa").coverageNote(in: "hi")?.contains("दोहे") == true)
    }

    @Test("The counts in a note are filled with the digits asked for, never left as placeholders")
    func countsFilled() throws {
        let vachanamrut = try library.text("vachanamrut")
        let shipped = vachanamrut.coverage.shipped
        let devanagari = Numerals.devanagari.write(String(shipped))
        let hindi = try #require(vachanamrut.coverageNote(in: "hi", number: { Numerals.devanagari.write(String($0)) }))
        #expect(hindi.hasPrefix(devanagari + " "))
        #expect(try #require(vachanamrut.coverageNote(in: "en")).contains("Summaries of \(shipped) discourses"))
        for text in library.texts {
            for code in ["en", "hi", "hi-Latn", "mr", "gu", "pa", "bn", "as"] {
                let note = text.coverageNote(in: code) ?? ""
                #expect(!note.contains("{"), "\(text.id) \(code): \(note.prefix(40))")
            }
        }
    }

    @Test("English's file says what each text's data says, the counts aside")
    func englishMatchesTheData() throws {
        for text in library.texts {
            #expect(text.summary(in: "en") == text.summary, "\(text.id)")
            let note = text.coverageNote(in: "en")
            #expect((note == nil) == (text.coverage.note == nil), "\(text.id)")
            if let note, let data = text.coverage.note, note != data {
                // Only a count the data spells as a word ("Twenty-four selected episodes") differs:
                // all that follows the count is the same.
                let rest = note.components(separatedBy: "\(text.coverage.shipped) ").dropFirst().joined()
                #expect(!rest.isEmpty && data.hasSuffix(rest), "\(text.id): \(note.prefix(60))")
            }
        }
    }
}
