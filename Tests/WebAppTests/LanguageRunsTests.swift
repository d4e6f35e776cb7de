import Testing

@testable import WebApp

@Suite("Indic words in a page of another language")
struct LanguageRunsTests {
    @Test("A Devanagari phrase in an English sentence is one run in the text's language, spaces outside it")
    func devanagariPhrase() {
        let runs = LanguageRuns.runs("from विश्वं विष्णुर्व to the end", devanagari: "sa")
        #expect(runs.map { $0["text"] as? String } == ["from ", "विश्वं विष्णुर्व", " to the end"])
        #expect(runs.map { $0["foreign"] as? Bool } == [false, true, false])
        #expect(runs.map { $0["lang"] as? String } == ["", "sa", ""])
    }

    @Test("Each Indic script takes its own language; Devanagari takes the one given")
    func scripts() {
        let runs = LanguageRuns.runs("Japji (ਜਪੁ), Tamil (தமிழ்), Hanuman (जय)", devanagari: "awa")
        #expect(runs.filter { $0["foreign"] as? Bool == true }.map { $0["lang"] as? String } == ["pa", "ta", "awa"])
    }

    @Test("A text with no Indic letters is one plain run; an empty one has none")
    func plain() {
        #expect(LanguageRuns.runs("Keyed by hand.").count == 1)
        #expect(LanguageRuns.runs("").isEmpty)
    }

    @Test("Tags: a romanised mantra is sa-Latn; a text's language name gives its Devanagari tag")
    func tags() {
        #expect(LanguageRuns.tag("Om Namah Shivaya") == "sa-Latn")
        #expect(LanguageRuns.tag("ॐ नमः शिवाय") == "sa")
        #expect(LanguageRuns.tag(forLanguageNamed: "Prakrit and Sanskrit") == "pra")
        #expect(LanguageRuns.tag(forLanguageNamed: "Awadhi") == "awa")
        #expect(LanguageRuns.tag(forLanguageNamed: "Vedic Sanskrit") == "sa")
    }
}
