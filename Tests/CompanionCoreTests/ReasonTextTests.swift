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

    @Test(
        "Every observance of 2026 in New Delhi (Smarta and ISKCON fasting) and Chennai: each reason, rejected day and note is said from clauses, in every language with no placeholder left and no English outside English and Hinglish"
    )
    func everyObservanceOf2026() throws {
        let chennai = try Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")
        let places = [
            (newDelhi, purnimant), (newDelhi, CalendarReckoning(tradition: .purnimant, fasting: .iskcon)),
            (chennai, CalendarReckoning(tradition: .tamil, fasting: .smarta)),
        ]
        let catalog = engine.base.catalog
        var keys: Set<ReasonPhrase.Key> = []
        for (place, reckoning) in places {
            let year = try engine.year(2026, at: place, reckoning: reckoning)
            for o in year.observances {
                let e = o.explanation
                let label = "\(o.id) \(o.date)"
                #expect(!e.because.isEmpty, "\(label): the reason has clauses")
                for r in e.rejected { #expect(!r.because.isEmpty, "\(label): rejected \(r.date) has clauses") }
                #expect(
                    e.noteClauses.filter { !$0.key.continuesNote }.count == e.notes.count,
                    "\(label): each note has its clauses: \(e.notes)")
                keys.formUnion((e.because + e.noteClauses + e.rejected.flatMap(\.because)).map(\.key))
                for code in Self.languages {
                    let names = CalendarNames(localizer: Self.localizer, language: Language(rawValue: code))
                    var texts = [names.reason(e, catalog: catalog, zone: place.timeZone, day: o.date)]
                    texts += e.rejected.map { names.reason($0, catalog: catalog, zone: place.timeZone) }
                    texts += names.notes(e, catalog: catalog, zone: place.timeZone, day: o.date)
                    texts += o.windows.map(names.windowName)
                    for text in texts {
                        #expect(
                            !text.isEmpty && !text.contains("{") && !text.contains("calendar."),
                            "\(code) \(label): \(text)")
                        if code != "en" && code != "hi-Latn" {
                            // GCAL, the calendar program a Vaishnava variant rule names, is a proper noun.
                            let said = text.replacingOccurrences(of: "GCAL", with: "")
                            #expect(!Self.hasLatin(said), "\(code) \(label): \(text)")
                        }
                    }
                }
            }
        }
        // The year exercises the new rules: Ekadashi, solar days, weekly days, catalog notes.
        for key in [ReasonPhrase.Key.sunriseTithis, .sunEnters, .isWeekday, .catalogNote, .yearNote, .viddha] {
            #expect(keys.contains(key), "2026 has a \(key) clause")
        }
    }

    @Test("Every clause kind has its sentence in every language")
    func everyKey() {
        for code in Self.languages {
            // Catalog notes are said from the festival's translation, not from a string.
            for key in ReasonPhrase.Key.allCases where key != .catalogNote && key != .yearNote {
                let text = Self.localizer.text("calendar.why.\(key.rawValue)", in: Language(rawValue: code))
                #expect(!text.hasPrefix("calendar."), "\(code) lacks calendar.why.\(key.rawValue)")
            }
        }
    }
}
