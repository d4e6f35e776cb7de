import CivilTime
import CompanionCore
import Foundation
import Observances

/// Today's page (also the API's `today`): greeting, Hindu date, sun and moon, angas, periods,
/// the day's observances, the next three and the reminders due soon.
struct CalendarTodayView: Encodable {
    struct Greeting: Encodable {
        let part: String
        let text: String
        let sanskrit: String
        let sanskritMeaning: String
    }

    let greeting: Greeting
    let date: HinduDateSummary
    let sunMoon: [CalendarSunMoonRow]
    let angas: [CalendarAngaRow]
    let periods: [CalendarPeriodRow]
    let bad: [CalendarPeriodRow]
    let good: [CalendarPeriodRow]
    let festivals: [CalendarObservanceCard]
    let hasFestivals: Bool
    let upcoming: [CalendarObservanceCard]
    let hasUpcoming: Bool
    let now: String
    /// The Sanskrit vara, unless the language's weekday already is it (Hindi: शनिवार).
    let vara: String?
    let reminders: [CalendarReminderItem]
    let hasReminders: Bool

    init(_ p: CalendarPresenter) throws {
        let visit = p.visit
        let today = visit.today
        let year = try visit.year(today.year)
        guard let day = year.span.frame(today)?.day else { throw CalendarInputError.badDate(today.description) }
        let minute = Clock.minuteOfDay(visit.now, visit.zone)
        let part =
            switch minute {
            case 240..<720: "morning"
            case 720..<1020: "afternoon"
            case 1020..<1260: "evening"
            default: "night"
            }
        let observances = visit.engine.dayObservances(on: today, in: year)
        let upcoming = try visit.engine.observances(
            from: today.adding(days: 1), through: today.adding(days: 60), at: visit.place.location,
            reckoning: visit.reckoning
        ).filter { ![.monthly, .weekly].contains($0.category) }.prefix(3)
        greeting = Greeting(
            part: part, text: p.names.t("greeting.\(part)"), sanskrit: p.names.t("greeting.sanskrit.\(part)"),
            sanskritMeaning: p.names.t("greeting.meaning.\(part)"))
        date = p.hinduDate(today, in: year)
        sunMoon = p.sunMoon(day)
        angas = p.angas(day)
        periods = p.periods(day)
        bad = periods.filter { !$0.good }
        good = periods.filter(\.good)
        festivals = observances.map { p.card($0, today: today) }
        hasFestivals = !observances.isEmpty
        self.upcoming = upcoming.map { p.card($0, today: today) }
        hasUpcoming = !upcoming.isEmpty
        now = visit.now.iso8601(in: visit.zone)
        let vara = p.names.vara(day.vara.weekday)
        self.vara = vara != p.names.weekday(day.vara.weekday) ? vara : nil
        reminders = try CalendarReminders(presenter: p).items(from: visit.now, days: 3)
        hasReminders = !reminders.isEmpty
    }

    var page: [String: Any] {
        var page: [String: Any] = [
            "greeting": [
                "part": greeting.part, "text": greeting.text, "sanskrit": greeting.sanskrit,
                "sanskritMeaning": greeting.sanskritMeaning,
            ],
            "date": date.page, "sunMoon": sunMoon.map(\.page), "angas": angas.map(\.page),
            "periods": periods.map(\.page), "bad": bad.map(\.page), "good": good.map(\.page),
            "festivals": festivals.map(\.page), "hasFestivals": hasFestivals, "upcoming": upcoming.map(\.page),
            "hasUpcoming": hasUpcoming, "now": now, "reminders": reminders.map(\.page),
            "hasReminders": hasReminders,
        ]
        page["vara"] = vara
        return page
    }
}
