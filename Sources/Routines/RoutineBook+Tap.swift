import CivilTime
import Foundation

/// What a tap on a task asks for.
public enum TapIntent: Sendable, Hashable {
    /// Check it (✓); a task already checked stays so.
    case complete
    /// Take a ✓ back; an untouched task stays so.
    case revert
    /// Check an untouched task, take a ✓ back.
    case toggle
}

extension RoutineBook {
    /// A tap on a task of the running routine, from a screen that shows `shownDay`.
    ///
    /// A screen left open across the day boundary still shows yesterday; its tap must not land
    /// on the new day (the ticks on that screen and the stored ones would disagree), so a tap
    /// whose `shownDay` is not `today` throws `dayClosed` and changes nothing. `shownDay` nil
    /// means "whatever today is" (an API client that does not say).
    public mutating func tap(_ task: TaskID, _ intent: TapIntent, shownDay: CivilDate?, at instant: Date)
        throws(RoutinesError)
    {
        try tap(task, intent, shownDay: shownDay, madeOn: today, at: instant)
    }

    /// A tap made on the routine day `madeOn` (the day its instant belongs to), perhaps received
    /// later: one made offline at 23:50 and delivered after midnight counts for the day it was
    /// made, and that finalised day's record is taken again. The screen's `shownDay` must be the
    /// day the tap was made. A day before the active routine's current run, or after today, is
    /// refused with `dayClosed` (a device clock a few minutes fast counts for today).
    public mutating func tap(
        _ task: TaskID, _ intent: TapIntent, shownDay: CivilDate?, madeOn: CivilDate, at instant: Date
    ) throws(RoutinesError) {
        let day = min(madeOn, today)
        if let shownDay, shownDay != day { throw .dayClosed(shown: shownDay, today: today) }
        guard day < today else {
            try apply(
                check(task, intent, on: today) ? .completeTask(task, at: instant) : .revertTask(task, at: instant))
            return
        }
        guard case .runningToday(let id) = state, let routine = routine(id), routine.startDate <= day else {
            throw .dayClosed(shown: day, today: today)
        }
        guard routine.tasks.contains(where: { $0.id == task }) else { throw .unknownTask(task.rawValue) }
        let checks = check(task, intent, on: day)
        // A second check or a revert of an untouched task changes nothing and stores nothing.
        guard checks != completedTasks(of: id, on: day).contains(task) else { return }
        completions.append(
            CompletionFact(
                routineID: id, taskID: task, day: day, kind: checks ? .completed : .reverted, recordedAt: instant))
        finalize(id, on: day)
    }

    /// Whether `intent` leaves the task checked on `day`.
    private func check(_ task: TaskID, _ intent: TapIntent, on day: CivilDate) -> Bool {
        switch intent {
        case .complete: true
        case .revert: false
        case .toggle: !(activeRoutine.map { completedTasks(of: $0.id, on: day).contains(task) } ?? false)
        }
    }
}
