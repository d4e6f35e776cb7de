import Localization
import Testing

@Suite("Native numerals")
struct NumeralsTests {
    @Test(
        "Each script writes 0–9 in its own digits, one for one",
        arguments: [
            (Numerals.devanagari, "०१२३४५६७८९"), (.bengali, "০১২৩৪৫৬৭৮৯"), (.gujarati, "૦૧૨૩૪૫૬૭૮૯"),
            (.gurmukhi, "੦੧੨੩੪੫੬੭੮੯"), (.odia, "୦୧୨୩୪୫୬୭୮୯"), (.tamil, "௦௧௨௩௪௫௬௭௮௯"), (.telugu, "౦౧౨౩౪౫౬౭౮౯"),
            (.kannada, "೦೧೨೩೪೫೬೭೮೯"), (.malayalam, "൦൧൨൩൪൫൬൭൮൯"), (.latin, "0123456789"),
        ])
    func digits(numerals: Numerals, expected: String) {
        #expect(numerals.write("0123456789") == expected)
    }

    @Test("A time, a date and a count keep their separators and words")
    func shapes() {
        #expect(Numerals.devanagari.write("07:21 – 18:05") == "०७:२१ – १८:०५")
        #expect(Numerals.telugu.write("24 నవంబర్ 2026") == "౨౪ నవంబర్ ౨౦౨౬")
        #expect(Numerals.bengali.write("1,08,000 জপ") == "১,০৮,০০০ জপ")
        #expect(Numerals.gujarati.write("no digits") == "no digits")
    }

    @Test("In a page, only the text's digits change: tags, attributes, references and scripts keep Latin digits")
    func html() {
        let page = """
            <p class="t2" data-x="12">Sunrise 06:42&#160;· <a href="/calendar/day/2026-11-24">24</a></p>\
            <input name="dayStart" value="04:00"><script src="/s.js?v=3">var a = 1;</script>\
            <time datetime="2026-11-24T06:42:00+05:30">6:42</time><textarea>2026</textarea>&amp;9
            """
        let written = Numerals.devanagari.writeText(ofHTML: page)
        #expect(
            written == """
                <p class="t2" data-x="12">Sunrise ०६:४२&#160;· <a href="/calendar/day/2026-11-24">२४</a></p>\
                <input name="dayStart" value="04:00"><script src="/s.js?v=3">var a = 1;</script>\
                <time datetime="2026-11-24T06:42:00+05:30">६:४२</time><textarea>2026</textarea>&amp;९
                """)
    }

    @Test("Defaults follow CLDR 47: Marathi Devanagari, Bengali and Assamese Bengali digits, Latin elsewhere")
    func defaults() {
        #expect(Language(rawValue: "mr").defaultNumerals == .devanagari)
        #expect(Language(rawValue: "bn").defaultNumerals == .bengali)
        #expect(Language(rawValue: "as").defaultNumerals == .bengali)
        for code in ["en", "hi", "gu", "pa", "or", "ta", "te", "kn", "ml", "hi-latn", "ru"] {
            #expect(Language(rawValue: code).defaultNumerals == .latin, "\(code)")
        }
    }

    @Test("A choice of native digits is the language's own; Latin is Latin; none is the default")
    func choice() {
        #expect(Language(rawValue: "hi").numerals(choice: "native") == .devanagari)
        #expect(Language(rawValue: "ta").numerals(choice: "native") == .tamil)
        #expect(Language(rawValue: "mr").numerals(choice: "latin") == .latin)
        #expect(Language(rawValue: "mr").numerals(choice: nil) == .devanagari)
        #expect(Language.english.numerals(choice: "native") == .latin, "English has no other digits")
        #expect(Language(rawValue: "hi-latn").nativeNumerals == nil)
    }
}
