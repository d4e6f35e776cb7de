import CivilTime
import Foundation
import ICalendar
import Testing

@Suite("iCalendar documents")
struct ICalendarDocumentTests {
    let stamp = Date(timeIntervalSince1970: 1_795_255_200)  // 2026-11-21T10:00:00Z
    let toronto = TimeZone(identifier: "America/Toronto")!

    /// Unfolds lines (RFC 5545 §3.1) so assertions read whole properties.
    func unfolded(_ text: String) -> [String] {
        text.replacingOccurrences(of: "\r\n ", with: "").components(separatedBy: "\r\n").filter { !$0.isEmpty }
    }

    @Test("An all-day event is a DATE with an exclusive end and keeps its day in every zone")
    func allDay() throws {
        let day = try CivilDate(iso: "2026-11-08")
        let event = ICalendarEvent(
            uid: "diwali-2026-11-08@sadhana", timing: .allDay(day), summary: "Diwali",
            alarms: [ICalendarAlarm(trigger: .relative(seconds: -5 * 3600), description: "Diwali tomorrow")])
        let lines = unfolded(
            ICalendarDocument(name: "Hindu Calendar", productID: "-//Sadhana//EN", events: [event]).text(stamp: stamp))
        #expect(lines.contains("DTSTART;VALUE=DATE:20261108"))
        #expect(lines.contains("DTEND;VALUE=DATE:20261109"))
        #expect(lines.contains("TRIGGER:-PT5H"))
        #expect(lines.contains("DTSTAMP:20261121T100000Z"))
        #expect(lines.contains("X-WR-CALNAME:Hindu Calendar"))
        #expect(!lines.contains { $0.hasPrefix("BEGIN:VTIMEZONE") }, "no zone needed for dates")
        #expect(lines.first == "BEGIN:VCALENDAR" && lines.last == "END:VCALENDAR")
    }

    @Test("A timed event is written in local wall time with a VTIMEZONE covering its DST changes")
    func timedWithZone() throws {
        let day = try CivilDate(iso: "2026-03-08")
        let start = day.instant(hour: 19, minute: 0, second: 0, in: toronto)
        let event = ICalendarEvent(
            uid: "ekadashi-eve@sadhana",
            timing: .timed(start: start, end: start.addingTimeInterval(900), timeZone: toronto),
            summary: "Tomorrow is Ekadashi", alarms: [ICalendarAlarm(trigger: .relative(seconds: 0), description: "x")])
        let lines = unfolded(ICalendarDocument(name: "Tamil", productID: "p", events: [event]).text(stamp: stamp))
        #expect(lines.contains("DTSTART;TZID=America/Toronto:20260308T190000"))
        #expect(lines.contains("TZID:America/Toronto"))
        #expect(lines.contains("TRIGGER:PT0S"))
        // 2026-03-08 02:00 EST → 03:00 EDT is listed.
        let index = try #require(lines.firstIndex(of: "DTSTART:20260308T020000"))
        #expect(lines[index + 1] == "TZOFFSETFROM:-0500" && lines[index + 2] == "TZOFFSETTO:-0400")
        #expect(lines[index - 1] == "BEGIN:DAYLIGHT")
    }

    @Test("A zone without DST gets one standard observance")
    func zoneWithoutDST() throws {
        let kolkata = TimeZone(identifier: "Asia/Kolkata")!
        let start = try CivilDate(iso: "2026-01-14").instant(hour: 6, minute: 30, second: 0, in: kolkata)
        let event = ICalendarEvent(uid: "u", timing: .timed(start: start, end: start, timeZone: kolkata), summary: "s")
        let lines = unfolded(ICalendarDocument(name: "n", productID: "p", events: [event]).text(stamp: stamp))
        #expect(lines.contains("TZOFFSETTO:+0530"))
        #expect(lines.contains("DTSTART;TZID=Asia/Kolkata:20260114T063000"))
    }

    @Test("Text is escaped and long lines fold at 75 octets without splitting a character")
    func escapingAndFolding() {
        let summary = "Pongal; Bhogi, Thai \\ Mattu\n" + String(repeating: "தை பொங்கல் ", count: 12)
        let event = ICalendarEvent(uid: "u", timing: .allDay(try! CivilDate(iso: "2026-01-14")), summary: summary)
        let text = ICalendarDocument(name: "n", productID: "p", events: [event]).text(stamp: stamp)
        for line in text.components(separatedBy: "\r\n") {
            #expect(line.utf8.count <= 75, "folded: \(line.utf8.count) octets")
        }
        let joined = unfolded(text).first { $0.hasPrefix("SUMMARY:") }
        #expect(joined?.hasPrefix("SUMMARY:Pongal\\; Bhogi\\, Thai \\\\ Mattu\\nதை பொங்கல்") == true)
        #expect(joined == "SUMMARY:Pongal\\; Bhogi\\, Thai \\\\ Mattu\\n" + String(repeating: "தை பொங்கல் ", count: 12))
        #expect(text.hasSuffix("END:VCALENDAR\r\n"))
    }

    @Test("Absolute alarms are written in UTC; categories and recurrence are kept")
    func alarmsAndRules() throws {
        let at = Date(timeIntervalSince1970: 1_795_255_200)
        let event = ICalendarEvent(
            uid: "u", timing: .allDay(try CivilDate(iso: "2026-11-22")), summary: "s", categories: ["Major", "Vrat"],
            recurrence: "FREQ=DAILY", alarms: [ICalendarAlarm(trigger: .absolute(at), description: "d")])
        let lines = unfolded(ICalendarDocument(name: "n", productID: "p", events: [event]).text(stamp: stamp))
        #expect(lines.contains("TRIGGER;VALUE=DATE-TIME:20261121T100000Z"))
        #expect(lines.contains("CATEGORIES:Major,Vrat"))
        #expect(lines.contains("RRULE:FREQ=DAILY"))
    }

    @Test("Durations before and after the start")
    func durations() throws {
        let cases: [(Int, String)] = [
            (-5 * 3600, "-PT5H"), (0, "PT0S"), (-86_400 - 7200, "-P1DT2H"), (1800, "PT30M"), (86_400, "P1D"),
        ]
        for (seconds, expected) in cases {
            let event = ICalendarEvent(
                uid: "u", timing: .allDay(try CivilDate(iso: "2026-01-01")), summary: "s",
                alarms: [ICalendarAlarm(trigger: .relative(seconds: seconds), description: "d")])
            let text = ICalendarDocument(name: "n", productID: "p", events: [event]).text(stamp: stamp)
            #expect(text.contains("TRIGGER:\(expected)\r\n"), "\(seconds) s")
        }
    }
}
