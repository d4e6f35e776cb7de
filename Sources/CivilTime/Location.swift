import Foundation

/// A place on Earth with the time zone its people keep.
public struct Location: Sendable, Hashable, Codable {
    /// Degrees north, −90…90.
    public let latitude: Double
    /// Degrees east, −180…180.
    public let longitude: Double
    /// Metres above sea level.
    public let elevation: Double
    /// The IANA time-zone identifier, e.g. `Asia/Kolkata`.
    public let timeZoneIdentifier: String

    /// Creates a validated location; throws for out-of-range coordinates or an unknown zone.
    public init(
        latitude: Double, longitude: Double, elevation: Double = 0, timeZoneIdentifier: String
    ) throws(CivilTimeError) {
        guard latitude.isFinite, (-90...90).contains(latitude) else {
            throw .invalidLatitude(latitude)
        }
        guard longitude.isFinite, (-180...180).contains(longitude) else {
            throw .invalidLongitude(longitude)
        }
        guard elevation.isFinite, (-500...9000).contains(elevation) else {
            throw .invalidElevation(elevation)
        }
        guard TimeZone(identifier: timeZoneIdentifier) != nil else {
            throw .unknownTimeZone(timeZoneIdentifier)
        }
        self.latitude = latitude
        self.longitude = longitude
        self.elevation = elevation
        self.timeZoneIdentifier = timeZoneIdentifier
    }

    /// The location's time zone.
    public var timeZone: TimeZone {
        // Validated at init, so the identifier is known.
        TimeZone(identifier: timeZoneIdentifier)!
    }
}
