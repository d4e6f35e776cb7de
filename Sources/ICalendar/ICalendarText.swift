import CivilTime
import Foundation

/// RFC 5545 value formatting: escaping, folding, dates, times, durations and offsets.
enum ICalendarText {
    /// TEXT escaping (RFC 5545 §3.3.11); control characters other than newline are dropped.
    static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\\": out += "\\\\"
            case ";": out += "\\;"
            case ",": out += "\\,"
            case "\n": out += "\\n"
            default:
                if scalar.properties.generalCategory != .control { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }

    /// Folds a content line at 75 octets (§3.1), never inside a UTF-8 sequence.
    static func fold(_ line: String) -> String {
        guard line.utf8.count > 75 else { return line }
        var result = ""
        var width = 0
        var limit = 75
        for scalar in line.unicodeScalars {
            let size = String(scalar).utf8.count
            if width + size > limit {
                result += "\r\n "
                width = 0
                limit = 74  // the leading space counts
            }
            result.unicodeScalars.append(scalar)
            width += size
        }
        return result
    }

    static func two(_ n: Int) -> String { n < 10 ? "0\(n)" : "\(n)" }

    /// `YYYYMMDD`.
    static func date(_ day: CivilDate) -> String {
        String(format: "%04d%02d%02d", day.year, day.month, day.day)
    }

    /// `YYYYMMDDTHHMMSS` of an instant seen with a fixed offset.
    static func local(_ instant: Date, offsetSeconds: Int) -> String {
        let seconds = Int(instant.timeIntervalSince1970.rounded(.down)) + offsetSeconds
        let days = Int((Double(seconds) / 86_400).rounded(.down))
        let rest = seconds - days * 86_400
        return date(CivilDate(julianDayNumber: days + 2_440_588)) + "T" + two(rest / 3600) + two(rest / 60 % 60)
            + two(rest % 60)
    }

    /// `YYYYMMDDTHHMMSS` wall time of an instant in a zone.
    static func local(_ instant: Date, in zone: TimeZone) -> String {
        local(instant, offsetSeconds: zone.secondsFromGMT(for: instant))
    }

    /// `YYYYMMDDTHHMMSSZ`.
    static func utc(_ instant: Date) -> String { local(instant, offsetSeconds: 0) + "Z" }

    /// `+0530`, `-0400`.
    static func offset(_ seconds: Int) -> String {
        (seconds < 0 ? "-" : "+") + two(abs(seconds) / 3600) + two(abs(seconds) / 60 % 60)
    }

    /// A signed duration (§3.3.6): `-PT5H`, `PT30M`, `-P1DT2H`, `PT0S`.
    static func duration(_ seconds: Int) -> String {
        var value = abs(seconds)
        let days = value / 86_400
        value %= 86_400
        var text = seconds < 0 ? "-P" : "P"
        if days > 0 { text += "\(days)D" }
        if value > 0 || days == 0 {
            text += "T"
            if value / 3600 > 0 { text += "\(value / 3600)H" }
            if value / 60 % 60 > 0 { text += "\(value / 60 % 60)M" }
            if value % 60 > 0 || value == 0 { text += "\(value % 60)S" }
        }
        return text
    }
}
