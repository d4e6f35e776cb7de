// Times every observance of one city-year — festivals of the catalog, Ekadashis with parana,
// the monthly observances, with their explanations — engine time included (the panchang of the
// year plus its 50-day margins, new moons, sankrantis). Target: ≤ 20 ms per city-year.
// Build in release: swift run -c release ObservancesBenchmark
import CivilTime
import Foundation
import Observances

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// CPU time of this thread, ms: unlike wall time, not inflated when other work shares the cores.
func threadCPUMilliseconds() -> Double {
    var t = timespec()
    clock_gettime(CLOCK_THREAD_CPUTIME_ID, &t)
    return Double(t.tv_sec) * 1000 + Double(t.tv_nsec) / 1e6
}

let cities: [(String, Double, Double, String)] = [
    ("Chennai", 13.0827, 80.2707, "Asia/Kolkata"), ("New Delhi", 28.6139, 77.2090, "Asia/Kolkata"),
    ("London", 51.5074, -0.1278, "Europe/London"), ("New York", 40.7128, -74.0060, "America/New_York"),
    ("Sydney", -33.8688, 151.2093, "Australia/Sydney"),
]
let clock = ContinuousClock()
let loadStart = clock.now
let calculator = try ObservanceCalculator.bundled()
let loadTime = clock.now - loadStart
let locations = try cities.map { try Location(latitude: $0.1, longitude: $0.2, timeZoneIdentifier: $0.3) }

func milliseconds(_ d: Duration) -> Double {
    Double(d.components.seconds) * 1000 + Double(d.components.attoseconds) / 1e15
}

var checksum = 0
for location in locations {
    checksum &+= try calculator.observances(year: 2026, at: location).count
}
var samples: [Double] = []
var cpuSamples: [Double] = []
var counts: [Int] = []
for round in 0..<5 {
    for location in locations {
        let start = clock.now
        let cpuStart = threadCPUMilliseconds()
        let list = try calculator.observances(year: 2025 + round % 2, at: location)
        cpuSamples.append(threadCPUMilliseconds() - cpuStart)
        samples.append(milliseconds(clock.now - start))
        counts.append(list.count)
        checksum &+= list.count
    }
}
samples.sort()
cpuSamples.sort()
let median = samples[samples.count / 2]
let cpuMedian = cpuSamples[cpuSamples.count / 2]
print("Observances benchmark (release build recommended), \(cities.count) cities × 5 rounds, years 2025–2026")
print(String(format: "  load (ephemeris + catalog): %.1f ms", milliseconds(loadTime)))
print(
    String(
        format: "  all observances of a city-year: median %.1f ms, min %.1f ms, max %.1f ms", median, samples[0],
        samples[samples.count - 1]))
print(String(format: "  CPU time per city-year (this thread): median %.1f ms, min %.1f ms", cpuMedian, cpuSamples[0]))
print("  observance days per city-year: \(counts.min()!)–\(counts.max()!) (checksum \(checksum))")
print(
    "  target ≤ 20 ms per city-year: wall \(median <= 20 ? "met" : "NOT met"), CPU \(cpuMedian <= 20 ? "met" : "NOT met")"
        + " (a wall figure far above the CPU one means other work shared the cores)")
