import Foundation

/// Median, 99th percentile and maximum of absolute errors, printed by the accuracy tests that
/// compare the engine with Swiss Ephemeris fixtures (shared by the astronomy and panchang tests).
public struct ErrorStatistics: CustomStringConvertible, Sendable {
    public let name: String
    public let unit: String
    public let count: Int
    public let median: Double
    public let p99: Double
    public let max: Double

    public init(_ name: String, unit: String, errors: [Double]) {
        let sorted = errors.map(abs).sorted()
        self.name = name
        self.unit = unit
        count = sorted.count
        func quantile(_ q: Double) -> Double {
            sorted.isEmpty ? .nan : sorted[min(sorted.count - 1, Int((Double(sorted.count - 1) * q).rounded()))]
        }
        median = quantile(0.5)
        p99 = quantile(0.99)
        max = sorted.last ?? .nan
    }

    public var description: String {
        String(format: "%@: n=%d median %.4f%@ p99 %.4f%@ max %.4f%@", name, count, median, unit, p99, unit, max, unit)
    }
}
