import CivilTime
import Foundation
import Routines
import Testing

@Suite("The reminder as an iCalendar feed")
struct ReminderCalendarTests {
    let texts = ReminderCalendar.Texts(
        calendarName: "Better Morning", summary: "Start: Water, Walk; go", description: "Line one\nline two")

    @Test("A daily event at the first task time with TZID, VTIMEZONE, VALARM and a stable UID")
    func feed() throws {
        var b = book()
        try b.apply(.createCustomRoutine(routine("a", tasks: ["06:15", "07:00"])))
        let zone = TimeZone(identifier: "Europe/Berlin")!
        let ics = ReminderCalendar(reminder: b.reminder, timeZone: zone, texts: texts).ics(stamp: instant)
        #expect(ics.contains("DTSTART;TZID=Europe/Berlin:20261117T061500\r\n"))
        #expect(ics.contains("RRULE:FREQ=DAILY\r\n"))
        #expect(ics.contains("BEGIN:VALARM\r\nACTION:DISPLAY\r\nTRIGGER:PT0S"))
        #expect(ics.contains("UID:morning-a-2026-11-17@sadhana\r\n"))
        #expect(ics.contains("TZID:Europe/Berlin\r\n"))
        #expect(ics.contains("BEGIN:DAYLIGHT\r\nDTSTART:20270328T020000\r\nTZOFFSETFROM:+0100\r\nTZOFFSETTO:+0200"))
        #expect(ics.contains("SUMMARY:Start: Water\\, Walk\\; go\r\n"))
        #expect(ics.contains("DESCRIPTION:Line one\\nline two\r\n"))
        #expect(ics.hasSuffix("END:VCALENDAR\r\n"))
        #expect(ics.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
    }

    @Test("No active routine: the feed is an empty calendar (the reminder is cancelled)")
    func cancelled() {
        let ics = ReminderCalendar(reminder: nil, timeZone: TimeZone(identifier: "UTC")!, texts: texts).ics(
            stamp: instant)
        #expect(!ics.contains("BEGIN:VEVENT"))
    }

    @Test("Long lines fold at 75 octets without splitting a character")
    func folding() throws {
        var b = book()
        try b.apply(.createCustomRoutine(routine("a")))
        let long = ReminderCalendar.Texts(
            calendarName: "x", summary: String(repeating: "утро ", count: 40), description: "d")
        let ics = ReminderCalendar(reminder: b.reminder, timeZone: TimeZone(identifier: "Asia/Kolkata")!, texts: long)
            .ics(stamp: instant)
        #expect(ics.components(separatedBy: "\r\n").allSatisfy { $0.utf8.count <= 75 })
        #expect(ics.contains("TZOFFSETTO:+0530"))
    }

    @Test("The next firing is the first task time on or after the start day, in wall time across DST")
    func nextFiring() throws {
        var b = book(on: day("2026-03-27"))
        try b.apply(.createCustomRoutine(routine("a", createdOn: day("2026-03-27"))))
        let zone = TimeZone(identifier: "Europe/Berlin")!
        let reminder = try #require(b.reminder)
        let first = reminder.nextFiring(after: ISO8601DateFormatter().date(from: "2026-03-27T12:00:00Z")!, in: zone)
        #expect(first == ISO8601DateFormatter().date(from: "2026-03-28T05:00:00Z"))
        let afterDST = reminder.nextFiring(after: first.addingTimeInterval(60), in: zone)
        #expect(afterDST == ISO8601DateFormatter().date(from: "2026-03-29T04:00:00Z"))
    }
}
