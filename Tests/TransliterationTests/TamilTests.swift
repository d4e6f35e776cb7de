import Testing

@testable import Transliteration

@Suite("Tamil, plain and with superscripts")
struct TamilTests {
    let plain = Transliterator()
    let marked = Transliterator(options: .init(tamilSuperscripts: true))

    @Test(
        "Plain Tamil: Grantha letters, the plain stop for aspirated and voiced ones",
        arguments: [
            ("कृष्ण", "க்ருஷ்ண"), ("गीता", "கீதா"), ("भगवान्", "பகவான்"), ("नमः", "நமஃ"), ("जनक", "ஜனக"),
            ("अन्त", "அந்த"), ("श्री", "ஶ்ரீ"), ("हरि", "ஹரி"), ("ज्ञान", "ஜ்ஞான"), ("संख्ये", "ஸம்க்யே"),
            ("कृपयाऽविष्टम्", "க்ருபயா(அ)விஷ்டம்"), ("ॐ", "ௐ"), ("१०८", "108"), ("धर्म", "தர்ம"),
        ])
    func plainTamil(_ devanagari: String, _ tamil: String) {
        #expect(plain.convert(devanagari, from: .devanagari, to: .tamil) == tamil)
    }

    @Test("Plain Tamil reads back with the unaspirated voiceless stop, ரு as रु, ம் as म्")
    func plainTamilReadsBack() {
        #expect(plain.convert("கீதா பகவான் க்ருஷ்ண", from: .tamil, to: .devanagari) == "कीता पकवान् क्रुष्ण")
        #expect(plain.convert("ஸம்க்யே நமஃ", from: .tamil, to: .devanagari) == "सम्क्ये नमः")
        #expect(plain.convert("தமிழ் அறம்", from: .tamil, to: .devanagari) == "तमिऴ् अऱम्")
    }

    @Test(
        "Superscripts mark aspiration and voicing after the vowel sign; ʼ marks ṛ and anusvara",
        arguments: [
            ("गीता", "கீ³தா"), ("धर्म", "த⁴ர்ம"), ("कृष्ण", "க்ருʼஷ்ண"), ("संख्ये", "ஸம்ʼக்²யே"),
            ("भगवान्", "ப⁴க³வான்"), ("ऋषि", "ருʼஷி"), ("झ", "ஜ²"), ("गृह", "க்³ருʼஹ"), ("धावाँल्ल", "தா⁴வாம̐ல்ல"),
        ])
    func superscripts(_ devanagari: String, _ tamil: String) {
        #expect(marked.convert(devanagari, from: .devanagari, to: .tamil) == tamil)
        #expect(plain.convert(tamil, from: .tamil, to: .devanagari) == devanagari)
    }

    @Test("A superscript that marks nothing stays as it is")
    func strayDigit() {
        #expect(plain.convert("ம² 2²", from: .tamil, to: .devanagari) == "म² 2²")
    }
}
