import CivilTime

/// A city of the catalog: where it is, how many live there, and the time zone they keep.
public struct Place: Sendable, Hashable, Codable, Identifiable {
    /// The GeoNames id: stable across catalog updates, so a saved city can be found again.
    public let id: Int
    /// The name in its usual local Latin form, e.g. `Tiruchirappalli`, `São Paulo`.
    public let name: String
    /// The name in plain ASCII, e.g. `Sao Paulo`.
    public let asciiName: String
    /// ISO 3166-1 alpha-2 country code, e.g. `IN`.
    public let countryCode: String
    /// The country's English name, e.g. `India`.
    public let countryName: String
    /// The first-level region (state, province), e.g. `Tamil Nadu`; nil where GeoNames has none.
    public let region: String?
    /// Degrees north.
    public let latitude: Double
    /// Degrees east.
    public let longitude: Double
    /// Inhabitants, as GeoNames counts them.
    public let population: Int
    /// The IANA time zone the city keeps, e.g. `Asia/Kolkata`.
    public let timeZoneIdentifier: String

    /// "Chennai, Tamil Nadu, IN": name, region when known, and country code.
    public var label: String {
        ([name, region].compactMap { $0 } + [countryCode]).joined(separator: ", ")
    }

    /// The city as a `Location` for the engines, at sea level.
    ///
    /// Throws only if the host's time-zone database lacks the city's zone.
    public func location() throws(CivilTimeError) -> Location {
        try Location(latitude: latitude, longitude: longitude, timeZoneIdentifier: timeZoneIdentifier)
    }
}
