import CivilTime
import CompanionCore
import Observances
import Testing

/// What the "Hindu Calendar" feed holds for each content choice, from New Delhi's real year
/// either side of today.
@Suite("Calendar feed selection")
struct CalendarFeedSelectionTests {
    static let today = day("2026-06-15")

    func feed(_ content: SyncContent, briefing: Bool = false) throws -> CalendarFeedSelection {
        try CalendarFeedSelection(
            engine: engine, today: Self.today, content: content, dailyBriefing: briefing, at: newDelhi,
            reckoning: purnimant)
    }

    @Test("Festivals only leaves out the monthly vrats the other feeds carry; a year either side of today")
    func content() throws {
        let festivals = try feed(.festivals)
        let tithis = try feed(.tithis)
        #expect(festivals.first == day("2025-06-15"))
        #expect(festivals.last == day("2027-06-15"))
        #expect(festivals.observances.allSatisfy { engine.isFestival($0) })
        #expect(festivals.observances.contains { $0.id == "diwali" && $0.date == day("2026-11-08") })
        #expect(tithis.observances.contains { $0.id == "ekadashi" })
        #expect(tithis.observances.filter { engine.isFestival($0) }.count == festivals.observances.count)
        #expect(tithis.observances.allSatisfy { engine.isFestival($0) || FestivalList.listedMonthly.contains($0.id) })
        #expect(tithis.observances.map(\.date) == tithis.observances.map(\.date).sorted())
    }

    @Test("Daily events: none by default, every day of the full panchang, today and 60 days with the briefing")
    func dailyDays() throws {
        #expect(try feed(.tithis).dailyDays.isEmpty)
        let full = try feed(.full)
        #expect(full.dailyDays.count == 2 * CalendarFeedSelection.reach + 1)
        #expect(full.dailyDays.first == full.first)
        let briefing = try feed(.festivals, briefing: true)
        #expect(briefing.dailyDays.first == Self.today)
        #expect(briefing.dailyDays.last == Self.today.adding(days: 60))
    }

    @Test("The briefing rings from today through the 60th day, and never when it is off")
    func rings() {
        let t = Self.today
        #expect(CalendarFeedSelection.ringsBriefing(t, today: t, dailyBriefing: true))
        #expect(CalendarFeedSelection.ringsBriefing(t.adding(days: 60), today: t, dailyBriefing: true))
        #expect(!CalendarFeedSelection.ringsBriefing(t.adding(days: 61), today: t, dailyBriefing: true))
        #expect(!CalendarFeedSelection.ringsBriefing(t.adding(days: -1), today: t, dailyBriefing: true))
        #expect(!CalendarFeedSelection.ringsBriefing(t, today: t, dailyBriefing: false))
    }
}
