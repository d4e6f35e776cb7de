import CompanionCore
import Observances
import Places
import Testing

@Suite("Festival search")
struct FestivalSearchTests {
    func search(_ q: String, monthlyName: (MonthlyObservance) -> String = { $0.name }) -> Set<String> {
        FestivalSearch.matches(NameFolding.fold(q), raw: q, catalog: engine.base.catalog, monthlyName: monthlyName)
    }

    @Test("Festivals are found by their English, Hindi or Tamil names, ignoring case")
    func byName() {
        #expect(search("DIWALI").contains("diwali"))
        #expect(search("दीपावली").contains("diwali"))
        #expect(search("பொங்கல்").contains("thai-pongal"))
    }

    @Test("Monthly observances are found by name and by the name in the person's language")
    func monthly() {
        #expect(search("ekadashi").contains("ekadashi"))
        #expect(search("zzlocal", monthlyName: { $0.id == "pradosham" ? "ZZLocal" : $0.name }).contains("pradosham"))
    }

    @Test(
        "Festivals are found by the spellings people write",
        arguments: [
            ("deepavali", "diwali"), ("Deepawali", "diwali"), ("divali", "diwali"), ("dipavali", "diwali"),
            ("thaipusam", "thai-poosam"), ("Thai Pusam", "thai-poosam"), ("navratri", "navaratri"),
            ("navarathri", "navaratri"), ("dussehra", "vijayadashami"), ("dasara", "vijayadashami"),
            ("gokulashtami", "krishna-janmashtami"), ("vinayagar chathurthi", "ganesh-chaturthi"),
            ("shivratri", "maha-shivaratri"), ("rakhi", "raksha-bandhan"), ("sankranthi", "makar-sankranti"),
        ])
    func spellings(query: String, id: String) {
        #expect(search(query).contains(id), "\(query) → \(search(query).sorted())")
    }

    @Test("Tolerant matching does not find unrelated festivals")
    func tolerantButNarrow() {
        #expect(!search("deepavali").contains("holi"))
        #expect(search("thaipusam") == ["thai-poosam"])
        #expect(!search("navratri").contains("maha-shivaratri"))
    }

    @Test("An empty query finds nothing; an unknown one nothing either")
    func nothing() {
        #expect(search("").isEmpty)
        #expect(search("qqqxqq").isEmpty)
    }
}
