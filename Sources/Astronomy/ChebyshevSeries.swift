import Foundation

/// One body's geocentric position as piecewise Chebyshev series in TT, fitted to JPL DE440 by
/// `scripts/ephemeris/generate_chebyshev.py` (the method of the JPL and Swiss Ephemeris files:
/// Newhall 1989, Celest. Mech. 45, 305).
struct ChebyshevSeries: Sendable {
    let start: Double
    let span: Double
    let order: Int
    let count: Int
    /// Interval-major, then x, y, z, then coefficients 0…order−1 (km).
    let coefficients: [Double]

    var covered: ClosedRange<Double> { start...(start + span * Double(count)) }

    /// Position (km) and velocity (km/day), ICRF axes, at `tt`.
    @inline(__always)
    func state(tt: Double) -> (position: Vector3, velocity: Vector3) {
        var i = Int(((tt - start) / span).rounded(.down))
        i = min(max(i, 0), count - 1)
        let x = 2 * (tt - start - Double(i) * span) / span - 1
        let scale = 2 / span
        return coefficients.withUnsafeBufferPointer { c in
            var p = (0.0, 0.0, 0.0)
            var v = (0.0, 0.0, 0.0)
            for axis in 0..<3 {
                let base = (i * 3 + axis) * order
                // Clenshaw recurrences for the series and its derivative.
                var b1 = 0.0
                var b2 = 0.0
                var d1 = 0.0
                var d2 = 0.0
                var j = order - 1
                while j >= 1 {
                    let cj = c[base + j]
                    let b0 = 2 * x * b1 - b2 + cj
                    let d0 = 2 * x * d1 - d2 + 2 * b1
                    b2 = b1
                    b1 = b0
                    d2 = d1
                    d1 = d0
                    j -= 1
                }
                let value = x * b1 - b2 + c[base]
                let slope = (x * d1 - d2 + b1) * scale
                switch axis {
                case 0:
                    p.0 = value
                    v.0 = slope
                case 1:
                    p.1 = value
                    v.1 = slope
                default:
                    p.2 = value
                    v.2 = slope
                }
            }
            return (Vector3(p.0, p.1, p.2), Vector3(v.0, v.1, v.2))
        }
    }
}
