import CivilTime
import Foundation
import Localization
import Routines
import Storage

/// Turns Better Morning's domain values into what the templates and the API show, in one language.
struct MorningPresenter {
    let localizer: Localizer
    let language: Language
    let timeZone: TimeZone
    let now: Date

    func t(_ key: String, _ arguments: [String: String] = [:]) -> String {
        localizer.text("morning.\(key)", in: language, arguments)
    }

    /// Weeks start on Monday in Russian, on Sunday in English.
    var firstWeekday: Weekday { language.rawValue == "en" ? .sunday : .monday }

    // MARK: Days

    func weekdayShort(_ day: CivilDate) -> String { t("weekday.\(day.weekday.rawValue)") }

    /// "Tue 17 Nov".
    func dayLabel(_ day: CivilDate) -> String { Self.dayLabel(day, localizer: localizer, language: language) }

    /// "Tue 17 Nov", for callers without a presenter (error messages).
    static func dayLabel(_ day: CivilDate, localizer: Localizer, language: Language) -> String {
        let t = { (key: String) in localizer.text("morning.\(key)", in: language) }
        return localizer.text(
            "morning.dayLabel", in: language,
            ["weekday": t("weekday.\(day.weekday.rawValue)"), "day": String(day.day), "month": t("month.\(day.month)")])
    }

    /// "16–22 Nov" or "30 Nov – 6 Dec".
    func weekLabel(_ start: CivilDate) -> String {
        let end = start.adding(days: 6)
        if start.month == end.month {
            return t("weekSame", ["from": String(start.day), "to": String(end.day), "month": t("month.\(end.month)")])
        }
        return t(
            "weekSplit",
            [
                "from": String(start.day), "fromMonth": t("month.\(start.month)"), "to": String(end.day),
                "toMonth": t("month.\(end.month)"),
            ])
    }

    // MARK: Celebrities

    func name(of profile: CelebrityProfile) -> String { t("people.\(profile.slug).name") }

    func taskTitles(of profile: CelebrityProfile) -> [String] {
        profile.taskTimes.indices.map { t("people.\(profile.slug).task\($0 + 1)") }
    }

    func celebrity(_ profile: CelebrityProfile, book: RoutineBook) -> [String: Any] {
        let adopted = book.routines.first { $0.celebritySlug == profile.slug }
        return [
            "slug": profile.slug, "initials": profile.initials, "name": name(of: profile),
            "known": t("people.\(profile.slug).known"), "about": t("people.\(profile.slug).about"),
            "source": profile.source, "hue": profile.hue, "hue2": (profile.hue + 40) % 360,
            "href": "/morning/explore/\(profile.slug)",
            "active": adopted?.isActive ?? false,
            "tasks": zip(profile.taskTimes, taskTitles(of: profile)).map { ["time": $0.0.description, "title": $0.1] },
        ]
    }

    // MARK: Routine tab

    func mark(_ mark: TaskMark) -> [String: Any] {
        [
            "mark": mark.rawValue, "symbol": mark == .completed ? "✓" : (mark == .incomplete ? "✗" : ""),
            "isCompleted": mark == .completed,
            "markLabel": t("mark.\(mark.rawValue)"),
        ]
    }

    func tasks(of routine: Routine, on day: CivilDate, book: RoutineBook, editable: Bool) -> [[String: Any]] {
        let marks = book.marks(of: routine.id, on: day)
        return routine.tasks.map { task in
            var item: [String: Any] = [
                "id": task.id.rawValue, "title": task.title, "time": task.time.description, "editable": editable,
            ]
            item.merge(mark(marks[task.id] ?? .untouched)) { $1 }
            return item
        }
    }

    func scroller(_ book: RoutineBook, selected: CivilDate) -> [[String: Any]] {
        guard let routine = book.activeRoutine else { return [] }
        return book.scrollerDays.map { day in
            let done = book.completedTasks(of: routine.id, on: day).count
            return [
                "iso": day.description, "weekday": weekdayShort(day), "day": day.day,
                "month": t("month.\(day.month)"), "selected": day == selected, "today": day == book.today,
                "href": day == book.today ? "/morning/routine" : "/morning/routine?day=\(day)",
                // The chip is announced by its label, so the label carries the count too (morning.js
                // rewrites both after a tap, in the same "day: progress" form).
                "summary": "\(done)/\(routine.tasks.count)", "dayLabel": dayLabel(day),
                "label": dayLabel(day) + ": "
                    + t("progress", ["done": String(done), "total": String(routine.tasks.count)]),
            ]
        }
    }

    /// The reminder's next firing for the page's in-page alert, if a routine is active.
    func reminder(_ book: RoutineBook) -> [String: Any]? {
        guard let reminder = book.reminder else { return nil }
        let at = reminder.nextFiring(after: now, in: timeZone)
        return [
            "at": ISO8601DateFormatter().string(from: at), "time": reminder.time.description,
            "text": t("reminderText", ["routine": reminder.routineName, "task": reminder.firstTask.title]),
        ]
    }

    // MARK: Data tab

    /// A card's weeks as SVG-ready bars; `selected` is the week shown (the newest by default).
    func card(_ routine: Routine, book: RoutineBook, selectedWeek: CivilDate?) -> [String: Any] {
        let weeks = Array(book.chartWeeks(of: routine.id, firstWeekday: firstWeekday).suffix(52))
        let shown = weeks.firstIndex(where: { $0 == selectedWeek }) ?? (weeks.count - 1)
        let status = book.status(of: routine.id) ?? .inactiveWithoutHistory
        let charts: [[String: Any]] = weeks.enumerated().map { index, start in
            chart(
                book.chart(of: routine.id, weekStarting: start), routine: routine, index: index, shown: index == shown,
                previous: index > 0 ? weeks[index - 1] : nil, next: index + 1 < weeks.count ? weeks[index + 1] : nil)
        }
        let stats = book.stats(of: routine.id)
        let days = { (count: Int) in localizer.plural("morning.stats.days", count: count, in: language) }
        return [
            "currentStreak": days(stats.currentStreak), "bestStreak": days(stats.bestStreak),
            "share": stats.completionPercent.map { t("stats.percent", ["percent": String($0)]) } ?? t("stats.noDays"),
            "id": routine.id.rawValue, "name": routine.name, "status": status.rawValue,
            "statusText": t("status.\(status.rawValue)", ["date": dayLabel(routine.startDate)]),
            "active": routine.isActive, "kind": t(routine.celebritySlug == nil ? "kindCustom" : "kindCelebrity"),
            "taskCount": routine.tasks.count, "weeks": charts, "weekCount": weeks.count,
            "tasks": routine.tasks.map { ["time": $0.time.description, "title": $0.title] },
        ]
    }

    func chart(
        _ chart: WeekChart, routine: Routine, index: Int, shown: Bool, previous: CivilDate?, next: CivilDate?
    ) -> [String: Any] {
        // Bars stand on the axis at y 104 and rise at most to y 20, leaving room above for the value.
        let (top, height) = (20.0, 84.0)
        var spoken: [String] = []
        let bars: [[String: Any]] = chart.bars.enumerated().map { offset, bar in
            let x = 8 + offset * 40
            // Every key the template reads is set: Mustache would look a missing one up in the card.
            var item: [String: Any] = [
                "x": x, "labelX": x + 14, "weekday": weekdayShort(bar.day), "iso": bar.day.description,
                "bar": false, "zero": false, "noData": bar.completed == nil,
            ]
            if let done = bar.completed, let total = bar.total {
                let h = done == 0 ? 0 : max(4, Double(done) / Double(max(total, chart.scale)) * height)
                item["bar"] = done > 0
                item["zero"] = done == 0
                item["y"] = String(format: "%.1f", top + height - h)
                item["h"] = String(format: "%.1f", h)
                item["valueY"] = String(format: "%.1f", top + height - h - 4)
                item["value"] = done
                spoken.append(t("barSpoken", ["day": dayLabel(bar.day), "done": String(done), "total": String(total)]))
            }
            return item
        }
        let label = weekLabel(chart.start)
        var item: [String: Any] = [
            "index": index, "shown": shown, "label": label, "bars": bars, "start": chart.start.description,
            "summary": spoken.isEmpty
                ? t("noDataWeek", ["week": label]) : label + ": " + spoken.joined(separator: "; "),
            "empty": spoken.isEmpty,
        ]
        // Absent, not empty: Mustache treats an empty string as true.
        let base = "/morning/data?r=\(routine.id.rawValue)&w="
        if let previous { item["prevHref"] = base + "\(previous)#card-\(routine.id.rawValue)" }
        if let next { item["nextHref"] = base + "\(next)#card-\(routine.id.rawValue)" }
        return item
    }
}
