import Foundation

/// How the horizon crossing of a body is defined.
public enum RiseSetConvention: String, Sendable, Hashable, Codable, CaseIterable {
    /// Upper limb on the horizon with standard refraction (almanacs, Drik Panchang's published times).
    case standard
    /// Centre of the disc on the horizon, no refraction ("Hindu sunrise").
    case hindu
}

/// A crossing of the horizon.
public enum HorizonCrossing: String, Sendable, Hashable, Codable {
    case rise, set
}

/// Rising and setting of the Sun and Moon for one observer (Meeus, Astronomical Algorithms,
/// 2nd ed., ch. 15, iterated on the hour angle until the instant moves less than 0.01 s).
///
/// Positions are topocentric (WGS 84, sea level) and the horizon is geometric; Swiss
/// Ephemeris' conventions are reproduced: upper limb at zero apparent altitude with 36.739′ of
/// refraction (its refraction at the horizon for 1013.25 hPa and 0 °C) for `.standard`, centre at
/// zero true altitude for `.hindu`. Observer elevation is not used.
public struct RiseSetFinder: Sendable {
    /// Refraction at the horizon, radians.
    static let refraction = 36.739 / 60 * Angle.degree
    static let earthRadius = 6378.137
    @inline(__always) static func radius(_ body: Body) -> Double { body == .sun ? 696_000 : 1737.4 }

    /// The positions used.
    public let ephemeris: Ephemeris
    let sinLat: Double, cosLat: Double, longitude: Double
    /// Observer's geocentric ρ·sin φ′ and ρ·cos φ′ in km (WGS 84 ellipsoid, sea level;
    /// Meeus ch. 11).
    let rhoSin: Double, rhoCos: Double

    /// A finder for an observer at `latitude`, `longitude` (degrees, east positive).
    public init(ephemeris: Ephemeris, latitude: Double, longitude: Double) {
        self.ephemeris = ephemeris
        sinLat = sin(latitude * Angle.degree)
        cosLat = cos(latitude * Angle.degree)
        self.longitude = longitude * Angle.degree
        let flattening = 1 / 298.257223563
        let u = atan((1 - flattening) * tan(latitude * Angle.degree))
        rhoSin = (1 - flattening) * sin(u) * RiseSetFinder.earthRadius
        rhoCos = cos(u) * RiseSetFinder.earthRadius
    }

    /// The first crossing in the window [start, end) of UT Julian days, or nil when there is none
    /// (polar day or night, or a Moon that rises or sets on neighbouring days only).
    ///
    /// `nutation`, when given, is used for the whole window instead of being evaluated per
    /// crossing (its fastest term moves sidereal time by under 0.01 s in two days). `hint`, an
    /// estimate of the crossing (e.g. the previous day's plus a day), saves iterations.
    public func crossing(
        _ kind: HorizonCrossing, of body: Body, convention: RiseSetConvention,
        from start: Double, to end: Double, nutation: Nutation? = nil, near hint: Double? = nil
    ) -> Double? {
        let period = body == .sun ? 1.0 : 1.0351
        let guess = hint.map { min(max($0, start), end) } ?? (start + end) / 2
        guard let t = solve(kind, body, convention, near: guess, nutation: nutation) else {
            return scan(kind, body, convention, from: start, to: end, nutation: nutation)
        }
        var candidates = [t]
        if t >= end {
            if let u = solve(kind, body, convention, near: t - period, nutation: nutation) { candidates.append(u) }
        } else if t < start {
            if let u = solve(kind, body, convention, near: t + period, nutation: nutation) { candidates.append(u) }
        } else if t - period > start - 0.25 {
            // A window longer than the body's day (a 25-hour civil day) may hold two crossings.
            if let u = solve(kind, body, convention, near: t - period, nutation: nutation) { candidates.append(u) }
        }
        if let first = candidates.filter({ $0 >= start && $0 < end }).min() { return first }
        // Near the polar circles a body can graze the horizon between hour-angle solutions.
        return abs(sinLat) > 0.85 ? scan(kind, body, convention, from: start, to: end, nutation: nutation) : nil
    }

    /// Altitude of the body's reference point above its target altitude, radians, at UT `t`.
    @inline(__always)
    func altitudeAboveTarget(
        _ body: Body, _ convention: RiseSetConvention, ut t: Double, frame: Matrix3,
        nutation: Nutation, obliquity: Double
    ) -> Double {
        let tt = t + DeltaT.days(ut: t)
        let lst = SiderealTime.apparent(ut: t, tt: tt, nutation: nutation, obliquity: obliquity) + longitude
        let p = place(body, tt: tt, lst: lst, frame: frame)
        let h = asin(sinLat * sin(p.dec) + cosLat * cos(p.dec) * cos(lst - p.ra))
        return h - targetAltitude(body, convention, distance: p.distance)
    }

    /// Topocentric altitude of the centre at which the crossing happens, radians.
    @inline(__always)
    func targetAltitude(_ body: Body, _ convention: RiseSetConvention, distance: Double) -> Double {
        switch convention {
        case .standard: return -RiseSetFinder.refraction - asin(RiseSetFinder.radius(body) / distance)
        case .hindu: return 0
        }
    }

    /// Brute-force search: altitude sampled every 20 minutes, the first sign change of the right
    /// direction refined by bisection to 0.01 s. Used only where the hour-angle iteration fails.
    func scan(
        _ kind: HorizonCrossing, _ body: Body, _ convention: RiseSetConvention, from start: Double, to end: Double,
        nutation given: Nutation? = nil
    ) -> Double? {
        guard Ephemeris.supported.contains(start + DeltaT.days(ut: start)),
            Ephemeris.supported.contains(end + DeltaT.days(ut: end))
        else { return nil }
        let mid = (start + end) / 2
        let ttMid = mid + DeltaT.days(ut: mid)
        let nutation = given ?? Nutation(tt: ttMid)
        let precession = Precession(tt: ttMid)
        let frame = trueEquatorMatrix(precession, nutation)
        // Skip days on which the body stays well clear of the horizon: its altitude is bounded
        // by the meridian altitudes for the day's declination (with a margin for its motion).
        let dec = place(body, tt: ttMid, lst: 0, frame: frame).dec
        let lat = asin(sinLat)
        let margin = (body == .sun ? 1.0 : 9.0) * Angle.degree
        let highest = .pi / 2 - abs(lat - dec)
        let lowest = -.pi / 2 + abs(lat + dec)
        if highest < -margin || lowest > margin { return nil }
        func f(_ t: Double) -> Double {
            altitudeAboveTarget(
                body, convention, ut: t, frame: frame, nutation: nutation, obliquity: precession.obliquity)
        }
        let step = 1.0 / 72
        var a = start
        var fa = f(a)
        while a < end {
            let b = min(a + step, end)
            let fb = f(b)
            if (kind == .rise && fa < 0 && fb >= 0) || (kind == .set && fa >= 0 && fb < 0) {
                var (lo, hi, flo) = (a, b, fa)
                while hi - lo > 1e-7 {
                    let mid = (lo + hi) / 2
                    let fm = f(mid)
                    if (fm < 0) == (flo < 0) {
                        lo = mid
                        flo = fm
                    } else {
                        hi = mid
                    }
                }
                return (lo + hi) / 2
            }
            a = b
            fa = fb
        }
        return nil
    }

    /// The matrix from ICRS to the true equator and equinox of date.
    @inline(__always)
    func trueEquatorMatrix(_ precession: Precession, _ nutation: Nutation) -> Matrix3 {
        Matrix3.rx(-(precession.obliquity + nutation.obliquity)) * Matrix3.rz(-nutation.longitude)
            * precession.eclipticMatrix
    }

    /// Topocentric right ascension, declination (radians, true equator of date) and distance (km)
    /// for local apparent sidereal time `lst`; `frame` from `trueEquatorMatrix`.
    @inline(__always)
    func place(_ body: Body, tt: Double, lst: Double, frame: Matrix3) -> (ra: Double, dec: Double, distance: Double) {
        var q = frame * ephemeris.apparentVector(body, tt: tt).position
        q = q - Vector3(rhoCos * cos(lst), rhoCos * sin(lst), rhoSin)
        return (atan2(q.y, q.x), asin(q.z / q.length), q.length)
    }

    /// Iterates from `guess` (UT JD) to the nearest crossing; nil when the body stays above or
    /// below the target altitude.
    func solve(
        _ kind: HorizonCrossing, _ body: Body, _ convention: RiseSetConvention, near guess: Double,
        nutation given: Nutation? = nil
    ) -> Double? {
        var t = guess
        var tt = t + DeltaT.days(ut: t)
        guard Ephemeris.supported.contains(tt) else { return nil }
        let nutation = given ?? Nutation(tt: tt)
        // Precession moves the frame by 0.03″ in the hours the iteration spans: one frame will do.
        let precession = Precession(tt: tt)
        let frame = trueEquatorMatrix(precession, nutation)
        let dt = tt - t
        let rate = body == .sun ? 2 * Double.pi : 2 * Double.pi * 0.9661
        for _ in 0..<12 {
            tt = t + dt
            let lst =
                SiderealTime.apparent(ut: t, tt: tt, nutation: nutation, obliquity: precession.obliquity) + longitude
            let p = place(body, tt: tt, lst: lst, frame: frame)
            let h0 = targetAltitude(body, convention, distance: p.distance)
            let cosH0 = (sin(h0) - sinLat * sin(p.dec)) / (cosLat * cos(p.dec))
            guard abs(cosH0) <= 1 else { return nil }
            let target = kind == .rise ? -acos(cosH0) : acos(cosH0)
            let hourAngle = lst - p.ra
            var delta = (target - hourAngle).truncatingRemainder(dividingBy: 2 * .pi)
            if delta > .pi { delta -= 2 * .pi } else if delta < -.pi { delta += 2 * .pi }
            t += delta / rate
            // Each step shrinks the error 30- to 300-fold: after one under 2e-6 day (0.17 s), under 5 ms remain.
            if abs(delta / rate) < 2e-6 { return t }
        }
        return nil
    }
}
