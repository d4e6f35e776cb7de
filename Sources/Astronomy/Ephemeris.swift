import Foundation

/// Apparent geocentric Sun and Moon: light time, annual aberration, IAU 2006 precession with
/// frame bias, IAU 2000B nutation (IERS Conventions 2010, ch. 5–7; Urban & Seidelmann,
/// Explanatory Supplement 3rd ed., ch. 7).
public struct Ephemeris: Sendable {
    /// Speed of light, km/day.
    static let c = 299_792.458 * 86_400

    /// The DE440 fit used inside 1800–2199.
    public let tables: ChebyshevEphemeris

    /// An ephemeris over the given tables.
    public init(tables: ChebyshevEphemeris) {
        self.tables = tables
    }

    /// The ephemeris over the bundled DE440 tables.
    public static func bundled() throws(AstronomyError) -> Ephemeris {
        Ephemeris(tables: try .bundled())
    }

    /// The Julian days (TT) the engine serves: years 1000–2999, with 40 days' margin either side
    /// for work that looks past a range's ends. Inside 1800–2199 positions come from the DE440
    /// fit; outside, from the analytical fallback (`AnalyticalTheory`).
    public static let supported: ClosedRange<Double> = (2_086_302.5 - 40)...(2_816_787.5 + 40)

    /// Throws unless `tt` is within `Ephemeris.supported`.
    public func check(tt: Double) throws(AstronomyError) {
        guard Ephemeris.supported.contains(tt) else { throw .outOfRange(julianDay: tt, covered: Ephemeris.supported) }
    }

    /// Whether `tt` is inside the DE440 fit (and so accurate to hundredths of an arcsecond).
    @inline(__always) public func isFitted(tt: Double) -> Bool { tables.covered.contains(tt) }

    /// Apparent place of `body` at `date`.
    public func apparent(_ body: Body, at date: Date, ayanamsa: Ayanamsa = .lahiri) throws(AstronomyError)
        -> ApparentPosition
    {
        let ut = JulianDay.ut(date)
        return try apparent(body, tt: ut + DeltaT.days(ut: ut), ayanamsa: ayanamsa)
    }

    /// Apparent place of `body` at Terrestrial Time `tt` (Julian day).
    public func apparent(_ body: Body, tt: Double, ayanamsa: Ayanamsa = .lahiri) throws(AstronomyError)
        -> ApparentPosition
    {
        try check(tt: tt)
        let prec = Precession(tt: tt)
        let nut = Nutation(tt: tt)
        let e = prec.meanEcliptic(apparentVector(body, tt: tt).position)
        let ecl = e.rotatedZ(-nut.longitude).spherical
        let eq = e.rotatedZ(-nut.longitude).rotatedX(-(prec.obliquity + nut.obliquity)).spherical
        let mean = e.spherical
        let sidereal = Angle.normalizedDegrees(mean.lon / Angle.degree - ayanamsa.meanDegrees(tt: tt))
        return ApparentPosition(
            longitude: ecl.lon / Angle.degree, latitude: ecl.lat / Angle.degree,
            rightAscension: eq.lon / Angle.degree, declination: eq.lat / Angle.degree,
            distance: e.length, siderealLongitude: sidereal)
    }

    /// Apparent geocentric vector (km) and its rate (km/day), ICRF axes, unchecked.
    @inline(__always)
    func apparentVector(_ body: Body, tt: Double) -> (position: Vector3, velocity: Vector3) {
        guard isFitted(tt: tt) else {
            let precession = Precession(tt: tt)
            let s = AnalyticalTheory.eclipticState(body, tt: tt)
            return (precession.icrs(fromMeanEcliptic: s.position), precession.icrs(fromMeanEcliptic: s.velocity))
        }
        let sun = tables.sunState(tt: tt)
        // The Earth's velocity about the Sun stands in for its barycentric velocity (13 m/s apart:
        // under 0.01″ of aberration).
        let vEarth = sun.velocity * -1
        var p: Vector3
        let v: Vector3
        switch body {
        case .sun:
            p = sun.position
            v = sun.velocity
        case .moon:
            let moon = tables.moonState(tt: tt)
            let tau = moon.position.length / Ephemeris.c
            // Light time: the Moon where it was, seen from where the Earth is now.
            p = moon.position - moon.velocity * tau - vEarth * tau
            v = moon.velocity
        }
        p = aberrated(p, vEarth)
        return (p, v)
    }

    /// Longitude and latitude (radians) on the mean ecliptic and equinox of date, distance (km)
    /// and the longitude rate (radians/day) of `body` at `tt`. Sidereal longitudes are this
    /// longitude minus the mean ayanamsa: the nutation in the true ayanamsa cancels exactly.
    ///
    /// The fast path for panchang work: it does not check the range (call `check(tt:)` once for
    /// the interval) and it does not evaluate nutation.
    @inline(__always)
    public func meanEclipticPlace(_ body: Body, tt: Double) -> EclipticPlace {
        let places = meanEclipticPlaces(tt: tt, moon: body == .moon)
        return body == .sun ? places.sun : places.moon
    }

    /// The Sun and (when `moon` is true) the Moon on the mean ecliptic of date at `tt`, sharing one
    /// evaluation of the Sun and of precession; unchecked like `meanEclipticPlace(_:tt:)`.
    @inline(__always)
    public func meanEclipticPlaces(tt: Double, moon: Bool = true) -> (sun: EclipticPlace, moon: EclipticPlace) {
        guard isFitted(tt: tt) else {
            let s = AnalyticalTheory.eclipticState(.sun, tt: tt)
            let sun = place(s.position, s.velocity, .identity)
            guard moon else { return (sun, sun) }
            let m = AnalyticalTheory.eclipticState(.moon, tt: tt)
            return (sun, place(m.position, m.velocity, .identity))
        }
        let m = Precession(tt: tt).eclipticMatrix
        let sun = tables.sunState(tt: tt)
        let vEarth = sun.velocity * -1
        let s = place(aberrated(sun.position, vEarth), sun.velocity, m)
        guard moon else { return (s, s) }
        let state = tables.moonState(tt: tt)
        let tau = state.position.length / Ephemeris.c
        let p = aberrated(state.position - state.velocity * tau - vEarth * tau, vEarth)
        return (s, place(p, state.velocity, m))
    }

    @inline(__always)
    func place(_ position: Vector3, _ velocity: Vector3, _ m: Matrix3) -> EclipticPlace {
        let p = m * position
        let v = m * velocity
        let rxy = p.x * p.x + p.y * p.y
        var lon = atan2(p.y, p.x)
        if lon < 0 { lon += 2 * .pi }
        return EclipticPlace(
            longitude: lon, latitude: atan2(p.z, rxy.squareRoot()), distance: p.length,
            rate: (p.x * v.y - p.y * v.x) / rxy)
    }

    /// Annual aberration, special-relativistic form (SOFA `ab` without light deflection).
    @inline(__always)
    func aberrated(_ p: Vector3, _ vEarth: Vector3) -> Vector3 {
        let r = p.length
        let u = p * (1 / r)
        let beta = vEarth * (1 / Ephemeris.c)
        let pdv = u.dot(beta)
        let bm1 = (1 - beta.dot(beta)).squareRoot()
        let q = u * bm1 + beta * (1 + pdv / (1 + bm1))
        return q * (r / q.length)
    }
}

/// A place on the mean ecliptic and equinox of date.
public struct EclipticPlace: Sendable, Equatable {
    /// Longitude, radians 0…2π.
    public let longitude: Double
    /// Latitude, radians.
    public let latitude: Double
    /// Distance, km.
    public let distance: Double
    /// Rate of the longitude, radians per day.
    public let rate: Double
}
