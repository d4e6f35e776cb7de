import Testing
import Transliteration

@Suite("Transliterator")
struct TransliteratorTests {
    @Test("Text in its own script comes back unchanged")
    func identity() {
        #expect(Transliterator().convert("धर्म", from: .devanagari, to: .devanagari) == "धर्म")
    }
}
