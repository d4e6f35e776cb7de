// Times the full daily panchang for one city-year (sunrise, sunset, moonrise, moonset, every
// anga span with its end, day timings) and, in the same run, a pyswisseph loop doing the same
// work (Benchmarks/pyswisseph_peer.py). Build in release: swift run -c release PanchangBenchmark
import CivilTime
import Foundation
import Panchang

let cities: [(String, Double, Double, String)] = [
    ("Chennai", 13.0827, 80.2707, "Asia/Kolkata"), ("New Delhi", 28.6139, 77.2090, "Asia/Kolkata"),
    ("London", 51.5074, -0.1278, "Europe/London"), ("New York", 40.7128, -74.0060, "America/New_York"),
    ("Sydney", -33.8688, 151.2093, "Australia/Sydney"), ("Tromsø", 69.6492, 18.9553, "Europe/Oslo"),
]
let year = 2026
let first = try CivilDate(year: year, month: 1, day: 1)
let last = try CivilDate(year: year, month: 12, day: 31)

let clock = ContinuousClock()
let loadStart = clock.now
let calculator = try PanchangCalculator.bundled()
let loadTime = clock.now - loadStart
let locations = try cities.map { try Location(latitude: $0.1, longitude: $0.2, timeZoneIdentifier: $0.3) }

func seconds(_ d: Duration) -> Double {
    Double(d.components.seconds) + Double(d.components.attoseconds) / 1e18
}

// Warm up, and keep a checksum so the work cannot be optimised away.
var checksum = 0
for location in locations {
    checksum &+= try calculator.days(from: first, through: last, at: location).reduce(0) { $0 &+ $1.karana.count }
}
var perCityYear: [Double] = []
for _ in 0..<5 {
    for location in locations {
        let start = clock.now
        let days = try calculator.days(from: first, through: last, at: location)
        perCityYear.append(seconds(clock.now - start) * 1000)
        checksum &+= days.count
    }
}
perCityYear.sort()
let median = perCityYear[perCityYear.count / 2]
print(
    String(
        format: "Sadhana engine: %.2f ms per city-year (median of %d runs over %d cities, %d; min %.2f, max %.2f ms)",
        median, perCityYear.count, cities.count, year, perCityYear.first!, perCityYear.last!))
print(
    String(
        format: "  (one-time load of the ephemeris tables: %.1f ms; checksum %d)", seconds(loadTime) * 1000, checksum))

// The peer: pyswisseph doing the same work, run with the fixture venv when it is there.
let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
    .deletingLastPathComponent()
let python = ["/.venv-fixtures/bin/python", "/.venv/bin/python"].map { root.path + $0 }
    .first { FileManager.default.isExecutableFile(atPath: $0) }
let script = root.appendingPathComponent("Benchmarks/pyswisseph_peer.py").path
guard let python else {
    print("pyswisseph peer: skipped — no .venv-fixtures/bin/python (see scripts/fixtures/README.md to create it)")
    exit(0)
}
let process = Process()
process.executableURL = URL(fileURLWithPath: python)
process.arguments = [script, String(year)] + cities.flatMap { ["\($0.1),\($0.2),\($0.3)"] }
let pipe = Pipe()
process.standardOutput = pipe
try process.run()
let data = pipe.fileHandleForReading.readDataToEndOfFile()
process.waitUntilExit()
let output = String(decoding: data, as: UTF8.self)
print(output, terminator: "")
guard process.terminationStatus == 0,
    let line = output.split(separator: "\n").first(where: { $0.hasPrefix("ms_per_city_year ") }),
    let peer = Double(line.split(separator: " ")[1])
else {
    print("pyswisseph peer: skipped — it did not run (exit \(process.terminationStatus))")
    exit(0)
}
print(String(format: "pyswisseph loop: %.1f ms per city-year; Sadhana is %.0f× faster", peer, peer / median))
