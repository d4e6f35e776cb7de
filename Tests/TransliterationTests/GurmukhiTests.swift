import Testing

@testable import Transliteration

@Suite("Gurbani and Gurmukhi")
struct GurmukhiTests {
    let transliterator = Transliterator()
    let moolMantar = "ੴ ਸਤਿ ਨਾਮੁ ਕਰਤਾ ਪੁਰਖੁ ਨਿਰਭਉ ਨਿਰਵੈਰੁ ਅਕਾਲ ਮੂਰਤਿ ਅਜੂਨੀ ਸੈਭੰ ਗੁਰ ਪ੍ਰਸਾਦਿ ॥"

    @Test("The Mool Mantar in plain Latin drops the vowels readers do not pronounce")
    func moolMantarLatin() {
        #expect(
            transliterator.convert(moolMantar, from: .gurmukhi, to: .latin)
                == "ik oankaar sat naam kartaa purakh nirbhau nirvair akaal moorat ajoonee saibhan gur prasaad ||")
    }

    @Test("The Mool Mantar in IAST keeps every written vowel")
    func moolMantarIAST() {
        #expect(
            transliterator.convert(moolMantar, from: .gurmukhi, to: .iast)
                == "ik oaṅkār sati nāmu karatā purakhu nirabha:u niravairu akāla mūrati ajūnī saibhaṃ gura prasādi ||")
    }

    @Test("The Mool Mantar in Devanagari keeps ੴ and the written short vowels")
    func moolMantarDevanagari() {
        #expect(
            transliterator.convert(moolMantar, from: .gurmukhi, to: .devanagari)
                == "ੴ सति नामु करता पुरखु निरभउ निरवैरु अकाल मूरति अजूनी सैभं गुर प्रसादि ॥")
        #expect(
            transliterator.convert(
                "ੴ सति नामु करता पुरखु निरभउ निरवैरु अकाल मूरति अजूनी सैभं गुर प्रसादि ॥",
                from: .devanagari, to: .gurmukhi) == moolMantar)
    }

    @Test(
        "Final sihari and aunkar are silent in plain Latin, kept in one-syllable words",
        arguments: [
            ("ਸਚੁ", "sach"), ("ਨਾਮੁ", "naam"), ("ਸਤਿ", "sat"), ("ਹੁਕਮਿ", "hukam"), ("ਨਾਨਕ", "naanak"),
            ("ਕਿ", "ki"), ("ਤੁ", "tu"), ("ਜਪੁ", "jap"), ("ਗੁਰਮੁਖਿ", "gurmukh"), ("ਵਾਹਿਗੁਰੂ", "vaahiguroo"),
            ("॥੧॥", "||1||"),
        ])
    func silentVowels(_ gurmukhi: String, _ latin: String) {
        #expect(transliterator.convert(gurmukhi, from: .gurmukhi, to: .latin) == latin)
    }

    @Test("Sanskrit read as Sanskrit keeps its vowels unless asked otherwise")
    func silentVowelRule() {
        #expect(transliterator.convert("करता नानक", from: .devanagari, to: .latin) == "karataa naanaka")
        let hindi = Transliterator(options: .init(silentVowels: .dropSilent))
        #expect(hindi.convert("करता नानक", from: .devanagari, to: .latin) == "kartaa naanak")
        #expect(
            hindi.convert("श्रीगुरु चरन सरोज रज निज मनु मुकुरु सुधारि । सुमिरौं", from: .devanagari, to: .latin)
                == "shreeguru charan saroj raj nij manu mukuru sudhaari | sumiraun")
        let spelled = Transliterator(options: .init(silentVowels: .keepAll))
        #expect(spelled.convert("ਸਤਿ ਨਾਮੁ", from: .gurmukhi, to: .latin) == "sati naamu")
    }

    @Test("Addak doubles the next consonant; an aspirate doubles with its plain partner")
    func addak() {
        #expect(transliterator.convert("ਸੱਚ ਪੱਕਾ ਅੱਖ", from: .gurmukhi, to: .devanagari) == "सच्च पक्का अक्ख")
        #expect(transliterator.convert("सत्त्व पक्का अक्ख", from: .devanagari, to: .gurmukhi) == "ਸੱਤ੍ਵ ਪੱਕਾ ਅੱਖ")
        #expect(transliterator.convert("अन्न", from: .devanagari, to: .gurmukhi) == "ਅਨ੍ਨ")
    }

    @Test("Tippi over short vowels, bindi over long ones; both read as anusvara")
    func nasals() {
        #expect(transliterator.convert("संत सिंह मुंड माँ मैं", from: .devanagari, to: .gurmukhi) == "ਸੰਤ ਸਿੰਹ ਮੁੰਡ ਮਾਂ ਮੈਂ")
        #expect(transliterator.convert("ਸੰਤ ਮੈਂ ਬੰਨਾ", from: .gurmukhi, to: .devanagari) == "संत मैं बंना")
        #expect(transliterator.convert("ਬੰਨਾ ਕੰਮ ਮੈਂ", from: .gurmukhi, to: .latin) == "bannaa kamm main")
    }

    @Test(
        "Letters with nukta and the subjoined letters read as their Devanagari equivalents",
        arguments: [
            ("ਸ਼ਬਦ", "शबद"), ("ਖ਼ਾਲਸਾ", "ख़ालसा"), ("ਗ਼ਰੀਬ", "ग़रीब"), ("ਜ਼ਰਾ", "ज़रा"), ("ਫ਼ਕੀਰ", "फ़कीर"),
            ("ਲ਼", "ळ"), ("ਪੜ", "पड़"), ("ਪ੍ਰਭ", "प्रभ"), ("ਸ੍ਵਾਮੀ", "स्वामी"), ("ਪੜ੍ਹ", "पड़्ह"),
            ("ਜਿਨੑੀ", "जिन्ही"), ("ਸੁਧਾਖੵਰ", "सुधाख्यर"), ("\u{0A38}\u{0A3C}", "श"),
        ])
    func lettersAndHalfLetters(_ gurmukhi: String, _ devanagari: String) {
        #expect(transliterator.convert(gurmukhi, from: .gurmukhi, to: .devanagari) == devanagari)
    }

    @Test("Vowel bearers with a sign read as the independent vowel")
    func vowelBearers() {
        #expect(
            transliterator.convert("\u{0A73}\u{0A41}\u{0A72}\u{0A3F}\u{0A05}\u{0A3E}", from: .gurmukhi, to: .iast)
                == "uiā")
    }

    @Test(
        "Sanskrit in Gurmukhi uses only Gurmukhi letters",
        arguments: [
            ("कृष्ण", "ਕ੍ਰਿਸ਼੍ਣ"), ("ऋषि", "ਰਿਸ਼ਿ"), ("षष्ठ", "ਸ਼ਸ਼੍ਠ"), ("गुण", "ਗੁਣ"), ("नमः", "ਨਮਃ"),
            ("सोऽहम्", "ਸੋ’ਹਮ੍"), ("ढ़", "ੜ੍ਹ"),
        ])
    func sanskritInGurmukhi(_ devanagari: String, _ gurmukhi: String) {
        #expect(transliterator.convert(devanagari, from: .devanagari, to: .gurmukhi) == gurmukhi)
    }

    @Test("What Gurmukhi cannot hold is lost as documented: ष as श, ṛ as रि")
    func documentedLoss() {
        #expect(transliterator.convert("ਕ੍ਰਿਸ਼੍ਣ ਰਿਸ਼ਿ", from: .gurmukhi, to: .devanagari) == "क्रिश्ण रिशि")
        #expect(transliterator.convert("ਸੋ’ਹਮ੍", from: .gurmukhi, to: .devanagari) == "सोऽहम्")
    }
}
