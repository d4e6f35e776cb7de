import CompanionCore
import Observances
import Testing

@Suite("Festival reminder rules")
struct ReminderRuleTests {
    @Test("A major festival reminds the evening before and the morning of, at the chosen times")
    func majorFestival() {
        let rules = ReminderRule.rules(for: .major, preferences: ReminderPreferences())
        #expect(
            rules == [
                ReminderRule(kind: .eveningBefore, minutes: 18 * 60 - 1440),
                ReminderRule(kind: .morningOf, minutes: 7 * 60),
            ])
    }

    @Test("Other festivals get no evening-before alert; earlier days come at the briefing time")
    func otherFestivals() {
        let preferences = ReminderPreferences(dayBefore: true, twoDaysBefore: true, briefingMinute: 6 * 60)
        let rules = ReminderRule.rules(for: .vrat, preferences: preferences)
        #expect(rules.map(\.kind) == [.twoDaysBefore, .dayBefore, .morningOf])
        #expect(rules.map(\.minutes) == [360 - 2880, 360 - 1440, 360])
    }

    @Test("Monthly and weekly observances never remind, nor anything with festival reminders off")
    func noReminders() {
        #expect(ReminderRule.rules(for: .monthly, preferences: ReminderPreferences()).isEmpty)
        #expect(ReminderRule.rules(for: .weekly, preferences: ReminderPreferences()).isEmpty)
        #expect(ReminderRule.rules(for: .major, preferences: ReminderPreferences(festivalReminders: false)).isEmpty)
    }
}
