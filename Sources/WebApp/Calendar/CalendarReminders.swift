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

/// The reminders due soon, worded for the page (the feed carries the same ones as alarms).
struct CalendarReminders {
    let presenter: CalendarPresenter

    func upcoming(from now: Date, days: Int) throws -> [[String: Any]] {
        let visit = presenter.visit
        let zone = visit.zone
        let due = try visit.engine.reminders(
            from: now, days: days, at: visit.place.location, reckoning: visit.reckoning,
            preferences: visit.settings.reminderPreferences)
        return due.map { reminder in
            let when = presenter.names.t(
                "reminders.at",
                ["day": dayWord(reminder.day, today: visit.today), "time": Clock.hm(reminder.at, zone)])
            switch reminder.subject {
            case .festival(let o, let rule, let lead):
                return [
                    "when": when, "at": reminder.at.iso8601(in: zone),
                    "text": presenter.names.t(
                        lead == 0
                            ? "reminders.festivalToday"
                            : lead == 1 ? "reminders.festivalTomorrow" : "reminders.festivalIn",
                        ["name": presenter.name(of: o), "days": String(lead)]),
                    "href": "/calendar/festivals/\(o.id)?date=\(o.date)", "kind": rule.rawValue,
                ]
            case .dailyBriefing:
                return [
                    "when": when, "at": reminder.at.iso8601(in: zone), "text": presenter.names.t("reminders.briefing"),
                    "href": "/calendar", "kind": "briefing",
                ]
            }
        }
    }

    func dayWord(_ day: CivilDate, today: CivilDate) -> String {
        switch today.days(until: day) {
        case 0: presenter.names.t("reminders.today")
        case 1: presenter.names.t("reminders.tomorrow")
        default: presenter.names.shortDate(day)
        }
    }
}
