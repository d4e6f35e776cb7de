import CivilTime
import Foundation
import Testing

@testable import WebApp

/// Food alerts as values: which days are observed, and when each reminder falls in the place's
/// own time across a DST change.
@Suite("Tamil food plan and alerts")
struct TamilFoodPlanTests {
    static let calendar = try! TamilCalendar.bundled()
    static let toronto = try! Location(latitude: 43.70011, longitude: -79.4163, timeZoneIdentifier: "America/Toronto")

    func date(_ text: String) -> CivilDate { try! CivilDate(iso: text) }

    @Test("Somavaram is every Monday; Navaratri covers nine days")
    func observedDates() throws {
        let mondays = try Self.calendar.observedDates(
            from: date("2026-03-01"), through: date("2026-03-31"), at: Self.toronto, observed: [.somavaram])
        #expect(
            mondays.map(\.date.description) == ["2026-03-02", "2026-03-09", "2026-03-16", "2026-03-23", "2026-03-30"])
        let navaratri = try Self.calendar.observedDates(
            from: date("2026-09-01"), through: date("2026-11-30"), at: Self.toronto, observed: [.navaratri])
        #expect(navaratri.count == 9)
        #expect(navaratri.allSatisfy { $0.avoidsNonVeg })
    }

    @Test("The evening alert is 19:00 local on both sides of the March DST change, and the summary is Sunday's")
    func alertsAcrossDST() throws {
        let alerts = try Self.calendar.alerts(
            from: date("2026-03-01"), through: date("2026-03-10"), at: Self.toronto,
            preferences: AlertTimes(evening: 19 * 60, morning: 6 * 60, weekly: 18 * 60), observed: [.somavaram])
        let evenings = alerts.filter { $0.kind == .evening }.map { $0.due.iso8601(in: Self.toronto.timeZone) }
        #expect(evenings == ["2026-03-01T19:00:00-05:00", "2026-03-08T19:00:00-04:00"])
        let mornings = alerts.filter { $0.kind == .morning }.map { $0.due.iso8601(in: Self.toronto.timeZone) }
        #expect(mornings == ["2026-03-02T06:00:00-05:00", "2026-03-09T06:00:00-04:00"])
        let weekly = alerts.filter { $0.kind == .weekly }
        #expect(
            weekly.map { $0.due.iso8601(in: Self.toronto.timeZone) } == [
                "2026-03-01T18:00:00-05:00", "2026-03-08T18:00:00-04:00",
            ])
        #expect(weekly[0].days.map(\.date.description) == ["2026-03-02"])
    }

    @Test("Food status: regular, one observance, or several at once, with the next observed day")
    func foodStatus() throws {
        let monday = try Self.calendar.day(date("2026-03-02"), at: Self.toronto)
        let status = try Self.calendar.foodStatus(monday, observed: [.somavaram])
        #expect(status.kind == .avoidNonVeg)
        #expect(status.next?.date.description == "2026-03-09")
        let regular = try Self.calendar.foodStatus(monday, observed: [])
        #expect(regular.kind == .regular)
        #expect(regular.next == nil)
    }

    @Test("Seed ids parse; an unknown id is refused")
    func parse() {
        #expect(TamilObservedDay.parse(["ekadasi", "pradosham", "ekadasi"]) == [.ekadasi, .pradosham])
        #expect(TamilObservedDay.parse(["ekadashi"]) == nil)
    }
}
