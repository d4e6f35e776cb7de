import CivilTime

/// Everything that can be refused in the morning-routine domain, with a human description.
public enum RoutinesError: Error, Sendable, Equatable, CustomStringConvertible {
    /// A required text was empty (the field is named).
    case empty(field: Field)
    /// A text longer than allowed.
    case tooLong(field: Field, maximum: Int)
    /// A text with control characters.
    case controlCharacters(field: Field)
    /// A time of day that is not `HH:MM` within 00:00–23:59.
    case malformedTime(String)
    /// A routine needs at least one task.
    case noTasks
    /// A routine holds at most `maximum` tasks.
    case tooManyTasks(maximum: Int)
    /// No routine with this identifier.
    case unknownRoutine(String)
    /// No task with this identifier in the active routine.
    case unknownTask(String)
    /// No celebrity routine with this slug.
    case unknownCelebrity(String)
    /// Tasks can be checked only while the active routine runs today.
    case routineNotRunning
    /// A tap sent from a screen showing `shown`, when the person's routine day is now `today`
    /// (the day turned while the page was open, or the day is finalised).
    case dayClosed(shown: CivilDate, today: CivilDate)
    /// A routine with this identifier exists already.
    case duplicateRoutine(String)
    /// The routine to switch to is already the active one.
    case alreadyActive(String)
    /// Custom routines need the entitlement the paywall sells.
    case customRoutinesLocked

    /// The input a message is about, so a form can mark the right field.
    public enum Field: String, Sendable, Equatable {
        case title, taskTitle, taskTime
    }

    /// An English description for logs and tests; the web app localises by `messageKey`.
    public var description: String {
        switch self {
        case .empty(let f): "\(f.rawValue) is empty"
        case .tooLong(let f, let m): "\(f.rawValue) must be at most \(m) characters"
        case .controlCharacters(let f): "\(f.rawValue) contains control characters"
        case .malformedTime(let t): "“\(t)” is not a time of day (HH:MM)"
        case .noTasks: "a routine needs at least one task"
        case .tooManyTasks(let m): "a routine holds at most \(m) tasks"
        case .unknownRoutine(let id): "there is no routine \(id)"
        case .unknownTask(let id): "there is no task \(id) in the active routine"
        case .unknownCelebrity(let slug): "there is no celebrity routine “\(slug)”"
        case .routineNotRunning: "tasks can be checked only on a day the active routine runs"
        case .dayClosed(let shown, let today): "the tap was for \(shown), but the routine day is now \(today)"
        case .duplicateRoutine(let id): "a routine \(id) exists already"
        case .alreadyActive(let id): "routine \(id) is already the active one"
        case .customRoutinesLocked: "custom routines are not unlocked"
        }
    }

    /// The key of the localised message for this error.
    public var messageKey: String {
        switch self {
        case .empty: "morning.error.empty"
        case .tooLong: "morning.error.tooLong"
        case .controlCharacters: "morning.error.control"
        case .malformedTime: "morning.error.malformedTime"
        case .noTasks: "morning.error.noTasks"
        case .tooManyTasks: "morning.error.tooManyTasks"
        case .unknownRoutine: "morning.error.unknownRoutine"
        case .unknownTask: "morning.error.unknownTask"
        case .unknownCelebrity: "morning.error.unknownCelebrity"
        case .routineNotRunning: "morning.error.notRunning"
        case .dayClosed: "morning.error.dayClosed"
        case .duplicateRoutine: "morning.error.duplicate"
        case .alreadyActive: "morning.error.alreadyActive"
        case .customRoutinesLocked: "morning.error.locked"
        }
    }
}
