/// Reads places.bin, the format written by scripts/places/generate_places.py (see its header).
struct CatalogReader {
    let bytes: [UInt8]
    var offset = 0

    struct Tables {
        var cityCount = 0
        var keyCount = 0
        var countryCodes: [String] = []
        var countryNames: [String] = []
        var regionNames: [String] = []
        var zoneNames: [String] = []
    }

    var isAtEnd: Bool { offset == bytes.count }

    mutating func readHeaderAndTables() throws(PlacesError) -> Tables {
        guard try self.bytes(4) == Array("SDPL".utf8) else { throw .catalogUnreadable("not a place catalog") }
        guard try uint32() == 1 else { throw .catalogUnreadable("unknown catalog version") }
        var tables = Tables()
        tables.cityCount = Int(try uint32())
        let countries = Int(try uint32())
        let regions = Int(try uint32())
        let zones = Int(try uint32())
        tables.keyCount = Int(try uint32())
        guard tables.cityCount <= 65_535 else { throw .catalogUnreadable("too many cities") }
        let text = try self.bytes(Int(try uint32()))
        let lines = text.split(separator: 0x0A, omittingEmptySubsequences: false).map {
            String(decoding: $0, as: UTF8.self)
        }
        guard lines.count == countries + regions + zones + 1 else {
            throw .catalogUnreadable("the tables do not match their counts")
        }
        for line in lines[0..<countries] {
            let parts = line.split(separator: "\t", maxSplits: 1)
            guard parts.count == 2 else { throw .catalogUnreadable("a malformed country line") }
            tables.countryCodes.append(String(parts[0]))
            tables.countryNames.append(String(parts[1]))
        }
        tables.regionNames = Array(lines[countries..<(countries + regions)])
        tables.zoneNames = Array(lines[(countries + regions)..<(countries + regions + zones)])
        return tables
    }

    mutating func bytes(_ count: Int) throws(PlacesError) -> [UInt8] {
        guard count >= 0, count <= bytes.count - offset else { throw .catalogUnreadable("truncated") }
        defer { offset += count }
        return Array(bytes[offset..<(offset + count)])
    }

    mutating func uint32() throws(PlacesError) -> UInt32 {
        try uint32s(1)[0]
    }

    mutating func uint32s(_ count: Int) throws(PlacesError) -> [UInt32] {
        let raw = try bytes(count * 4)
        return (0..<count).map { i in
            UInt32(raw[4 * i]) | UInt32(raw[4 * i + 1]) << 8 | UInt32(raw[4 * i + 2]) << 16
                | UInt32(raw[4 * i + 3]) << 24
        }
    }

    mutating func int32s(_ count: Int) throws(PlacesError) -> [Int32] {
        try uint32s(count).map { Int32(bitPattern: $0) }
    }

    mutating func uint16s(_ count: Int) throws(PlacesError) -> [UInt16] {
        let raw = try bytes(count * 2)
        return (0..<count).map { i in UInt16(raw[2 * i]) | UInt16(raw[2 * i + 1]) << 8 }
    }

    /// The names section as one byte array and the start of each of the 2 × `cityCount` names,
    /// with a sentinel; a name ends one byte (its line feed) before the next starts.
    mutating func names(cityCount: Int) throws(PlacesError) -> ([UInt8], [UInt32]) {
        let text = try bytes(Int(try uint32()))
        var starts: [UInt32] = [0]
        starts.reserveCapacity(2 * cityCount + 1)
        for (i, byte) in text.enumerated() where byte == 0x0A { starts.append(UInt32(i + 1)) }
        guard starts.count == 2 * cityCount + 1 else { throw .catalogUnreadable("the names do not match the cities") }
        return (text, starts)
    }

    /// Expands the front-coded keys into one byte array and the start of each key, with a sentinel.
    mutating func frontCodedKeys(count: Int) throws(PlacesError) -> ([UInt8], [UInt32]) {
        let coded = try bytes(Int(try uint32()))
        var keys: [UInt8] = []
        keys.reserveCapacity(coded.count * 3 / 2)
        var starts: [UInt32] = []
        starts.reserveCapacity(count + 1)
        var position = 0
        var previous: [UInt8] = []  // not a slice of `keys`, which would copy it on every append
        while position < coded.count {
            guard position + 2 <= coded.count else { throw .catalogUnreadable("a truncated key") }
            let shared = Int(coded[position])
            let suffix = Int(coded[position + 1])
            position += 2
            guard shared <= previous.count, position + suffix <= coded.count else {
                throw .catalogUnreadable("a malformed key")
            }
            previous.removeSubrange(shared...)
            previous.append(contentsOf: coded[position..<(position + suffix)])
            position += suffix
            starts.append(UInt32(keys.count))
            keys.append(contentsOf: previous)
        }
        guard starts.count == count else { throw .catalogUnreadable("the keys do not match their count") }
        starts.append(UInt32(keys.count))
        return (keys, starts)
    }
}
