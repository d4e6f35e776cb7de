import CivilTime
import Foundation
import Observances

/// A reminder that fires soon: a festival's (by its rule) or the daily briefing.
public struct DueReminder: Sendable {
    /// What the reminder is for.
    public enum Subject: Sendable {
        /// A festival, reminded by `rule`; `daysAhead` counts days from the reminder's day to the festival's.
        case festival(Observance, rule: ReminderRule.Kind, daysAhead: Int)
        case dailyBriefing
    }

    /// The instant it fires.
    public let at: Date
    /// The place's local day it fires on.
    public let day: CivilDate
    public let subject: Subject
}

extension CalendarEngine {
    /// The reminders due from `now` through `days` days later at `location`, soonest first and at
    /// most `limit`: each festival's reminders under `preferences`, and the next daily briefing if on.
    public func reminders(
        from now: Date, days: Int, at location: Location, reckoning: CalendarReckoning,
        preferences: ReminderPreferences, limit: Int = 5
    ) throws -> [DueReminder] {
        let zone = location.timeZone
        let today = CivilDate(now, in: zone)
        let horizon = now.addingTimeInterval(Double(days) * 86_400)
        var items: [DueReminder] = []
        // Three days past the horizon: a festival's two-days-before reminder can fall inside it.
        let list = try observances(
            from: today, through: today.adding(days: days + 3), at: location, reckoning: reckoning)
        for o in list where isFestival(o) {
            for rule in ReminderRule.rules(for: o.category, preferences: preferences) {
                let at = o.date.start(in: zone).addingTimeInterval(Double(rule.minutes) * 60)
                guard at >= now, at <= horizon else { continue }
                let day = CivilDate(at, in: zone)
                items.append(
                    DueReminder(
                        at: at, day: day, subject: .festival(o, rule: rule.kind, daysAhead: day.days(until: o.date))))
            }
        }
        if preferences.dailyBriefing {
            var day = today
            for _ in 0..<2 {
                let at = day.start(in: zone).addingTimeInterval(Double(preferences.briefingMinute) * 60)
                if at >= now, at <= horizon {
                    items.append(DueReminder(at: at, day: day, subject: .dailyBriefing))
                    break
                }
                day = day.adding(days: 1)
            }
        }
        return Array(items.sorted { $0.at < $1.at }.prefix(limit))
    }
}
