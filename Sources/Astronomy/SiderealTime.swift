import Foundation

/// Greenwich sidereal time (IERS Conventions 2010, ch. 5: Earth rotation angle plus the IAU 2006
/// polynomial; the equation of the equinoxes without its sub-3 mas complementary terms).
public enum SiderealTime {
    /// Greenwich mean sidereal time, radians 0…2π, at UT1 Julian day `ut` (TT Julian day `tt`).
    @inlinable public static func mean(ut: Double, tt: Double) -> Double {
        let du = ut - JulianDay.j2000
        let t = (tt - JulianDay.j2000) / 36_525
        let era = 2 * Double.pi * (du.truncatingRemainder(dividingBy: 1) + 0.7790572732640 + 0.00273781191135448 * du)
        let poly =
            (0.014506 + (4612.156534 + (1.3915817 + (-0.00000044 + (-0.000029956 - 0.0000000368 * t) * t) * t) * t) * t)
            * Angle.arcsecond
        let g = (era + poly).truncatingRemainder(dividingBy: 2 * .pi)
        return g < 0 ? g + 2 * .pi : g
    }

    /// Greenwich apparent sidereal time, radians, given the nutation and mean obliquity at `tt`.
    @inlinable public static func apparent(ut: Double, tt: Double, nutation: Nutation, obliquity: Double) -> Double {
        mean(ut: ut, tt: tt) + nutation.longitude * cos(obliquity)
    }
}
