import Foundation
import Testing

@testable import CivilTime

@Suite("Wall-clock minute")
struct WallClockMinuteTests {
    static let toronto = TimeZone(identifier: "America/Toronto")!

    @Test("An instant shows the minute it happens in: 07:21:46 is 07:21, 07:21:59.9 is still 07:21")
    func secondsAreDropped() throws {
        let day = try CivilDate(iso: "2026-11-23")
        let sunrise = day.instant(hour: 7, minute: 21, second: 46, in: Self.toronto)
        #expect(WallClockMinute(sunrise, in: Self.toronto).hhmm == "07:21")
        let late = day.instant(hour: 7, minute: 21, second: 59, in: Self.toronto).addingTimeInterval(0.9)
        #expect(WallClockMinute(late, in: Self.toronto).hhmm == "07:21")
        #expect(late.iso8601(in: Self.toronto) == "2026-11-23T07:21:59-05:00")
        #expect(WallClockMinute(late, in: Self.toronto).date == day)
    }

    @Test("The day and minute follow the zone, before 1970 too, and the ISO text names the same minute")
    func dayAndMinute() throws {
        let kolkata = TimeZone(identifier: "Asia/Kolkata")!
        let day = try CivilDate(iso: "1960-03-01")
        let instant = day.instant(hour: 0, minute: 0, second: 30, in: kolkata)
        let shown = WallClockMinute(instant, in: kolkata)
        #expect(shown.date == day && shown.minuteOfDay == 0)
        let utc = WallClockMinute(instant, in: TimeZone(identifier: "UTC")!)
        #expect(utc.date == day.adding(days: -1) && utc.hhmm == "18:30")
        #expect(instant.iso8601(in: kolkata).dropLast(9) == "1960-03-01T00:00")
    }
}
