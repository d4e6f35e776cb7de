/// How a search result matched the query, best first.
public enum MatchQuality: Int, Sendable, Hashable, Codable, Comparable {
    /// The query is the city's name or ASCII name.
    case exactName
    /// The query is one of the city's alternate names ("Madras", "சென்னை").
    case exactAlternateName
    /// The query begins the city's name or ASCII name.
    case prefix
    /// The query begins one of the city's alternate names ("Bomb" for Bombay).
    case alternatePrefix
    /// The query begins one of the city's names but for one typo (a letter wrong, missing, extra,
    /// or two swapped).
    case typo

    public static func < (lhs: MatchQuality, rhs: MatchQuality) -> Bool { lhs.rawValue < rhs.rawValue }
}

/// One search result.
public struct PlaceMatch: Sendable, Hashable {
    public let place: Place
    /// The name that matched, in folded form (lower case, no diacritics), e.g. `madras`.
    public let matchedName: String
    public let quality: MatchQuality
}

extension PlaceCatalog {
    /// The most populous city in each quality tier comes first; at most this many results.
    public static let maximumSearchLimit = 100

    /// Cities whose name, ASCII name or an alternate name begins with `query`, ignoring case and
    /// diacritics, tolerating one typo when the query has four characters or more.
    ///
    /// Ranked by match quality, then by population: exact names first (a city's own name and its
    /// alternate names alike, so "Calcutta" finds Kolkata before a small town of that name), then
    /// prefixes of names, prefixes of alternate names, and typos. An empty query, or one of only
    /// spaces and punctuation, finds nothing.
    public func search(_ query: String, limit: Int = 10) -> [PlaceMatch] {
        let limit = min(max(limit, 0), Self.maximumSearchLimit)
        let folded = NameFolding.fold(query)
        guard limit > 0, !folded.isEmpty, folded.utf8.count <= 255 else { return [] }
        var collector = MatchCollector(cityCount: count, limit: limit)
        let q = Array(folded.utf8)
        keyBytes.withUnsafeBufferPointer { bytes in
            let index = KeyIndex(bytes: bytes, starts: keyStart, byTail: keysByTail)
            // Exact and prefix matches: one range of the sorted keys.
            let range = index.range(withPrefix: q[...])
            for k in range {
                let exact = index.length(k) == q.count
                let quality: MatchQuality =
                    isAlternate(k) ? (exact ? .exactAlternateName : .alternatePrefix) : (exact ? .exactName : .prefix)
                collector.add(city: Int(keyCity[k]), key: k, quality: quality)
            }
            // Typos rank below every prefix match, so look for them only while places are free.
            guard collector.distinctCount < limit, folded.unicodeScalars.count >= 4 else { return }
            let first = UTF8Span.scalarLength(q[0])
            for k in index.range(withPrefix: q[0..<first]) where index.withinOneEdit(q, key: k) {
                collector.add(city: Int(keyCity[k]), key: k, quality: .typo)
            }
            for k in index.typoInFirstCharacter(q) {
                collector.add(city: Int(keyCity[k]), key: k, quality: .typo)
            }
        }
        return collector.ranked().map { city, key, quality in
            let start = Int(keyStart[key])
            let end = Int(keyStart[key + 1])
            return PlaceMatch(
                place: place(at: city), matchedName: String(decoding: keyBytes[start..<end], as: UTF8.self),
                quality: quality)
        }
    }

    func isAlternate(_ key: Int) -> Bool {
        keyAlternateBits[key >> 3] & (1 << UInt8(key & 7)) != 0
    }

    /// Key indices sorted by each key without its first scalar.
    static func tailOrder(keyBytes: [UInt8], keyStart: [UInt32]) -> [UInt32] {
        keyBytes.withUnsafeBufferPointer { bytes in
            let index = KeyIndex(bytes: bytes, starts: keyStart, byTail: [])
            var order = Array(0..<UInt32(keyStart.count - 1))
            order.sort { a, b in
                index.compare(tailOf: Int(a), with: index.tail(Int(b))) < 0
            }
            return order
        }
    }
}

/// Keeps the best match of each city and the best `limit` cities, by (quality, catalog order).
struct MatchCollector {
    private var quality: [UInt8]
    private var key: [UInt32]
    private var touched: [Int] = []
    private let limit: Int

    init(cityCount: Int, limit: Int) {
        quality = [UInt8](repeating: .max, count: cityCount)
        key = [UInt32](repeating: 0, count: cityCount)
        self.limit = limit
    }

    var distinctCount: Int { touched.count }

    mutating func add(city: Int, key k: Int, quality q: MatchQuality) {
        let raw = UInt8(q.rawValue)
        if quality[city] == .max { touched.append(city) }
        if raw < quality[city] {
            quality[city] = raw
            key[city] = UInt32(k)
        }
    }

    /// The best `limit` cities: exact matches of any name, then prefixes, then typos, each by
    /// catalog order (most populous first).
    func ranked() -> [(Int, Int, MatchQuality)] {
        var best: [UInt64] = []
        best.reserveCapacity(limit + 1)
        for city in touched {
            let tier = max(quality[city], 1)  // .exactName and .exactAlternateName rank together
            let rank = UInt64(tier) << 32 | UInt64(city)
            if best.count == limit, let last = best.last, rank >= last { continue }
            let position = best.firstIndex { $0 > rank } ?? best.count
            best.insert(rank, at: position)
            if best.count > limit { best.removeLast() }
        }
        return best.map { rank in
            let city = Int(rank & 0xFFFF_FFFF)
            return (city, Int(key[city]), MatchQuality(rawValue: Int(quality[city]))!)
        }
    }
}
