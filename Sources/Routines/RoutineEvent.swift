import CivilTime
import Foundation

/// What can happen to a `RoutineBook`: the seed's events plus the taps and the onboarding flag.
public enum RoutineEvent: Sendable, Hashable {
    /// The onboarding carousel was finished.
    case completeOnboarding
    /// A new custom routine was saved; it becomes active and starts tomorrow.
    case createCustomRoutine(Routine)
    /// A celebrity routine was chosen; a routine already adopted from the same person is
    /// re-activated instead of duplicated. It starts tomorrow.
    case activateCelebrityRoutine(Routine)
    /// Another existing routine becomes the active one, starting tomorrow.
    case switchToAnotherRoutine(RoutineID)
    /// A routine (active or not) starts again tomorrow.
    case restartRoutine(RoutineID)
    /// A routine and all its history are removed.
    case deleteRoutine(RoutineID)
    /// Every routine and record is removed and onboarding shows again.
    case resetAllData
    /// The routine day advanced to the given day; the days that passed are finalised.
    case dayRollsOver(to: CivilDate)
    /// A task of the running routine was checked today.
    case completeTask(TaskID, at: Date)
    /// A ✓ of today was taken back.
    case revertTask(TaskID, at: Date)
}

extension RoutineBook {
    /// Applies one event, or throws and leaves the book unchanged.
    public mutating func apply(_ event: RoutineEvent) throws(RoutinesError) {
        var next = self
        try next.perform(event)
        self = next
    }

    /// The book after `event`.
    public func applying(_ event: RoutineEvent) throws(RoutinesError) -> RoutineBook {
        var next = self
        try next.apply(event)
        return next
    }

    private mutating func perform(_ event: RoutineEvent) throws(RoutinesError) {
        switch event {
        case .completeOnboarding:
            onboardingCompleted = true
        case .createCustomRoutine(let routine):
            try add(routine)
            activate(routine.id)
        case .activateCelebrityRoutine(let routine):
            if let slug = routine.celebritySlug, let existing = routines.first(where: { $0.celebritySlug == slug }) {
                activate(existing.id)
            } else {
                guard routine.celebritySlug != nil else { throw .unknownCelebrity("") }
                try add(routine)
                activate(routine.id)
            }
        case .switchToAnotherRoutine(let id):
            guard let routine = routine(id) else { throw .unknownRoutine(id.rawValue) }
            guard !routine.isActive else { throw .alreadyActive(id.rawValue) }
            activate(id)
        case .restartRoutine(let id):
            guard routine(id) != nil else { throw .unknownRoutine(id.rawValue) }
            activate(id)
        case .deleteRoutine(let id):
            guard routine(id) != nil else { throw .unknownRoutine(id.rawValue) }
            routines.removeAll { $0.id == id }
            completions.removeAll { $0.routineID == id }
            records.removeAll { $0.routineID == id }
        case .resetAllData:
            routines = []
            completions = []
            records = []
            onboardingCompleted = false
        case .dayRollsOver(let day):
            rollOver(to: day)
        case .completeTask(let task, let instant):
            try tap(task, .completed, at: instant)
        case .revertTask(let task, let instant):
            try tap(task, .reverted, at: instant)
        }
    }

    private mutating func add(_ routine: Routine) throws(RoutinesError) {
        guard self.routine(routine.id) == nil else { throw .duplicateRoutine(routine.id.rawValue) }
        var routine = routine
        routine.isActive = false
        routines.append(routine)
    }

    /// The seed's activation flow: finalise today for the routine running now, then make `id` the
    /// only active routine, starting tomorrow.
    private mutating func activate(_ id: RoutineID) {
        if case .runningToday(let current) = state { finalize(current, on: today) }
        for index in routines.indices {
            routines[index].isActive = routines[index].id == id
            if routines[index].id == id { routines[index].startDate = today.adding(days: 1) }
        }
    }

    /// Finalises every day of the active routine from its start (or the old today) up to the
    /// day before `day`; a day already finalised keeps its record. Time never runs backwards.
    private mutating func rollOver(to day: CivilDate) {
        guard day > today else { return }
        if let active = activeRoutine {
            var cursor = max(active.startDate, today)
            while cursor < day {
                if record(of: active.id, on: cursor) == nil { finalize(active.id, on: cursor) }
                cursor = cursor.adding(days: 1)
            }
        }
        today = day
    }

    /// Takes (or takes again) the record of a routine's day from its taps.
    mutating func finalize(_ id: RoutineID, on day: CivilDate) {
        guard let routine = routine(id) else { return }
        let count = completedTasks(of: id, on: day).count
        records.removeAll { $0.routineID == id && $0.day == day }
        records.append(DayRecord(routineID: id, day: day, completedCount: count, taskCount: routine.tasks.count))
    }

    private mutating func tap(_ task: TaskID, _ kind: CompletionFact.Kind, at instant: Date) throws(RoutinesError) {
        guard case .runningToday(let id) = state, let routine = routine(id), record(of: id, on: today) == nil else {
            throw .routineNotRunning
        }
        guard routine.tasks.contains(where: { $0.id == task }) else { throw .unknownTask(task.rawValue) }
        let done = completedTasks(of: id, on: today).contains(task)
        // A second check or a revert of an untouched task changes nothing and stores nothing.
        guard done != (kind == .completed) else { return }
        completions.append(CompletionFact(routineID: id, taskID: task, day: today, kind: kind, recordedAt: instant))
    }
}
