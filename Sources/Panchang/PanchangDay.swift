import CivilTime
import Foundation

/// The panchang of one local civil day: the Hindu day from its sunrise to the next sunrise.
public struct PanchangDay: Sendable, Hashable {
    /// The civil day whose sunrise starts this Hindu day.
    public let date: CivilDate
    /// Sunrise and sunset under the conventions' sunrise definition; nil in polar day or night.
    public let sunrise: Date?
    public let sunset: Date?
    /// Moonrise and moonset (standard convention) within the civil day; nil when there is none.
    public let moonrise: Date?
    public let moonset: Date?
    /// The end of this Hindu day: the next day's sunrise (its local midnight if it has none).
    public let nextSunrise: Date?
    /// The start of the day window the angas cover (sunrise, or local midnight without one).
    public let windowStart: Date
    /// The end of the day window (next sunrise, or the next local midnight without one).
    public let windowEnd: Date
    /// The weekday of the sunrise.
    public let vara: Vara
    /// Every value in force from `windowStart` to `windowEnd`, in order, with its full span.
    public let tithi: [AngaSpan]
    /// Likewise for nakshatra, yoga and karana.
    public let nakshatra: [AngaSpan]
    public let yoga: [AngaSpan]
    public let karana: [AngaSpan]
    /// Rahu Kalam and the other periods; nil without both a sunrise and a sunset.
    public let timings: DayTimings?

    /// The spans of one anga kind.
    public func spans(_ kind: AngaKind) -> [AngaSpan] {
        switch kind {
        case .tithi: tithi
        case .nakshatra: nakshatra
        case .yoga: yoga
        case .karana: karana
        }
    }
}
