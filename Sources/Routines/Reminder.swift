import CivilTime
import Foundation

/// The one daily reminder: at the active routine's first task time, from the day it starts.
///
/// It is derived from the book, so switching, restarting, deleting and resetting cancel or
/// reschedule it by construction.
public struct Reminder: Sendable, Hashable {
    public let routineID: RoutineID
    public let routineName: String
    public let firstTask: RoutineTask
    /// The first day it fires.
    public let startDate: CivilDate

    /// The wall-clock time it fires each day.
    public var time: TimeOfDay { firstTask.time }

    /// A stable identifier for this schedule: the same routine run keeps it; a restart or a switch
    /// makes a new one, so calendars drop the old event.
    public var uid: String { "morning-\(routineID.rawValue)-\(startDate)@sadhana" }

    /// The first instant at or after `now` at which it fires, in `timeZone`.
    public func nextFiring(after now: Date, in timeZone: TimeZone) -> Date {
        var day = max(startDate, CivilDate(now, in: timeZone))
        while true {
            let instant = day.instant(hour: time.hour, minute: time.minute, second: 0, in: timeZone)
            if instant >= now { return instant }
            day = day.adding(days: 1)
        }
    }
}

extension RoutineBook {
    /// The reminder to schedule now, or nil when no routine is active.
    public var reminder: Reminder? {
        guard let active = activeRoutine, let first = active.tasks.first else { return nil }
        return Reminder(routineID: active.id, routineName: active.name, firstTask: first, startDate: active.startDate)
    }
}
