import CivilTime
import Foundation

/// One event of an iCalendar feed (RFC 5545 VEVENT).
public struct ICalendarEvent: Sendable, Hashable {
    /// When the event happens.
    public enum Timing: Sendable, Hashable {
        /// Whole days, `days` long from `day` (DTSTART;VALUE=DATE): the same calendar day in every
        /// time zone, never shifted.
        case allDay(CivilDate, days: Int = 1)
        /// From `start` to `end`, written as wall time in `timeZone` (DTSTART;TZID=…) with its
        /// VTIMEZONE, so phones keep local times across DST changes.
        case timed(start: Date, end: Date, timeZone: TimeZone)
    }

    /// Stable across regenerations (e.g. `diwali-2026-11-08@sadhana`), so re-imports update
    /// instead of duplicating.
    public var uid: String
    public var timing: Timing
    public var summary: String
    public var description: String?
    public var location: String?
    public var categories: [String]
    /// A daily/weekly repetition as an RRULE value (`FREQ=DAILY`), for rules a calendar can express.
    public var recurrence: String?
    public var alarms: [ICalendarAlarm]

    public init(
        uid: String, timing: Timing, summary: String, description: String? = nil, location: String? = nil,
        categories: [String] = [], recurrence: String? = nil, alarms: [ICalendarAlarm] = []
    ) {
        self.uid = uid
        self.timing = timing
        self.summary = summary
        self.description = description
        self.location = location
        self.categories = categories
        self.recurrence = recurrence
        self.alarms = alarms
    }
}

/// A reminder attached to an event (RFC 5545 VALARM, ACTION:DISPLAY).
public struct ICalendarAlarm: Sendable, Hashable {
    /// When the alarm fires.
    public enum Trigger: Sendable, Hashable {
        /// Relative to the event's start: negative is before (`-PT5H`). For an all-day event the
        /// start is local midnight wherever the phone is, so −5 h is 19:00 the evening before.
        case relative(seconds: Int)
        /// An exact instant (written in UTC).
        case absolute(Date)
    }

    public var trigger: Trigger
    public var description: String

    public init(trigger: Trigger, description: String) {
        self.trigger = trigger
        self.description = description
    }
}
