import Testing

@testable import Places

@Suite("City names as people type them")
struct ResolveTests {
    let catalog: PlaceCatalog

    init() throws { catalog = try PlaceCatalog.bundled() }

    @Test("An ambiguous name picks the most populous city and lists the others")
    func ambiguous() throws {
        let hyderabad = try catalog.resolve("Hyderabad")
        #expect(hyderabad.place.countryCode == "IN")
        #expect(hyderabad.place.region == "Telangana")
        #expect(hyderabad.alternatives.contains { $0.countryCode == "PK" })
    }

    @Test(
        "A country code, country name or region after a comma chooses the city",
        arguments: ["Hyderabad, PK", "hyderabad,pk", "Hyderabad, Pakistan", "Hyderabad, Sindh", "Hyderabad, Sindh, PK"])
    func qualified(_ text: String) throws {
        let resolution = try catalog.resolve(text)
        #expect(resolution.place.countryCode == "PK")
        #expect(resolution.alternatives.isEmpty)
    }

    @Test("An unambiguous or old name resolves with no alternatives")
    func plain() throws {
        #expect(try catalog.resolve("Chennai").place.name == "Chennai")
        #expect(try catalog.resolve("Chennai").alternatives.isEmpty)
        #expect(try catalog.resolve("madras").place.name == "Chennai")
        #expect(try catalog.resolve("London, CA").place.timeZoneIdentifier == "America/Toronto")
    }

    @Test("An unknown name is refused with the nearest suggestions")
    func unknown() throws {
        let error = #expect(throws: PlacesError.self) { try catalog.resolve("Chennaii") }
        guard case .unknownCity(let name, let suggestions)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(name == "Chennaii")
        #expect(suggestions.first == "Chennai, Tamil Nadu, IN")
        #expect(throws: PlacesError.unknownCity("Qqqqzz", suggestions: [])) { try catalog.resolve("Qqqqzz") }
    }

    @Test("A name in the wrong country is refused, saying where it is")
    func wrongCountry() throws {
        let error = #expect(throws: PlacesError.self) { try catalog.resolve("Chennai, FR") }
        guard case .noCityInRegion(let name, let qualifier, let knownIn)? = error else {
            Issue.record("unexpected \(String(describing: error))")
            return
        }
        #expect(name == "Chennai" && qualifier == "FR" && knownIn == ["Chennai, Tamil Nadu, IN"])
        #expect(error?.description.contains("Chennai, Tamil Nadu, IN") == true)
    }

    @Test("An empty name is refused", arguments: ["", "  ", ",", ", IN"])
    func empty(_ text: String) {
        #expect(throws: PlacesError.emptyQuery) { try catalog.resolve(text) }
    }

    @Test("The popular cities are all there, in order, in their zones")
    func popular() {
        let popular = catalog.popular()
        #expect(popular.count == PlaceCatalog.popularCityNames.count)
        #expect(popular.map(\.name) == PlaceCatalog.popularCityNames.map(\.name))
        let zones = Dictionary(popular.map { ($0.name, $0.timeZoneIdentifier) }, uniquingKeysWith: { a, _ in a })
        #expect(zones["Chennai"] == "Asia/Kolkata")
        #expect(zones["Jaffna"] == "Asia/Colombo")
        #expect(zones["Toronto"] == "America/Toronto")
        #expect(zones["San Jose"] == "America/Los_Angeles")
        #expect(zones["Sydney"] == "Australia/Sydney")
        #expect(zones["London"] == "Europe/London")
        #expect(zones["Johannesburg"] == "Africa/Johannesburg")
    }
}
