import CivilTime
import Foundation

/// A VTIMEZONE component built from the system's time-zone database: one observance per offset
/// change between `from` and `through` (a zone without changes gets one STANDARD observance).
struct VTimeZone {
    let zone: TimeZone
    let from: Date
    let through: Date

    var lines: [String] {
        var lines = ["BEGIN:VTIMEZONE", "TZID:" + zone.identifier]
        let start = from.addingTimeInterval(-400 * 86_400)
        var transitions: [Date] = []
        var cursor = start
        while let next = zone.nextDaylightSavingTimeTransition(after: cursor), next <= through, transitions.count < 400
        {
            transitions.append(next)
            cursor = next
        }
        if transitions.isEmpty {
            let offset = ICalendarText.offset(zone.secondsFromGMT(for: from))
            lines += [
                "BEGIN:STANDARD", "DTSTART:19700101T000000", "TZOFFSETFROM:" + offset, "TZOFFSETTO:" + offset,
                "TZNAME:" + (zone.abbreviation(for: from) ?? zone.identifier), "END:STANDARD",
            ]
        } else {
            // The offset in force before the first listed change, so earlier instants resolve too.
            let before = zone.secondsFromGMT(for: start)
            let firstKind = zone.isDaylightSavingTime(for: start) ? "DAYLIGHT" : "STANDARD"
            lines += [
                "BEGIN:\(firstKind)", "DTSTART:" + ICalendarText.local(start, offsetSeconds: before),
                "TZOFFSETFROM:" + ICalendarText.offset(before), "TZOFFSETTO:" + ICalendarText.offset(before),
                "END:\(firstKind)",
            ]
        }
        for instant in transitions {
            let before = zone.secondsFromGMT(for: instant.addingTimeInterval(-1))
            let after = zone.secondsFromGMT(for: instant)
            let kind = zone.isDaylightSavingTime(for: instant) ? "DAYLIGHT" : "STANDARD"
            lines += [
                "BEGIN:\(kind)", "DTSTART:" + ICalendarText.local(instant, offsetSeconds: before),
                "TZOFFSETFROM:" + ICalendarText.offset(before), "TZOFFSETTO:" + ICalendarText.offset(after),
                "END:\(kind)",
            ]
        }
        lines.append("END:VTIMEZONE")
        return lines
    }
}
