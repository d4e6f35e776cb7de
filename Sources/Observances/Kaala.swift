import Foundation
import Panchang

/// A part of the Hindu day that decides an observance (calendar-rules.md §5.2, §6.1).
public enum Kaala: String, Sendable, Hashable, Codable, CaseIterable {
    /// The instant of sunrise (udaya).
    case sunrise
    /// The 4 ghatikas (1/15 of the previous sunrise-to-sunrise span, ≈ 96 min) before sunrise.
    case arunodaya
    /// The first half of the daytime.
    case purvahna
    /// The third fifth of the daytime.
    case madhyahna
    /// The fourth fifth of the daytime.
    case aparahna
    /// The instant of sunset.
    case sunset
    /// After sunset, per `PradoshaWindow` (default the first fifth of the night).
    case pradosha
    /// The 8th of 15 night muhurtas (around local midnight).
    case nishita
    /// The instant of moonrise on the civil day.
    case moonrise
    /// Sunset to the next sunrise.
    case night

    /// Words for explanations.
    public var label: String {
        switch self {
        case .sunrise: "sunrise"
        case .arunodaya: "arunodaya (96 minutes before sunrise)"
        case .purvahna: "purvahna (morning, sunrise to midday)"
        case .madhyahna: "madhyahna (the third fifth of the daytime)"
        case .aparahna: "aparahna (the fourth fifth of the daytime)"
        case .sunset: "sunset"
        case .pradosha: "pradosha kala (after sunset)"
        case .nishita: "nishita kala (around midnight)"
        case .moonrise: "moonrise"
        case .night: "the night"
        }
    }
}

/// Sunrise, sunset and their neighbours for one Hindu day, with the kaala windows derived from them.
public struct DayFrame: Sendable, Hashable {
    /// The panchang of the day.
    public let day: PanchangDay
    /// Sunrise, or local midnight in polar night or day (calendar-rules.md §8.5: a documented fallback).
    public let sunrise: Date
    /// Sunset, or the middle of the day window without one.
    public let sunset: Date
    /// The next sunrise (the day window's end).
    public let nextSunrise: Date
    /// The previous sunrise (for arunodaya).
    public let previousSunrise: Date

    init(day: PanchangDay, previous: PanchangDay?) {
        self.day = day
        sunrise = day.sunrise ?? day.windowStart
        nextSunrise = day.windowEnd
        if let s = day.sunset, s > sunrise, s < nextSunrise {
            sunset = s
        } else {
            sunset = sunrise.addingTimeInterval(nextSunrise.timeIntervalSince(sunrise) / 2)
        }
        previousSunrise = previous.map { $0.sunrise ?? $0.windowStart } ?? sunrise.addingTimeInterval(-86_400)
    }

    /// The window of `kaala` on this day; instants (sunrise, sunset, moonrise) are zero-length
    /// windows; nil for moonrise when the Moon does not rise that civil day.
    public func window(_ kaala: Kaala, pradosha: PradoshaWindow) -> TimeWindow? {
        let dayLength = sunset.timeIntervalSince(sunrise)
        let night = nextSunrise.timeIntervalSince(sunset)
        func dayPart(_ from: Double, _ to: Double) -> TimeWindow {
            TimeWindow(
                start: sunrise.addingTimeInterval(from * dayLength), end: sunrise.addingTimeInterval(to * dayLength))
        }
        switch kaala {
        case .sunrise: return TimeWindow(start: sunrise, end: sunrise)
        case .sunset: return TimeWindow(start: sunset, end: sunset)
        case .arunodaya:
            let span = sunrise.timeIntervalSince(previousSunrise) / 15
            return TimeWindow(start: sunrise.addingTimeInterval(-span), end: sunrise)
        case .purvahna: return dayPart(0, 0.5)
        case .madhyahna: return dayPart(0.4, 0.6)
        case .aparahna: return dayPart(0.6, 0.8)
        case .pradosha:
            let fraction = pradosha == .fifthOfNight ? 0.2 : 0.125
            return TimeWindow(start: sunset, end: sunset.addingTimeInterval(fraction * night))
        case .nishita:
            return TimeWindow(
                start: sunset.addingTimeInterval(7 * night / 15), end: sunset.addingTimeInterval(8 * night / 15))
        case .moonrise: return day.moonrise.map { TimeWindow(start: $0, end: $0) }
        case .night: return TimeWindow(start: sunset, end: nextSunrise)
        }
    }
}
