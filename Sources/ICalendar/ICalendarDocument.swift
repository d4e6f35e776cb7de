import CivilTime
import Foundation

/// An iCalendar feed or file (RFC 5545): events with alarms, VTIMEZONEs for the zones the timed
/// events use, escaped and folded text with CRLF line ends.
///
/// Shared by every app that syncs to a phone's calendar (reminders, festivals, food alerts).
public struct ICalendarDocument: Sendable {
    /// Shown by calendar apps as the subscribed calendar's name (X-WR-CALNAME).
    public var name: String
    /// Identifies the producing app (PRODID), e.g. `-//Sadhana//Tamil Calendar//EN`.
    public var productID: String
    public var events: [ICalendarEvent]
    /// How often subscribers should refresh (REFRESH-INTERVAL and X-PUBLISHED-TTL), in hours.
    public var refreshHours: Int

    public init(name: String, productID: String, events: [ICalendarEvent], refreshHours: Int = 12) {
        self.name = name
        self.productID = productID
        self.events = events
        self.refreshHours = refreshHours
    }

    /// The document's text; `stamp` is the DTSTAMP of every event (the instant it was generated).
    public func text(stamp: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:" + ICalendarText.escape(productID), "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + ICalendarText.escape(name),
            "REFRESH-INTERVAL;VALUE=DURATION:PT\(refreshHours)H", "X-PUBLISHED-TTL:PT\(refreshHours)H",
        ]
        for zone in zonesUsed() {
            lines += VTimeZone(zone: zone.zone, from: zone.from, through: zone.through).lines
        }
        for event in events {
            lines += eventLines(event, stamp: stamp)
        }
        lines.append("END:VCALENDAR")
        return lines.map(ICalendarText.fold).joined(separator: "\r\n") + "\r\n"
    }

    private func eventLines(_ event: ICalendarEvent, stamp: Date) -> [String] {
        var lines = ["BEGIN:VEVENT", "UID:" + ICalendarText.escape(event.uid), "DTSTAMP:" + ICalendarText.utc(stamp)]
        switch event.timing {
        case .allDay(let day, let days):
            lines.append("DTSTART;VALUE=DATE:" + ICalendarText.date(day))
            lines.append("DTEND;VALUE=DATE:" + ICalendarText.date(day.adding(days: max(1, days))))
            lines.append("TRANSP:TRANSPARENT")
        case .timed(let start, let end, let zone):
            lines.append("DTSTART;TZID=\(zone.identifier):" + ICalendarText.local(start, in: zone))
            lines.append("DTEND;TZID=\(zone.identifier):" + ICalendarText.local(max(end, start), in: zone))
        }
        if let rule = event.recurrence { lines.append("RRULE:" + rule) }
        lines.append("SUMMARY:" + ICalendarText.escape(event.summary))
        if let description = event.description { lines.append("DESCRIPTION:" + ICalendarText.escape(description)) }
        if let location = event.location { lines.append("LOCATION:" + ICalendarText.escape(location)) }
        if !event.categories.isEmpty {
            lines.append("CATEGORIES:" + event.categories.map(ICalendarText.escape).joined(separator: ","))
        }
        for alarm in event.alarms {
            lines += ["BEGIN:VALARM", "ACTION:DISPLAY", "DESCRIPTION:" + ICalendarText.escape(alarm.description)]
            switch alarm.trigger {
            case .relative(let seconds): lines.append("TRIGGER:" + ICalendarText.duration(seconds))
            case .absolute(let instant): lines.append("TRIGGER;VALUE=DATE-TIME:" + ICalendarText.utc(instant))
            }
            lines.append("END:VALARM")
        }
        lines.append("END:VEVENT")
        return lines
    }

    /// Each zone used by a timed event, with the span of instants its VTIMEZONE must cover.
    private func zonesUsed() -> [(zone: TimeZone, from: Date, through: Date)] {
        var spans: [String: (zone: TimeZone, from: Date, through: Date)] = [:]
        for event in events {
            guard case .timed(let start, let end, let zone) = event.timing else { continue }
            // A repeating event keeps going: cover ten years after its first occurrence.
            let last = event.recurrence == nil ? end : end.addingTimeInterval(3653 * 86_400)
            let current = spans[zone.identifier]
            spans[zone.identifier] = (zone, min(current?.from ?? start, start), max(current?.through ?? last, last))
        }
        return spans.values.sorted { $0.zone.identifier < $1.zone.identifier }
    }
}
