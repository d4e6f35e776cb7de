import Astronomy
import Foundation

/// Finds the instants at which the angles behind the angas cross their boundaries.
///
/// Each angle is a function of Terrestrial Time built from mean-ecliptic-of-date longitudes
/// (calendar-rules.md §2): elongation λ☾ − λ☉ (tithi, karana, new and full moon), sidereal Moon
/// (nakshatra), sidereal Sun + Moon (yoga) and sidereal Sun (sankranti). Crossings are solved by
/// Newton's method with the analytic rate, starting from a linear extrapolation, to under 1 ms.
struct LunarClock: Sendable {
    enum Angle: Sendable {
        case elongation, siderealMoon, siderealSum, siderealSun
    }

    let ephemeris: Ephemeris
    let ayanamsa: Ayanamsa

    /// Mean ayanamsa, degrees, as a straight line over a window (precession's curvature is
    /// 1.1″/century²: under 0.0001″ over a year).
    struct AyanamsaLine {
        let t0: Double, a0: Double, rate: Double
        @inline(__always) func at(_ tt: Double) -> Double { a0 + rate * (tt - t0) }
    }

    func ayanamsaLine(from t0: Double, to t1: Double) -> AyanamsaLine {
        let a0 = ayanamsa.meanDegrees(tt: t0)
        let a1 = ayanamsa.meanDegrees(tt: t1)
        return AyanamsaLine(t0: t0, a0: a0, rate: t1 > t0 ? (a1 - a0) / (t1 - t0) : 0)
    }

    /// The angle (degrees, 0…360) and its rate (degrees/day) at `tt`.
    @inline(__always)
    func value(_ angle: Angle, tt: Double, ayanamsa line: AyanamsaLine) -> (value: Double, rate: Double) {
        let deg = 180 / Double.pi
        switch angle {
        case .siderealSun:
            let s = ephemeris.meanEclipticPlaces(tt: tt, moon: false).sun
            return (normalized(s.longitude * deg - line.at(tt)), s.rate * deg)
        case .siderealMoon:
            let m = ephemeris.meanEclipticPlaces(tt: tt).moon
            return (normalized(m.longitude * deg - line.at(tt)), m.rate * deg)
        case .elongation:
            let (s, m) = ephemeris.meanEclipticPlaces(tt: tt)
            return (normalized((m.longitude - s.longitude) * deg), (m.rate - s.rate) * deg)
        case .siderealSum:
            let (s, m) = ephemeris.meanEclipticPlaces(tt: tt)
            return (normalized((m.longitude + s.longitude) * deg - 2 * line.at(tt)), (m.rate + s.rate) * deg)
        }
    }

    @inline(__always) func normalized(_ x: Double) -> Double {
        let y = x.truncatingRemainder(dividingBy: 360)
        return y < 0 ? y + 360 : y
    }

    /// Every crossing of a multiple of `step` degrees in [t0, t1] (TT Julian days), in order, with
    /// the 0-based number of the segment that begins there; plus the segment in force at t0.
    func crossings(_ angle: Angle, step: Double, from t0: Double, to t1: Double)
        -> (initial: Int, crossings: [(segment: Int, tt: Double)])
    {
        let segments = Int((360 / step).rounded())
        let line = ayanamsaLine(from: t0, to: t1)
        var (v, rate) = value(angle, tt: t0, ayanamsa: line)
        var segment = min(Int(v / step), segments - 1)
        let initial = segment
        var t = t0
        var found: [(Int, Double)] = []
        found.reserveCapacity(Int((t1 - t0) * 2.2 * 360 / step / 12) + 4)
        while true {
            let next = (segment + 1) % segments
            let target = Double(next) * step
            var gap = target - v
            if gap <= 0 { gap += 360 }
            var x = t + gap / rate
            if x > t1 + 2 { break }
            for _ in 0..<8 {
                let (vx, rx) = value(angle, tt: x, ayanamsa: line)
                var d = (vx - target).truncatingRemainder(dividingBy: 360)
                if d > 180 { d -= 360 } else if d < -180 { d += 360 }
                let dx = d / rx
                x -= dx
                rate = rx
                // Newton converges quadratically: after a step under 1e-3 day (86 s) the error left is
                // about 1e-8 day.
                if abs(dx) < 1e-3 { break }
            }
            if x > t1 { break }
            found.append((next, x))
            segment = next
            t = x
            v = target
        }
        return (initial, found)
    }
}
