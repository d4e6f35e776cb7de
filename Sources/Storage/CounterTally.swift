import CivilTime
import Foundation
import Japa

/// A counter's figures as a write or a summary needs them, read from the stored running totals
/// without loading the history: the same values `CounterState` derives by replaying every entry.
public struct CounterFigures: Sendable, Hashable {
    public let target: Int
    /// The current total, `0...target`.
    public let total: Int
    /// The amount of the latest effective addition, 0 after a reset (as `CounterState.todayIncrement`).
    public let todayIncrement: Int
    /// Whether there is an entry that undo would take back.
    public let canUndo: Bool
    /// Whether the latest effective entry is the addition that brought the total to the target.
    public let latestAdditionCompleted: Bool

    public var remaining: Int { target - total }
    public var progress: Double { target > 0 ? Double(total) / Double(target) : 0 }
    public var isComplete: Bool { total >= target }

    public init(target: Int, total: Int, todayIncrement: Int, canUndo: Bool, latestAdditionCompleted: Bool) {
        self.target = target
        self.total = total
        self.todayIncrement = todayIncrement
        self.canUndo = canUndo
        self.latestAdditionCompleted = latestAdditionCompleted
    }

    /// The figures of a replayed state (for a snapshot that holds every entry).
    public init(_ state: CounterState) {
        self.init(
            target: state.target, total: state.total, todayIncrement: state.todayIncrement, canUndo: state.canUndo,
            latestAdditionCompleted: state.latestAdditionCompleted)
    }
}

/// A counter with its figures and how many entries it holds, without the entries themselves:
/// what a write answers, at a cost that does not grow with the history.
public struct CounterTally: Sendable, Hashable {
    public let counter: JapaCounter
    public let state: CounterFigures
    /// Every stored entry, undos included (as `CounterSnapshot.entries.count`).
    public let entryCount: Int
    public var id: CounterID { counter.id! }
}

/// One effective line of a counter's history, as stored.
public struct JapaHistoryLine: Sendable, Hashable {
    /// The entry's row; the cursor for the next, older page.
    public let position: Int64
    public let entry: JapaEntry
    /// How much the total changed.
    public let counted: Int
    /// The total after this entry.
    public let runningTotal: Int
}

/// A page of a counter's effective history, newest first, and where the next older page starts.
public struct JapaHistoryPage: Sendable, Hashable {
    public let lines: [JapaHistoryLine]
    /// The cursor for the next, older page (`before:`), nil on the last page.
    public let next: Int64?

    /// The largest page a caller may ask for.
    public static let maximumLimit = 500
}
