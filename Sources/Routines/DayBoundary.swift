import CivilTime
import Foundation

/// When a routine day begins on the wall clock: midnight by default, or later (04:00 for people
/// whose night runs past midnight).
///
/// Days are reckoned on the wall clock of the given zone, so a 23- or 25-hour DST day is still one
/// day; when the start time is skipped by a DST change the day begins that much later (02:30 in
/// a 02:00→03:00 gap is 03:30), and when it repeats the day begins at its first occurrence.
public struct DayBoundary: Sendable, Hashable, Codable {
    public let start: TimeOfDay

    public init(start: TimeOfDay = .midnight) { self.start = start }

    /// The instant the routine day `day` begins in `timeZone`.
    public func beginning(of day: CivilDate, in timeZone: TimeZone) -> Date {
        day.instant(hour: start.hour, minute: start.minute, second: 0, in: timeZone)
    }

    /// The routine day that `instant` belongs to in `timeZone`.
    public func day(of instant: Date, in timeZone: TimeZone) -> CivilDate {
        let shifted = instant.addingTimeInterval(-Double(start.minutes * 60))
        var day = CivilDate(shifted, in: timeZone)
        // The wall-clock guess can be off by one around DST changes; settle it on the boundaries.
        if instant < beginning(of: day, in: timeZone) { day = day.adding(days: -1) }
        if instant >= beginning(of: day.adding(days: 1), in: timeZone) { day = day.adding(days: 1) }
        return day
    }
}
