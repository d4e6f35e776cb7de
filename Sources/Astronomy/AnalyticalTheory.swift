import Foundation

/// The analytical fallback used outside the years of the DE440 fit (1800–2199): VSOP87D for the
/// Sun (truncated at 1e-7 rad; Meeus, Astronomical Algorithms 2nd ed., ch. 25 and 32) and
/// Meeus' ELP-2000/82 truncation for the Moon (ch. 47, about 10″). Good to a few seconds of
/// arc for the Sun and about 10″ for the Moon near the fitted years, degrading slowly away from
/// them — minutes, not seconds, on anga instants.
enum AnalyticalTheory {
    /// Apparent geocentric Sun on the mean ecliptic and equinox of date: longitude, latitude
    /// (radians) and distance (km), at `tt`.
    static func sun(tt: Double) -> (lon: Double, lat: Double, distance: Double) {
        let tau = (tt - JulianDay.j2000) / 365_250
        func sum(_ table: [[(Double, Double, Double)]]) -> Double {
            var total = 0.0
            var power = 1.0
            for terms in table {
                var s = 0.0
                for (a, b, c) in terms { s += a * cos(b + c * tau) }
                total += s * power
                power *= tau
            }
            return total * 1e-8
        }
        let l = sum(earthL)
        let b = sum(earthB)
        let r = sum(earthR)
        var lon = l + .pi
        var lat = -b
        // Conversion to the FK5 frame (Meeus 32.3) and annual aberration (Meeus 25.10).
        let t = tau * 10
        let lp = lon - (1.397 * t + 0.00031 * t * t) * Angle.degree
        lon += (-0.09033 - 20.4898 / r) * Angle.arcsecond
        lat += 0.03916 * (cos(lp) - sin(lp)) * Angle.arcsecond
        return (lon, lat, r * 149_597_870.7)
    }

    /// Geocentric Moon on the mean ecliptic and equinox of date (Meeus ch. 47): longitude,
    /// latitude (radians) and distance (km), at `tt`.
    static func moon(tt: Double) -> (lon: Double, lat: Double, distance: Double) {
        let t = (tt - JulianDay.j2000) / 36_525
        let deg = Angle.degree
        let lp = (218.3164477 + (481267.88123421 + (-0.0015786 + (1 / 538841 - t / 65_194_000) * t) * t) * t) * deg
        let d = (297.8501921 + (445267.1114034 + (-0.0018819 + (1 / 545868 - t / 113_065_000) * t) * t) * t) * deg
        let m = (357.5291092 + (35999.0502909 + (-0.0001536 + t / 24_490_000) * t) * t) * deg
        let mp = (134.9633964 + (477198.8675055 + (0.0087414 + (1 / 69699.9 + t / 14_712_000) * t) * t) * t) * deg
        let f = (93.2720950 + (483202.0175233 + (-0.0036539 + (-1 / 3_526_000 + t / 863_310_000) * t) * t) * t) * deg
        let a1 = (119.75 + 131.849 * t) * deg
        let a2 = (53.09 + 479264.290 * t) * deg
        let a3 = (313.45 + 481266.484 * t) * deg
        let e = 1 + (-0.002516 - 0.0000074 * t) * t
        func eccentricity(_ k: Int8) -> Double { k == 0 ? 1 : (abs(k) == 1 ? e : e * e) }
        var sl = 0.0
        var sr = 0.0
        var sb = 0.0
        for (cd, cm, cmp, cf, l, r) in moonLR {
            let arg = Double(cd) * d + Double(cm) * m + Double(cmp) * mp + Double(cf) * f
            sl += l * eccentricity(cm) * sin(arg)
            sr += r * eccentricity(cm) * cos(arg)
        }
        for (cd, cm, cmp, cf, b) in moonB {
            sb += b * eccentricity(cm) * sin(Double(cd) * d + Double(cm) * m + Double(cmp) * mp + Double(cf) * f)
        }
        sl += 3958 * sin(a1) + 1962 * sin(lp - f) + 318 * sin(a2)
        sb +=
            -2235 * sin(lp) + 382 * sin(a3) + 175 * sin(a1 - f) + 175 * sin(a1 + f) + 127 * sin(lp - mp) - 115
            * sin(lp + mp)
        return (lp + sl * 1e-6 * deg, sb * 1e-6 * deg, 385000.56 + sr / 1000)
    }

    /// The place of `body` as a vector on the mean ecliptic of date (km) and its rate (km/day,
    /// from a central difference over ±0.01 day).
    static func eclipticState(_ body: Body, tt: Double) -> (position: Vector3, velocity: Vector3) {
        func vector(_ tt: Double) -> Vector3 {
            let p = body == .sun ? sun(tt: tt) : moon(tt: tt)
            return Vector3(cos(p.lat) * cos(p.lon), cos(p.lat) * sin(p.lon), sin(p.lat)) * p.distance
        }
        let h = 0.01
        return (vector(tt), (vector(tt + h) - vector(tt - h)) * (1 / (2 * h)))
    }
}
