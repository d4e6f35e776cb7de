import CivilTime
import Foundation
import TamilCore
import Testing

/// Counts computations per key from many threads.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var counts: [Int: Int] = [:]
    func add(_ key: Int) { lock.withLock { counts[key, default: 0] += 1 } }
    var all: [Int: Int] { lock.withLock { counts } }
}

/// Answers gathered from many threads.
private final class Gathered<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var values: [String: Value] = [:]
    func set(_ key: String, _ value: Value) { lock.withLock { values[key] = value } }
    var all: [String: Value] { lock.withLock { values } }
}

private struct Refused: Error {}

@Suite("Computed cache under load")
struct ComputedCacheTests {
    @Test("Concurrent requests for many keys all complete, and each key is computed once")
    func concurrentKeysComputeOnce() {
        let cache = ComputedCache<Int, String>(capacity: 64)
        let counter = Counter()
        let keys = 8
        let perKey = 6
        let results = Gathered<String>()
        DispatchQueue.concurrentPerform(iterations: keys * perKey) { i in
            let key = i % keys
            let value = cache.value(for: key) { () throws(Never) -> String in
                counter.add(key)
                // Keep the computation in flight long enough for the key's other requests to arrive
                // (the result does not depend on it; nothing here measures time).
                Thread.sleep(forTimeInterval: 0.02)
                return "city \(key)"
            }
            results.set("\(i)", value)
        }
        #expect(counter.all == Dictionary(uniqueKeysWithValues: (0..<keys).map { ($0, 1) }))
        #expect(results.all.count == keys * perKey)
        #expect(results.all.allSatisfy { $0.value == "city \(Int($0.key)! % keys)" })
    }

    @Test("At most capacity values are kept, the least recently used dropped first")
    func boundedLeastRecentlyUsed() {
        let cache = ComputedCache<Int, Int>(capacity: 3)
        let counter = Counter()
        let get: (Int) -> Int = { key in
            cache.value(for: key) { () throws(Never) -> Int in
                counter.add(key)
                return key * 10
            }
        }
        for key in [1, 2, 3] { _ = get(key) }
        _ = get(1)  // 1 is now more recent than 2
        _ = get(4)  // drops 2
        #expect(cache.count == 3)
        for key in [1, 3, 4] { #expect(get(key) == key * 10) }
        #expect(counter.all == [1: 1, 2: 1, 3: 1, 4: 1])
        _ = get(2)
        #expect(counter.all[2] == 2)
        for key in 100..<200 { _ = get(key) }
        #expect(cache.count == 3)
    }

    @Test("A computation that throws is not kept: the next request computes again")
    func failureNotKept() throws {
        let cache = ComputedCache<String, Int>(capacity: 4)
        let counter = Counter()
        #expect(throws: Refused.self) {
            try cache.value(for: "x") { () throws(Refused) -> Int in
                counter.add(0)
                throw Refused()
            }
        }
        let value = try cache.value(for: "x") { () throws(Refused) -> Int in
            counter.add(0)
            return 7
        }
        #expect(value == 7)
        #expect(counter.all[0] == 2)
        #expect(cache.count == 1)
    }

    @Test("Months of different cities computed at the same time all complete and equal their sequential results")
    func citiesConcurrently() throws {
        let calendar = try TamilCalendar.bundled()
        let cities = [
            try Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata"),
            try Location(latitude: 43.6532, longitude: -79.3832, timeZoneIdentifier: "America/Toronto"),
            try Location(latitude: 1.3521, longitude: 103.8198, timeZoneIdentifier: "Asia/Singapore"),
            try Location(latitude: 51.5074, longitude: -0.1278, timeZoneIdentifier: "Europe/London"),
        ]
        let date = try CivilDate(year: 2026, month: 11, day: 25)
        let gathered = Gathered<String>()
        DispatchQueue.concurrentPerform(iterations: cities.count * 2) { i in
            let day = try? calendar.day(date, at: cities[i % cities.count])
            gathered.set("\(i % cities.count)/\(i / cities.count)", day.map { "\($0)" } ?? "failed")
        }
        let days = gathered.all
        #expect(days.count == cities.count * 2)
        for (index, city) in cities.enumerated() {
            let sequential = "\(try calendar.day(date, at: city))"
            #expect(days["\(index)/0"] == sequential)
            #expect(days["\(index)/1"] == sequential)
        }
    }
}
