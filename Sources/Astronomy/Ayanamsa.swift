import Foundation

/// A sidereal zodiac: the ayanamsa is the longitude of its origin from the equinox.
public enum Ayanamsa: String, Sendable, Hashable, Codable, CaseIterable {
    /// Lahiri (Chitrapaksha), as Swiss Ephemeris 2.10 applies SE_SIDM_LAHIRI: 23°15′00.658″
    /// − 0.004658035° at JD 2435553.5 (1956-03-21), carried along by precession.
    case lahiri

    /// Mean ayanamsa at `tt`, degrees (no nutation).
    ///
    /// Swiss Ephemeris' method (sweph.c, `swi_get_ayanamsa_ex`): take the equinox of date, precess
    /// it to the epoch t0, read its longitude on the ecliptic of t0, and subtract that from the
    /// ayanamsa at t0. Precession here is IAU 2006; Swiss Ephemeris uses Vondrák (2011), within
    /// 1.5 mas of it over 1800–2200. The constant 0.1304082″ is Swiss Ephemeris' correction for the
    /// epoch value having been defined with IAU 1976 precession (the difference of the two models'
    /// longitude of the J2000 equinox on the ecliptic of t0).
    public func meanDegrees(tt: Double) -> Double {
        let equinox = Precession(tt: tt).icrs(fromMeanEcliptic: Vector3(1, 0, 0))
        let atEpoch = Ayanamsa.epochPrecession.meanEcliptic(equinox)
        return Ayanamsa.lahiriAtEpoch - atEpoch.spherical.lon / Angle.degree
            + (atEpoch.spherical.lon > .pi ? 360 : 0) + 0.1304082 / 3600
    }

    /// True ayanamsa at `tt` (mean ayanamsa plus nutation in longitude), degrees; the value Swiss
    /// Ephemeris subtracts from apparent tropical longitudes under SEFLG_SIDEREAL.
    public func trueDegrees(tt: Double) -> Double {
        meanDegrees(tt: tt) + Nutation(tt: tt).longitude / Angle.degree
    }

    static let epoch = 2_435_553.5
    static let lahiriAtEpoch = 23.250182778 - 0.004658035
    static let epochPrecession = Precession(tt: epoch)
}
