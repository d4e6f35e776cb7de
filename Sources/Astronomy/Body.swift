/// The two bodies the engine follows.
public enum Body: String, Sendable, Hashable, Codable, CaseIterable {
    case sun, moon
}

/// Apparent geocentric place of a body at one instant.
public struct ApparentPosition: Sendable, Equatable {
    /// Ecliptic longitude, true equinox of date, degrees 0…360.
    public let longitude: Double
    /// Ecliptic latitude, degrees.
    public let latitude: Double
    /// Right ascension, true equator and equinox of date, degrees 0…360.
    public let rightAscension: Double
    /// Declination, degrees.
    public let declination: Double
    /// Geocentric distance, km.
    public let distance: Double
    /// Sidereal longitude (tropical longitude minus the true ayanamsa), degrees 0…360.
    public let siderealLongitude: Double
}
