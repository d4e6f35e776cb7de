// Times the Places catalog: the one-time load, search (prefix, exact, alternate names, native
// scripts, typos) and nearest city, per query, and reports memory and size on disk.
// Build in release: swift run -c release PlacesBenchmark
import Foundation
import Places

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

/// Resident memory of this process in bytes, where the platform reports it (Linux /proc).
func residentBytes() -> Int? {
    guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
        let line = status.split(separator: "\n").first(where: { $0.hasPrefix("VmRSS:") })
    else { return nil }
    return line.split(separator: " ").dropFirst().first.flatMap { Int($0) }.map { $0 * 1024 }
}

func summary(_ label: String, _ samples: [Double]) -> String {
    let sorted = samples.sorted()
    let median = sorted[sorted.count / 2]
    let p99 = sorted[min(sorted.count - 1, Int(Double(sorted.count) * 0.99))]
    return String(
        format: "%@: median %.4f ms, p99 %.4f ms, max %.4f ms per query (%d queries)", label, median, p99,
        sorted.last!, sorted.count)
}

let clock = ContinuousClock()
let before = residentBytes()
let loadStart = clock.now
let catalog = try PlaceCatalog.bundled()
let loadTime = clock.now - loadStart
let after = residentBytes()

print("Places catalog: \(catalog.count) cities; load \(String(format: "%.1f", milliseconds(loadTime))) ms once")
let resource = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent().appendingPathComponent("Sources/Places/Resources/places.bin")
let onDisk = try? FileManager.default.attributesOfItem(atPath: resource.path)[.size] as? Int
print(
    String(
        format: "  size on disk: %.2f MB (places.bin); in memory: %.1f MB in the catalog's arrays",
        Double(onDisk ?? 0) / 1e6, Double(catalog.storageBytes) / 1e6))
if let before, let after {
    print(String(format: "  resident memory of the loaded catalog: %.1f MB", Double(after - before) / 1e6))
}

// A fixed pseudo-random sequence (64-bit LCG), so every run times the same queries.
struct Sequence64 {
    var state: UInt64 = 0x5AD4_A2A0
    mutating func next() -> Double {
        state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
        return Double(state >> 11) / Double(1 << 53)
    }
}
var sequence = Sequence64()

// Queries: prefixes of 1, 2, 3 and 5 letters, whole names, whole names with one typo, of 1,000
// cities drawn across the catalog; and names people type that are not the catalog's own.
var queries: [String] = [
    "Madras", "Bombay", "Trichy", "Calcutta", "Bangalore", "Peking", "சென்னை", "मुंबई", "Москва", "東京",
    "new york", "san jose", "Hyderabad", "sao paulo", "zurich", "chenai", "londn", "sydnye", "xhennai",
]
for _ in 0..<1000 {
    let name = catalog.place(at: Int(sequence.next() * Double(catalog.count))).name
    let letters = Array(name)
    for length in [1, 2, 3, 5] where length < letters.count { queries.append(String(letters.prefix(length))) }
    queries.append(name)
    if letters.count > 4 {
        var typo = letters
        let i = 1 + Int(sequence.next() * Double(letters.count - 2))
        typo.swapAt(i, i + 1)
        queries.append(String(typo))
    }
}

var checksum = 0
for query in queries { checksum &+= catalog.search(query).count }  // warm-up
// Each query is timed three times and keeps its best time, so a moment when another process has
// the core does not count as the query's cost; the worst of the three is kept too.
var searchBest: [Double] = []
var searchWorst: [Double] = []
for query in queries {
    var times: [Double] = []
    for _ in 0..<3 {
        let start = clock.now
        let results = catalog.search(query)
        times.append(milliseconds(clock.now - start))
        checksum &+= results.count
    }
    searchBest.append(times.min()!)
    searchWorst.append(times.max()!)
}
print(summary("search (limit 10), best of 3", searchBest))
print(summary("search (limit 10), worst of 3", searchWorst))

// Nearest: uniform points on the sphere, and points a few kilometres from a city.
var points: [(Double, Double)] = (0..<10_000).map { _ in
    (asin(2 * sequence.next() - 1) * 180 / .pi, 360 * sequence.next() - 180)
}
for _ in 0..<2000 {
    let city = catalog.place(at: Int(sequence.next() * Double(catalog.count)))
    points.append((max(-90, min(90, city.latitude + sequence.next() * 0.1 - 0.05)), city.longitude))
}
var nearestBest: [Double] = []
var nearestWorst: [Double] = []
for (latitude, longitude) in points {
    var times: [Double] = []
    for _ in 0..<3 {
        let start = clock.now
        let found = try catalog.nearest(latitude: latitude, longitude: longitude)
        times.append(milliseconds(clock.now - start))
        checksum &+= found.place.id
    }
    nearestBest.append(times.min()!)
    nearestWorst.append(times.max()!)
}
print(summary("nearest city, best of 3", nearestBest))
print(summary("nearest city, worst of 3", nearestWorst))
if let load = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) {
    print("  (load average while measuring: \(load.split(separator: " ").prefix(3).joined(separator: " ")))")
}
print("  (checksum \(checksum))")
