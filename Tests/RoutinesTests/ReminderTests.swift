import CivilTime
import Foundation
import Routines
import Testing

@Suite("The daily reminder")
struct ReminderTests {
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

    @Test("The UID names the routine and its start day, so a restart makes a new one")
    func uid() throws {
        var b = book()
        try b.apply(.createCustomRoutine(routine("a")))
        #expect(b.reminder?.uid == "morning-a-2026-11-17@sadhana")
    }
}
