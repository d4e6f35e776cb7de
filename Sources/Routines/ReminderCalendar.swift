import CivilTime
import Foundation

/// The reminder as an iCalendar feed (RFC 5545): one daily event at the first task time with a
/// VALARM, its wall time pinned to a time zone (TZID with a VTIMEZONE built from the zone's
/// transitions), so phones fire it at 06:00 local on either side of a DST change.
public struct ReminderCalendar: Sendable {
    /// The texts of the feed, in the person's language.
    public struct Texts: Sendable {
        public var calendarName: String
        public var summary: String
        public var description: String
        public init(calendarName: String, summary: String, description: String) {
            self.calendarName = calendarName
            self.summary = summary
            self.description = description
        }
    }

    public let reminder: Reminder?
    public let timeZone: TimeZone
    public let texts: Texts

    public init(reminder: Reminder?, timeZone: TimeZone, texts: Texts) {
        self.reminder = reminder
        self.timeZone = timeZone
        self.texts = texts
    }

    /// The feed, CRLF line ends, long lines folded; `stamp` is DTSTAMP (the instant it was made).
    public func ics(stamp: Date) -> String {
        var lines = [
            "BEGIN:VCALENDAR", "VERSION:2.0", "PRODID:-//Sadhana//Better Morning//EN", "CALSCALE:GREGORIAN",
            "METHOD:PUBLISH", "X-WR-CALNAME:" + Self.escape(texts.calendarName),
            "X-WR-TIMEZONE:" + timeZone.identifier,
        ]
        if let reminder {
            lines += timeZoneComponent(around: reminder.startDate)
            let start = reminder.startDate
            lines += [
                "BEGIN:VEVENT", "UID:" + reminder.uid, "DTSTAMP:" + Self.utc(stamp),
                "DTSTART;TZID=\(timeZone.identifier):\(Self.compact(start))T\(Self.two(reminder.time.hour))\(Self.two(reminder.time.minute))00",
                "DURATION:PT15M", "RRULE:FREQ=DAILY", "SUMMARY:" + Self.escape(texts.summary),
                "DESCRIPTION:" + Self.escape(texts.description), "TRANSP:TRANSPARENT",
                "BEGIN:VALARM", "ACTION:DISPLAY", "TRIGGER:PT0S", "DESCRIPTION:" + Self.escape(texts.summary),
                "END:VALARM", "END:VEVENT",
            ]
        }
        lines.append("END:VCALENDAR")
        return lines.map(Self.fold).joined(separator: "\r\n") + "\r\n"
    }

    /// A VTIMEZONE listing the zone's offset changes from a year before `day` to ten years after
    /// (a zone without changes gets one STANDARD observance).
    func timeZoneComponent(around day: CivilDate) -> [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + timeZone.identifier]
        let from = day.adding(days: -400).start(in: timeZone)
        let until = day.adding(days: 3660).start(in: timeZone)
        var transitions: [Date] = []
        var cursor = from
        while let next = timeZone.nextDaylightSavingTimeTransition(after: cursor), next < until, transitions.count < 40
        {
            transitions.append(next)
            cursor = next
        }
        if transitions.isEmpty {
            let offset = Self.offset(timeZone.secondsFromGMT(for: from))
            lines += [
                "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:" + offset, "TZOFFSETTO:" + offset,
                "END:STANDARD",
            ]
        }
        for instant in transitions {
            let before = timeZone.secondsFromGMT(for: instant.addingTimeInterval(-1))
            let after = timeZone.secondsFromGMT(for: instant)
            let kind = timeZone.isDaylightSavingTime(for: instant) ? "DAYLIGHT" : "STANDARD"
            let local = instant.addingTimeInterval(Double(before))
            lines += [
                "BEGIN:\(kind)", "DTSTART:" + Self.floating(local), "TZOFFSETFROM:" + Self.offset(before),
                "TZOFFSETTO:" + Self.offset(after), "END:\(kind)",
            ]
        }
        lines.append("END:VTIMEZONE")
        return lines
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    static func compact(_ day: CivilDate) -> String { day.description.replacingOccurrences(of: "-", with: "") }

    /// `YYYYMMDDTHHMMSS` of a UTC-shifted instant (the caller adds the offset).
    static func floating(_ shifted: Date) -> String {
        let seconds = Int(shifted.timeIntervalSince1970.rounded(.down))
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let rest = seconds - days * 86_400
        let day = CivilDate(julianDayNumber: days + 2_440_588)
        return compact(day) + "T" + two(rest / 3600) + two(rest / 60 % 60) + two(rest % 60)
    }

    static func utc(_ instant: Date) -> String { floating(instant) + "Z" }

    static func offset(_ seconds: Int) -> String {
        (seconds < 0 ? "-" : "+") + two(abs(seconds) / 3600) + two(abs(seconds) / 60 % 60)
    }

    /// TEXT escaping (RFC 5545 §3.3.11).
    static func escape(_ text: String) -> String {
        var out = ""
        for ch in text {
            switch ch {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            case "\r": continue
            default:
                if ch.unicodeScalars.allSatisfy({ $0.properties.generalCategory != .control }) { out.append(ch) }
            }
        }
        return out
    }

    /// Folds a content line to at most 75 octets per line, never inside a UTF-8 character.
    static func fold(_ line: String) -> String {
        var result = ""
        var width = 0
        var limit = 75
        for ch in line {
            let size = String(ch).utf8.count
            if width + size > limit {
                result += "\r\n "
                width = 0
                limit = 74
            }
            result.append(ch)
            width += size
        }
        return result
    }
}
