import Foundation

/// ΔT = TT − UT, modelled exactly as Swiss Ephemeris 2.10 does with its .se1 files.
///
/// - Before 1955: the spline of Stephenson, Morrison & Hohenkerk (2016, Proc. R. Soc. A 472),
///   adjusted from their tidal acceleration (−25.85″/cy²) to DE431's (−25.80″/cy²), blended over the
///   1000 days before 1955-01-01 into the table below.
/// - 1955 to 2028: yearly values of the Astronomical Almanac (K8–K9) and IERS, as tabulated by
///   Swiss Ephemeris 2.10 (2024–2028 are its own extrapolation), with fourth-order Bessel interpolation.
/// - After 2028: Swiss Ephemeris' cubic from Stephenson et al. (2016),
///   ΔT = 64 + 521/3000·B + B²/1250 + 121/3e7·B³ (B = year − 2000), with a linear term that joins
///   it to the table's last value over 100 years; a parabola after 2500.
public enum DeltaT {
    /// ΔT in seconds at the Julian day `jd` (UT).
    public static func seconds(ut jd: Double) -> Double {
        if jd < 2_435_108.5 {  // 1955-01-01
            var dt = stephenson2016(jd)
            if jd >= 2_434_108.5 { dt += (1 - (2_435_108.5 - jd) / 1000) * 0.6610218 }
            return dt
        }
        return almanac(jd)
    }

    /// ΔT in days at the Julian day `jd` (UT).
    @inlinable public static func days(ut jd: Double) -> Double { seconds(ut: jd) / 86_400 }

    static func stephenson2016(_ jd: Double) -> Double {
        let year = 2000 + (jd - JulianDay.j2000) / 365.2425
        var dt: Double
        if let row = spline2016.first(where: { jd >= $0[0] && jd < $0[1] }) {
            let t = (jd - row[0]) / (row[1] - row[0])
            dt = row[2] + t * (row[3] + t * (row[4] + t * row[5]))
        } else {
            let t = (year - 1825) / 100
            dt = -320 + 32.5 * t * t + (jd < spline2016[0][0] ? -179.7337208 : 269.4790417)
        }
        // Tidal-acceleration adjustment (AA K8): −0.000091·(ṅ − ṅ₀)·(Y − 1955)².
        let b = year - 1955
        return dt - 0.000091 * (-25.80 - -25.85) * b * b
    }

    static func almanac(_ jd: Double) -> Double {
        let year = 2000 + (jd - 2_451_544.5) / 365.25
        let tabEnd = Double(tableStart + table.count - 1)
        if year <= tabEnd { return besselInterpolated(year) }
        let last = table[table.count - 1]
        var ans: Double
        var joined = 0.0
        if year < 2500 {
            func cubic(_ b: Double) -> Double { b * b * b * 121 / 30_000_000 + b * b / 1250 + b * 521 / 3000 + 64 }
            ans = cubic(year - 2000)
            joined = cubic(tabEnd - 2000)
        } else {
            let b = 0.01 * (year - 2000)
            ans = b * b * 32.5 + 42.5
        }
        if year <= tabEnd + 100 { ans += (joined - last) * (year - (tabEnd + 100)) * 0.01 }
        return ans
    }

    /// Bessel's interpolation to fourth differences over the yearly table (Meeus, Astronomical
    /// Algorithms, ch. 3), with unit step 365.25 days as Swiss Ephemeris uses.
    static func besselInterpolated(_ year: Double) -> Double {
        let n = table.count
        let fy = year.rounded(.down)
        let iy = Int(fy) - tableStart
        var ans = table[iy]
        guard iy + 1 < n else { return ans }
        let p = year - fy
        ans += p * (table[iy + 1] - table[iy])
        guard iy - 1 >= 0, iy + 2 < n else { return ans }
        func first(_ k: Int) -> Double { (k < 0 || k + 1 >= n) ? 0 : table[k + 1] - table[k] }
        // Differences around the interval, as in Swiss Ephemeris' deltat_aa.
        let d1 = (first(iy - 2), first(iy - 1), first(iy), first(iy + 1), first(iy + 2))
        let d2 = (d1.1 - d1.0, d1.2 - d1.1, d1.3 - d1.2, d1.4 - d1.3)
        var b = 0.25 * p * (p - 1)
        ans += b * (d2.1 + d2.2)
        let d3 = (d2.1 - d2.0, d2.2 - d2.1, d2.3 - d2.2)
        b = 2 * b / 3
        ans += (p - 0.5) * b * d3.1
        guard iy - 2 >= 0, iy + 3 <= n else { return ans }
        let d4 = (d3.1 - d3.0, d3.2 - d3.1)
        b = 0.125 * b * (p + 1) * (p - 2)
        ans += b * (d4.0 + d4.1)
        return ans
    }
}
