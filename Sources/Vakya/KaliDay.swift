import Foundation

/// The Kali-day count (ahargaṇa): whole days since the Kali epoch, Friday 18 February 3102 BCE
/// (Julian), JD 588465.5 (Sewell & Dikshit, *The Indian Calendar*, 1896; Vakyakarana).
public enum KaliDay {
    /// Julian Day of the Kali epoch, 0 h UT.
    public static let epochJulianDay = 588_465.5
    /// Julian Day of 1970-01-01 0 h UT.
    static let unixEpochJulianDay = 2_440_587.5

    /// The Julian Day of an instant.
    public static func julianDay(_ instant: Date) -> Double {
        instant.timeIntervalSince1970 / 86_400 + unixEpochJulianDay
    }

    /// The instant of a Julian Day.
    public static func instant(julianDay jd: Double) -> Date {
        Date(timeIntervalSince1970: (jd - unixEpochJulianDay) * 86_400)
    }

    /// Days (with fraction) since the Kali epoch, counted from `offset` seconds after JD 588465.5.
    public static func elapsed(at instant: Date, offset: TimeInterval = 0) -> Double {
        julianDay(instant) - epochJulianDay - offset / 86_400
    }
}
