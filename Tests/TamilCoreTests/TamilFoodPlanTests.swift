import CivilTime
import Foundation
import TamilCore
import Testing

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

    static let planAhead = AlertTimes(evening: 19 * 60, morning: nil, weekly: nil, twoDaysBefore: 18 * 60)

    func local(_ alerts: [FoodAlertItem], _ kind: FoodAlertItem.Kind) -> [String] {
        alerts.filter { $0.kind == kind }.map { "\($0.date) \($0.due.iso8601(in: Self.toronto.timeZone))" }
    }

    @Test("The two-days-before alert is due at 18:00 local two days ahead, across both of Toronto's DST changes")
    func twoDaysBeforeAcrossDST() throws {
        // Given Mondays observed (Somavaram); Toronto springs forward on Sunday 8 March 2026 and
        // falls back on Sunday 1 November 2026.
        let spring = try Self.calendar.alerts(
            from: date("2026-03-01"), through: date("2026-03-14"), at: Self.toronto, preferences: Self.planAhead,
            observed: [.somavaram])
        let autumn = try Self.calendar.alerts(
            from: date("2026-10-25"), through: date("2026-11-08"), at: Self.toronto, preferences: Self.planAhead,
            observed: [.somavaram])
        // Then each Monday's alert is Saturday 18:00 on the wall clock, whatever the offset.
        #expect(
            local(spring, .twoDaysBefore) == [
                "2026-03-09 2026-03-07T18:00:00-05:00", "2026-03-16 2026-03-14T18:00:00-04:00",
            ])
        #expect(
            local(autumn, .twoDaysBefore) == [
                "2026-11-02 2026-10-31T18:00:00-04:00", "2026-11-09 2026-11-07T18:00:00-05:00",
            ])
        // The evening-before alert of the same Mondays keeps its own time.
        #expect(local(spring, .evening).first == "2026-03-02 2026-03-01T19:00:00-05:00")
    }

    @Test("Pradosham and Somavaram on one Monday share one two-days-before alert, due on Ekadasi itself")
    func twoDaysBeforeShared() throws {
        // Given Toronto, 2026: Ekadasi on Saturday 14 March, Soma Pradosham on Monday 16 March.
        let alerts = try Self.calendar.alerts(
            from: date("2026-03-12"), through: date("2026-03-14"), at: Self.toronto, preferences: Self.planAhead,
            observed: [.ekadasi, .pradosham, .somavaram])
        let plans = alerts.filter { $0.kind == .twoDaysBefore }
        // Then Ekadasi's alert comes on Thursday, and Monday's single alert names both observances
        // and comes on Saturday although Saturday is itself observed.
        #expect(plans.map(\.date.description) == ["2026-03-14", "2026-03-16"])
        let monday = try #require(plans.last)
        #expect(monday.days.count == 1)
        #expect(monday.days[0].kinds == [.pradosham, .somavaram])
        #expect(monday.due.iso8601(in: Self.toronto.timeZone) == "2026-03-14T18:00:00-04:00")
        // And Ekadasi keeps its own alerts: the evening before it, Friday 19:00.
        #expect(
            local(alerts, .evening) == ["2026-03-14 2026-03-13T19:00:00-04:00"])
    }

    @Test("Without a chosen time there is no two-days-before alert (it is off by default)")
    func twoDaysBeforeOff() throws {
        let alerts = try Self.calendar.alerts(
            from: date("2026-03-01"), through: date("2026-03-31"), at: Self.toronto,
            preferences: AlertTimes(evening: 19 * 60, morning: 6 * 60, weekly: 18 * 60), observed: [.somavaram])
        #expect(!alerts.isEmpty)
        #expect(!alerts.contains { $0.kind == .twoDaysBefore })
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

    @Test(
        "The next observed day, looked for a month at a time, is the first of the whole 62 days ahead, across month ends"
    )
    func nextObservedDayAcrossMonths() throws {
        // Navaratri alone is a month or more away from most of these days; the monthly kinds fall
        // either side of a month's end.
        let sets: [Set<TamilObservedDay>] = [[.navaratri], [.amavasai], [.pournami, .karthigai], [.ekadasi]]
        var days: [CivilDate] = []
        for start in ["2026-07-25", "2026-08-27", "2026-12-28"] {
            for offset in 0..<8 { days.append(date(start).adding(days: offset)) }
        }
        var found = 0
        for observed in sets {
            for d in days {
                let day = try Self.calendar.day(d, at: Self.toronto)
                let whole = try Self.calendar.observedDates(
                    from: d.adding(days: 1), through: d.adding(days: 62), at: Self.toronto, observed: observed)
                let next = try Self.calendar.foodStatus(day, observed: observed).next
                #expect(next == whole.first, "\(d) \(observed)")
                if next != nil { found += 1 }
            }
        }
        #expect(found > 0)
    }

    @Test("Seed ids parse; an unknown id is refused")
    func parse() {
        #expect(TamilObservedDay.parse(["ekadasi", "pradosham", "ekadasi"]) == [.ekadasi, .pradosham])
        #expect(TamilObservedDay.parse(["ekadashi"]) == nil)
    }
}
