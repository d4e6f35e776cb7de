import Foundation

/// Median, 99th percentile and maximum of absolute errors, printed by the accuracy tests.
struct ErrorStatistics: CustomStringConvertible {
    let name: String
    let unit: String
    let count: Int
    let median: Double
    let p99: Double
    let max: Double

    init(_ name: String, unit: String, errors: [Double]) {
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

    var description: String {
        String(format: "%@: n=%d median %.4f%@ p99 %.4f%@ max %.4f%@", name, count, median, unit, p99, unit, max, unit)
    }
}
