import CivilTime

/// What a habit tracker shows about a routine, derived from its finalised days (and today's taps):
/// streaks of days with every task ✓, and the share of tasks done.
///
/// A finalised day with nothing done counts as a day with 0 ✓ (it breaks a streak and lowers the
/// share); a day without a record (the routine was not running) is no day at all, but it still
/// breaks a streak, which is a run of consecutive days.
public struct RoutineStats: Sendable, Hashable, Codable {
    /// Consecutive days with every task ✓, ending today when today is already all done, else
    /// ending yesterday (today can still be completed, so it does not break the streak yet).
    public let currentStreak: Int
    /// The longest run of consecutive days with every task ✓ (today included once all done).
    public let bestStreak: Int
    /// Finalised days.
    public let finalisedDays: Int
    /// Finalised days with every task ✓.
    public let fullDays: Int
    /// ✓ over all finalised days.
    public let completedTasks: Int
    /// Tasks over all finalised days.
    public let possibleTasks: Int

    /// `completedTasks` of `possibleTasks` in whole percent, rounded down (so 100 means every
    /// task of every finalised day); nil before the first finalised day.
    public var completionPercent: Int? {
        possibleTasks > 0 ? completedTasks * 100 / possibleTasks : nil
    }
}

extension RoutineBook {
    /// The streaks and completion share of a routine (zeros for an unknown one).
    public func stats(of id: RoutineID) -> RoutineStats {
        var byDay: [CivilDate: DayRecord] = [:]
        for record in records where record.routineID == id { byDay[record.day] = record }
        var full = Set(byDay.values.filter { $0.taskCount > 0 && $0.completedCount >= $0.taskCount }.map(\.day))
        if case .runningToday(id) = state, let routine = routine(id), byDay[today] == nil,
            completedTasks(of: id, on: today).count == routine.tasks.count
        {
            full.insert(today)
        }
        var best = 0
        for day in full where !full.contains(day.adding(days: -1)) {
            var length = 1
            while full.contains(day.adding(days: length)) { length += 1 }
            best = max(best, length)
        }
        var current = 0
        var cursor = full.contains(today) ? today : today.adding(days: -1)
        while full.contains(cursor) {
            current += 1
            cursor = cursor.adding(days: -1)
        }
        return RoutineStats(
            currentStreak: current, bestStreak: best, finalisedDays: byDay.count,
            fullDays: byDay.values.filter { full.contains($0.day) }.count,
            completedTasks: byDay.values.reduce(0) { $0 + min($1.completedCount, $1.taskCount) },
            possibleTasks: byDay.values.reduce(0) { $0 + $1.taskCount })
    }
}
