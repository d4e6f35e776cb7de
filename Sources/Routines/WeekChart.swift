import CivilTime

/// One week of a routine's finalised days, ready for a bar chart.
public struct WeekChart: Sendable, Hashable {
    /// One day's slot: a bar when the day was finalised, none when there is no data.
    public struct Bar: Sendable, Hashable {
        public let day: CivilDate
        /// ✓ count of the finalised day; nil when there is no record (no bar).
        public let completed: Int?
        /// The routine's task count that day; nil when there is no record.
        public let total: Int?
    }

    /// The first day of the week.
    public let start: CivilDate
    /// Seven slots, from `start`.
    public let bars: [Bar]
    /// The scale of the bars: the routine's task count.
    public let scale: Int

    /// The first day of the week holding `day`, weeks starting on `firstWeekday`.
    public static func weekStart(of day: CivilDate, firstWeekday: Weekday) -> CivilDate {
        let back = (day.weekday.rawValue - firstWeekday.rawValue + 7) % 7
        return day.adding(days: -back)
    }
}

extension RoutineBook {
    /// The chart of a routine's week `start ..< start + 7`, from its day records.
    public func chart(of id: RoutineID, weekStarting start: CivilDate) -> WeekChart {
        let bars = (0..<7).map { offset -> WeekChart.Bar in
            let day = start.adding(days: offset)
            let record = record(of: id, on: day)
            return WeekChart.Bar(day: day, completed: record?.completedCount, total: record?.taskCount)
        }
        return WeekChart(start: start, bars: bars, scale: max(1, routine(id)?.tasks.count ?? 1))
    }

    /// The starts of the weeks a routine's card can show: from the week of its first record (or of
    /// its creation) to the week of today, oldest first.
    public func chartWeeks(of id: RoutineID, firstWeekday: Weekday) -> [CivilDate] {
        guard let routine = routine(id) else { return [] }
        let first = records.filter { $0.routineID == id }.map(\.day).min() ?? routine.createdOn
        let from = WeekChart.weekStart(of: min(first, today), firstWeekday: firstWeekday)
        let to = WeekChart.weekStart(of: today, firstWeekday: firstWeekday)
        return stride(from: 0, through: from.days(until: to), by: 7).map { from.adding(days: $0) }
    }
}
