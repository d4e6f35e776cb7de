import Testing

@testable import Places

@Suite("Search")
struct SearchTests {
    let catalog: PlaceCatalog

    init() throws { catalog = try PlaceCatalog.bundled() }

    func first(_ query: String) -> PlaceMatch? { catalog.search(query).first }

    @Test("A prefix lists cities whose own names begin with it before those whose other names do")
    func prefix() throws {
        let results = catalog.search("chen")
        #expect(results.count == 10)
        let chennai = try #require(results.first { $0.place.name == "Chennai" })
        #expect(chennai.quality == .prefix && chennai.matchedName == "chennai")
        #expect(results.allSatisfy { $0.quality <= .alternatePrefix && $0.matchedName.hasPrefix("chen") })
        let qualities = results.map { max($0.quality, .exactAlternateName) }
        #expect(qualities == qualities.sorted())
        let prefixes = results.filter { $0.quality == .prefix }.map(\.place.population)
        #expect(prefixes.count > 5)
        #expect(prefixes == prefixes.sorted(by: >))
    }

    @Test(
        "Old names, short names and native scripts find the city",
        arguments: [
            ("Madras", "Chennai"), ("Bombay", "Mumbai"), ("Trichy", "Tiruchirappalli"), ("சென்னை", "Chennai"),
            ("मुंबई", "Mumbai"), ("Calcutta", "Kolkata"), ("Bangalore", "Bengaluru"), ("New York", "New York City"),
        ])
    func alternateNames(_ query: String, _ city: String) throws {
        let match = try #require(first(query))
        #expect(match.place.name == city)
        #expect(match.quality <= .exactAlternateName)
        #expect(match.matchedName == NameFolding.fold(query))
    }

    @Test("Case and diacritics do not matter", arguments: ["São Paulo", "sao paulo", "SAO PAULO", "São  paulo"])
    func insensitive(_ query: String) throws {
        let match = try #require(first(query))
        #expect(match.place.name == "São Paulo")
        #expect(match.place.countryCode == "BR")
    }

    @Test("Exact names, own or alternate, rank above more populous prefix matches")
    func exactFirst() throws {
        let results = catalog.search("Paris")
        #expect(results.first?.place.countryCode == "FR")
        #expect(results.first?.quality == .exactName)
        #expect(results.prefix { $0.quality <= .exactAlternateName }.count >= 2)
        #expect(results.drop { $0.quality <= .exactAlternateName }.allSatisfy { $0.quality >= .prefix })
        // Two Hyderabads: the Indian one has more people.
        let hyderabad = catalog.search("hyderabad").prefix(2).map(\.place.countryCode)
        #expect(hyderabad == ["IN", "PK"])
    }

    @Test(
        "One typo is tolerated: a letter wrong, missing, extra or two swapped, anywhere",
        arguments: [
            ("chenai", "Chennai"), ("chennnai", "Chennai"), ("chemnai", "Chennai"), ("chenani", "Chennai"),
            ("xhennai", "Chennai"), ("hennai", "Chennai"), ("cchennai", "Chennai"), ("hcennai", "Chennai"),
            ("londn", "London"), ("sydnye", "Sydney"), ("Madrsa", "Chennai"), ("சென்ன", "Chennai"),
            ("மென்னை", "Chennai"),
        ])
    func typos(_ query: String, _ city: String) throws {
        let results = catalog.search(query)
        let match = try #require(results.first { $0.place.name == city }, "\(query)")
        #expect(match.quality <= .typo)
        #expect(results.first?.place.name == city)
    }

    @Test("Two typos, or a typo in a query under four letters, find nothing by typo")
    func notTooFuzzy() {
        #expect(!catalog.search("chxnxai").contains { $0.place.name == "Chennai" })
        #expect(catalog.search("qzx").isEmpty)
        #expect(!catalog.search("lnd").contains { $0.quality == .typo })
    }

    @Test("An old name outranks a smaller town that carries it as its own name")
    func alternateOutranksSmallTown() throws {
        let results = catalog.search("Calcutta")
        #expect(results.first?.place.name == "Kolkata")
        #expect(results.first?.quality == .exactAlternateName)
    }

    @Test("An old name's beginning finds the city through it")
    func alternatePrefix() throws {
        let mumbai = try #require(catalog.search("bomba").first { $0.place.name == "Mumbai" })
        #expect(mumbai.quality == .alternatePrefix)
        #expect(mumbai.matchedName.hasPrefix("bomba"))
    }

    @Test("Typo matches rank below every exact and prefix match")
    func typoRanksLast() {
        let results = catalog.search("lond", limit: 50)
        let qualities = results.map(\.quality)
        #expect(qualities == qualities.sorted())
        #expect(results.first?.place.name == "London")
    }

    @Test("Each city appears once, with its best match")
    func deduplicated() {
        for query in ["mum", "chennai", "s", "new"] {
            let ids = catalog.search(query, limit: 100).map(\.place.id)
            #expect(Set(ids).count == ids.count, "\(query)")
        }
        let chennai = catalog.search("chennai").first { $0.place.name == "Chennai" }
        #expect(chennai?.quality == .exactName)
    }

    @Test(
        "Empty, blank, punctuation, markup, huge and odd queries answer without failing",
        arguments: [
            "", "   ", "-", ",,,", "<script>alert(1)</script>", String(repeating: "a", count: 5000), "\u{0}", "🙂",
            "١٢٣",
        ])
    func hostile(_ query: String) {
        let results = catalog.search(query)
        #expect(results.count <= 10)
        if NameFolding.fold(query).isEmpty { #expect(results.isEmpty) }
    }

    @Test("The limit is honoured and capped")
    func limits() {
        #expect(catalog.search("s", limit: 0).isEmpty)
        #expect(catalog.search("s", limit: -3).isEmpty)
        #expect(catalog.search("s", limit: 3).count == 3)
        #expect(catalog.search("s", limit: 10_000).count == PlaceCatalog.maximumSearchLimit)
    }
}
