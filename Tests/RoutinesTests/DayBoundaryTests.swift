import CivilTime
import Foundation
import Routines
import Testing

private let berlin = TimeZone(identifier: "Europe/Berlin")!
private let newYork = TimeZone(identifier: "America/New_York")!

private func at(_ iso: String) -> Date { ISO8601DateFormatter().date(from: iso)! }

@Suite("Routine days: the day boundary setting and DST days")
struct DayBoundaryTests {
    @Test("With the default boundary the day changes at local midnight")
    func midnight() {
        let b = DayBoundary()
        #expect(b.day(of: at("2026-11-16T22:59:59Z"), in: berlin) == day("2026-11-16"))
        #expect(b.day(of: at("2026-11-16T23:00:00Z"), in: berlin) == day("2026-11-17"))
    }

    @Test("With a 04:00 boundary, 02:30 still belongs to the day before")
    func fourAM() throws {
        let b = DayBoundary(start: try TimeOfDay(parsing: "04:00"))
        #expect(b.day(of: at("2026-11-17T01:30:00Z"), in: berlin) == day("2026-11-16"))
        #expect(b.day(of: at("2026-11-17T03:00:00Z"), in: berlin) == day("2026-11-17"))
    }

    @Test("Spring-forward day (23 h) is one routine day; a boundary inside the gap moves on by the gap")
    func springForward() throws {
        let b = DayBoundary(start: try TimeOfDay(parsing: "02:30"))
        // 2026-03-29 in Berlin: 02:00 CET jumps to 03:00 CEST (01:00Z); 02:30 becomes 03:30 CEST.
        #expect(b.beginning(of: day("2026-03-29"), in: berlin) == at("2026-03-29T01:30:00Z"))
        #expect(b.day(of: at("2026-03-29T01:29:59Z"), in: berlin) == day("2026-03-28"))
        #expect(b.day(of: at("2026-03-29T01:30:00Z"), in: berlin) == day("2026-03-29"))
        let midnight = DayBoundary()
        #expect(
            midnight.beginning(of: day("2026-03-30"), in: berlin).timeIntervalSince(
                midnight.beginning(of: day("2026-03-29"), in: berlin)) == 23 * 3600)
    }

    @Test("Fall-back day (25 h): the repeated hour does not flip back to the previous day")
    func fallBack() throws {
        let b = DayBoundary(start: try TimeOfDay(parsing: "01:30"))
        // 2026-11-01 in New York: 02:00 EDT falls back to 01:00 EST; 01:30 happens at 05:30Z and 06:30Z.
        #expect(b.beginning(of: day("2026-11-01"), in: newYork) == at("2026-11-01T05:30:00Z"))
        #expect(b.day(of: at("2026-11-01T05:29:00Z"), in: newYork) == day("2026-10-31"))
        #expect(b.day(of: at("2026-11-01T06:10:00Z"), in: newYork) == day("2026-11-01"), "01:10 EST, second pass")
        let midnight = DayBoundary()
        #expect(
            midnight.beginning(of: day("2026-11-02"), in: newYork).timeIntervalSince(
                midnight.beginning(of: day("2026-11-01"), in: newYork)) == 25 * 3600)
    }

    @Test("A routine running across a DST change gets exactly one record per day")
    func streakSurvivesDST() throws {
        var b = book(on: day("2026-03-27"))
        try b.apply(.createCustomRoutine(routine("a", createdOn: day("2026-03-27"))))
        let boundary = DayBoundary()
        var instant = at("2026-03-27T12:00:00Z")
        for _ in 0..<(4 * 24) {
            instant.addTimeInterval(3600)
            try b.apply(.dayRollsOver(to: boundary.day(of: instant, in: berlin)))
        }
        #expect(b.today == day("2026-03-31"))
        #expect(b.records.map(\.day) == [day("2026-03-28"), day("2026-03-29"), day("2026-03-30")])
    }

    @Test("Times of day parse HH:MM and refuse anything else")
    func times() throws {
        #expect(try TimeOfDay(parsing: "6:05").description == "06:05")
        #expect(try TimeOfDay(parsing: "23:59:00").description == "23:59")
        for bad in [
            "", "24:00", "12:60", "-1:00", "1.5:00", "١٢:٠٠", "12:5", "ab:cd", "12:00:00:00", "99999999999999999999:00",
        ] {
            #expect(throws: RoutinesError.self) { try TimeOfDay(parsing: bad) }
        }
    }
}
