import CivilTime
import Foundation
import Testing

/// The 2026 transitions of the diaspora's zones: every civil day turned into instants through
/// `start(in:)` and `instant(hour:minute:second:in:)` has its true length of 23, 24 or 25 hours.
@Suite("Civil days through the 2026 DST changes")
struct CivilDateDaylightSavingTests {
    struct Transition: Sendable, CustomTestStringConvertible {
        let zone: String
        /// The 23-hour day (clocks go forward) and the 25-hour day (clocks go back).
        let short: String
        let long: String
        var testDescription: String { zone }
    }

    static let transitions = [
        Transition(zone: "America/New_York", short: "2026-03-08", long: "2026-11-01"),
        Transition(zone: "America/Toronto", short: "2026-03-08", long: "2026-11-01"),
        Transition(zone: "Europe/London", short: "2026-03-29", long: "2026-10-25"),
        Transition(zone: "Australia/Sydney", short: "2026-10-04", long: "2026-04-05"),
    ]

    func hours(_ day: CivilDate, _ zone: TimeZone) -> Double {
        day.adding(days: 1).start(in: zone).timeIntervalSince(day.start(in: zone)) / 3600
    }

    @Test("The spring-forward day has 23 hours, the fall-back day 25, their neighbours 24", arguments: transitions)
    func dayLengths(_ transition: Transition) throws {
        let zone = try #require(TimeZone(identifier: transition.zone))
        let short = try CivilDate(iso: transition.short)
        let long = try CivilDate(iso: transition.long)
        #expect(hours(short, zone) == 23)
        #expect(hours(long, zone) == 25)
        for day in [short.adding(days: -1), short.adding(days: 1), long.adding(days: -1), long.adding(days: 1)] {
            #expect(hours(day, zone) == 24, "\(day)")
        }
    }

    @Test("Every day of 2026 starts at a local midnight that maps back to the same day", arguments: transitions)
    func everyDayOfTheYear(_ transition: Transition) throws {
        let zone = try #require(TimeZone(identifier: transition.zone))
        var day = try CivilDate(iso: "2026-01-01")
        var lengths: [Double: Int] = [:]
        while day.year == 2026 {
            let start = day.start(in: zone)
            #expect(CivilDate(start, in: zone) == day)
            #expect(CivilDate(start.addingTimeInterval(-1), in: zone) == day.adding(days: -1))
            #expect(start.iso8601(in: zone).contains("T00:00:00"), "\(day)")
            lengths[hours(day, zone), default: 0] += 1
            day = day.adding(days: 1)
        }
        #expect(lengths == [23: 1, 24: 363, 25: 1])
    }

    @Test("Wall times in the skipped hour move past the gap; in the repeated hour take the first")
    func gapsAndRepeats() throws {
        struct Case {
            let zone, day: String
            let hour, minute: Int
            let expected: String
        }
        let cases = [
            Case(zone: "America/New_York", day: "2026-03-08", hour: 2, minute: 30, expected: "2026-03-08T07:30:00Z"),
            Case(zone: "America/New_York", day: "2026-11-01", hour: 1, minute: 30, expected: "2026-11-01T05:30:00Z"),
            Case(zone: "America/Toronto", day: "2026-03-08", hour: 2, minute: 0, expected: "2026-03-08T07:00:00Z"),
            Case(zone: "America/Toronto", day: "2026-11-01", hour: 1, minute: 0, expected: "2026-11-01T05:00:00Z"),
            Case(zone: "Europe/London", day: "2026-03-29", hour: 1, minute: 30, expected: "2026-03-29T01:30:00Z"),
            Case(zone: "Europe/London", day: "2026-10-25", hour: 1, minute: 30, expected: "2026-10-25T00:30:00Z"),
            Case(zone: "Australia/Sydney", day: "2026-10-04", hour: 2, minute: 30, expected: "2026-10-03T16:30:00Z"),
            Case(zone: "Australia/Sydney", day: "2026-04-05", hour: 2, minute: 30, expected: "2026-04-04T15:30:00Z"),
        ]
        let utc = TimeZone(identifier: "UTC")!
        for c in cases {
            let zone = try #require(TimeZone(identifier: c.zone))
            let instant = try CivilDate(iso: c.day).instant(hour: c.hour, minute: c.minute, second: 0, in: zone)
            #expect(
                instant.iso8601(in: utc).replacingOccurrences(of: "+00:00", with: "Z") == c.expected,
                "\(c.zone) \(c.day)")
        }
    }

    @Test("Hours of a 25-hour day keep their order; noon is 12 wall hours after midnight only off-transition")
    func wallHoursOnTheLongDay() throws {
        let zone = try #require(TimeZone(identifier: "Europe/London"))
        let day = try CivilDate(iso: "2026-10-25")
        let instants = (0..<24).map { day.instant(hour: $0, minute: 0, second: 0, in: zone) }
        #expect(instants == instants.sorted())
        #expect(instants[12].timeIntervalSince(day.start(in: zone)) == 13 * 3600)
        let ordinary = day.adding(days: 1)
        #expect(
            ordinary.instant(hour: 12, minute: 0, second: 0, in: zone).timeIntervalSince(ordinary.start(in: zone)) == 12
                * 3600)
    }
}
