import Scripture
import Testing

@Suite("Search that forgives transliteration")
struct TextSearchTests {
    let search = TextSearch(library: try! ScriptureLibrary.bundled())

    @Test("A cited ref goes straight to the verse")
    func byRef() {
        #expect(search.search("2.47").first == .init(textID: "bhagavad-gita", ref: "2.47", layer: .original))
        #expect(search.search(" 18.78 ").first?.ref == "18.78")
    }

    @Test("“karmanye”, typed as a Hinglish reader types it, finds Gita 2.47; so do IAST and Devanagari")
    func forgivingSpelling() {
        for query in ["karmanye", "Karmanye vadhikaraste", "karmaṇye", "कर्मण्येवाधिकारस्ते"] {
            #expect(search.search(query, in: "bhagavad-gita").contains { $0.ref == "2.47" }, "\(query)")
        }
        #expect(search.search("yada yada hi dharmasya").first?.ref == "4.7")
    }

    @Test("English words search the translations")
    func english() {
        let hits = search.search("old clothes", in: "bhagavad-gita")
        #expect(hits.contains { $0.ref == "2.22" })
    }

    @Test("Nothing typed finds nothing; a query with no match finds nothing")
    func empty() {
        #expect(search.search("   ").isEmpty)
        #expect(search.search("zzqxv").isEmpty)
    }
}

@Suite("Search in Hindi and Awadhi texts")
struct SpokenSearchTests {
    let search = TextSearch(library: try! ScriptureLibrary.bundled())

    @Test("The Chalisa is found as it is sung: “jai hanuman gyan gun sagar”")
    func chalisa() {
        #expect(
            search.search("jai hanuman gyan gun sagar").contains {
                $0.textID == "hanuman-chalisa" && $0.ref == "chaupai-1"
            })
    }
}
