import Astronomy

/// The conventions a panchang is computed under, with the defaults documented in
/// docs/engine.md: standard sunrise (upper limb, refraction — the times Drik Panchang publishes,
/// calendar-rules.md §1.3) and the Lahiri ayanamsa as Swiss Ephemeris applies it.
public struct PanchangConventions: Sendable, Hashable, Codable {
    /// The sunrise that starts the day (and the sunset that splits it).
    public var sunrise: RiseSetConvention
    /// The sidereal zodiac for nakshatra, yoga and sankranti.
    public var ayanamsa: Ayanamsa

    /// Conventions with the documented defaults unless given.
    public init(sunrise: RiseSetConvention = .standard, ayanamsa: Ayanamsa = .lahiri) {
        self.sunrise = sunrise
        self.ayanamsa = ayanamsa
    }
}
