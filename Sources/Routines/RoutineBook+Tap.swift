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
        if let shownDay, shownDay != today { throw .dayClosed(shown: shownDay, today: today) }
        guard case .runningToday(let id) = state else { throw .routineNotRunning }
        let done = completedTasks(of: id, on: today).contains(task)
        let check: Bool =
            switch intent {
            case .complete: true
            case .revert: false
            case .toggle: !done
            }
        try apply(check ? .completeTask(task, at: instant) : .revertTask(task, at: instant))
    }
}
