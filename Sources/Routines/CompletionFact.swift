import CivilTime
import Foundation

/// One tap on a task — the stored fact from which ✓ and ✗ are derived.
public struct CompletionFact: Sendable, Hashable, Codable {
    /// What the tap did.
    public enum Kind: String, Sendable, Hashable, Codable {
        /// The task was checked (✓).
        case completed
        /// A ✓ was taken back (untouched again).
        case reverted
    }

    public let routineID: RoutineID
    public let taskID: TaskID
    /// The routine day the tap counts for.
    public let day: CivilDate
    public let kind: Kind
    /// The instant of the tap.
    public let recordedAt: Date

    public init(routineID: RoutineID, taskID: TaskID, day: CivilDate, kind: Kind, recordedAt: Date) {
        self.routineID = routineID
        self.taskID = taskID
        self.day = day
        self.kind = kind
        self.recordedAt = recordedAt
    }
}

/// A finalised day of a routine: the day has passed (or the routine was switched away from), the
/// untouched tasks count as ✗, and the number of ✓ is kept.
public struct DayRecord: Sendable, Hashable, Codable {
    public let routineID: RoutineID
    public let day: CivilDate
    public let completedCount: Int
    public let taskCount: Int

    public init(routineID: RoutineID, day: CivilDate, completedCount: Int, taskCount: Int) {
        self.routineID = routineID
        self.day = day
        self.completedCount = completedCount
        self.taskCount = taskCount
    }
}

/// How a task looks on a given day.
public enum TaskMark: String, Sendable, Hashable, Codable {
    /// Not checked yet (only today, before the day is finalised).
    case untouched
    /// Done (✓).
    case completed
    /// Not done by the end of the day (✗).
    case incomplete
}
