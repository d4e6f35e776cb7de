import Foundation
import Testing

@testable import Places

@Suite("Place catalog")
struct PlaceCatalogTests {
    let catalog: PlaceCatalog

    init() throws { catalog = try PlaceCatalog.bundled() }

    @Test("The bundled catalog holds every city of 15,000 people or more, most populous first")
    func loads() {
        #expect(catalog.count > 33_000)
        #expect(catalog.place(at: 0).population >= catalog.place(at: 1).population)
        let populations = (0..<catalog.count).map { catalog.place(at: $0).population }
        #expect(populations == populations.sorted(by: >))
        #expect(populations.last! >= 15_000)
    }

    @Test("Is bundled again from the same memory, not read twice")
    func loadedOnce() throws {
        #expect(try PlaceCatalog.bundled() === catalog)
    }

    @Test("Every city's time zone is one the host's zone database knows")
    func zonesAreKnown() {
        let unknown = catalog.zoneNames.filter { TimeZone(identifier: $0) == nil }
        #expect(unknown.isEmpty)
        #expect(catalog.zoneNames.count > 300)
    }

    @Test("A city carries its name, ASCII name, country, region, position, population and zone")
    func chennai() throws {
        let chennai = try #require(catalog.place(id: 1_264_527))
        #expect(chennai.name == "Chennai")
        #expect(chennai.asciiName == "Chennai")
        #expect(chennai.countryCode == "IN")
        #expect(chennai.countryName == "India")
        #expect(chennai.region == "Tamil Nadu")
        #expect(abs(chennai.latitude - 13.08784) < 1e-6)
        #expect(abs(chennai.longitude - 80.27847) < 1e-6)
        #expect(chennai.population > 4_000_000)
        #expect(chennai.timeZoneIdentifier == "Asia/Kolkata")
        #expect(chennai.label == "Chennai, Tamil Nadu, IN")
        #expect(try chennai.location().timeZone.identifier == "Asia/Kolkata")
    }

    @Test("ASCII names drop diacritics; regions are known for almost every city")
    func asciiNamesAndRegions() throws {
        let saoPaulo = try #require(catalog.search("São Paulo").first?.place)
        #expect(saoPaulo.name == "São Paulo")
        #expect(saoPaulo.asciiName == "Sao Paulo")
        #expect(saoPaulo.region == "Sao Paulo")
        let withRegion = (0..<catalog.count).filter { catalog.place(at: $0).region != nil }.count
        #expect(Double(withRegion) / Double(catalog.count) > 0.95)
        let allASCII = (0..<catalog.count).allSatisfy { catalog.place(at: $0).asciiName.allSatisfy(\.isASCII) }
        #expect(allASCII)
    }

    @Test("An unknown GeoNames id finds nothing")
    func unknownID() {
        #expect(catalog.place(id: 0) == nil)
        #expect(catalog.place(id: -5) == nil)
        #expect(catalog.place(id: Int.max) == nil)
    }

    @Test("The resource committed to the repository stays within its 5 MB budget")
    func sizeOnDisk() throws {
        let url = try #require(Bundle.module.url(forResource: "places", withExtension: "bin"))
        let size = try #require(try FileManager.default.attributesOfItem(atPath: url.path)[.size] as? Int)
        #expect(size <= 5_000_000)
    }

    @Test("A damaged catalog is refused with a reason, never half-read")
    func damaged() throws {
        let url = try #require(Bundle.module.url(forResource: "places", withExtension: "bin"))
        let bytes = [UInt8](try Data(contentsOf: url))
        #expect(throws: PlacesError.catalogUnreadable("not a place catalog")) {
            try PlaceCatalog(decoding: Array("XXXX".utf8) + bytes.dropFirst(4))
        }
        #expect(throws: PlacesError.catalogUnreadable("truncated")) {
            try PlaceCatalog(decoding: Array(bytes.prefix(bytes.count / 2)))
        }
        #expect(throws: PlacesError.catalogUnreadable("trailing bytes")) {
            try PlaceCatalog(decoding: bytes + [0])
        }
        #expect(throws: PlacesError.self) { try PlaceCatalog(decoding: []) }
    }

    @Test("The attribution names GeoNames and its licence")
    func attribution() {
        #expect(PlaceCatalog.attribution.contains("GeoNames"))
        #expect(PlaceCatalog.attribution.contains("CC BY 4.0"))
    }
}
