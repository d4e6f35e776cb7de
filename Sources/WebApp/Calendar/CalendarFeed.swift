import CivilTime
import CompanionCore
import Foundation
import ICalendar
import Observances
import Panchang

/// The "Hindu Calendar" feed (seed §14, §13): all-day events for festivals (and, by choice, the
/// monthly tithi observances or the full daily panchang) over ±1 year, with rich notes, UIDs from
/// the observance id and date (so re-importing updates instead of duplicating), and alarms from
/// the reminder settings. Tithi-based days are listed year by year: no RRULE can express them.
struct CalendarFeed {
    let presenter: CalendarPresenter
    let content: SyncContent
    /// The Daily Briefing's verse on each coming day ("Bhagavad Gita 2.47"), named in its alarm.
    var briefingVerses: [CivilDate: String] = [:]

    var visit: CalendarVisit { presenter.visit }
    var names: CalendarNames { presenter.names }

    /// The calendar's name and colour as phones show them.
    static let name = "Hindu Calendar"
    static let colour = "#E8711A"

    static func uid(_ id: String, _ date: CivilDate) -> String { "\(id)-\(date)@sadhana-calendar" }

    /// The whole feed from a year before today to a year after: what it holds is
    /// `CalendarFeedSelection`'s; this writes each event.
    func document() throws -> ICalendarDocument {
        let today = visit.today
        let selection = try CalendarFeedSelection(
            engine: visit.engine, today: today, content: content, dailyBriefing: visit.settings.dailyBriefing,
            at: visit.place.location, reckoning: visit.reckoning)
        var events = try selection.observances.map { try event($0, today: today) }
        for date in selection.dailyDays {
            if let e = try dailyEvent(date, today: today) { events.append(e) }
        }
        return ICalendarDocument(
            name: Self.name, productID: "-//Sadhana//Dharmic Companion//EN", events: events, refreshHours: 12)
    }

    /// A document with one observance (the "add to my calendar" link), same UID as in the feed.
    func document(single o: Observance) throws -> ICalendarDocument {
        ICalendarDocument(
            name: Self.name, productID: "-//Sadhana//Dharmic Companion//EN", events: [try event(o, today: visit.today)])
    }

    func event(_ o: Observance, today: CivilDate) throws -> ICalendarEvent {
        let festival = visit.engine.base.catalog.festival(o.id)
        var lines: [String] = []
        if let festival {
            lines.append(presenter.text(.description, of: festival))
            let story = presenter.text(.story, of: festival)
            let excerpt = story.count > 280 ? String(story.prefix(277)) + "…" : story
            lines.append("\(names.t("festival.story")): \(excerpt)")
        } else if let m = MonthlyObservance.all.first(where: { $0.id == o.id }) {
            lines.append(presenter.ruleText(of: m))
            if let food = presenter.foodText(of: m) { lines.append(food) }
        }
        lines.append(try panchangNote(o.date))
        let why = names.reason(o.explanation, catalog: visit.engine.base.catalog, zone: visit.zone, day: o.date)
        lines.append("\(names.t("festival.why")): \(why)")
        for w in o.windows {
            lines.append(
                "\(names.windowName(w)): \(names.range(w.window.start, w.window.end, visit.zone, day: o.date))")
        }
        lines.append(visit.place.label)
        // Which reckoning decided the Tamil dates (and so Pongal, Puthandu… and their days).
        if visit.tradition == .tamil { lines.append(names.t("feed.reckoning.\(visit.tamilReckoning.rawValue)")) }
        let alarms = ReminderRule.rules(for: o.category, preferences: visit.settings.reminderPreferences).map { rule in
            ICalendarAlarm(
                trigger: .relative(seconds: rule.minutes * 60),
                description: names.t(
                    rule.minutes < 0 ? "reminders.festivalTomorrow" : "reminders.festivalToday",
                    ["name": presenter.name(of: o), "days": "1"]))
        }
        var summary = presenter.name(of: o)
        if let festival, visit.language == .english { summary += " (\(festival.names.hi))" }
        return ICalendarEvent(
            uid: Self.uid(o.id, o.date), timing: .allDay(o.date), summary: summary,
            description: lines.joined(separator: "\n\n"), location: visit.place.label,
            categories: [names.category(o.category)], alarms: alarms)
    }

    /// "Tithi at sunrise … · Nakshatra … · Sunrise 06:42 · Sunset 17:25 · Rahu Kaal …".
    func panchangNote(_ date: CivilDate) throws -> String {
        let data = try visit.year(date.year)
        guard let day = data.span.frame(date)?.day else { return "" }
        var parts: [String] = []
        if let lunar = data.span.lunarDate(date) {
            parts.append(
                names.t(
                    "format.hinduDate",
                    [
                        "month": names.lunarMonth(
                            lunar.month, system: visit.tradition.conventions.monthSystem, tithi: lunar.tithi),
                        "tithi": names.tithi(lunar.tithi),
                    ]))
        }
        for kind in AngaKind.allCases {
            if let s = day.spans(kind).first {
                parts.append(
                    "\(names.t("today.\(kind.rawValue)")): \(names.anga(s)) \(names.t("today.until", ["time": names.clock(s.end, visit.zone, day: date)]))"
                )
            }
        }
        if let r = day.sunrise { parts.append("\(names.t("today.sunrise")) \(names.clock(r, visit.zone))") }
        if let s = day.sunset { parts.append("\(names.t("today.sunset")) \(names.clock(s, visit.zone))") }
        if let t = day.timings {
            parts.append(
                "\(names.t("today.rahu")) \(names.range(t.rahuKalam.start, t.rahuKalam.end, visit.zone, day: date))")
        }
        return parts.joined(separator: " · ")
    }

    /// The day's panchang as an event (Full panchang), or the briefing (with its alarm) when on.
    func dailyEvent(_ date: CivilDate, today: CivilDate) throws -> ICalendarEvent? {
        let note = try panchangNote(date)
        let data = try visit.year(date.year)
        let festivals = (data.byDate[date] ?? []).filter { visit.engine.base.catalog.festival($0.id) != nil }
        var description = note
        if let verse = briefingVerses[date], visit.settings.dailyBriefing {
            description += "\n\n" + names.t("reminders.briefing") + ": " + verse
        }
        if !festivals.isEmpty {
            description += "\n\n" + festivals.map { presenter.name(of: $0) }.joined(separator: ", ")
        }
        var alarms: [ICalendarAlarm] = []
        if CalendarFeedSelection.ringsBriefing(date, today: today, dailyBriefing: visit.settings.dailyBriefing) {
            alarms.append(
                ICalendarAlarm(
                    trigger: .relative(seconds: visit.settings.briefingMinute * 60),
                    description: names.t("reminders.briefing") + ": "
                        + (briefingVerses[date].map { "\($0) · " } ?? "") + note))
        }
        let summary: String
        if let lunar = data.span.lunarDate(date) {
            summary = names.tithi(lunar.tithi)
        } else {
            summary = names.t("sync.panchang")
        }
        return ICalendarEvent(
            uid: Self.uid("panchang", date), timing: .allDay(date), summary: "☸ " + summary, description: description,
            location: visit.place.label, categories: [names.t("sync.panchang")], alarms: alarms)
    }

    /// The document's text with the calendar colour (Apple's extension) added after its name.
    static func text(_ document: ICalendarDocument, stamp: Date) -> String {
        let text = document.text(stamp: stamp)
        guard let range = text.range(of: "X-WR-CALNAME:") else { return text }
        guard let lineEnd = text.range(of: "\r\n", range: range.upperBound..<text.endIndex) else { return text }
        var result = text
        result.insert(contentsOf: "X-APPLE-CALENDAR-COLOR:\(colour)\r\n", at: lineEnd.upperBound)
        return result
    }
}
