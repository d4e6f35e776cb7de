import CivilTime
import Foundation

/// Everything a person has in Better Morning — routines, task taps, finalised days — as one value,
/// with the seed's state machine on top (`state`, `status(of:)`, `apply(_:)`).
///
/// At most one routine is active. `today` is the routine day the book has reached; it only moves
/// forward, through `RoutineEvent.dayRollsOver`, which finalises the days that passed.
public struct RoutineBook: Sendable, Hashable, Codable {
    /// All routines, oldest first.
    public internal(set) var routines: [Routine]
    /// Every tap, oldest first.
    public internal(set) var completions: [CompletionFact]
    /// Finalised days, in the order they were finalised.
    public internal(set) var records: [DayRecord]
    /// The routine day the book has reached.
    public internal(set) var today: CivilDate
    /// Whether the onboarding carousel has been seen (reset all clears it).
    public internal(set) var onboardingCompleted: Bool

    /// An empty book on `today`.
    public init(today: CivilDate) {
        self.init(routines: [], completions: [], records: [], today: today, onboardingCompleted: false)
    }

    /// A book restored from storage. If several routines claim to be active (a corrupt store), the
    /// one activated last (latest start) stays active, as the seed's launch check asks.
    public init(
        routines: [Routine], completions: [CompletionFact], records: [DayRecord], today: CivilDate,
        onboardingCompleted: Bool
    ) {
        var routines = routines
        let active = routines.indices.filter { routines[$0].isActive }
        if active.count > 1, let keep = active.max(by: { routines[$0].startDate < routines[$1].startDate }) {
            for index in active where index != keep { routines[index].isActive = false }
        }
        self.routines = routines
        self.completions = completions
        self.records = records
        self.today = today
        self.onboardingCompleted = onboardingCompleted
    }

    /// The active routine, if any.
    public var activeRoutine: Routine? { routines.first(where: \.isActive) }

    /// The routine with this identifier.
    public func routine(_ id: RoutineID) -> Routine? { routines.first { $0.id == id } }

    /// The finalised record of a routine's day, if the day is finalised.
    public func record(of id: RoutineID, on day: CivilDate) -> DayRecord? {
        records.last { $0.routineID == id && $0.day == day }
    }

    /// Whether a routine has any recorded day or tap.
    public func hasHistory(_ id: RoutineID) -> Bool {
        records.contains { $0.routineID == id } || completions.contains { $0.routineID == id }
    }
}

/// The seed's global routine states.
public enum MorningState: Sendable, Hashable {
    /// No routine is active: the Routine tab offers Explore and Create.
    case noActiveRoutine
    /// A routine is active but starts on a later day ("starts tomorrow").
    case waitingToStart(RoutineID, startsOn: CivilDate)
    /// The active routine runs today: its tasks can be checked.
    case runningToday(RoutineID)
}

/// The state of one routine.
public enum RoutineStatus: String, Sendable, Hashable {
    case waitingToStart, runningToday, inactiveWithHistory, inactiveWithoutHistory
}

extension RoutineBook {
    /// The book's state today.
    public var state: MorningState {
        guard let active = activeRoutine else { return .noActiveRoutine }
        return active.startDate > today
            ? .waitingToStart(active.id, startsOn: active.startDate) : .runningToday(active.id)
    }

    /// The state of one routine today, or nil if there is no such routine.
    public func status(of id: RoutineID) -> RoutineStatus? {
        guard let routine = routine(id) else { return nil }
        if routine.isActive { return routine.startDate > today ? .waitingToStart : .runningToday }
        return hasHistory(id) ? .inactiveWithHistory : .inactiveWithoutHistory
    }

    /// The task marks of a routine on a day: ✓ where the last tap was a check; on a finalised or
    /// past day every other task is ✗, on today it is untouched.
    public func marks(of id: RoutineID, on day: CivilDate) -> [TaskID: TaskMark] {
        guard let routine = routine(id) else { return [:] }
        let done = completedTasks(of: id, on: day)
        let closed = day < today || record(of: id, on: day) != nil
        var marks: [TaskID: TaskMark] = [:]
        for task in routine.tasks {
            marks[task.id] = done.contains(task.id) ? .completed : (closed ? .incomplete : .untouched)
        }
        return marks
    }

    /// The tasks whose last tap on `day` was a check.
    public func completedTasks(of id: RoutineID, on day: CivilDate) -> Set<TaskID> {
        var done: Set<TaskID> = []
        for fact in completions where fact.routineID == id && fact.day == day {
            switch fact.kind {
            case .completed: done.insert(fact.taskID)
            case .reverted: done.remove(fact.taskID)
            }
        }
        let known = Set(routine(id)?.tasks.map(\.id) ?? [])
        return done.intersection(known)
    }

    /// The days the Routine tab's date scroller shows: from the active routine's start to today
    /// (empty unless the routine runs today).
    public var scrollerDays: [CivilDate] {
        guard case .runningToday(let id) = state, let routine = routine(id) else { return [] }
        return (0...routine.startDate.days(until: today)).map { routine.startDate.adding(days: $0) }
    }
}
