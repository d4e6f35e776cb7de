import Testing

@testable import Transliteration

@Suite("Search keys")
struct SearchKeyTests {
    let transliterator = Transliterator()

    /// Whether the key of `query` typed in `script` is contained in the key of the verse `ref`.
    func finds(_ query: String, typedIn script: Script = .latin, verse ref: String) -> Bool {
        let verse = transliterator.searchKey(GitaCorpus.verse(ref), from: .devanagari)
        let key = transliterator.searchKey(query, from: script)
        return !key.isEmpty && verse.contains(key)
    }

    @Test("karmanye, karmaNye and कर्मण्ये all find 2.47")
    func karmanye() {
        #expect(GitaCorpus.verse("2.47").hasPrefix("कर्मण्येवाधिकारस्ते मा फलेषु कदाचन"))
        #expect(finds("karmanye", verse: "2.47"))
        #expect(finds("karmaNye", verse: "2.47"))
        #expect(finds("कर्मण्ये", verse: "2.47"))
        #expect(finds("कर्मण्ये", typedIn: .devanagari, verse: "2.47"))
        #expect(finds("karmanye vadhikaraste", verse: "2.47"))
        #expect(finds("Karmanye Vaadhikaaraste Maa Phaleshu", verse: "2.47"))
        #expect(finds("karmaṇy evādhikāras te", typedIn: .iast, verse: "2.47"))
    }

    @Test(
        "Queries typed the Hinglish way find the verse they quote",
        arguments: [
            ("yada yada hi dharmasya", "4.7"), ("dharmakshetre kurukshetre", "1.1"),
            ("paritranaya sadhunam", "4.8"), ("sarva dharman parityajya", "18.66"),
            ("mamekam sharanam vraja", "18.66"), ("vasudevah sarvamiti", "7.19"), ("krishna", "1.28"),
            ("sambhavami yuge yuge", "4.8"), ("nainam chhindanti shastrani", "2.23"),
            ("gyan", "4.38"), ("jnanena sadrisham", "4.38"), ("gyanena", "4.38"),
            ("shraddhavan labhate jnanam", "4.39"),
        ])
    func hinglishQueries(_ query: String, _ ref: String) {
        #expect(finds(query, verse: ref))
    }

    @Test("A query does not find a verse that does not contain it")
    func noFalseMatch() {
        #expect(!finds("yada yada hi dharmasya", verse: "2.47"))
        #expect(!finds("karmanye", verse: "4.7"))
    }

    @Test("sat naam and ik onkar find the Mool Mantar")
    func moolMantar() {
        let text = "ੴ ਸਤਿ ਨਾਮੁ ਕਰਤਾ ਪੁਰਖੁ ਨਿਰਭਉ ਨਿਰਵੈਰੁ ਅਕਾਲ ਮੂਰਤਿ ਅਜੂਨੀ ਸੈਭੰ ਗੁਰ ਪ੍ਰਸਾਦਿ ॥"
        let key = transliterator.searchKey(text, from: .gurmukhi)
        for query in ["sat naam", "Sat Nam", "satnam", "ik onkar", "karta purakh", "nirbhau nirvair", "gur prasad"] {
            #expect(key.contains(transliterator.searchKey(query, from: .latin)), "\(query)")
        }
        #expect(key.contains(transliterator.searchKey("ਸਤਿ ਨਾਮੁ", from: .gurmukhi)))
    }

    @Test("A Hindi text keyed without its silent a is found by a query typed the way it is spoken")
    func hindiText() {
        let hindi = Transliterator(options: .init(silentVowels: .dropSilent))
        let key = hindi.searchKey("जय हनुमान ज्ञान गुन सागर । जय कपीस तिहुँ लोक उजागर ॥", from: .devanagari)
        for query in ["jai hanuman gyan gun sagar", "Jay Hanuman", "tihun lok ujagar"] {
            #expect(key.contains(transliterator.searchKey(query, from: .latin)), "\(query)")
        }
        // A query in Devanagari is keyed the same way as the text it looks for.
        #expect(key.contains(hindi.searchKey("जय हनुमान", from: .devanagari)))
        #expect(!key.contains(transliterator.searchKey("जय हनुमान", from: .devanagari)))
    }

    @Test(
        "Folding makes spellings of one sound meet",
        arguments: [
            ("shiva", "siva"), ("geeta", "gita"), ("yoog", "yug"), ("Krishna", "krsna"), ("bhakti", "bakti"),
            ("chhaya", "chaya"), ("wasudeva", "vasudeva"), ("samsara", "sansara"), ("rishi", "rsi"),
            ("sattva", "satva"), ("laxmi", "lakshmi"), ("kripa", "krpa"), ("namah", "nama"),
        ])
    func folding(_ one: String, _ other: String) {
        #expect(transliterator.searchKey(one, from: .latin) == transliterator.searchKey(other, from: .latin))
    }

    @Test("Keys are lower-case ASCII letters and digits only")
    func asciiOnly() {
        let key = transliterator.searchKey("ॐ नमः शिवाय ॥१॥ — 🙏 Śiva!", from: .devanagari)
        #expect(key == "onnamasivaya1siva")
        #expect(key.unicodeScalars.allSatisfy { ("a"..."z").contains($0) || ("0"..."9").contains($0) })
    }
}
