import CivilTime
import CompanionCore
import Foundation
import Localization
import Observances
import Testing

/// Why-this-date is said in the reader's language, from the engine's clauses.
@Suite("Why this date in every language")
struct ReasonTextTests {
    static let localizer = try! Localizer.bundled()
    static let languages = ["en", "hi", "hi-Latn", "gu", "mr", "ta", "te", "kn", "ml", "bn", "pa", "or", "as"]

    /// Latin letters outside digits and punctuation.
    static func hasLatin(_ text: String) -> Bool {
        text.unicodeScalars.contains { ("a"..."z").contains($0) || ("A"..."Z").contains($0) }
    }

    @Test(
        "Holika Dahan and Holi 2026, Rama Navami and Diwali 2026: chosen and rejected reasons and Bhadra notes have no English words outside English and Hinglish, and no placeholder left"
    )
    func inEveryLanguage() throws {
        let year = try engine.year(2026, at: newDelhi, reckoning: purnimant)
        let ids = ["holika-dahan", "holi", "rama-navami", "diwali", "raksha-bandhan", "ugadi"]
        let catalog = engine.base.catalog
        for id in ids {
            let o = try #require(year.observances.first { $0.id == id })
            #expect(!o.explanation.because.isEmpty, "\(id) has clauses")
            for code in Self.languages {
                let names = CalendarNames(localizer: Self.localizer, language: Language(rawValue: code))
                var texts = [names.reason(o.explanation, catalog: catalog, zone: newDelhi.timeZone, day: o.date)]
                texts += o.explanation.rejected.map { names.reason($0, catalog: catalog, zone: newDelhi.timeZone) }
                if !o.explanation.noteClauses.isEmpty {
                    texts.append(
                        o.explanation.noteClauses.map {
                            names.clause($0, catalog: catalog, zone: newDelhi.timeZone, day: o.date)
                        }.joined())
                }
                for text in texts {
                    #expect(!text.contains("{") && !text.contains("calendar.why"), "\(code) \(id): \(text)")
                    if code != "en" && code != "hi-Latn" {
                        #expect(!Self.hasLatin(text), "\(code) \(id): \(text)")
                    }
                }
            }
        }
    }

    @Test("Holi's reason names Holika Dahan and its day in the reader's language, then why that day")
    func dayAfter() throws {
        let year = try engine.year(2026, at: newDelhi, reckoning: purnimant)
        let holi = try #require(year.observances.first { $0.id == "holi" })
        let hindi = CalendarNames(localizer: Self.localizer, language: Language(rawValue: "hi"))
        let text = hindi.reason(holi.explanation, catalog: engine.base.catalog, zone: newDelhi.timeZone, day: holi.date)
        #expect(text.hasPrefix("होलिका दहन (3 मार्च 2026) का अगला दिन"), "\(text)")
        #expect(text.contains("धर्मसिन्धु"))
    }

    @Test("Every clause kind has its sentence in every language")
    func everyKey() {
        for code in Self.languages {
            for key in ReasonPhrase.Key.allCases {
                let text = Self.localizer.text("calendar.why.\(key.rawValue)", in: Language(rawValue: code))
                #expect(!text.hasPrefix("calendar."), "\(code) lacks calendar.why.\(key.rawValue)")
            }
        }
    }
}
