import Foundation

/// Conversions between `Date` and Julian days; the engine works in Julian days internally.
public enum JulianDay {
    /// Julian day of the Unix epoch, 1970-01-01 00:00 UT.
    public static let unixEpoch = 2_440_587.5
    /// The epoch J2000.0, 2000-01-01 12:00 TT.
    public static let j2000 = 2_451_545.0

    /// The Julian day (UT) of an instant.
    @inlinable public static func ut(_ date: Date) -> Double {
        date.timeIntervalSince1970 / 86_400 + unixEpoch
    }

    /// The instant of a Julian day (UT).
    @inlinable public static func date(ut jd: Double) -> Date {
        Date(timeIntervalSince1970: (jd - unixEpoch) * 86_400)
    }

    /// Terrestrial Time of an instant, as a Julian day, using Swiss Ephemeris' ΔT model.
    @inlinable public static func tt(_ date: Date) -> Double {
        let jd = ut(date)
        return jd + DeltaT.days(ut: jd)
    }
}
