import CivilTime
import CompanionCore
import Foundation
import Storage

extension CalendarSettings {
    /// The reminder choices among the stored settings, as the Companion's core takes them.
    var reminderPreferences: ReminderPreferences {
        ReminderPreferences(
            festivalReminders: festivalReminders, morningOf: remindMorningOf, eveningBefore: remindEveningBefore,
            dayBefore: remindDayBefore, twoDaysBefore: remindTwoDaysBefore, dailyBriefing: dailyBriefing,
            briefingMinute: briefingMinute, eveningMinute: eveningMinute)
    }
}

/// The reminders due soon as page data (the feed carries the same ones as alarms): which are due
/// is `CalendarEngine.reminders`, their words `CalendarNames.reminderWhen`/`reminderText`.
struct CalendarReminders {
    let presenter: CalendarPresenter

    func upcoming(from now: Date, days: Int) throws -> [[String: Any]] {
        try items(from: now, days: days).map(\.page)
    }

    func items(from now: Date, days: Int) throws -> [CalendarReminderItem] {
        let visit = presenter.visit
        let zone = visit.zone
        let due = try visit.engine.reminders(
            from: now, days: days, at: visit.place.location, reckoning: visit.reckoning,
            preferences: visit.settings.reminderPreferences)
        return due.map { reminder in
            let (href, kind): (String, String) =
                switch reminder.subject {
                case .festival(let o, let rule, _): ("/calendar/festivals/\(o.id)?date=\(o.date)", rule.rawValue)
                case .dailyBriefing: ("/calendar", "briefing")
                }
            return CalendarReminderItem(
                when: presenter.names.reminderWhen(reminder, today: visit.today, zone: zone),
                at: reminder.at.iso8601(in: zone),
                text: presenter.names.reminderText(reminder, name: presenter.name(of:)), href: href, kind: kind)
        }
    }
}
