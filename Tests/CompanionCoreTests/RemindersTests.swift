import CivilTime
import CompanionCore
import Foundation
import Observances
import Testing

@Suite("Upcoming reminders")
struct RemindersTests {
    func diwaliReminders(_ due: [DueReminder]) -> [(ReminderRule.Kind, Int, Date)] {
        due.compactMap {
            guard case .festival(let o, let rule, let ahead) = $0.subject, o.id == "diwali" else { return nil }
            return (rule, ahead, $0.at)
        }
    }

    @Test("Diwali reminds at 6 PM the evening before and 7 AM on the day, on the place's clock")
    func diwali() throws {
        // Given two days before Diwali (2026-11-08) in New Delhi, with the default preferences
        let now = delhi("2026-11-06", 0)
        // When
        let due = try engine.reminders(
            from: now, days: 3, at: newDelhi, reckoning: purnimant, preferences: ReminderPreferences(), limit: 50)
        // Then
        let diwali = diwaliReminders(due)
        #expect(diwali.map(\.0) == [.eveningBefore, .morningOf])
        #expect(diwali.map(\.1) == [1, 0])
        #expect(diwali.map(\.2) == [delhi("2026-11-07", 18), delhi("2026-11-08", 7)])
        #expect(due.map(\.at) == due.map(\.at).sorted())
        #expect(due.allSatisfy { $0.at >= now && $0.at <= now.addingTimeInterval(3 * 86_400) })
    }

    @Test("At most `limit` reminders, soonest first")
    func limit() throws {
        let due = try engine.reminders(
            from: delhi("2026-11-06", 0), days: 14, at: newDelhi, reckoning: purnimant,
            preferences: ReminderPreferences(dayBefore: true, twoDaysBefore: true))
        #expect(due.count == 5)
        #expect(due.map(\.at) == due.map(\.at).sorted())
    }

    @Test("The daily briefing is the next one not yet past: tomorrow's once today's has gone")
    func briefing() throws {
        let preferences = ReminderPreferences(festivalReminders: false, dailyBriefing: true, briefingMinute: 7 * 60)
        let due = try engine.reminders(
            from: delhi("2026-11-06", 8), days: 3, at: newDelhi, reckoning: purnimant, preferences: preferences)
        #expect(due.count == 1)
        #expect(due.first?.at == delhi("2026-11-07", 7))
        #expect(due.first?.day == day("2026-11-07"))
        if case .dailyBriefing = due.first?.subject {} else { Issue.record("expected the briefing") }
    }
}
