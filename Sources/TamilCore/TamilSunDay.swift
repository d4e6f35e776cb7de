import Astronomy
import CivilTime
import Foundation
import Panchang

/// How the Sun behaves on a civil day at a place. Far north or south it can stay up or down all
/// day; then Rahu Kalam, Yamagandam, Kuligai and Abhijit (parts of the daytime) do not exist, and
/// pages say so in words instead of showing empty cards.
public enum TamilSunDay: String, Sendable, Hashable, Codable {
    /// A sunrise and a sunset: the usual day.
    case risesAndSets
    /// Neither a sunrise nor a sunset, the Sun above the horizon (midnight sun).
    case upAllDay
    /// Neither, the Sun below the horizon (polar night).
    case downAllDay
    /// The Sun rises and does not set again this day.
    case noSunset
    /// The Sun sets and does not rise this day.
    case noSunrise

    /// Whether the day has the daytime that Rahu Kalam and the other periods divide.
    public var hasDaytimePeriods: Bool { self == .risesAndSets }

    /// The state of `day` at `location`. With neither crossing, the Sun is up all day when its
    /// declination has the sign of the latitude (its ecliptic longitude in 0°–180° means a northern
    /// declination; its ecliptic latitude, under 1″, does not change the sign).
    public static func of(_ day: PanchangDay, at location: Location, ephemeris: Ephemeris) -> TamilSunDay {
        switch (day.sunrise, day.sunset) {
        case (.some, .some): return day.timings == nil ? .noSunset : .risesAndSets
        case (.some, nil): return .noSunset
        case (nil, .some): return .noSunrise
        case (nil, nil):
            let middle = day.windowStart.addingTimeInterval(day.windowEnd.timeIntervalSince(day.windowStart) / 2)
            let longitude = ephemeris.meanEclipticPlace(.sun, tt: JulianDay.tt(middle)).longitude
            return sin(longitude) * location.latitude > 0 ? .upAllDay : .downAllDay
        }
    }
}
