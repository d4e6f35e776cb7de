import CivilTime
import Foundation
import Observances

extension CalendarNames {
    /// A reminder's day as seen from `today`: "Today", "Tomorrow", else "21 Nov".
    public func reminderDay(_ day: CivilDate, today: CivilDate) -> String {
        switch today.days(until: day) {
        case 0: t("reminders.today")
        case 1: t("reminders.tomorrow")
        default: shortDate(day)
        }
    }

    /// When a reminder rings, on the place's clock: "Tomorrow at 06:00".
    public func reminderWhen(_ reminder: DueReminder, today: CivilDate, zone: TimeZone) -> String {
        t("reminders.at", ["day": reminderDay(reminder.day, today: today), "time": Clock.hm(reminder.at, zone)])
    }

    /// What a reminder says: the festival today, tomorrow or in so many days (named by `name`), or
    /// the Daily Briefing.
    public func reminderText(_ reminder: DueReminder, name: (Observance) -> String) -> String {
        switch reminder.subject {
        case .festival(let o, _, let lead):
            t(
                lead == 0
                    ? "reminders.festivalToday" : lead == 1 ? "reminders.festivalTomorrow" : "reminders.festivalIn",
                ["name": name(o), "days": String(lead)])
        case .dailyBriefing: t("reminders.briefing")
        }
    }
}
