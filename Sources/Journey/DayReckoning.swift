import CivilTime
import Foundation

/// How a person's days are counted: on their own wall clock, starting at an hour they choose, so a
/// reading at 01:30 still belongs to the evening before it when the day starts at 04:00.
public struct DayReckoning: Sendable, Hashable {
    /// Minutes after midnight at which a new day begins (0 ... 720).
    public let dayStartMinute: Int
    /// The zone for facts that carry none and for "today".
    public let zone: TimeZone

    /// The latest a day may start: noon. Later would put the whole morning in the day before.
    public static let latestStart = 12 * 60

    public init(dayStartMinute: Int = 4 * 60, zone: TimeZone) throws(JourneyError) {
        guard (0...Self.latestStart).contains(dayStartMinute) else { throw .badDayStart(dayStartMinute) }
        self.dayStartMinute = dayStartMinute
        self.zone = zone
    }

    /// The person's day at `instant` in `zone`.
    public func day(of instant: Date, in zone: TimeZone? = nil) -> CivilDate {
        CivilDate(instant.addingTimeInterval(-Double(dayStartMinute) * 60), in: zone ?? self.zone)
    }

    /// The instant `day` begins in the reckoning's zone.
    public func start(of day: CivilDate) -> Date {
        day.instant(hour: dayStartMinute / 60, minute: dayStartMinute % 60, second: 0, in: zone)
    }
}
