import Localization
import Testing

@Suite("Indic words in a page of another language")
struct LanguageRunsTests {
    @Test("A Devanagari phrase in an English sentence is one run in the text's language, spaces outside it")
    func devanagariPhrase() {
        let runs = LanguageRuns.split("from विश्वं विष्णुर्व to the end", devanagari: "sa")
        #expect(
            runs == [
                LanguageRun(text: "from ", lang: nil), LanguageRun(text: "विश्वं विष्णुर्व", lang: "sa"),
                LanguageRun(text: " to the end", lang: nil),
            ])
    }

    @Test("Each Indic script takes its own language; Devanagari takes the one given")
    func scripts() {
        let runs = LanguageRuns.split("Japji (ਜਪੁ), Tamil (தமிழ்), Hanuman (जय)", devanagari: "awa")
        #expect(runs.compactMap(\.lang) == ["pa", "ta", "awa"])
    }

    @Test("A text with no Indic letters is one plain run; an empty one has none")
    func plain() {
        #expect(LanguageRuns.split("Keyed by hand.") == [LanguageRun(text: "Keyed by hand.", lang: nil)])
        #expect(LanguageRuns.split("").isEmpty)
    }

    @Test("Tags: a romanised mantra is sa-Latn; a text's language name gives its Devanagari tag")
    func tags() {
        #expect(LanguageRuns.tag("Om Namah Shivaya") == "sa-Latn")
        #expect(LanguageRuns.tag("ॐ नमः शिवाय") == "sa")
        #expect(LanguageRuns.tag(forLanguageNamed: "Prakrit and Sanskrit") == "pra")
        #expect(LanguageRuns.tag(forLanguageNamed: "Awadhi") == "awa")
        #expect(LanguageRuns.tag(forLanguageNamed: "Punjabi (Gurbani)") == "pa")
        #expect(LanguageRuns.tag(forLanguageNamed: "Vedic Sanskrit") == "sa")
        #expect(LanguageRuns.tag(forLanguageNamed: "Old Javanese") == "sa")
    }

    @Test(
        "A label quoting a name in one Indic script takes that name's language; two Indic scripts or none, no language")
    func labels() {
        #expect(LanguageRuns.labelLanguage("Tamil (தமிழ்)", own: "ta") == "ta")
        #expect(LanguageRuns.labelLanguage("Ассамское (অসমীয়া)", own: "as") == "as")
        #expect(LanguageRuns.labelLanguage("देवनागरी", own: "hi") == "hi")
        #expect(LanguageRuns.labelLanguage("तमिल (தமிழ்)", own: "ta") == nil)
        #expect(LanguageRuns.labelLanguage("Plain English letters", own: "ta") == nil)
    }
}
