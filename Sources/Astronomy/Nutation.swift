import Foundation

/// Nutation in longitude and obliquity, IAU 2000B (McCarthy & Luzum 2003, Celest. Mech. 85, 37),
/// the model Swiss Ephemeris 2.10 uses by default; about 1 mas from IAU 2000A.
public struct Nutation: Sendable, Equatable {
    /// Nutation in longitude Δψ, radians.
    public let longitude: Double
    /// Nutation in obliquity Δε, radians.
    public let obliquity: Double

    /// Nutation at `tt` (Julian day, TT).
    public init(tt: Double) {
        let t = (tt - JulianDay.j2000) / 36_525
        let turn = 1_296_000.0
        func arg(_ a: Double, _ b: Double) -> Double {
            (a + b * t).truncatingRemainder(dividingBy: turn) * Angle.arcsecond
        }
        // Delaunay arguments (Simon et al. 1994), as IAU 2000B truncates them.
        let l = arg(485868.249036, 1717915923.2178)
        let lp = arg(1287104.79305, 129596581.0481)
        let f = arg(335779.526232, 1739527262.8478)
        let d = arg(1072260.70369, 1602961601.2090)
        let om = arg(450160.398036, -6962890.5431)
        var dp = 0.0
        var de = 0.0
        for term in Nutation.terms.reversed() {
            let a =
                Double(term.0) * l + Double(term.1) * lp + Double(term.2) * f + Double(term.3) * d
                + Double(term.4) * om
            let (s, c) = (sin(a), cos(a))
            dp += (term.5 + term.6 * t) * s + term.7 * c
            de += (term.8 + term.9 * t) * c + term.10 * s
        }
        let unit = Angle.arcsecond / 1e7
        // Fixed offsets standing in for the omitted planetary terms.
        longitude = dp * unit - 0.135e-3 * Angle.arcsecond
        obliquity = de * unit + 0.388e-3 * Angle.arcsecond
    }
}
