import Scripture
import Testing

/// Each text is named as readers of each language name it, in that language's script.
@Suite("Text titles in every language")
struct TextTitleTests {
    let library = try! ScriptureLibrary.bundled()

    /// The Unicode block each language is written in.
    static let scripts: [String: ClosedRange<Unicode.Scalar>] = [
        "hi": "\u{0900}"..."\u{097F}", "mr": "\u{0900}"..."\u{097F}", "bn": "\u{0980}"..."\u{09FF}",
        "as": "\u{0980}"..."\u{09FF}", "pa": "\u{0A00}"..."\u{0A7F}", "gu": "\u{0A80}"..."\u{0AFF}",
        "or": "\u{0B00}"..."\u{0B7F}", "ta": "\u{0B80}"..."\u{0BFF}", "te": "\u{0C00}"..."\u{0C7F}",
        "kn": "\u{0C80}"..."\u{0CFF}", "ml": "\u{0D00}"..."\u{0D7F}", "ru": "\u{0400}"..."\u{04FF}",
    ]

    @Test("Every text has a title per language, its letters all of that language's script; Hinglish in Latin")
    func titlesInScript() {
        for text in library.texts {
            for (code, block) in Self.scripts {
                let title = text.title(in: code)
                #expect(title != text.title, "\(text.id) has a \(code) title")
                let letters = title.unicodeScalars.filter { $0.properties.isAlphabetic }
                #expect(letters.allSatisfy { block.contains($0) }, "\(text.id) \(code): \(title)")
            }
            let hinglish = text.title(in: "hi-Latn").unicodeScalars.allSatisfy { $0.isASCII }
            #expect(hinglish, "\(text.id) hi-Latn")
            #expect(text.title(in: "en") == text.title)
        }
    }

    @Test("A title is found whatever the case of the language code (the app keeps hi-latn)")
    func codeCase() throws {
        let bhagavata = try library.text("bhagavata-purana")
        #expect(bhagavata.title(in: "hi-latn") == "Shrimad Bhagavat Puran")
        #expect(bhagavata.sections[0].title(in: "hi-latn") == bhagavata.sections[0].title(in: "hi-Latn"))
    }

    @Test("The Puranas' retold sections, which have no traditional title, have one per language in its script")
    func sectionTitlesInScript() throws {
        for id in ["bhagavata-purana", "shiva-purana"] {
            for section in try library.text(id).sections {
                for (code, block) in Self.scripts {
                    let title = try #require(section.title(in: code), "\(id) §\(section.number) has a \(code) title")
                    let letters = title.unicodeScalars.filter { $0.properties.isAlphabetic }
                    #expect(letters.allSatisfy { block.contains($0) }, "\(id) §\(section.number) \(code): \(title)")
                }
                let hinglish = try #require(section.title(in: "hi-Latn"))
                #expect(hinglish.unicodeScalars.allSatisfy { $0.isASCII }, "\(id) §\(section.number) hi-Latn")
                #expect(section.title(in: "en") == nil)
            }
        }
    }

    @Test("The retold episodes of the Puranas and the Devi Mahatmya have a title per language in its script")
    func unitTitlesInScript() throws {
        for id in ["bhagavata-purana", "shiva-purana", "devi-mahatmya"] {
            for unit in try library.text(id).units {
                for (code, block) in Self.scripts {
                    let title = try #require(unit.title(in: code), "\(id) \(unit.ref) has a \(code) title")
                    let letters = title.unicodeScalars.filter { $0.properties.isAlphabetic }
                    #expect(letters.allSatisfy { block.contains($0) }, "\(id) \(unit.ref) \(code): \(title)")
                }
                let hinglish = try #require(unit.title(in: "hi-latn"))
                let letters = hinglish.unicodeScalars.filter { $0.properties.isAlphabetic }
                #expect(letters.allSatisfy { $0.isASCII }, "\(id) \(unit.ref) hi-Latn: \(hinglish)")
                #expect(unit.title(in: "en") == nil)
            }
        }
    }

    @Test("The Gita, Tamil and Punjabi titles are the customary ones")
    func customary() throws {
        #expect(try library.text("bhagavad-gita").title(in: "hi") == "श्रीमद्भगवद्गीता")
        #expect(try library.text("bhagavad-gita").title(in: "ta") == "ஸ்ரீமத் பகவத் கீதை")
        #expect(try library.text("japji-sahib").title(in: "pa") == "ਜਪੁਜੀ ਸਾਹਿਬ")
    }
}
