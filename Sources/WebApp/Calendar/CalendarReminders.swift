import CivilTime
import Foundation
import Observances
import Storage

/// When a festival reminds (seed §13): the morning of, the evening before, one or two days before,
/// at the person's chosen times; major festivals get the evening-before alert as well as the
/// morning one, other festivals the morning one. The same offsets become the feed's VALARMs and
/// the reminders shown in the page.
struct ReminderRule: Equatable {
    enum Kind: String, CaseIterable { case morningOf, eveningBefore, dayBefore, twoDaysBefore }
    let kind: Kind
    /// Minutes from the start (local midnight) of the festival day; negative is before.
    let minutes: Int

    /// The reminders a festival of `category` gets under `settings`.
    static func rules(for category: ObservanceCategory, settings: CalendarSettings) -> [ReminderRule] {
        guard settings.festivalReminders, category != .monthly, category != .weekly else { return [] }
        var rules: [ReminderRule] = []
        if settings.remindTwoDaysBefore {
            rules.append(.init(kind: .twoDaysBefore, minutes: settings.briefingMinute - 2880))
        }
        if settings.remindDayBefore { rules.append(.init(kind: .dayBefore, minutes: settings.briefingMinute - 1440)) }
        if settings.remindEveningBefore, category == .major {
            rules.append(.init(kind: .eveningBefore, minutes: settings.eveningMinute - 1440))
        }
        if settings.remindMorningOf { rules.append(.init(kind: .morningOf, minutes: settings.briefingMinute)) }
        return rules
    }
}

/// The reminders due soon, for the page (the feed carries the same ones as alarms).
struct CalendarReminders {
    let presenter: CalendarPresenter

    func upcoming(from now: Date, days: Int) throws -> [[String: Any]] {
        let visit = presenter.visit
        let zone = visit.zone
        let today = visit.today
        let horizon = now.addingTimeInterval(Double(days) * 86_400)
        var items: [(Date, [String: Any])] = []
        let list = try visit.engine.observances(
            from: today, through: today.adding(days: days + 3), at: visit.place.location, reckoning: visit.reckoning)
        for o in list where visit.engine.base.catalog.festival(o.id) != nil {
            for rule in ReminderRule.rules(for: o.category, settings: visit.settings) {
                let at = o.date.start(in: zone).addingTimeInterval(Double(rule.minutes) * 60)
                guard at >= now, at <= horizon else { continue }
                let lead = CivilDate(at, in: zone).days(until: o.date)
                let when = presenter.names.t(
                    "reminders.at", ["day": dayWord(CivilDate(at, in: zone), today: today), "time": Clock.hm(at, zone)])
                items.append(
                    (
                        at,
                        [
                            "when": when, "at": at.iso8601(in: zone),
                            "text": presenter.names.t(
                                lead == 0
                                    ? "reminders.festivalToday"
                                    : lead == 1 ? "reminders.festivalTomorrow" : "reminders.festivalIn",
                                ["name": presenter.name(of: o), "days": String(lead)]),
                            "href": "/calendar/festivals/\(o.id)?date=\(o.date)", "kind": rule.kind.rawValue,
                        ]
                    ))
            }
        }
        if visit.settings.dailyBriefing {
            var day = today
            for _ in 0..<2 {
                let at = day.start(in: zone).addingTimeInterval(Double(visit.settings.briefingMinute) * 60)
                if at >= now, at <= horizon {
                    items.append(
                        (
                            at,
                            [
                                "when": presenter.names.t(
                                    "reminders.at", ["day": dayWord(day, today: today), "time": Clock.hm(at, zone)]),
                                "at": at.iso8601(in: zone), "text": presenter.names.t("reminders.briefing"),
                                "href": "/calendar", "kind": "briefing",
                            ]
                        ))
                    break
                }
                day = day.adding(days: 1)
            }
        }
        return items.sorted { $0.0 < $1.0 }.prefix(5).map(\.1)
    }

    func dayWord(_ day: CivilDate, today: CivilDate) -> String {
        switch today.days(until: day) {
        case 0: presenter.names.t("reminders.today")
        case 1: presenter.names.t("reminders.tomorrow")
        default: presenter.names.shortDate(day)
        }
    }
}
