import CivilTime
import Foundation
import Testing

@Suite("CivilDate")
struct CivilDateTests {
    @Test("Parses ISO dates and prints them back")
    func parsesAndPrints() throws {
        let date = try CivilDate(iso: "2026-01-14")
        #expect(date.year == 2026 && date.month == 1 && date.day == 14)
        #expect(date.description == "2026-01-14")
    }

    @Test(
        "Rejects malformed or impossible dates",
        arguments: ["2026-02-29", "2026-13-01", "2026-1-1", "", "abcd-ef-gh", "２０２６-01-01", "2026-00-10"])
    func rejectsBadDates(text: String) {
        #expect(throws: CivilTimeError.self) { try CivilDate(iso: text) }
    }

    @Test("An impossible day is reported as the person typed it")
    func reportsTypedText() {
        #expect(throws: CivilTimeError.invalidDate("2026-02-30")) { try CivilDate(iso: "2026-02-30") }
    }

    @Test("Decoding refuses a day that does not exist and keeps the encoded form")
    func decodingValidates() throws {
        let good = try JSONEncoder().encode(try CivilDate(iso: "2026-02-28"))
        #expect(try JSONDecoder().decode(CivilDate.self, from: good).description == "2026-02-28")
        for bad in [#"{"year":2026,"month":13,"day":45}"#, #"{"year":2026,"month":2,"day":29}"#] {
            #expect(throws: DecodingError.self) { try JSONDecoder().decode(CivilDate.self, from: Data(bad.utf8)) }
        }
    }

    @Test("Accepts 29 February in leap years only")
    func leapDays() throws {
        _ = try CivilDate(year: 2024, month: 2, day: 29)
        _ = try CivilDate(year: 2000, month: 2, day: 29)
        #expect(throws: CivilTimeError.self) { try CivilDate(year: 1900, month: 2, day: 29) }
    }

    @Test("Julian Day Number matches the astronomical almanac")
    func julianDayNumber() throws {
        // J2000.0 is JD 2451545.0 at noon on 2000-01-01 (Meeus, Astronomical Algorithms, ch. 7).
        #expect(try CivilDate(year: 2000, month: 1, day: 1).julianDayNumber == 2_451_545)
        #expect(try CivilDate(year: 1970, month: 1, day: 1).julianDayNumber == 2_440_588)
    }

    @Test("Adding days crosses months, years and leap days")
    func addingDays() throws {
        let start = try CivilDate(iso: "2024-02-28")
        #expect(start.adding(days: 1).description == "2024-02-29")
        #expect(start.adding(days: 2).description == "2024-03-01")
        #expect(start.adding(days: -59).description == "2023-12-31")
        #expect(start.days(until: try CivilDate(iso: "2025-02-28")) == 366)
    }

    @Test("Weekday of known dates")
    func weekdays() throws {
        #expect(try CivilDate(iso: "2026-11-21").weekday == .saturday)
        #expect(try CivilDate(iso: "2000-01-01").weekday == .saturday)
        #expect(try CivilDate(iso: "2026-01-14").weekday == .wednesday)
    }

    @Test("Local midnight in a zone and the day of an instant")
    func zoneConversion() throws {
        let kolkata = TimeZone(identifier: "Asia/Kolkata")!
        let day = try CivilDate(iso: "2026-01-02")
        let midnight = day.start(in: kolkata)
        #expect(midnight.iso8601(in: kolkata) == "2026-01-02T00:00:00+05:30")
        #expect(CivilDate(midnight, in: kolkata) == day)
        #expect(CivilDate(midnight.addingTimeInterval(-1), in: kolkata) == day.adding(days: -1))
    }

    @Test("Wall times around DST changes resolve to real instants")
    func daylightSaving() throws {
        let toronto = TimeZone(identifier: "America/Toronto")!
        // 2026-03-08: clocks jump from 02:00 to 03:00.
        let spring = try CivilDate(iso: "2026-03-08")
        #expect(
            spring.instant(hour: 2, minute: 30, second: 0, in: toronto).iso8601(in: toronto)
                == "2026-03-08T03:30:00-04:00")
        // 2026-11-01: 01:30 happens twice; the first is chosen.
        let fall = try CivilDate(iso: "2026-11-01")
        #expect(
            fall.instant(hour: 1, minute: 30, second: 0, in: toronto).iso8601(in: toronto)
                == "2026-11-01T01:30:00-04:00")
        // The fall-back day has 25 hours.
        let length = fall.adding(days: 1).start(in: toronto).timeIntervalSince(fall.start(in: toronto))
        #expect(length == 25 * 3600)
    }
}

@Suite("Location")
struct LocationTests {
    @Test("Rejects impossible coordinates and unknown zones")
    func rejectsBadInput() {
        #expect(throws: CivilTimeError.invalidLatitude(95)) {
            try Location(latitude: 95, longitude: 0, timeZoneIdentifier: "UTC")
        }
        #expect(throws: CivilTimeError.self) {
            try Location(latitude: .nan, longitude: 0, timeZoneIdentifier: "UTC")
        }
        #expect(throws: CivilTimeError.unknownTimeZone("Mars/Olympus")) {
            try Location(latitude: 0, longitude: 0, timeZoneIdentifier: "Mars/Olympus")
        }
    }

    @Test("Accepts a real place")
    func acceptsChennai() throws {
        let chennai = try Location(latitude: 13.0827, longitude: 80.2707, timeZoneIdentifier: "Asia/Kolkata")
        #expect(chennai.timeZone.identifier == "Asia/Kolkata")
    }
}
