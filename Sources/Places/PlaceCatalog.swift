import Foundation

/// Every city of population 15,000 or more (GeoNames, CC BY 4.0), searchable by name and by
/// position, each with its IANA time zone.
///
/// The catalog is immutable and `Sendable`; `bundled()` reads the module's resource once per
/// process, on first use. Cities are held in parallel arrays, most populous first, and names and
/// search keys as contiguous UTF-8, so the whole catalog costs about 12 MB of memory.
public final class PlaceCatalog: Sendable {
    /// The attribution the data's licence requires; show it wherever places are offered.
    public static let attribution =
        "City data from GeoNames (https://www.geonames.org), licensed under CC BY 4.0."

    // Cities, indexed 0..<count, most populous first.
    let latitudeE5: [Int32]
    let longitudeE5: [Int32]
    let populations: [UInt32]
    let geonameIDs: [UInt32]
    let countryIndex: [UInt8]
    let regionIndex: [UInt16]
    let zoneIndex: [UInt16]
    /// UTF-8 of every city's name and ASCII name; `nameStart[2i]` and `nameStart[2i+1]` start them.
    let nameBytes: [UInt8]
    let nameStart: [UInt32]

    let countryCodes: [String]
    let countryNames: [String]
    let regionNames: [String]
    let zoneNames: [String]

    /// Folded search keys in byte order (`keyStart` has a final sentinel), the city of each and
    /// whether it is an alternate name (one bit per key).
    let keyBytes: [UInt8]
    let keyStart: [UInt32]
    let keyCity: [UInt16]
    let keyAlternateBits: [UInt8]
    /// Key indices ordered by each key without its first character: finds typos in that character.
    let keysByTail: [UInt32]

    /// Cities ordered by GeoNames id, for `place(id:)`.
    let cityByID: [UInt32]
    /// The nearest-city tree over the cities' unit vectors.
    let tree: PlaceTree

    /// The number of cities.
    public var count: Int { populations.count }

    /// Bytes held by the catalog's arrays (cities, names, search keys and their indexes, the
    /// nearest-city tree), not counting small tables and per-array headers.
    public var storageBytes: Int {
        func size<T>(_ array: [T]) -> Int { array.count * MemoryLayout<T>.stride }
        return size(latitudeE5) + size(longitudeE5) + size(populations) + size(geonameIDs) + size(countryIndex)
            + size(regionIndex) + size(zoneIndex) + size(nameBytes) + size(nameStart) + size(keyBytes)
            + size(keyStart) + size(keyCity) + size(keyAlternateBits) + size(keysByTail) + size(cityByID)
            + size(tree.points) + size(tree.order) + size(tree.axis)
    }

    init(decoding data: [UInt8]) throws(PlacesError) {
        var reader = CatalogReader(bytes: data)
        let tables = try reader.readHeaderAndTables()
        countryCodes = tables.countryCodes
        countryNames = tables.countryNames
        regionNames = tables.regionNames
        zoneNames = tables.zoneNames
        let n = tables.cityCount
        latitudeE5 = try reader.int32s(n)
        longitudeE5 = try reader.int32s(n)
        populations = try reader.uint32s(n)
        geonameIDs = try reader.uint32s(n)
        countryIndex = try reader.bytes(n)
        regionIndex = try reader.uint16s(n)
        zoneIndex = try reader.uint16s(n)
        (nameBytes, nameStart) = try reader.names(cityCount: n)
        (keyBytes, keyStart) = try reader.frontCodedKeys(count: tables.keyCount)
        keyCity = try reader.uint16s(tables.keyCount)
        keyAlternateBits = try reader.bytes((tables.keyCount + 7) / 8)
        guard reader.isAtEnd else { throw .catalogUnreadable("trailing bytes") }
        try Self.check(
            n: n, tables: tables, country: countryIndex, region: regionIndex, zone: zoneIndex,
            keyCity: keyCity)

        keysByTail = Self.tailOrder(keyBytes: keyBytes, keyStart: keyStart)
        let ids = geonameIDs
        cityByID = (0..<UInt32(n)).sorted { ids[Int($0)] < ids[Int($1)] }
        tree = PlaceTree(latitudeE5: latitudeE5, longitudeE5: longitudeE5)
    }

    /// Every index in the file points inside its table.
    private static func check(
        n: Int, tables: CatalogReader.Tables, country: [UInt8], region: [UInt16], zone: [UInt16],
        keyCity: [UInt16]
    ) throws(PlacesError) {
        guard country.allSatisfy({ Int($0) < tables.countryCodes.count }),
            region.allSatisfy({ $0 == 0xFFFF || Int($0) < tables.regionNames.count }),
            zone.allSatisfy({ Int($0) < tables.zoneNames.count }),
            keyCity.allSatisfy({ Int($0) < n })
        else { throw .catalogUnreadable("an index points outside its table") }
    }

    private static let loaded: Result<PlaceCatalog, PlacesError> = {
        guard let url = Bundle.module.url(forResource: "places", withExtension: "bin") else {
            return .failure(.catalogUnreadable("places.bin is not in the bundle"))
        }
        do {
            let data = try Data(contentsOf: url)
            return .success(try PlaceCatalog(decoding: [UInt8](data)))
        } catch let error as PlacesError {
            return .failure(error)
        } catch {
            return .failure(.catalogUnreadable(error.localizedDescription))
        }
    }()

    /// The catalog bundled with the module, read once per process on first use (immutable, shared).
    public static func bundled() throws(PlacesError) -> PlaceCatalog {
        try loaded.get()
    }

    /// The city at `index` (0 is the most populous).
    public func place(at index: Int) -> Place {
        let region = regionIndex[index]
        return Place(
            id: Int(geonameIDs[index]),
            name: string(nameStart[2 * index], nameStart[2 * index + 1] - 1),
            asciiName: asciiName(at: index),
            countryCode: countryCodes[Int(countryIndex[index])],
            countryName: countryNames[Int(countryIndex[index])],
            region: region == 0xFFFF ? nil : regionNames[Int(region)],
            latitude: Double(latitudeE5[index]) / 1e5,
            longitude: Double(longitudeE5[index]) / 1e5,
            population: Int(populations[index]),
            timeZoneIdentifier: zoneNames[Int(zoneIndex[index])]
        )
    }

    /// The city with the GeoNames id `id`, if the catalog has it.
    public func place(id: Int) -> Place? {
        var low = 0
        var high = cityByID.count
        while low < high {
            let mid = (low + high) / 2
            if Int(geonameIDs[Int(cityByID[mid])]) < id { low = mid + 1 } else { high = mid }
        }
        guard low < cityByID.count, Int(geonameIDs[Int(cityByID[low])]) == id else { return nil }
        return place(at: Int(cityByID[low]))
    }

    private func asciiName(at index: Int) -> String {
        let start = nameStart[2 * index + 1]
        let end = nameStart[2 * index + 2] - 1
        return start == end ? string(nameStart[2 * index], nameStart[2 * index + 1] - 1) : string(start, end)
    }

    private func string(_ start: UInt32, _ end: UInt32) -> String {
        String(decoding: nameBytes[Int(start)..<Int(end)], as: UTF8.self)
    }
}
